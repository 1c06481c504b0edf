import { describe, it } from 'vitest';
import { expectParsedAs, type ParsedAs } from '../support/parse-cases.js';

/**
 * Check-ins, cancels and notes as parsed, whole, with the exact answer when
 * they are refused or clarified: a visit is one day, notes after a bare
 * "in" must be set off, a day hidden in the notes is asked about, a far-off
 * "3/4" may be a fraction, `checkout` today is leaving, a note's action and
 * day. Today is Fri 2026-11-20.
 */
const NOW = new Date('2026-11-20T15:00:00Z');

const CASES: Array<[string, ParsedAs]> = [
  ["checkin this week", {"error": "A visit is for one day: which one? For example `checkin tomorrow` or `checkin fri`."}],
  ["checkin next week", {"error": "A visit is for one day: which one? For example `checkin tomorrow` or `checkin fri`."}],
  ["checkin mon..fri", {"error": "You named 5 days (Mon Nov 23, Tue Nov 24, Wed Nov 25, Thu Nov 26, Fri Nov 27); I change one day per message, so nothing is changed yet. Send each one you mean: `checkin 2026-11-23`, `checkin 2026-11-24`, `checkin 2026-11-25`, `checkin 2026-11-26`, `checkin 2026-11-27`."}],
  ["checkin last 7 days", {"error": "A visit is for one day: which one? For example `checkin tomorrow` or `checkin fri`."}],
  ["checkin this week 5", {"error": "A visit is for one day: which one? For example `checkin tomorrow` or `checkin fri`."}],
  ["checkin 13/45", {"error": "\"13/45\" isn't a real date."}],
  ["checkin tomorrow", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-21"}}],
  ["checkin tomorrow - pairing", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-21", "notes": "pairing"}}],
  ["checkin : pairing", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20", "notes": "pairing"}}],
  ["I'm in: pairing", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20", "notes": "pairing"}}],
  ["I'm in - pairing", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20", "notes": "pairing"}}],
  ["I'm in pairing", {"error": "I didn't understand \"I'm in pairing\". I can check you in (`checkin`), plan or cancel a visit (`checkin fri`, `cancel fri`), note when you leave (`leaving`), tell you who's here (`who's here`) and look people up (`whois NAME`). Send `help` for everything."}],
  ["I'm in a meeting", {"error": "I didn't understand \"I'm in a meeting\". I can check you in (`checkin`), plan or cancel a visit (`checkin fri`, `cancel fri`), note when you leave (`leaving`), tell you who's here (`who's here`) and look people up (`whois NAME`). Send `help` for everything."}],
  ["coming in to pair", {"error": "Did you mean `checkin today to pair`? Send that and I'll check you in for today (Fri Nov 20), with those notes.", "didYouMean": "checkin today to pair"}],
  ["coming in to pair tomorrow", {"error": "Did you mean `checkin tomorrow to pair`? Send that and I'll plan a visit for you tomorrow (Sat Nov 21), with those notes.", "didYouMean": "checkin tomorrow to pair"}],
  ["coming in to pair, tomorrow", {"error": "Did you mean `checkin tomorrow to pair`? Send that and I'll plan a visit for you tomorrow (Sat Nov 21), with those notes.", "didYouMean": "checkin tomorrow to pair"}],
  ["coming in to pair -- tomorrow", {"error": "Did you mean `checkin tomorrow to pair`? Send that and I'll plan a visit for you tomorrow (Sat Nov 21), with those notes.", "didYouMean": "checkin tomorrow to pair"}],
  ["coming in to pair tomorrow with Bram", {"error": "Did you mean `checkin tomorrow to pair with Bram`? Send that and I'll plan a visit for you tomorrow (Sat Nov 21), with those notes.", "didYouMean": "checkin tomorrow to pair with Bram"}],
  ["coming in to pair wednesday", {"error": "Did you mean `checkin 2026-11-25 to pair`? Send that and I'll plan a visit for you on Wed Nov 25, with those notes.", "didYouMean": "checkin 2026-11-25 to pair"}],
  ["coming in tomorrow to pair on monday", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-21", "notes": "to pair on monday"}}],
  ["checkin to pair tomorrow", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20", "notes": "to pair tomorrow"}}],
  ["checking in on the status", {"error": "I didn't understand \"checking in on the status\". I can check you in (`checkin`), plan or cancel a visit (`checkin fri`, `cancel fri`), note when you leave (`leaving`), tell you who's here (`who's here`) and look people up (`whois NAME`). Send `help` for everything."}],
  ["checking in: on the status", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20", "notes": "on the status"}}],
  ["checking in tomorrow on the status", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-21", "notes": "on the status"}}],
  ["checkin on the status", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20", "notes": "on the status"}}],
  ["checking in only briefly", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20", "notes": "only briefly"}}],
  ["checkin 3/4 done with the parser", {"error": "I read \"3/4\" as Thu Mar 4, 2027, which may not be what you meant; for that day send `checkin 2027-03-04 done with the parser`. Did you mean `checkin today 3/4 done with the parser`? Send that and I'll check you in for today (Fri Nov 20), with those notes.", "didYouMean": "checkin today 3/4 done with the parser"}],
  ["checkin 11/22 done", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-22", "notes": "done"}}],
  ["checkin 12/4 done", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-12-04", "notes": "done"}}],
  ["checkin 12/5 done", {"error": "I read \"12/5\" as Sat Dec 5, which may not be what you meant; for that day send `checkin 2026-12-05 done`. Did you mean `checkin today 12/5 done`? Send that and I'll check you in for today (Fri Nov 20), with those notes.", "didYouMean": "checkin today 12/5 done"}],
  ["checkin me tomorrow", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-21"}}],
  ["checkin for me tomorrow", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-21"}}],
  ["checkin myself", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["cancel tomorrow please", {"command": {"kind": "checkout", "target": {"kind": "self"}, "date": "2026-11-21"}}],
  ["cancel tomorrow afternoon", {"error": "Did you mean `cancel tomorrow`? Send that and I'll cancel your visit tomorrow (Sat Nov 21).", "didYouMean": "cancel tomorrow"}],
  ["checkout tomorrow afternoon", {"error": "`checkout` takes only a date; I don't know what to do with \"tomorrow afternoon\"."}],
  ["cancel today", {"command": {"kind": "checkout", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["cancel wednesday", {"command": {"kind": "checkout", "target": {"kind": "self"}, "date": "2026-11-25"}}],
  ["cancel 13/45", {"error": "\"13/45\" isn't a real date."}],
  ["checkout today", {"command": {"kind": "leave", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["checkout", {"command": {"kind": "leave", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["note clear tomorrow", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "clear"}}}],
  ["note clear wednesday", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-25", "action": {"type": "clear"}}}],
  ["note show", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "show"}}}],
  ["note delete", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "clear"}}}],
  ["note view friday", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "show"}}}],
  ["note tomorrow", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "show"}}}],
  ["note wednesday cake", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-25", "action": {"type": "set", "text": "cake"}}}],
  ["note tomorrow set bring cake", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "set", "text": "bring cake"}}}],
  ["note tomorrow settle the bill", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "set", "text": "settle the bill"}}}],
  ["note tomorrow onto the roof", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "set", "text": "onto the roof"}}}],
  ["note set", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "set", "text": "set"}}}],
  ["note clear tomorrow extra", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "set", "text": "clear tomorrow extra"}}}],
  ["note clear 13/45", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "set", "text": "clear 13/45"}}}],
  ["note 13/45 x", {"error": "\"13/45\" isn't a real date."}],
  ["note @**Bram|1002** tomorrow cake", {"command": {"kind": "note", "target": {"kind": "mention", "name": "Bram", "zulipId": 1002}, "date": "2026-11-21", "action": {"type": "set", "text": "cake"}}}],
  ["show my notes tomorrow", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "show"}}}],
  ["show my notes wednesday", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-25", "action": {"type": "show"}}}],
  ["show my notes 13/45", {"error": "\"13/45\" isn't a real date."}],
  ["show my notes tomorrow because", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "show"}}}],
  ["clear my notes tomorrow please", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-21", "action": {"type": "clear"}}}],
  ["clear my notes tomorrow because", {"error": "Did you mean `note tomorrow clear`? Send that and I'll clear your notes tomorrow (Sat Nov 21).", "didYouMean": "note tomorrow clear"}],
  ["checkin 2027-11-20", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2027-11-20"}}],
  ["checkin 2027-11-21", {"error": "Sun Nov 21, 2027 is more than a year away; I only change visits within a year of today."}],
  ["checkin 2025-11-20", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2025-11-20"}}],
  ["checkin 2025-11-19", {"error": "Wed Nov 19, 2025 is more than a year ago; I only change visits within a year of today."}],
  ["checkin today anyone for lunch?", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20", "notes": "anyone for lunch?"}}],
  ["note bring cake?", {"command": {"kind": "note", "target": {"kind": "self"}, "date": "2026-11-20", "action": {"type": "set", "text": "bring cake?"}}}],
  ["should i check in?", {"error": "Did you mean `checkin`? Send that and I'll check you in for today (Fri Nov 20).", "didYouMean": "checkin"}],
  ["?", {"command": {"kind": "help"}}],
  [" ? ?", {"command": {"kind": "help"}}],
  ["//checkin", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-20"}}],
  ["!! checkin tomorrow", {"command": {"kind": "checkin", "target": {"kind": "self"}, "date": "2026-11-21"}}],
];

describe('what each intent makes of its words', () => {
  it.each(CASES)('%s', (text, expected) => expectParsedAs(text, NOW, expected));
});
