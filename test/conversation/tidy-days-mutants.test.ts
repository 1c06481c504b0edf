import { describe, expect, it } from 'vitest';
import { SELF, checkin, checkout, offered, plan, planned, reading, written } from '../support/said-on-tuesday.js';
import type { Clause } from '../../src/conversation/meaning.js';

/**
 * The day rules applied once every clause is read (src/conversation/tidy-days.ts), seen from outside: what a member's
 * message writes, offers or asks. Written to kill the mutants `npm run mutation:conversation` left alive there
 * (stryker.conversation.config.mjs); each message is in new wording.
 * Said on Tuesday 2026-11-24 at the hub.
 */
const away = (from: string, to: string) => ({ kind: 'hub', action: { intent: 'away', from, to } });
const skip = (date: string) => ({ kind: 'hub', action: { intent: 'skip', date } });
const routine = (...days: number[]) => ({ kind: 'hub', action: { intent: 'routine', days } });
/** The writes a message is read as (before the directory is looked at), each with whether it is sure. */
const writes = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' ? [{ write: c.write, sure: c.sure }] : []));

describe('a usual day not coming is a skip of it', () => {
  it('"usually I come thursdays but this thursday I can\'t make it": this Thursday skipped, the usual days not set again', () => {
    expect(written("usually I come thursdays but this thursday I can't make it", planned('2026-11-26'))).toEqual([skip('2026-11-26')]);
  });

  it('after a greeting: the same skip', () => {
    expect(written("hey! usually I come thursdays but this thursday I can't make it", planned('2026-11-26'))).toEqual([skip('2026-11-26')]);
  });

  it('a whole week cancelled beside the usual days: its visits cancelled, no day skipped', () => {
    const got = written('usually I come thursdays, but cancel next week', planned('2026-12-03'));
    expect(got).toContainEqual(checkout('2026-12-03'));
    expect(got.filter((w) => w.kind === 'hub' && w.action.intent === 'skip')).toEqual([]);
  });

  it('a day not coming that is not one of the usual days stays a cancel, and the usual days are set', () => {
    expect(written("usually I come thursdays but friday I can't make it", planned('2026-11-27'))).toEqual([routine(4), checkout('2026-11-27')]);
  });

  it('a usual day already past is no skip: deleting that visit is asked about, beside the usual days', () => {
    const p = plan("usually I come thursdays, last thursday I couldn't make it", planned('2026-11-19'));
    expect(p.kind).toBe('ask');
    expect(p.kind === 'ask' ? p.question : '').toMatch(/has gone by/);
    expect(p.kind === 'ask' ? p.choices.map((c) => c.commands) : []).toEqual([[routine(4), checkout('2026-11-19')]]);
  });
});

describe('notes or a cancel naming no day, beside words naming one', () => {
  it('"Wednesday\'s note is wrong. Make it …": Wednesday\'s notes, not today\'s (offered: the day was in words not read)', () => {
    expect(offered("Wednesday's note is wrong. Make it 'glazing day'", planned('2026-11-24', '2026-11-25'))).toEqual([
      { kind: 'note', target: SELF, date: '2026-11-25', action: { type: 'set', text: 'glazing day' } },
    ]);
  });

  it('"Wednesday is the school play, I won\'t come": Wednesday cancelled, not today (offered)', () => {
    expect(offered("Wednesday is the school play, I won't come", planned('2026-11-24', '2026-11-25'))).toEqual([checkout('2026-11-25')]);
  });

  it('"Friday\'s note is missing something. Add …": added to Friday\'s notes, after what they say (offered)', () => {
    const p = plan("Friday's note is missing something. Add 'bring clay'", new Map([['2026-11-24', { notes: '', left: false }], ['2026-11-27', { notes: 'glazing', left: false }]]));
    expect(p.kind === 'ask' ? p.choices.map((c) => c.commands) : []).toEqual([[{ kind: 'note', target: SELF, date: '2026-11-27', action: { type: 'set', text: 'glazing, bring clay' } }]]);
  });

  it('a cancel of every visit stays one, whatever day is named beside it', () => {
    expect(writes('Friday is a holiday here. Cancel all my visits').map((w) => w.write)).toEqual([{ op: 'cancel', target: SELF, all: true }]);
  });
});

