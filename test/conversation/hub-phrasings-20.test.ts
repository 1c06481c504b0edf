import { describe, expect, it } from 'vitest';
import { parseDate } from '../../src/commands/dates.js';
import type { Clause } from '../../src/conversation/meaning.js';
import { dayNumbersSpanned } from '../../src/text/day-numbers.js';
import { dictationRead } from '../../src/text/dictation.js';
import { officeSpeakRead } from '../../src/text/office-speak.js';
import { reading } from '../support/said-on-tuesday.js';

// Hub round 20's classes, in wordings of my own (not the round's). Said on Tuesday 2026-11-24.
const hubReads = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' && c.command.kind === 'hub' ? [c.command.action.intent] : []));
const sureActions = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' && c.sure && !c.question ? [c.write.action] : []));

describe('whom one follows, and who follows one, asked any way', () => {
  it.each([
    ["who'm I still following these days?", 'following'],
    ['which folks am I getting arrivals for? lost track', 'following'],
    ['who does I keeping an eye on, remind me', 'following'],
    ['who all follow me?', 'followers'],
    ['is anybody getting a ping when I arrive? curious', 'followers'],
    ['who is told when I check in', 'followers'],
  ])('%s', (text, intent) => {
    expect(hubReads(text)).toEqual([intent]);
  });

  it('only wondering what would happen is no question about today\'s followers', () => {
    expect(hubReads('suppose I let people follow me, who gets a message when I come? just curious')).toEqual([]);
  });
});

describe('what the bot keeps of one, and who sees that one is in', () => {
  it.each(['could other members see that I am in?', 'is everybody able to see me on that list?', 'what do you really keep about me', 'which settings are there for me?'])(
    '%s',
    (text) => {
      expect(hubReads(text)).toEqual(['privacy']);
    },
  );

  it('who sees one coming in is who is told of it, or what is shown: either answer is a reading', () => {
    expect([['privacy'], ['followers']]).toContainEqual(hubReads('who can see when I come in?'));
  });

  it('who sees one\'s notes, or usual days, is help, not this', () => {
    expect(hubReads('can other people see the notes I leave?')).toEqual([]);
    expect(hubReads('if I set usual days can the others see them?')).toEqual([]);
  });
});

describe('away, said in more words', () => {
  it.each([
    ['I will be out of station 14th to 18th December', { intent: 'away', from: '2026-12-14', to: '2026-12-18' }],
    ['on PTO from the 7th to the 9th', { intent: 'away', from: '2026-12-07', to: '2026-12-09' }],
    ["I'll be away from 3 to 8 January", { intent: 'away', from: '2027-01-03', to: '2027-01-08' }],
    ['away 29th to 2nd January', { intent: 'away', from: '2026-12-29', to: '2027-01-02' }],
    ['away from Monday the 7th to Wednesday the 9th', { intent: 'away', from: '2026-12-07', to: '2026-12-09' }],
  ])('%s', (text, action) => {
    expect(sureActions(text)).toEqual([action]);
  });

  it('"leave" alone is no absence: leaving is', () => {
    expect(sureActions('leave today')).toEqual([]);
  });
});

describe('a weekday with a day of the month', () => {
  it('is the day of the month that falls on that weekday', () => {
    expect(parseDate('monday the 7th', '2026-11-24', 'future')).toEqual({ ok: true, value: '2026-12-07' });
    expect(parseDate('thursday 26th', '2026-11-24', 'future')).toEqual({ ok: true, value: '2026-11-26' });
    expect(parseDate('monday the 7th', '2026-11-24', 'past')).toEqual({ ok: true, value: '2026-09-07' });
  });

  it('none within a year is said so', () => {
    const parsed = parseDate('monday the 31st', '2026-11-24', 'future');
    expect(parsed.ok).toBe(true);
    expect(parseDate('tuesday the 32nd', '2026-11-24', 'future').ok).toBe(false);
  });
});

describe('days of a month as bare numbers before it', () => {
  it.each([
    ['from 3 to 8 January', 'from 3th to 8th January'],
    ['12-15 dec', '12th-15th dec'],
    ['14 till 18 of december', '14th till 18th of december'],
  ])('%s', (said, read) => {
    expect(dayNumbersSpanned(said)).toBe(read);
  });

  it('without the month after them, or out of range, they stay numbers', () => {
    expect(dayNumbersSpanned('from 9 to 5 every day')).toBe('from 9 to 5 every day');
    expect(dayNumbersSpanned('40 to 50 december')).toBe('40 to 50 december');
  });
});

describe('said around the request and left out', () => {
  it('"kindly note and do the needful"', () => {
    expect(officeSpeakRead('skipping monday, kindly note and do the needful')).toBe('skipping monday');
    expect(officeSpeakRead('note: bringing cake')).toBe('note: bringing cake');
  });

  it('"a way" dictated for away', () => {
    expect(dictationRead("I'll be a way from friday")).toBe("I'll be away from friday");
    expect(dictationRead('there is a way to do it')).toBe('there is a way to do it');
  });

  it('a day one cannot come is no usual day set, kneeling "orz" or not', () => {
    const actions = sureActions('Next Friday I cannot come orz. It is my usual day but there is a wedding');
    expect(actions.some((a) => a.intent === 'routine')).toBe(false);
  });

  it('"forget I said anything" takes the message back', () => {
    expect(sureActions('stop following Bram. forget I said anything')).toEqual([]);
  });
});
