import { describe, expect, it } from 'vitest';
import { SELF, checkin, checkout, offered, plan, planned, reading, written } from '../support/said-on-tuesday.js';
import type { Clause } from '../../src/conversation/meaning.js';

/**
 * More of what the reader does once every clause is read (src/conversation/tidy.ts), seen from outside, beside
 * tidy-rules-mutants.test.ts: written to kill the mutants a second `npm run mutation:conversation` run left alive there.
 * Each message is in new wording. Said on Tuesday 2026-11-24 at the hub.
 */
const chats = (text: string) => reading(text).clauses.filter((c: Clause) => c.type === 'chat');

describe('reminders, said beside a day', () => {
  it('reminders off beside a visit planned (no day taken off): both are done', () => {
    expect(written('coming in friday, and no more reminders please')).toEqual([checkin('2026-11-27'), { kind: 'hub', action: { intent: 'reminders', when: 'off' } }]);
  });

  it('reminders turned on after a cancelled day: both are done', () => {
    expect(written("can't make it friday. reminders on please", planned('2026-11-27'))).toEqual([
      checkout('2026-11-27'),
      { kind: 'hub', action: { intent: 'reminders', when: 'evening' } },
    ]);
  });

  it('"skip thursday, no reminders": Thursday skipped (that day gets no reminder anyway), reminders not turned off for good', () => {
    expect(written('skip thursday, no reminders')).toEqual([{ kind: 'hub', action: { intent: 'skip', date: '2026-11-26' } }]);
  });
});

describe('a doubt inside notes is no doubt about the visit', () => {
  it('"in thursday, notes: not sure, maybe the parser": planned, with those notes', () => {
    expect(written('in thursday, notes: not sure, maybe the parser')).toEqual([checkin('2026-11-26', 'not sure, maybe the parser')]);
  });

  it("notes set for a planned day that start with a doubt: that day's notes are set", () => {
    expect(written('note for friday: not sure yet, probably the parser', planned('2026-11-27'))).toEqual([
      { kind: 'note', target: SELF, date: '2026-11-27', action: { type: 'set', text: 'not sure yet, probably the parser' } },
    ]);
  });
});

describe('a weekday beside next week named elsewhere', () => {
  it('a check-in on a bare weekday, beside a cancel next week: which week is asked', () => {
    const p = plan('in wednesday and cancel friday next week', planned('2026-12-04'));
    expect(p.kind === 'ask' ? p.choices.map((c) => c.commands) : []).toEqual([
      [checkin('2026-11-25'), checkout('2026-12-04')],
      [checkin('2026-12-02'), checkout('2026-12-04')],
    ]);
  });

  it('a bare weekday beside several days cancelled next week: which week is asked', () => {
    const p = plan('cancel mon and tue next week, add thu', planned('2026-11-30', '2026-12-01'));
    expect(p.kind === 'ask' ? p.choices.map((c) => c.commands) : []).toEqual([
      [checkout('2026-11-30'), checkout('2026-12-01'), checkin('2026-11-26')],
      [checkout('2026-11-30'), checkout('2026-12-01'), checkin('2026-12-03')],
    ]);
  });

  it('a date, not a weekday, beside it is not asked about', () => {
    expect(written('cancel thu next week and add mon 7th dec', planned('2026-12-03'))).toEqual([checkout('2026-12-03'), checkin('2026-12-07')]);
  });

  it('under a header line naming next week: its weekdays are next week\'s, a date stays that date', () => {
    expect(written('next week\n- tue: in\n- mon 7th dec: in')).toEqual([checkin('2026-12-01'), checkin('2026-12-07')]);
  });
});

describe('"back" with no time away said', () => {
  it('"back on friday": a visit planned on Friday, not only offered', () => {
    expect(written('back on friday')).toEqual([checkin('2026-11-27')]);
  });
});

