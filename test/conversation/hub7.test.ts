import { describe, expect, it } from 'vitest';
import { understand } from '../../src/conversation/understand.js';
import { TEST_NOW } from '../support/sandbox.js';

/** The hub writes of one message, read at the test clock (Fri 2026-11-20). */
const hubWrites = (text: string) =>
  understand(text, new Date(TEST_NOW), 'America/New_York').clauses.flatMap((c) => (c.type === 'write' && c.write.op === 'hub' ? [{ ...c.write.action, sure: c.sure }] : []));

describe('hub phrasings by class, from hub round 7 (issue 26)', () => {
  // "until X": a working day is the day back (the span ends the day before); a weekend day is the last day away.
  it.each([
    ['out of town till sunday', '2026-11-22'],
    ["i'm away until saturday", '2026-11-21'],
    ['ooo til sun', '2026-11-22'],
    ['on vacation until dec 6', '2026-12-06'],
    ['out of office until monday', '2026-11-22'],
    ["i'm off until wednesday", '2026-11-24'],
    ['on leave until dec 14', '2026-12-13'],
  ])('away: %s (to %s)', (text, to) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'away', from: '2026-11-20', to })]);
  });
});

describe('a skip said in prose (issue 26, hub round 7)', () => {
  // The routine's day said as such, or no reminder for a day; the day anywhere, an aside after it.
  it.each([
    ['skip my usual monday', '2026-11-23'],
    ['please skip my regular day on 2 December', '2026-12-02'],
    ['skip my routine tuesday next week', '2026-11-24'],
    ['no reminder for monday', '2026-11-23'],
    ['no nudge on wednesday please', '2026-11-25'],
    ["don't send me the reminder for tuesday, I can't make it", '2026-11-24'],
    ['skip the reminder for dec 3, not coming', '2026-12-03'],
  ])('%s', (text, date) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'skip', date, sure: true })]);
  });

  // The exact command takes the same asides after its day, and nothing else.
  it.each([
    ['skip tomorrow, no reminder needed', '2026-11-21'],
    ['skip monday for me', '2026-11-23'],
    ["skip sat - i won't be in", '2026-11-21'],
  ])('%s', (text, date) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'skip', date, sure: true })]);
  });

  it('another request after the day is no aside, and "no reminders" alone is still reminders off', () => {
    expect(hubWrites('skip monday and cancel friday').filter((w) => w.intent === 'skip')).toHaveLength(0);
    expect(hubWrites('no reminders please')).toEqual([expect.objectContaining({ intent: 'reminders', when: 'off' })]);
  });
});
