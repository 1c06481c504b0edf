import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';

/**
 * What the reader does once every clause is read (src/conversation/tidy.ts), seen from outside: what a member's
 * message ends up writing, offering or answering. Written to kill the mutants `npm run mutation:conversation` left
 * alive in tidy.ts (stryker.conversation.config.mjs); each message is in new wording.
 * Said on Tuesday 2026-11-24 at the hub.
 */
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const plan = (text: string) => resolve(reading(text), new Map());
const reads = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' ? [c.command] : []));
const SELF = { kind: 'self' };
const checkin = (date: string, notes?: string) => ({ kind: 'checkin', target: SELF, date, ...(notes === undefined ? {} : { notes }) });
const checkout = (date: string) => ({ kind: 'checkout', target: SELF, date });
const written = (text: string) => {
  const p = plan(text);
  return p.kind === 'act' ? p.writes : [];
};
/** What a message offers (asks to confirm) rather than writes: the commands of its one choice. */
const offered = (text: string) => {
  const p = plan(text);
  return p.kind === 'ask' && p.choices.length === 1 ? p.choices[0]!.commands : [];
};

describe('the day one is back ends a time away', () => {
  it('"on holiday from thursday, back on the 7th of december": away until the day before, no visit planned', () => {
    expect(plan('on holiday from thursday, back on the 7th of december')).toEqual({
      kind: 'act',
      writes: [{ kind: 'hub', action: { intent: 'away', from: '2026-11-26', to: '2026-12-06' } }],
      reads: [],
      notes: [],
    });
  });

  it('away said in words not read as an away: the day back is offered, not planned', () => {
    expect(offered('going abroad from today ✈️ back on dec 9')).toEqual([checkin('2026-12-09')]);
  });
});

describe('a request that means itself only alone', () => {
  it('"status" alone is the status; beside thanks it is not', () => {
    expect(plan('status')).toEqual({ kind: 'act', writes: [], reads: [{ kind: 'status' }], notes: [] });
    expect(plan('cheers! status')).toEqual({ kind: 'act', writes: [], reads: [{ kind: 'smalltalk', says: 'thanks' }], notes: [] });
  });

  it('a greeting before it does not count as something else said', () => {
    expect(reads('hey, status')).toEqual([{ kind: 'status' }]);
  });
});

describe('reminders off, said beside days taken off, is about those days', () => {
  it('after a cancelled day: only the cancel', () => {
    expect(written("won't make it friday, no reminders pls")).toEqual([checkout('2026-11-27')]);
  });

  it('after a skipped day: only the skip', () => {
    expect(written('skipping thursday, stop the reminders')).toEqual([checkout('2026-11-26')]);
  });

  it('while away, wherever it is said: only the away', () => {
    expect(written('no reminders please, on vacation from dec 12 to dec 28')).toEqual([
      { kind: 'hub', action: { intent: 'away', from: '2026-12-12', to: '2026-12-28' } },
    ]);
  });

  it('before the day taken off, and with no time away: both are asked for', () => {
    expect(written('no more reminders please, and cancel monday')).toEqual([
      { kind: 'hub', action: { intent: 'reminders', when: 'off' } },
      checkout('2026-11-30'),
    ]);
  });

  it('beside a cancel that names no day: reminders off too', () => {
    expect(written('cancel my visit, no reminders please')).toEqual([{ kind: 'hub', action: { intent: 'reminders', when: 'off' } }]);
  });

  it('alone: reminders off', () => {
    expect(written('no more reminders please')).toEqual([{ kind: 'hub', action: { intent: 'reminders', when: 'off' } }]);
  });
});

describe('hidden today: "don\'t list me" beside it says it again', () => {
  it('"ghost me today, don\'t list me": hidden today only', () => {
    expect(written("ghost mode on today, don't list me")).toEqual([{ kind: 'hub', action: { intent: 'ghost', on: true } }]);
  });

  it('"… and don\'t list me for good": both', () => {
    expect(written("hide me today and don't list me permanently")).toEqual([
      { kind: 'hub', action: { intent: 'ghost', on: true } },
      { kind: 'hub', action: { intent: 'listed', listed: false } },
    ]);
  });
});

describe('notes set beside a check-in are its notes', () => {
  it.each([
    ["at the hub now, note 'printer room, all day'", checkin('2026-11-24', 'printer room, all day')],
    ["checkin + note 'fixing the boiler'", checkin('2026-11-24', 'fixing the boiler')],
    ["for thursday, add 'bringing scones'", checkin('2026-11-26', 'bringing scones')],
  ])('%s', (text, write) => {
    expect(plan(text)).toEqual({ kind: 'act', writes: [write], reads: [], notes: [] });
  });

  it('notes for one of several days planned go to that day alone', () => {
    expect(written("mon/wed/thu. wed note 'board meeting'")).toEqual([
      checkin('2026-11-26'),
      checkin('2026-11-30'),
      checkin('2026-11-25', 'board meeting'),
    ]);
  });

  it('notes for one of two days planned: the other stays a day of its own', () => {
    expect(written("thu and fri. note for friday: 'stocktake'")).toEqual([checkin('2026-11-26'), checkin('2026-11-27', 'stocktake')]);
  });

  it('a plan read from what it is for takes the notes set as such', () => {
    expect(written("coming thursday for the knitting circle, note it as 'yarn swap'")).toEqual([checkin('2026-11-26', 'yarn swap')]);
  });

  it('"no note needed": what is said beside it is not notes', () => {
    expect(written("here now. no note needed (just picking up post)")).toEqual([checkin('2026-11-24')]);
  });
});