describe('a request meaning itself only alone, said first', () => {
  it('"status please, cheers": the thanks, not the status', () => {
    expect(plan('status please, cheers')).toEqual({ kind: 'act', writes: [], reads: [{ kind: 'smalltalk', says: 'thanks' }], notes: [] });
  });
});

describe('a goodbye while leaving', () => {
  it('"heading off now, catch you all on monday": left, and answered with a goodbye', () => {
    expect(written('heading off now, catch you all on monday')).toEqual([{ kind: 'leave', target: SELF, date: '2026-11-24' }]);
    expect(chats('heading off now, catch you all on monday')).toEqual([{ type: 'chat', command: { kind: 'smalltalk', says: 'bye' }, intent: 'bye' }]);
  });
});

describe('the exact syntax keeps a question in its notes, however "check in" is typed', () => {
  it.each(['check-in today anyone up for lunch?', 'check in today anyone up for lunch?'])('%s', (text) => {
    expect(written(text)).toEqual([checkin('2026-11-24', 'anyone up for lunch?')]);
  });
});

describe('notes for another day than the check-in', () => {
  it("are that day's, not the check-in's", () => {
    const got = reading("in tomorrow. note for friday: 'kiln firing'").clauses.flatMap((c: Clause) => (c.type === 'write' ? [c.write] : []));
    expect(got.find((w) => w.op === 'checkin')).toMatchObject({ when: { future: '2026-11-25' } });
    expect(got.find((w) => w.op === 'checkin' && w.notes !== undefined)).toBeUndefined();
  });
});

describe("one's own visit asked about, then planned with notes", () => {
  it('"am I in tomorrow? put me down, note \'kiln\'": tomorrow planned with the notes', () => {
    expect(written("am I in tomorrow? put me down, note 'kiln'")).toEqual([checkin('2026-11-25', 'kiln')]);
  });
});

describe('asked, not done', () => {
  it.each(['in today, could you log that pls', 'here now, would you be so kind as to record it'])('"%s": the check-in, with no notes', (text) => {
    expect(written(text)).toEqual([checkin('2026-11-24')]);
  });
});

describe('a check-in for a past day with words after it', () => {
  it('the words in quotes are its notes: written', () => {
    expect(written("last thursday checkin 'soldering workshop'")).toEqual([checkin('2026-11-19', 'soldering workshop')]);
  });

  it('the words after a comma may tell what happened: offered', () => {
    expect(offered('last thursday checkin, soldering workshop')).toEqual([checkin('2026-11-19', 'soldering workshop')]);
  });
});

describe('a plan for a span heading a list of its days', () => {
  it('"Planning for next week:" then the days: the days are planned, the span itself says nothing more', () => {
    expect(plan('Planning for next week:\n- Monday: in\n- Friday: in as well')).toEqual({
      kind: 'act',
      writes: [checkin('2026-11-30'), checkin('2026-12-04')],
      reads: [],
      notes: [],
    });
  });
});

describe('a dash, then a question about "that"', () => {
  it('after a read, not a write: the read is kept', () => {
    expect(plan("who's here — is that list live?").reads).toContainEqual({ kind: 'whosHere', when: { type: 'day', date: '2026-11-24' } });
  });

  it('after words that name no command: the plan is made', () => {
    expect(written('see you friday — is that ok?')).toEqual([checkin('2026-11-27')]);
  });
});

describe('the same visit said twice', () => {
  it('"thursday 👀 can you put me down?": one visit on Thursday', () => {
    expect(written('thursday 👀 can you put me down?')).toEqual([checkin('2026-11-26')]);
  });

  it('checked in now, then asked to be signed in with words for the notes: one check-in, with them', () => {
    expect(written("here now, sign me in please and say I'm in the loft")).toEqual([checkin('2026-11-24', 'in the loft')]);
  });

  it('two different days cancelled: both', () => {
    expect(written('cancel friday, cancel monday', planned('2026-11-27', '2026-11-30'))).toEqual([checkout('2026-11-27'), checkout('2026-11-30')]);
  });
});
