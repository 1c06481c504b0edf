import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../src/commands/command.js';
import { parseCommand } from '../../src/commands/parse.js';

/**
 * What each kind of message parses to, exactly: prefixes, greetings, punctuation,
 * targets, dates, ranges, help topics and every error. Reviewed by hand; a change
 * here is a change members see. (Friday 2026-11-20, 10:00 at the hub.)
 *
 * Changed on purpose by issue 16 (each reviewed): every command now carries its
 * confidence; greetings and thanks are small talk, not an error; a typo gets the
 * exact command to send ("chekin today", "checkin’s") and gibberish the short list
 * of what the bot does, not a far-fetched "closest command" ("blorp" was `whois`);
 * `checkout` today means leaving; "please" is politeness, not trailing words;
 * `visits 2026-02-30` says the date is not real; an unknown help topic gets no
 * implausible guess ("foo" was `who's here`).
 */
const NOW = new Date('2026-11-20T15:00:00Z');

const CASES: Array<[string, ParseResult]> = [
  ["", {"ok": true, "command": {"kind": "smalltalk", "says": "hello"}, "confidence": "phrase"}],
  ["   ", {"ok": true, "command": {"kind": "smalltalk", "says": "hello"}, "confidence": "phrase"}],
  ["/checkin", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}, "confidence": "exact"}],
  ["!! help", {"ok": true, "command": {"kind": "help"}, "confidence": "exact"}],
  ["  /whois ada  ", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "ada"}}, "confidence": "exact"}],
  ["hi", {"ok": true, "command": {"kind": "smalltalk", "says": "hello"}, "confidence": "phrase"}],
  ["Hello!", {"ok": true, "command": {"kind": "smalltalk", "says": "hello"}, "confidence": "phrase"}],
  ["thank you.", {"ok": true, "command": {"kind": "smalltalk", "says": "thanks"}, "confidence": "phrase"}],
  ["thanks!!", {"ok": true, "command": {"kind": "smalltalk", "says": "thanks"}, "confidence": "phrase"}],
  ["blorp", {"ok": false, "error": "I didn't understand \"blorp\". I can check you in (`checkin`), plan or cancel a visit (`checkin fri`, `cancel fri`), note when you leave (`leaving`), tell you who's here (`who's here`) and look people up (`whois NAME`). Send `help` for everything."}],
  ["chekin today", {"ok": false, "error": "Did you mean `checkin`? Send that and I'll check you in for today (Fri Nov 20).", "suggestion": "checkin", "didYouMean": "checkin", "meant": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["checkin", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}, "confidence": "exact"}],
  ["checkin: today", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}, "confidence": "exact"}],
  ["in tomorrow demo day!", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-21", "notes": "demo day!"}, "confidence": "exact"}],
  ["checkin 2026-02-30", {"ok": false, "error": "\"2026-02-30\" isn't a real date."}],
  ["checkin @**Bram|1002**", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "mention", "name": "Bram", "zulipId": 1002}, "date": "2026-11-20"}, "confidence": "exact"}],
  ["checkout", {"ok": true, "command": {"kind": "leave", "target": {"kind": "self"}, "date": "2026-11-20"}, "confidence": "exact"}],
  ["checkout tomorrow", {"ok": true, "command": {"kind": "checkout", "target": {"kind": "self"}, "date": "2026-11-21"}, "confidence": "exact"}],
  ["cancel mon", {"ok": true, "command": {"kind": "checkout", "target": {"kind": "self"}, "date": "2026-11-23"}, "confidence": "exact"}],
  ["checkout 13/45", {"ok": false, "error": "\"13/45\" isn't a real date."}],
  ["checkout tomorrow please", {"ok": true, "command": {"kind": "checkout", "target": {"kind": "self"}, "date": "2026-11-21"}, "confidence": "exact"}],
  ["note", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "show"}}, "confidence": "exact"}],
  ["note clear", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "clear"}}, "confidence": "exact"}],
  ["note CLEAR", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "clear"}}, "confidence": "exact"}],
  ["note tomorrow clear", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "clear"}}, "confidence": "exact"}],
  ["note fri new text", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "set", "text": "new text"}}, "confidence": "exact"}],
  ["note clearly not", {"ok": true, "command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "set", "text": "clearly not"}}, "confidence": "exact"}],
  ["note 2026-02-30 x", {"ok": false, "error": "\"2026-02-30\" isn't a real date."}],
  ["who's here", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}, "confidence": "exact"}],
  ["who's here?", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}, "confidence": "exact"}],
  ["who is here!", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}, "confidence": "exact"}],
  ["who's here yesterday", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-19"}}, "confidence": "exact"}],
  ["who's here this week", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "range", "range": {"start": "2026-11-16", "end": "2026-11-22", "label": "this week"}}}, "confidence": "exact"}],
  ["who's here blorp", {"ok": false, "error": "I couldn't read \"blorp\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23. To look someone up, use `whois blorp`."}],
  ["here?", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}, "confidence": "exact"}],
  ["whois", {"ok": false, "error": "Who should I look up? Try `whois adaquillfeather@example.org`, `whois @**Name**`, `whois 5012` or `whois ada`."}],
  ["whois ?", {"ok": false, "error": "Who should I look up? Try `whois adaquillfeather@example.org`, `whois @**Name**`, `whois 5012` or `whois ada`."}],
  ["whois ada@example.org", {"ok": true, "command": {"kind": "whois", "query": {"kind": "email", "email": "ada@example.org"}}, "confidence": "exact"}],
  ["whois ada@example.org?", {"ok": true, "command": {"kind": "whois", "query": {"kind": "email", "email": "ada@example.org"}}, "confidence": "exact"}],
  ["whois @**Ada Quillfeather|1001**", {"ok": true, "command": {"kind": "whois", "query": {"kind": "mention", "name": "Ada Quillfeather", "zulipId": 1001}}, "confidence": "exact"}],
  ["whois @**Ada** and more", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "@**Ada** and more"}}, "confidence": "exact"}],
  ["whois 5012", {"ok": true, "command": {"kind": "whois", "query": {"kind": "id", "personId": 5012}}, "confidence": "exact"}],
  ["whois 99999999999", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "99999999999"}}, "confidence": "exact"}],
  ["whois 4294967296", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "4294967296"}}, "confidence": "exact"}],
  ["whois ada quillfeather", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "ada quillfeather"}}, "confidence": "exact"}],
  ["who is QUERY", {"ok": true, "command": {"kind": "whois", "query": {"kind": "name", "text": "QUERY"}}, "confidence": "exact"}],
  ["visits", {"ok": true, "command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-10-22", "end": "2026-11-20", "label": "the last 30 days"}}, "confidence": "exact"}],
  ["visits me", {"ok": true, "command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-10-22", "end": "2026-11-20", "label": "the last 30 days"}}, "confidence": "exact"}],
  ["visits ada@example.org", {"ok": true, "command": {"kind": "visits", "target": {"kind": "email", "email": "ada@example.org"}, "range": {"start": "2026-10-22", "end": "2026-11-20", "label": "the last 30 days"}}, "confidence": "exact"}],
  ["visits ada@example.org last week", {"ok": true, "command": {"kind": "visits", "target": {"kind": "email", "email": "ada@example.org"}, "range": {"start": "2026-11-09", "end": "2026-11-15", "label": "last week"}}, "confidence": "exact"}],
  ["visits @**Bram|1002** since nov 1", {"ok": true, "command": {"kind": "visits", "target": {"kind": "mention", "name": "Bram", "zulipId": 1002}, "range": {"start": "2026-11-01", "end": "2026-11-20", "label": "since nov 1"}}, "confidence": "exact"}],
  ["visits yesterday", {"ok": true, "command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-11-19", "end": "2026-11-19", "label": "yesterday"}}, "confidence": "exact"}],
  ["visits 2026-02-30", {"ok": false, "error": "\"2026-02-30\" isn't a real date."}],
  ["history last month", {"ok": true, "command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-10-01", "end": "2026-10-31", "label": "last month"}}, "confidence": "exact"}],
  ["visits me tomorrow", {"ok": true, "command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-11-21", "end": "2026-11-21", "label": "tomorrow"}}, "confidence": "exact"}],
  ["digest", {"ok": true, "command": {"kind": "digest", "date": "2026-11-20"}, "confidence": "exact"}],
  ["digest yesterday", {"ok": true, "command": {"kind": "digest", "date": "2026-11-19"}, "confidence": "exact"}],
  ["digest 2026-02-30", {"ok": false, "error": "\"2026-02-30\" isn't a real date."}],
  ["chart", {"ok": true, "command": {"kind": "chart", "range": {"start": "2026-10-24", "end": "2026-11-20", "label": "the last 4 weeks"}}, "confidence": "exact"}],
  ["chart this month", {"ok": true, "command": {"kind": "chart", "range": {"start": "2026-11-01", "end": "2026-11-30", "label": "this month"}}, "confidence": "exact"}],
  ["attendance last 90 days?", {"ok": true, "command": {"kind": "chart", "range": {"start": "2026-08-23", "end": "2026-11-20", "label": "the last 90 days"}}, "confidence": "exact"}],
  ["chart fri", {"ok": false, "error": "I couldn't read \"fri\" as a date range. Try this week, last week, this month, last 7 days, since mon, or nov 1..nov 15."}],
  ["help", {"ok": true, "command": {"kind": "help"}, "confidence": "exact"}],
  ["help checkin", {"ok": true, "command": {"kind": "help", "topic": "checkin"}, "confidence": "exact"}],
  ["help /whois", {"ok": true, "command": {"kind": "help", "topic": "whois"}, "confidence": "exact"}],
  ["help CHECK IN", {"ok": true, "command": {"kind": "help", "topic": "checkin"}, "confidence": "exact"}],
  ["help foo", {"ok": false, "error": "There is no command \"foo\". Send `help` for the list."}],
  ["help who is", {"ok": true, "command": {"kind": "help", "topic": "whois"}, "confidence": "exact"}],
  ["?", {"ok": true, "command": {"kind": "help"}, "confidence": "exact"}],
  ["checkin today", {"ok": true, "command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}, "confidence": "exact"}],
  ["checkin’s", {"ok": false, "error": "Did you mean `checkin`? Send that and I'll check you in for today (Fri Nov 20).", "suggestion": "checkin", "didYouMean": "checkin", "meant": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["who’s here", {"ok": true, "command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}, "confidence": "exact"}],
];

describe('parseCommand, message by message', () => {
  it.each(CASES)('%j', (text, expected) => {
    expect(parseCommand(text, NOW)).toEqual(expected);
  });
});
