import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/commands/command.js';
import { parseCommand } from '../../src/commands/parse.js';

/**
 * Questions, reads and their refusals, as parsed, whole: the corpus tests
 * check writes, these check what each read-only intent makes of its words
 * (help topics, presence, last visit, my visit, whois, digest, chart, who's
 * here, visits) and the exact answer when it cannot. Today is Fri 2026-11-20.
 */
const NOW = new Date('2026-11-20T15:00:00Z');

type Expected = { command: Command } | { error: string; didYouMean?: string };

const CASES: Array<[string, Expected]> = [
  ["help checkin", {"command": {"kind": "help", "topic": "checkin"}}],
  ["help CHECKIN", {"command": {"kind": "help", "topic": "checkin"}}],
  ["help please", {"command": {"kind": "help"}}],
  ["help how do i leave", {"command": {"kind": "help", "topic": "leave"}}],
  ["help chekin", {"error": "There is no command \"chekin\". Did you mean `help checkin`? Send `help` for the list."}],
  ["help xyzzy", {"error": "There is no command \"xyzzy\". Send `help` for the list."}],
  ["help /whois", {"command": {"kind": "help", "topic": "whois"}}],
  ["how do i check out?", {"command": {"kind": "help", "topic": "leave"}}],
  ["how do i fly?", {"command": {"kind": "help"}}],
  ["is ada here?", {"command": {"kind": "presence", "who": {"kind": "name", "text": "ada"}, "date": "2026-11-20"}}],
  ["is ada here yesterday?", {"command": {"kind": "presence", "who": {"kind": "name", "text": "ada"}, "date": "2026-11-19"}}],
  ["am i in today?", {"command": {"kind": "myVisit", "date": "2026-11-20"}}],
  ["is anyone here?", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["is @**Bram|1002** coming tomorrow?", {"command": {"kind": "presence", "who": {"kind": "mention", "name": "Bram", "zulipId": 1002}, "date": "2026-11-21"}}],
  ["when was ada last here?", {"command": {"kind": "lastVisit", "who": {"kind": "name", "text": "ada"}}}],
  ["when was i last here?", {"command": {"kind": "lastVisit", "who": {"kind": "self"}}}],
  ["did i check in?", {"command": {"kind": "myVisit", "date": "2026-11-20"}}],
  ["did i check in tomorrow?", {"command": {"kind": "myVisit", "date": "2026-11-21"}}],
  ["whois", {"error": "Who should I look up? Try `whois adaquillfeather@example.org`, `whois @**Name**`, `whois 5012` or `whois ada`."}],
  ["whois ada?", {"command": {"kind": "whois", "query": {"kind": "name", "text": "ada"}}}],
  ["whois 5012", {"command": {"kind": "whois", "query": {"kind": "id", "personId": 5012}}}],
  ["whois 99999999999", {"command": {"kind": "whois", "query": {"kind": "name", "text": "99999999999"}}}],
  ["whois ada@example.org", {"command": {"kind": "whois", "query": {"kind": "email", "email": "ada@example.org"}}}],
  ["whois @**Ada Quillfeather|1001**", {"command": {"kind": "whois", "query": {"kind": "mention", "name": "Ada Quillfeather", "zulipId": 1001}}}],
  ["digest", {"command": {"kind": "digest", "date": "2026-11-20"}}],
  ["digest yesterday", {"command": {"kind": "digest", "date": "2026-11-19"}}],
  ["digest yesterday please", {"command": {"kind": "digest", "date": "2026-11-19"}}],
  ["digest blah", {"error": "`digest` takes only a date; I don't know what to do with \"blah\"."}],
  ["chart", {"command": {"kind": "chart", "range": {"start": "2026-10-24", "end": "2026-11-20", "label": "the last 4 weeks"}}}],
  ["chart last 7 days", {"command": {"kind": "chart", "range": {"start": "2026-11-14", "end": "2026-11-20", "label": "the last 7 days"}}}],
  ["chart blah", {"error": "I couldn't read \"blah\" as a date range. Try this week, last week, this month, last 7 days, since mon, or nov 1..nov 15."}],
  ["chart please", {"command": {"kind": "chart", "range": {"start": "2026-10-24", "end": "2026-11-20", "label": "the last 4 weeks"}}}],
  ["who's here", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["who's here now", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["who's here tomorrow", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-21"}}}],
  ["who's here bram", {"error": "I couldn't read \"bram\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23. To look someone up, use `whois bram`."}],
  ["who's here 42", {"error": "I couldn't read \"42\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23."}],
  ["visits", {"command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-10-22", "end": "2026-11-20", "label": "the last 30 days"}}}],
  ["visits nov 3", {"command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-11-03", "end": "2026-11-03", "label": "nov 3"}}}],
  ["visits last week", {"command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-11-09", "end": "2026-11-15", "label": "last week"}}}],
  ["visits blah", {"error": "I couldn't read \"blah\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23."}],
  ["visits @**Bram|1002** last 7 days", {"command": {"kind": "visits", "target": {"kind": "mention", "name": "Bram", "zulipId": 1002}, "range": {"start": "2026-11-14", "end": "2026-11-20", "label": "the last 7 days"}}}],
  ["leaving", {"command": {"kind": "leave", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["leaving, see you tomorrow", {"command": {"kind": "leave", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["leaving tomorrow", {"error": "I can only note that you left today; your visit Sat Nov 21 stays as it is."}],
  ["leaving now bye", {"command": {"kind": "leave", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["leaving xyz", {"error": "Did you mean `leaving`? Send that and I'll note that you left the hub (the visit stays).", "didYouMean": "leaving"}],
  ["change my note for tomorrow to bring cake", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "set", "text": "bring cake"}}}],
  ["change my note for blah to cake", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "set", "text": "for blah to cake"}}}],
  ["set my note to", {"error": "What should the note say? For example `note today pairing on a parser`."}],
  ["add note tomorrow: cake", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "set", "text": "cake"}}}],
  ["add note tomorrow as cake", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "set", "text": "cake"}}}],
  ["add note", {"error": "What should the note say? For example `note today pairing on a parser`."}],
  ["add note: zzz", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "set", "text": "zzz"}}}],
  ["update my note to tomorrow cake", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "set", "text": "cake"}}}],
  ["whois 4294967295", {"command": {"kind": "whois", "query": {"kind": "id", "personId": 4294967295}}}],
  ["whois 4294967296", {"command": {"kind": "whois", "query": {"kind": "name", "text": "4294967296"}}}],
  ["leaving, see you monday", {"command": {"kind": "leave", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["leaving thursday", {"error": "I can only note that you left today; your visit Thu Nov 19 stays as it is."}],
  ["leaving 13/45", {"error": "\"13/45\" isn't a real date."}],
  ["leaving today", {"command": {"kind": "leave", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["change my note for wednesday to cake", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-25", "action": {"type": "set", "text": "cake"}}}],
  ["change my note for tomorrow to monday cake", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "set", "text": "monday cake"}}}],
  ["add note wednesday: cake", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-25", "action": {"type": "set", "text": "cake"}}}],
  ["add note 13/45: cake", {"error": "\"13/45:\" isn't a real date."}],
  ["add note tomorrow tomatoes", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "set", "text": "tomatoes"}}}],
  ["add note tomorrow potato salad", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "set", "text": "potato salad"}}}],
  ["is ada ! here", {"command": {"kind": "presence", "who": {"kind": "name", "text": "ada"}, "date": "2026-11-20"}}],
  ["is ada, here?", {"command": {"kind": "presence", "who": {"kind": "name", "text": "ada"}, "date": "2026-11-20"}}],
  ["will i be in tomorrow?", {"command": {"kind": "myVisit", "date": "2026-11-21"}}],
  ["is everyone here?", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["is anyone coming tomorrow?", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-21"}}}],
  ["was ada here 13/45?", {"error": "\"13/45?\" isn't a real date."}],
  ["did i check in 13/45?", {"error": "\"13/45?\" isn't a real date."}],
  ["whois ada !!", {"command": {"kind": "whois", "query": {"kind": "name", "text": "ada"}}}],
  ["whois ada ?", {"command": {"kind": "whois", "query": {"kind": "name", "text": "ada"}}}],
  ["digest 13/45", {"error": "\"13/45\" isn't a real date."}],
  ["chart last 7 days?!", {"command": {"kind": "chart", "range": {"start": "2026-11-14", "end": "2026-11-20", "label": "the last 7 days"}}}],
  ["help /chart", {"command": {"kind": "help", "topic": "chart"}}],
  ["help chart", {"command": {"kind": "help", "topic": "chart"}}],
  ["help !checkin", {"command": {"kind": "help", "topic": "checkin"}}],
  ["help CHART", {"command": {"kind": "help", "topic": "chart"}}],
  ["good morning", {"command": {"kind": "smalltalk", "says": "hello"}}],
  ["bye", {"command": {"kind": "smalltalk", "says": "bye"}}],
  ["see you later", {"command": {"kind": "smalltalk", "says": "bye"}}],
  ["who's here now?", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["who's here bram??", {"error": "I couldn't read \"bram\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23. To look someone up, use `whois bram`."}],
  ["who's here wednesday", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-18"}}}],
  ["visits nov 3??", {"command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-11-03", "end": "2026-11-03", "label": "nov 3"}}}],
  ["visits wednesday", {"command": {"kind": "visits", "target": {"kind": "self"}, "range": {"start": "2026-11-18", "end": "2026-11-18", "label": "wednesday"}}}],
  ["when was ada last here??", {"command": {"kind": "lastVisit", "who": {"kind": "name", "text": "ada"}}}],
  ["has @**Bram|1002** been in?", {"command": {"kind": "presence", "who": {"kind": "mention", "name": "Bram", "zulipId": 1002}, "date": "2026-11-20"}}],
  ["is there anyone in now", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["are people here", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["how do i x x x x x x x x x x x x leave?", {"command": {"kind": "help"}}],
  ["who's here right now", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["who's here now ?", {"command": {"kind": "whosHere", "when": {"type": "day", "date": "2026-11-20"}}}],
  ["digest wednesday", {"command": {"kind": "digest", "date": "2026-11-18"}}],
  ["chart nov 1..nov 15", {"command": {"kind": "chart", "range": {"start": "2026-11-01", "end": "2026-11-15", "label": "nov 1 to nov 15"}}}],
  ["when was ada ! last here?", {"command": {"kind": "lastVisit", "who": {"kind": "name", "text": "ada"}}}],
  ["what can you do", {"command": {"kind": "help"}}],
];

describe('what each intent makes of its words', () => {
  it.each(CASES)('%s', (text, expected) => {
    const result = parseCommand(text, NOW);
    if ('command' in expected) {
      expect(result).toMatchObject({ ok: true });
      // Strict: a key present as undefined ("notes": undefined) is a difference too.
      if (result.ok) expect(result.command).toStrictEqual(expected.command);
    } else {
      expect(result).toMatchObject({ ok: false, error: expected.error });
      if (!result.ok) expect(result.didYouMean).toBe(expected.didYouMean);
    }
  });
});
