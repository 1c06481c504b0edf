import { describe, expect, it } from 'vitest';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';
import { awaySpanRead } from '../../src/text/away-span.js';

// Hub round 18's classes left open, in wordings of my own (not the rounds'). Said on Tuesday 2026-11-24.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const sureActions = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' && c.sure && !c.question ? [c.write.action] : []));
const visitWrites = (text: string) => reading(text).clauses.filter((c: Clause) => c.type === 'write' && c.write.op !== 'hub');

describe('the usual days, said with any way of being at the hub', () => {
  it.each([
    ['I am usually on Tuesday and Thursday at the hub', [2, 4]],
    ["I'm generally here mondays", [1]],
    ['I am coming to the hub every Friday, that is my rhythm', [5]],
    ['I work here every wednesday', [3]],
    ['I am always in on thursdays', [4]],
  ])('%s', (text, days) => {
    expect(sureActions(text)).toEqual([{ intent: 'routine', days }]);
    expect(visitWrites(text)).toEqual([]);
  });

  it('one coming day, said without a habit, stays a plan', () => {
    expect(sureActions("I'm coming to the hub on Thursday")).toEqual([]);
    expect(visitWrites("I'm coming to the hub on Thursday")).toHaveLength(1);
  });

  it('an exception the bot cannot hold is a remark after the days', () => {
    expect(sureActions("I'm in every mon and wed except in school holidays")).toEqual([{ intent: 'routine', days: [1, 3] }]);
    expect(sureActions('I come in every tuesday apart from the last one of the month')).toEqual([{ intent: 'routine', days: [2] }]);
  });

  it('"note this" after a request points back at it; it is no text of notes', () => {
    expect(reading("I usually come in on fridays. Please note this, thanks").clauses.filter((c) => c.type === 'write' && c.write.op === 'setNotes')).toEqual([]);
    expect(visitWrites('note this bug in the parser')).toHaveLength(1);
  });
});

describe('the usual days thrown away with any verb of removing', () => {
  it.each(['ditch my usual days', 'get rid of my regular schedule', 'nix my routine', 'scrap my usual days, I come whenever now'])('%s', (text) => {
    expect(sureActions(text)).toEqual([{ intent: 'routine', days: [] }]);
  });

  it('plans are not the usual days', () => {
    expect(sureActions('ditch my plans')).toEqual([]);
  });
});

describe('an absence told around its dates', () => {
  it.each([
    ['Flying back to Oslo for Christmas. Away from the 20th of December to January 2nd', '2026-12-20', '2027-01-02'],
    ['Going to my cousin’s wedding, from 10 Dec to 13 Dec. I won’t be in that time. Thanks!', '2026-12-10', '2026-12-13'],
    ['Heading home to Porto for the holidays, 21 Dec through 3 Jan', '2026-12-21', '2027-01-03'],
    ['Visiting grandma for Christmas, from Dec 20 to Dec 27. Don’t expect me in between', '2026-12-20', '2026-12-27'],
  ])('%s', (text, from, to) => {
    expect(sureActions(text)).toEqual([{ intent: 'away', from, to }]);
    expect(visitWrites(text)).toEqual([]);
  });

  it('only when all of it is the absence, said by the sender', () => {
    // Someone else's trip, a question, a presence, another request: left as written.
    expect(awaySpanRead('Ada is going home from 10 Dec to 13 Dec')).toBe('Ada is going home from 10 Dec to 13 Dec');
    expect(awaySpanRead('Going home from 10 Dec to 13 Dec, will the hub be open?')).toBe('Going home from 10 Dec to 13 Dec, will the hub be open?');
    expect(awaySpanRead("I'll be in from the 4th to the 8th, then away")).toBe("I'll be in from the 4th to the 8th, then away");
    expect(awaySpanRead('Going home from 10 Dec to 13 Dec. Please cancel my friday')).toBe('Going home from 10 Dec to 13 Dec. Please cancel my friday');
    expect(awaySpanRead("Off to my sister's place, from 10 Dec to 13 Dec")).toBe('away 10 Dec to 13 Dec');
  });

  it('a span said the hub’s way, inside a number, or in a week named beside it is read as written', () => {
    expect(awaySpanRead('OOO 12/14-12/18')).toBe('OOO 12/14-12/18');
    expect(awaySpanRead('not coming on my usual day 2026-12-02, away at a conference')).toBe('not coming on my usual day 2026-12-02, away at a conference');
    expect(awaySpanRead('travelling wed–fri this week, gone')).toBe('travelling wed–fri this week, gone');
  });
});
