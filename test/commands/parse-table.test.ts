import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../src/commands/command.js';
import { parseCommand } from '../../src/commands/parse.js';

/**
 * What each kind of message parses to, exactly: prefixes, greetings, punctuation,
 * targets, dates, ranges, help topics and every error. Reviewed by hand; a change
 * here is a change members see. (Friday 2026-11-20, 10:00 at the hub.)
 */
const NOW = new Date('2026-11-20T15:00:00Z');

const CASES: Array<[string, ParseResult]> = [
  ["", {"ok": false, "error": "Hi! I'm the hub's front desk. Send `help` to see what I can do."}],
  ["   ", {"ok": false, "error": "Hi! I'm the hub's front desk. Send `help` to see what I can do."}],
  ["/checkin", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["!! help", {"ok": true, "command": {"kind": "help"}}],
  ["  /whois ada  ", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "ada"}}}],
  ["hi", {"ok": false, "error": "Hi! I'm the hub's front desk. Send `help` to see what I can do."}],
  ["Hello!", {"ok": false, "error": "Hi! I'm the hub's front desk. Send `help` to see what I can do."}],
  ["thank you.", {"ok": false, "error": "Hi! I'm the hub's front desk. Send `help` to see what I can do."}],
  ["thanks!!", {"ok": false, "error": "Hi! I'm the hub's front desk. Send `help` to see what I can do."}],
  ["blorp", {"ok": false, "error": "I didn't understand \"blorp\". The closest command is `whois`; send `help` for everything I can do.", "suggestion": "whois"}],
  ["chekin today", {"ok": false, "error": "I didn't understand \"chekin\". The closest command is `checkin`; send `help` for everything I can do.", "suggestion": "checkin"}],
  ["checkin", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["checkin: today", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["in tomorrow demo day!", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-21", "notes": "demo day!"}}],
  ["checkin 2026-02-30", {"ok": false, "error": "\"2026-02-30\" isn't a real date."}],
  ["checkin @**Bram|1002**", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "mention", "name": "Bram", "zulipId": 1002}, "date": "2026-11-20"}}],
  ["checkout", {"ok": true, "command": {"kind": "checkout", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["checkout tomorrow", {"ok": true, "command": {"kind": "checkout", "target": {"kind": "self"}, "date": "2026-11-21"}}],
  ["cancel mon", {"ok": true, "command": {"kind": "checkout", "target": {"kind": "self"}, "date": "2026-11-23"}}],
  ["checkout 13/45", {"ok": false, "error": "\"13/45\" isn't a real date."}],
  ["checkout tomorrow please", {"ok": false, "error": "`checkout` takes only a date; I don't know what to do with \"please\"."}],
  ["note", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "show"}}}],
  ["note clear", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "clear"}}}],
  ["note CLEAR", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "clear"}}}],
  ["note tomorrow clear", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "clear"}}}],
  ["note fri new text", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "set", "text": "new text"}}}],
  ["note clearly not", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "set", "text": "clearly not"}}}],
  ["note 2026-02-30 x", {"ok": false, "error": "\"2026-02-30\" isn't a real date."}],
  ["who's here", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["who's here?", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["who is here!", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["who's here yesterday", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-19"}}}],
  ["who's here this week", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "range", "range": {"start": "2026-11-16", "end": "2026-11-22", "label": "this week"}}}}],
  ["who's here blorp", {"ok": false, "error": "I couldn't read \"blorp\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23. To look someone up, use `whois blorp`."}],
  ["here?", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["whois", {"ok": false, "error": "Who should I look up? Try `whois ada@example.org`, `whois @**Name**`, `whois 5012` or `whois ada`."}],
  ["whois ?", {"ok": false, "error": "Who should I look up? Try `whois ada@example.org`, `whois @**Name**`, `whois 5012` or `whois ada`."}],
  ["whois ada@example.org", {"ok": true, "command": {"kind": "whois", "query": {"kind": "email", "email": "ada@example.org"}}}],
  ["whois ada@example.org?", {"ok": true, "command": {"kind": "whois", "query": {"kind": "email", "email": "ada@example.org"}}}],
  ["whois @**Ada Quillfeather|1001**", {"ok": true, "command": {"kind": "whois", "query": {"kind": "mention", "name": "Ada Quillfeather", "zulipId": 1001}}}],
  ["whois @**Ada** and more", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "@**Ada** and more"}}}],
  ["whois 5012", {"ok": true, "command": {"kind": "whois", "query": {"kind": "id", "personId": 5012}}}],
  ["whois 99999999999", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "99999999999"}}}],
  ["whois 4294967296", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "4294967296"}}}],
  ["whois ada quillfeather", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "ada quillfeather"}}}],
  ["who is QUERY", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "QUERY"}}}],
  ["visits", {"ok": true, "command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-10-22", "end": "2026-11-20", "label": "the last 30 days"}}}],
  ["visits me", {"ok": true, "command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-10-22", "end": "2026-11-20", "label": "the last 30 days"}}}],
  ["visits ada@example.org", {"ok": true, "command": {"kind": "visits", "target": {"kind": "email", "email": "ada@example.org"}, "range": {"start": "2026-10-22", "end": "2026-11-20", "label": "the last 30 days"}}}],
  ["visits ada@example.org last week", {"ok": true, "command": {"kind": "visits", "target": {"kind": "email", "email": "ada@example.org"}, "range": {"start": "2026-11-09", "end": "2026-11-15", "label": "last week"}}}],
  ["visits @**Bram|1002** since nov 1", {"ok": true, "command": {"kind": "visits", "target": {"kind": "mention", "name": "Bram", "zulipId": 1002}, "range": {"start": "2026-11-01", "end": "2026-11-20", "label": "since nov 1"}}}],
  ["visits yesterday", {"ok": true, "command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-11-19", "end": "2026-11-19", "label": "yesterday"}}}],
  ["visits 2026-02-30", {"ok": false, "error": "I couldn't read \"2026-02-30\" as a date range. Try this week, last week, this month, last 7 days, since mon, or nov 1..nov 15."}],
  ["history last month", {"ok": true, "command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-10-01", "end": "2026-10-31", "label": "last month"}}}],
  ["visits me tomorrow", {"ok": true, "command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-11-21", "end": "2026-11-21", "label": "tomorrow"}}}],
  ["digest", {"ok": true, "command": {"kind": "digest", "date": "2026-11-20"}}],
  ["digest yesterday", {"ok": true, "command": {"kind": "digest", "date": "2026-11-19"}}],
  ["digest 2026-02-30", {"ok": false, "error": "\"2026-02-30\" isn't a real date."}],
  ["chart", {"ok": true, "command": {"kind": "chart", "range": {"start": "2026-10-24", "end": "2026-11-20", "label": "the last 4 weeks"}}}],
  ["chart this month", {"ok": true, "command": {"kind": "chart", "range": {"start": "2026-11-01", "end": "2026-11-30", "label": "this month"}}}],
  ["attendance last 90 days?", {"ok": true, "command": {"kind": "chart", "range": {"start": "2026-08-23", "end": "2026-11-20", "label": "the last 90 days"}}}],
  ["chart fri", {"ok": false, "error": "I couldn't read \"fri\" as a date range. Try this week, last week, this month, last 7 days, since mon, or nov 1..nov 15."}],
  ["help", {"ok": true, "command": {"kind": "help"}}],
  ["help checkin", {"ok": true, "command": {"kind": "help", "topic": "checkin"}}],
  ["help /whois", {"ok": true, "command": {"kind": "help", "topic": "whois"}}],
  ["help CHECK IN", {"ok": true, "command": {"kind": "help", "topic": "checkin"}}],
  ["help foo", {"ok": false, "error": "There is no command \"foo\". The closest is `who's here`; send `help` for the list."}],
  ["help who is", {"ok": true, "command": {"kind": "help", "topic": "whois"}}],
  ["?", {"ok": true, "command": {"kind": "help"}}],
  ["checkin today", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["checkin’s", {"ok": false, "error": "I didn't understand \"checkin’s\". The closest command is `checkin`; send `help` for everything I can do.", "suggestion": "checkin"}],
  ["who’s here", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
];

describe('parseCommand, message by message', () => {
  it.each(CASES)('%j', (text, expected) => {
    expect(parseCommand(text, NOW)).toEqual(expected);
  });
});