describe('a goodbye with a day in it, while leaving, is a goodbye', () => {
  it("\"off home now, see you all friday!\": leaving, no plan", () => {
    expect(written('off home now, see you all friday!')).toEqual([{ kind: 'leave', target: SELF, date: '2026-11-24' }]);
  });
});

describe('words after a check-in that ask the bot are offered, not written as notes', () => {
  it.each([
    ['in today, could you check in my partner too', checkin('2026-11-24', 'my partner too')],
    ['checkin ravi pls', checkin('2026-11-24', 'ravi pls')],
  ])('%s', (text, write) => {
    expect(offered(text)).toEqual([write]);
  });

  it('set off after a colon, a question in the notes is notes', () => {
    expect(written('in today: could you believe the queue?')).toEqual([checkin('2026-11-24', 'could you believe the queue?')]);
  });

  it('the exact syntax keeps its question mark: `checkin today …?`', () => {
    expect(written('checkin today who wants to get tacos?')).toEqual([checkin('2026-11-24', 'who wants to get tacos?')]);
  });

  it('an order done to the member after a comma is the check-in, not its notes', () => {
    expect(written('here now, pls sign me in ta')).toEqual([checkin('2026-11-24')]);
  });

  it('words after a check-in for a past day are offered', () => {
    expect(offered('last thursday checkin I totally forgot')).toEqual([checkin('2026-11-19', 'I totally forgot')]);
  });
});

describe('notes with no text', () => {
  it('"note" alone shows today\'s notes', () => {
    expect(reads('note')).toEqual([{ kind: 'note', target: SELF, date: '2026-11-24', action: { type: 'show' } }]);
  });

  it('"note friday" alone shows that day\'s notes', () => {
    expect(reads('note friday')).toEqual([{ kind: 'note', target: SELF, date: '2026-11-27', action: { type: 'show' } }]);
  });

  it('"update my note" alone asks what it should say', () => {
    const p = plan('update my note');
    expect(p.kind).toBe('say');
    expect(p.kind === 'say' ? p.text : '').toMatch(/What should the note say/);
  });
});

describe('the same request said twice is made once', () => {
  it('a cancel said again, with and without its day', () => {
    expect(written('cancel friday. cancel friday')).toEqual([checkout('2026-11-27')]);
    expect(written("can't come friday, take me off")).toEqual([checkout('2026-11-27')]);
  });

  it('checked in today twice, the second time with notes: one check-in, with them', () => {
    expect(written("I'm here now so please sign me in and say I'm by the window")).toEqual([checkin('2026-11-24', 'by the window')]);
  });

  it('a day said alone beside a plan naming none is that plan\'s day', () => {
    expect(written('thursday 🙌 put me down')).toEqual([checkin('2026-11-26')]);
  });

  it('a plan naming no day, with notes, beside a dated one without: that plan\'s notes', () => {
    expect(written("I'll be in Thursday. Oh and could you add me with the note 'wheel throwing'?")).toEqual([checkin('2026-11-26', 'wheel throwing')]);
  });

  it('a plan naming no day beside a dated one says it again', () => {
    expect(written("I'll swing by on Friday morning, put me down")).toEqual([checkin('2026-11-27')]);
  });
});

describe('a day asked about, then a plan naming none: the plan is for that day', () => {
  it('"fri?? … put me down anyway"', () => {
    expect(written('fri?? is that a bank holiday lol. ok put me down anyway')).toEqual([checkin('2026-11-27')]);
  });

  it("one's own visit asked about, then a plan", () => {
    expect(written('am I in on thursday? put me down')).toEqual([checkin('2026-11-26')]);
  });
});

describe('a bare weekday in a message that names next week elsewhere', () => {
  it('beside a visit written for next week: which week is asked', () => {
    const p = plan('cancel wed next week, add fri');
    expect(p.kind).toBe('ask');
    expect(p.kind === 'ask' ? p.choices.map((c) => c.commands) : []).toEqual([
      [checkout('2026-12-02'), checkin('2026-11-27')],
      [checkout('2026-12-02'), checkin('2026-12-04')],
    ]);
  });

  it('under a header naming next week, every weekday listed is next week\'s', () => {
    expect(written('Next week:\n- Tuesday: in\n- Friday: in too')).toEqual([checkin('2026-12-01'), checkin('2026-12-04')]);
  });
});
