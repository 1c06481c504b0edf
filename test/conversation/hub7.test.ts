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

describe('a routine said in more ways (issue 26, hub round 7)', () => {
  // A day after "every" is a habit; the days may be a range in words or all weekdays but some.
  it.each([
    ["I'm in every monday", [1]],
    ['i come in each friday', [5]],
    ['set my routine to weekdays except friday', [1, 2, 3, 4]],
    ['my schedule is mon to thu', [1, 2, 3, 4]],
    ['new routine tuesdays and thursdays', [2, 4]],
    ['my new schedule is weekdays excluding wednesday', [1, 2, 4, 5]],
    ['update my usual days to mon wed', [1, 3]],
  ])('%s', (text, days) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'routine', days, sure: true })]);
  });

  it.each(['no more regular schedule for me', 'no fixed schedule', 'no more routine'])('cleared: %s', (text) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'routine', days: [] })]);
  });

  it('one day without "every" is still a plan, and a schedule that is not days is no routine', () => {
    expect(hubWrites("I'm in monday")).toEqual([]);
    expect(hubWrites('my schedule is packed tomorrow')).toEqual([]);
  });
});

const hubReads = (text: string) =>
  understand(text, new Date(TEST_NOW), 'America/New_York').clauses.flatMap((c) => (c.type === 'read' && c.command.kind === 'hub' ? [c.command.action] : []));

describe('follows, reminders, forecasts and privacy in more ways (issue 26, hub round 7)', () => {
  // Subscribing to someone's arrivals, wanting a notification, not needing someone's alerts.
  it.each([
    ['I would like a ping every time Ada comes in', 'follow', 'Ada'],
    ['sign me up for bram\'s arrivals', 'follow', 'bram'],
    ['subscribe me to Cleo alerts', 'follow', 'Cleo'],
    ['unsubscribe from dario\'s arrivals', 'unfollow', 'dario'],
    ["i don't want the Ada pings any more", 'unfollow', 'Ada'],
    ['I do not need the Bram notifications anymore', 'unfollow', 'Bram'],
  ])('%s', (text, intent, who) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent, who, sure: true })]);
  });

  it.each([
    ['show me the people i am following', 'following'],
    ['who is subscribed to me', 'followers'],
    ['how many members follow me', 'followers'],
    ['how many people get notified about my arrivals?', 'followers'],
  ])('%s', (text, intent) => {
    expect(hubReads(text)).toEqual([{ intent }]);
  });

  it.each([
    ['quit reminding me', 'off'],
    ["don't remind me again", 'off'],
    ['could the nudges arrive in the morning', 'morning'],
    ['can you send me the reminders in the evening instead', 'evening'],
  ])('reminders: %s', (text, when) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'reminders', when, sure: true })]);
  });

  // The day anywhere in a forecast's phrasing.
  it.each([
    ['is monday going to be busy?', '2026-11-23'],
    ['how packed will thursday be', '2026-11-26'],
    ['are we expecting a rush on dec 4?', '2026-12-04'],
    ['is it going to be crowded?', '2026-11-21'],
  ])('forecast: %s', (text, date) => {
    expect(hubReads(text)).toEqual([{ intent: 'forecast', date }]);
  });

  it.each(['set it so people need my okay before they can follow me', 'make it so people need my okay before following me'])('followable approved: %s', (text) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'followable', followable: 'approved', sure: true })]);
  });
});

describe("a ghost said as a mode, not being shown in a list today, and why one is away (issue 26, hub round 7)", () => {
  it.each(['stealth mode for today', 'ghost mode', 'invisible mode for today please', 'do not show me in the digest today', "today don't list me on the who's here list"])('ghost today: %s', (text) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'ghost', on: true, sure: true })]);
  });

  it('a list without today is still the lasting setting', () => {
    expect(hubWrites("don't show me in the who's here list")).toEqual([expect.objectContaining({ intent: 'listed', listed: false })]);
  });

  it.each([
    ["I'll be away for a conference dec 7 to dec 9", '2026-12-07', '2026-12-09'],
    ['away over the winter break dec 21 - jan 2', '2026-12-21', '2027-01-02'],
    ["i'm away for work next week", '2026-11-23', '2026-11-29'],
  ])('away: %s', (text, from, to) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'away', from, to, sure: true })]);
  });
});

describe('words that name no person after an exact command', () => {
  // "all follows", "any requests": a quantity starts a phrase, not a name (the sampler found "refuse all follows").
  it.each(['refuse all follows', 'block any follows'])('%s is the setting, not a refusal of someone', (text) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'followable', followable: 'nobody' })]);
  });
});

describe('"schedule" alone is both the visits and the routine', () => {
  it.each(['clear my schedule', 'wipe my schedule', 'remove my schedule'])('%s: no routine cleared at once (the visits are offered, asked first)', (text) => {
    expect(hubWrites(text)).toEqual([]);
  });
  it.each(['clear my usual schedule', 'delete my weekly schedule', 'clear my routine', 'drop my regular schedule'])('%s: the routine is cleared', (text) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'routine', days: [], sure: true })]);
  });
});

describe('a greeting word that is the request\'s own ("evening reminders")', () => {
  it.each([
    ['evening reminders', 'evening'],
    ['morning reminders please', 'morning'],
    ['morning reminders would work better for me than evening ones', 'morning'],
    ['evening nudges would suit me better', 'evening'],
  ])('%s: reminders %s', (text, when) => {
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'reminders', when, sure: true })]);
  });
  it.each(['morning all', 'good evening frontdesk', 'morning! how are you'])('%s: still a greeting, nothing written', (text) => {
    expect(hubWrites(text)).toEqual([]);
  });
});