describe('not being here over a span of days is time away', () => {
  it('"I\'m not here from 14 December until 3 January": the visits in it cancelled and away then, offered', () => {
    expect(offered("I'm not here from 14 December until 3 January", planned('2026-11-27', '2026-12-20'))).toEqual([checkout('2026-12-20'), away('2026-12-14', '2027-01-03')]);
  });

  it('over three days, said as not being here: away too', () => {
    expect(writes("I'm not here from 3 December until 5 December").map((w) => w.write)).toEqual([
      { op: 'cancel', when: { kind: 'range', range: { start: '2026-12-03', end: '2026-12-05', label: '3 december to 5 december' } }, target: SELF },
      { op: 'hub', action: { intent: 'away', from: '2026-12-03', to: '2026-12-05' } },
    ]);
  });

  it('a span begun before today: away from today', () => {
    expect(offered("I'm not here from 1 November until 30 November", planned('2026-11-26'))).toEqual([checkout('2026-11-26'), away('2026-11-24', '2026-11-30')]);
  });

  it('months named with no year, before today: next year\'s, nothing cancelled in the past', () => {
    const got = writes("I'm not here from 1 November until 10 November").map((w) => w.write);
    expect(got).toEqual([
      { op: 'cancel', when: { kind: 'range', range: { start: '2027-11-01', end: '2027-11-10', label: '1 november to 10 november' } }, target: SELF },
      { op: 'hub', action: { intent: 'away', from: '2027-11-01', to: '2027-11-10' } },
    ]);
  });

  it('said as cancelling, over more than a week: away too', () => {
    expect(written('cancel dec 1 to dec 8', planned('2026-12-03'))).toEqual([checkout('2026-12-03'), away('2026-12-01', '2026-12-08')]);
  });

  it('said as cancelling, over a week or less: only the visits cancelled, reminders untouched', () => {
    expect(written('cancel dec 1 to dec 7', planned('2026-12-03'))).toEqual([checkout('2026-12-03')]);
    expect(written('cancel my visits next week', planned('2026-12-03'))).toEqual([checkout('2026-12-03')]);
  });

  it('time away said as such as well: it is set once', () => {
    expect(written("cancel dec 1 to dec 10, I'm on vacation dec 1 to dec 10", planned('2026-12-03'))).toEqual([checkout('2026-12-03'), away('2026-12-01', '2026-12-10')]);
    expect(writes("I'm not here from 3 December until 5 December, on leave from dec 3 to dec 5").filter((w) => w.write.op === 'hub')).toHaveLength(1);
  });

  it('a span of named months ending today is this year\'s: away today', () => {
    expect(writes("I'm not here from 1 November until 24 November").map((w) => w.write)).toEqual([
      { op: 'cancel', when: { kind: 'range', range: { start: '2026-11-01', end: '2026-11-24', label: '1 november to 24 november' } }, target: SELF },
      { op: 'hub', action: { intent: 'away', from: '2026-11-24', to: '2026-11-24' } },
    ]);
  });
});

describe("today's weekday, said with words that rule today out, is next week's", () => {
  it('"put me down for tuesday, not today, the next one": next Tuesday, not asked', () => {
    expect(written('put me down for tuesday, not today, the next one')).toEqual([checkin('2026-12-01')]);
  });

  it('"cancel tuesday, not this one": next Tuesday cancelled, today\'s visit kept', () => {
    expect(written('cancel tuesday, not this one', planned('2026-11-24', '2026-12-01'))).toEqual([checkout('2026-12-01')]);
  });

  it('without such words, which Tuesday is asked', () => {
    const p = plan('put me down for tuesday');
    expect(p.kind === 'ask' ? p.choices.map((c) => c.commands) : []).toEqual([[checkin('2026-11-24')], [checkin('2026-12-01')]]);
  });
});

describe('weekdays named as days of a kind are the usual days', () => {
  it('"cancel my mon and wed days": the dates are asked about, not cancelled', () => {
    expect(written('cancel my mon and wed days', planned('2026-11-25', '2026-11-30'))).toEqual([]);
    expect(writes('cancel my mon and wed days').map((w) => w.sure)).toEqual([false]);
  });

  it('beside the usual days said again: only the usual days', () => {
    expect(written('cancel my mon and wed days, I come fridays now', planned('2026-11-25', '2026-11-30'))).toEqual([routine(5)]);
  });
});

describe('"not just today" is more than today, never a cancel of it', () => {
  it('"ping me whenever Bea turns up, not only today": a lasting follow, no cancel', () => {
    expect(written('ping me whenever Bea turns up, not only today', planned('2026-11-24'))).toEqual([{ kind: 'hub', action: { intent: 'follow', oneShot: false, who: 'Bea' } }]);
  });
});
