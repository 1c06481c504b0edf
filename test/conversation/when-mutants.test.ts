import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/conversation/tokens.js';
import { dayAt, inWeek, mondayOf, monthSpan, whenAt, type When } from '../../src/conversation/when.js';

/**
 * When a message says something happens (src/conversation/when.ts), read straight from its words: whenAt on a
 * tokenized message, as itemsOf asks it, and dayAt on words. Written to kill the mutants
 * `npm run mutation:conversation` left alive there (stryker.conversation.config.mjs). Today is Tuesday 24 November
 * 2026: Monday is the 23rd, Friday the 27th, next Monday 30 November.
 */

const TODAY = '2026-11-24';
const read = (text: string, at = 0) => whenAt(tokenize(text), at, TODAY);
/** One day, the same looking ahead and back. */
const on = (date: string, length: number, extra: object = {}) => ({ when: { kind: 'day', future: date, past: date, ...extra }, length });

describe('mondayOf', () => {
  it('is the Monday of the week, Monday itself included, Sunday the end of the week', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });
});

describe('one day, in words', () => {
  it('today, tomorrow, yesterday', () => {
    expect(read('today')).toEqual(on('2026-11-24', 1));
    expect(read('tomorrow')).toEqual(on('2026-11-25', 1));
    expect(read('yesterday')).toEqual(on('2026-11-23', 1));
  });

  it('now, right now, at the moment: today, said as now', () => {
    expect(read('now')).toEqual(on('2026-11-24', 1, { now: true }));
    expect(read('right now')).toEqual(on('2026-11-24', 2, { now: true }));
    expect(read('at the moment')).toEqual(on('2026-11-24', 3, { now: true }));
  });

  it('the day after tomorrow, the day before yesterday (the "the" optional)', () => {
    expect(read('the day after tomorrow')).toEqual(on('2026-11-26', 4));
    expect(read('day before yesterday')).toEqual(on('2026-11-22', 3));
    expect(dayAt(['day', 'after'], 0, TODAY)).toBeUndefined();
    // "the day after today" is tomorrow, read as any day named from another day.
    expect(read('the day after today')).toEqual(on('2026-11-25', 4));
  });

  it('a little word before a day changes nothing, and counts in the length; two of them read nothing', () => {
    expect(read('on fri')).toEqual({ when: { kind: 'day', future: '2026-11-27', past: '2026-11-20', weekday: true }, length: 2 });
    expect(read('for tomorrow')).toEqual(on('2026-11-25', 2));
    expect(read('on on fri')).toBeUndefined();
    expect(dayAt(['for', 'for', 'friday'], 0, TODAY)).toBeUndefined();
    expect(dayAt(['on'], 0, TODAY)).toBeUndefined();
  });

  it('in 2 days, in a week, in three weeks', () => {
    expect(read('in 2 days')).toEqual(on('2026-11-26', 3));
    expect(read('in a day')).toEqual(on('2026-11-25', 3));
    expect(read('in a week')).toEqual(on('2026-12-01', 3));
    expect(read('in three weeks')).toEqual(on('2026-12-15', 3));
  });

  it('"in" with no count and unit of days or weeks is no day', () => {
    expect(read('in 2 months')).toBeUndefined();
    expect(read('in x days')).toBeUndefined();
    expect(read('in 2')).toBeUndefined();
    expect(dayAt(['in', 'a', 'fortnight'], 0, TODAY)).toBeUndefined();
  });

  it('"in a week from friday": the "in" is the verb\'s, and the day starts after it', () => {
    expect(dayAt(['in', 'a', 'week', 'from', 'friday'], 0, TODAY)).toBeUndefined();
    expect(dayAt(['in', 'two', 'weeks', 'after', 'friday'], 0, TODAY)).toBeUndefined();
    expect(read('in a week from friday', 1)).toEqual(on('2026-12-04', 4));
  });

  it('a week from friday, two weeks after tomorrow: counted from that day', () => {
    expect(read('a week from friday')).toEqual(on('2026-12-04', 4));
    expect(read('two weeks after tomorrow')).toEqual(on('2026-12-09', 4));
    expect(read('2 weeks from today')).toEqual(on('2026-12-08', 4));
    expect(dayAt(['3', 'weeks', 'after', 'sat'], 0, TODAY)).toEqual(on('2026-12-19', 4));
    expect(dayAt(['3', 'weeks', 'after', 'blah'], 0, TODAY)).toBeUndefined();
    expect(dayAt(['3', 'weeks', 'from'], 0, TODAY)).toBeUndefined();
  });
});

describe('words around a day that make no day of it', () => {
  it('dayAt reads a little word before a day itself, a shy weekday included', () => {
    expect(dayAt(['on', 'friday'], 0, TODAY)).toEqual({ when: { kind: 'day', future: '2026-11-27', past: '2026-11-20', weekday: true }, length: 2 });
    expect(dayAt(['on', 'sat'], 0, TODAY)).toEqual({ when: { kind: 'day', future: '2026-11-28', past: '2026-11-21', weekday: true }, length: 2 });
  });

  it('"today and tomorrow" is two days, not "the day after" anything', () => {
    expect(read('today and tomorrow')).toEqual({ when: { kind: 'days', dates: ['2026-11-24', '2026-11-25'] }, length: 3 });
    expect(dayAt(['today', 'and', 'tomorrow'], 0, TODAY)).toEqual(on('2026-11-24', 1));
  });

  it('"at" and "in" before words that are not "the moment" or a count of days are no day', () => {
    expect(read('at the office')).toBeUndefined();
    expect(read('at 5pm')).toBeUndefined();
    expect(read('in the moment')).toBeUndefined();
  });

  it('"a week before friday" is not a week after it', () => {
    expect(read('a week before friday')).not.toEqual(on('2026-12-04', 4));
  });
});

describe('weekdays', () => {
  it('a bare weekday points both ways: the coming one and the last one', () => {
    expect(read('fri')).toEqual({ when: { kind: 'day', future: '2026-11-27', past: '2026-11-20', weekday: true }, length: 1 });
    expect(read('monday')).toEqual({ when: { kind: 'day', future: '2026-11-30', past: '2026-11-23', weekday: true }, length: 1 });
  });

  it("today's own weekday is today both ways, and next week's as the other reading", () => {
    expect(read('tuesday')).toEqual({ when: { kind: 'day', future: '2026-11-24', past: '2026-11-24', weekday: true, alt: '2026-12-01' }, length: 1 });
  });

  it('"sat" and "sun" are days only with a date word before them, or where a day is expected', () => {
    expect(dayAt(['sat'], 0, TODAY)).toBeUndefined();
    expect(dayAt(['sat'], 0, TODAY, true)).toEqual({ when: { kind: 'day', future: '2026-11-28', past: '2026-11-21', weekday: true }, length: 1 });
    expect(dayAt(['next', 'sat'], 0, TODAY)).toEqual(on('2026-11-28', 2, { alt: '2026-12-05', weekday: true }));
    expect(dayAt(['this', 'sun'], 0, TODAY)).toEqual(on('2026-11-29', 2, { weekday: true }));
    expect(dayAt(['last', 'sat'], 0, TODAY)).toEqual(on('2026-11-21', 2));
  });

  it('next: the coming one, and the week after it as the other reading while it is still this week', () => {
    expect(read('next wed')).toEqual(on('2026-11-25', 2, { alt: '2026-12-02', weekday: true }));
    expect(read('next friday')).toEqual(on('2026-11-27', 2, { alt: '2026-12-04', weekday: true }));
    expect(read('next sunday')).toEqual(on('2026-11-29', 2, { alt: '2026-12-06', weekday: true }));
    expect(read('next monday')).toEqual(on('2026-11-30', 2, { weekday: true }));
    // Today's weekday: next week's.
    expect(read('next tuesday')).toEqual(on('2026-12-01', 2, { weekday: true }));
  });

  it('this: the one of this week still ahead (today included), else the coming one', () => {
    expect(read('this thursday')).toEqual(on('2026-11-26', 2, { weekday: true }));
    expect(read('this tuesday')).toEqual(on('2026-11-24', 2, { weekday: true }));
    expect(read('this sunday')).toEqual(on('2026-11-29', 2, { weekday: true }));
    expect(read('this monday')).toEqual(on('2026-11-30', 2, { weekday: true }));
  });

  it('this coming: the coming one only', () => {
    expect(read('this coming friday')).toEqual(on('2026-11-27', 3, { weekday: true }));
    expect(dayAt(['this', 'coming', 'sat'], 0, TODAY)).toEqual(on('2026-11-28', 3, { weekday: true }));
    expect(dayAt(['this', 'coming', 'tomorrow'], 0, TODAY)).toBeUndefined();
    expect(dayAt(['this', 'coming'], 0, TODAY)).toBeUndefined();
  });

  it('last: the one before, a week back for today\'s own weekday', () => {
    expect(read('last friday')).toEqual(on('2026-11-20', 2));
    expect(read('last wednesday')).toEqual(on('2026-11-18', 2));
    expect(read('last tuesday')).toEqual(on('2026-11-17', 2));
  });

  it('a weekday of this week, next week, the week after', () => {
    expect(read('tues next week')).toEqual(on('2026-12-01', 3));
    expect(read('monday this week')).toEqual(on('2026-11-23', 3));
    expect(read('friday of next week')).toEqual(on('2026-12-04', 4));
    expect(read('friday of this week')).toEqual(on('2026-11-27', 4));
    expect(read('wed after next')).toEqual(on('2026-12-09', 3));
    expect(read('next wed after next')).toEqual(on('2026-12-09', 4));
  });

  it('a weekday followed by words that are not its week is the bare weekday', () => {
    const fri = { when: { kind: 'day', future: '2026-11-27', past: '2026-11-20', weekday: true }, length: 1 };
    expect(read('friday next to')).toEqual(fri);
    // ("Friday next", formal British, is next Friday: on a Tuesday, this week's or the one after.)
    expect(read('friday next')).toEqual({ when: { kind: 'day', future: '2026-11-27', past: '2026-11-27', alt: '2026-12-04', weekday: true }, length: 2 });
    expect(read('friday of next')).toEqual(fri);
    expect(read('friday after')).toEqual(fri);
  });

  it('"friday week", "next friday week" (British): a week after the coming one', () => {
    expect(read('friday week')).toEqual(on('2026-12-04', 2));
    expect(read('monday week')).toEqual(on('2026-12-07', 2));
    expect(read('next friday week')).toEqual(on('2026-12-11', 3));
  });

  it('"friday week" only when "week" does not start something else', () => {
    const fri = { when: { kind: 'day', future: '2026-11-27', past: '2026-11-20', weekday: true }, length: 1 };
    for (const after of ['of', 'at', 'in', 'is', 'was', 'will', 'has', 'and']) expect(read(`friday week ${after}`)).toEqual(fri);
  });

  it('"friday week" before other words, even words that begin or end like those ("instead", "again")', () => {
    expect(read('friday week instead')).toEqual(on('2026-12-04', 2));
    expect(read('friday week again')).toEqual(on('2026-12-04', 2));
  });
});

describe('the end of the week', () => {
  it('is Friday, with Thursday as the other reading', () => {
    const friday = on('2026-11-27', 0, { alt: '2026-11-26' });
    expect(read('eow')).toEqual({ ...friday, length: 1 });
    expect(read('end of week')).toEqual({ ...friday, length: 3 });
    expect(read('end of the week')).toEqual({ ...friday, length: 4 });
    expect(read('end of this week')).toEqual({ ...friday, length: 4 });
    expect(read('the end of the week')).toEqual({ ...friday, length: 5 });
  });

  it('of next week: next Friday', () => {
    expect(read('the end of next week')).toEqual(on('2026-12-04', 5, { alt: '2026-12-03' }));
    expect(read('end of next week')).toEqual(on('2026-12-04', 4, { alt: '2026-12-03' }));
  });

  it('past Friday, the end of the week is next week\'s', () => {
    expect(whenAt(tokenize('end of the week'), 0, '2026-11-28')).toEqual(on('2026-12-04', 4, { alt: '2026-12-03' }));
    expect(whenAt(tokenize('end of the week'), 0, '2026-11-27')).toEqual(on('2026-11-27', 4, { alt: '2026-11-26' }));
  });

  it('"the end", "end of the month" are no day', () => {
    expect(dayAt(['the', 'end'], 0, TODAY)).toBeUndefined();
    expect(dayAt(['end', 'of'], 0, TODAY)).toBeUndefined();
    expect(dayAt(['end', 'of', 'the', 'month'], 0, TODAY)).toBeUndefined();
    expect(dayAt(['end', 'of', 'last', 'week'], 0, TODAY)).toBeUndefined();
  });
});

describe('days ahead, counted', () => {
  const ahead = (days: number, end: string, length: number) => ({ when: { kind: 'range', range: { start: TODAY, end, label: `the next ${days} days` } }, length });

  it('the next two weeks, the coming fortnight, next couple of weeks, the next 10 days, next few days', () => {
    expect(read('the next two weeks')).toEqual(ahead(14, '2026-12-07', 4));
    expect(read('the coming fortnight')).toEqual(ahead(14, '2026-12-07', 3));
    expect(read('next couple of weeks')).toEqual(ahead(14, '2026-12-07', 4));
    expect(read('the next 10 days')).toEqual(ahead(10, '2026-12-03', 4));
    expect(read('next few days')).toEqual(ahead(3, '2026-11-26', 3));
    expect(read('the following 3 weeks')).toEqual(ahead(21, '2026-12-14', 4));
    expect(read('for the next 2 days')).toEqual(ahead(2, '2026-11-25', 5));
  });

  it('a single day ahead is today alone', () => {
    expect(read('the next 1 days')).toEqual(ahead(1, TODAY, 4));
  });

  it('none, or more than about two months, is no span', () => {
    expect(read('next 0 days')).toBeUndefined();
    expect(read('next 100 days')).toBeUndefined();
    expect(read('next 9 weeks')).toBeUndefined();
    expect(read('next 62 days')).toEqual(ahead(62, '2027-01-24', 3));
    expect(read('next 63 days')).toBeUndefined();
    expect(read('next 8 weeks')).toEqual(ahead(56, '2027-01-18', 3));
  });
});

describe('holidays', () => {
  it('the next one, and the last one looking back', () => {
    expect(read('thanksgiving')).toEqual({ when: { kind: 'day', future: '2026-11-26', past: '2025-11-27' }, length: 1 });
    expect(read('on thanksgiving day')).toEqual({ when: { kind: 'day', future: '2026-11-26', past: '2025-11-27' }, length: 3 });
    expect(read('christmas eve')).toEqual({ when: { kind: 'day', future: '2026-12-24', past: '2025-12-24' }, length: 2 });
    expect(read('new years day')).toEqual({ when: { kind: 'day', future: '2027-01-01', past: '2026-01-01' }, length: 3 });
  });

  it('by any of their names, "the" before them included', () => {
    expect(read('christmas day')).toEqual({ when: { kind: 'day', future: '2026-12-25', past: '2025-12-25' }, length: 2 });
    expect(read('christmas')).toEqual({ when: { kind: 'day', future: '2026-12-25', past: '2025-12-25' }, length: 1 });
    expect(read('new years eve')).toEqual({ when: { kind: 'day', future: '2026-12-31', past: '2025-12-31' }, length: 3 });
    expect(read('xmas')).toEqual({ when: { kind: 'day', future: '2026-12-25', past: '2025-12-25' }, length: 1 });
    expect(read('boxing day')).toEqual({ when: { kind: 'day', future: '2026-12-26', past: '2025-12-26' }, length: 2 });
    expect(read('the thanksgiving')).toEqual({ when: { kind: 'day', future: '2026-11-26', past: '2025-11-27' }, length: 2 });
  });

  it('on the holiday itself, this year\'s both ways', () => {
    expect(whenAt(tokenize('christmas'), 0, '2026-12-25')).toEqual({ when: { kind: 'day', future: '2026-12-25', past: '2026-12-25' }, length: 1 });
  });
});

describe('calendar dates', () => {
  it('an ISO date, with dashes or slashes, is exactly one day', () => {
    expect(read('2026-12-08')).toEqual(on('2026-12-08', 1, { fullDate: true }));
    expect(read('2026-12-8')).toEqual(on('2026-12-08', 1, { fullDate: true }));
    expect(read('2026/12/8')).toEqual(on('2026-12-08', 1, { fullDate: true }));
    expect(read('on 2026-12-08')).toEqual(on('2026-12-08', 2, { fullDate: true }));
  });

  it('dotted dates are day first; with a year they are full dates', () => {
    expect(read('30.11')).toEqual(on('2026-11-30', 1));
    expect(read('1.12.2026')).toEqual(on('2026-12-01', 1, { fullDate: true }));
    expect(read('1.12.26')).toEqual(on('2026-12-01', 1, { fullDate: true }));
  });

  it('a slashed date that reads one way only is that day', () => {
    expect(read('24/11')).toEqual(on('2026-11-24', 1, { numeric: true, order: 'dm' }));
    expect(read('11-30')).toEqual(on('2026-11-30', 1, { numeric: true, order: 'md' }));
    expect(read('31/12')).toEqual({ when: { kind: 'day', future: '2026-12-31', past: '2025-12-31', numeric: true, order: 'dm' }, length: 1 });
    expect(read('12/31')).toEqual({ when: { kind: 'day', future: '2026-12-31', past: '2025-12-31', numeric: true, order: 'md' }, length: 1 });
  });

  it('the same number twice is one reading, not two', () => {
    expect(read('12/12')).toEqual({ when: { kind: 'day', future: '2026-12-12', past: '2025-12-12', numeric: true, order: 'md' }, length: 1 });
    expect(read('5/5')).toEqual({ when: { kind: 'day', future: '2027-05-05', past: '2026-05-05', numeric: true, order: 'md' }, length: 1 });
  });

  it('a slashed date that reads both ways keeps both, the nearer first', () => {
    expect(read('1/12')).toEqual(on('2026-12-01', 1, { alt: '2027-01-12', numeric: true, order: 'dm' }));
    expect(read('12/1')).toEqual(on('2026-12-01', 1, { alt: '2027-01-12', numeric: true, order: 'md' }));
    expect(read('1-12')).toEqual(on('2026-12-01', 1, { alt: '2027-01-12', numeric: true, order: 'dm' }));
    expect(read('3/4')).toEqual({ when: { kind: 'day', future: '2027-03-04', past: '2026-03-04', alt: '2027-04-03', numeric: true, order: 'md' }, length: 1 });
  });

  it('with a year, a slashed date is a full date, not a fraction', () => {
    expect(read('1/12/2027')).toEqual(on('2027-01-12', 1, { fullDate: true, alt: '2027-12-01', numeric: false, order: 'md' }));
    expect(read('12/1/26')).toEqual(on('2026-12-01', 1, { fullDate: true, alt: '2026-01-12', numeric: false, order: 'md' }));
  });

  it('a slashed date that is no date either way is said to be wrong', () => {
    expect(read('13/13')).toEqual({ error: '"13/13" isn\'t a real date.', length: 1 });
    expect(read('32/1')).toEqual({ error: '"32/1" isn\'t a real date.', length: 1 });
    expect(read('2026-02-30')).toEqual({ error: '"2026-02-30" isn\'t a real date.', length: 1 });
  });

  it('a month and a day, either order, with or without "the", "of", "th" and a year', () => {
    expect(read('dec 8')).toEqual(on('2026-12-08', 2));
    expect(read('december 8th')).toEqual(on('2026-12-08', 2));
    expect(read('8 dec')).toEqual(on('2026-12-08', 2));
    expect(read('8th december')).toEqual(on('2026-12-08', 2));
    expect(read('the 8 december')).toEqual(on('2026-12-08', 3));
    expect(read('the 8th of december')).toEqual(on('2026-12-08', 4));
    expect(read('8th of december 2027')).toEqual(on('2027-12-08', 4, { fullDate: true }));
    expect(read('the 8th of december 2027 later')).toEqual(on('2027-12-08', 5, { fullDate: true }));
    expect(read('dec 8, 2026')).toEqual(on('2026-12-08', 3, { fullDate: true }));
    expect(read('dec 8 2027')).toEqual(on('2027-12-08', 3, { fullDate: true }));
  });

  it('months and days in words', () => {
    expect(read('december twenty-first')).toEqual({ when: { kind: 'day', future: '2026-12-21', past: '2025-12-21' }, length: 2 });
    expect(read('the third')).toEqual(on('2026-12-03', 2));
    expect(read('the thirty-first')).toEqual({ when: { kind: 'day', future: '2026-12-31', past: '2026-10-31' }, length: 2 });
    expect(read('the first of june')).toEqual({ when: { kind: 'day', future: '2027-06-01', past: '2026-06-01' }, length: 4 });
  });

  it('"may" and "mar" are months before a day', () => {
    expect(read('may 5')).toEqual({ when: { kind: 'day', future: '2027-05-05', past: '2026-05-05' }, length: 2 });
    expect(read('the 5th of may')).toEqual({ when: { kind: 'day', future: '2027-05-05', past: '2026-05-05' }, length: 4 });
    expect(read('mar 3')).toEqual({ when: { kind: 'day', future: '2027-03-03', past: '2026-03-03' }, length: 2 });
  });

  it('a day of the month alone needs "the" or a suffix', () => {
    expect(read('the 8th')).toEqual(on('2026-12-08', 2));
    expect(read('3rd')).toEqual(on('2026-12-03', 1));
    expect(read('14th')).toEqual(on('2026-11-14', 1));
    expect(read('8')).toBeUndefined();
    expect(read('8 of december')).toBeUndefined();
    expect(read('december 40')).toBeUndefined();
    expect(read('the 40th')).toBeUndefined();
  });
});

describe('a weekday with its date', () => {
  it('the little word, the weekday and the date: one day', () => {
    expect(read('on wednesday 2 december')).toEqual(on('2026-12-02', 4));
    expect(read('for friday the 27th')).toEqual(on('2026-11-27', 4));
    expect(read('friday the 27th')).toEqual(on('2026-11-27', 3));
    expect(read('Tue, Nov 24')).toEqual(on('2026-11-24', 3));
    expect(read('thursday 26 nov')).toEqual(on('2026-11-26', 3));
    expect(read('tue 1.12')).toEqual(on('2026-12-01', 2));
  });

  it('"Monday 30": a bare number after a weekday is its day of the month', () => {
    expect(read('monday 30')).toEqual(on('2026-11-30', 2));
  });

  it('a number that is no day of the month, or a time, stays apart from the weekday', () => {
    const monday = { when: { kind: 'day', future: '2026-11-30', past: '2026-11-23', weekday: true }, length: 1 };
    for (const text of ['monday 30 pm', 'monday 30 am', 'monday 30 ish', 'monday 30 of', 'monday 32', 'monday 0']) expect(read(text)).toEqual(monday);
  });

  it('of two readings of the date, the one on that weekday', () => {
    expect(read('tuesday 1/12')).toEqual(on('2026-12-01', 2));
    // 2/12: Wednesday 2 December, or Friday 12 February.
    expect(read('friday 2/12')).toEqual(on('2027-02-12', 2));
  });

  it('a weekday that is not the date\'s is said to be wrong', () => {
    expect(read('tue, nov 23')).toEqual({ error: '"tue, nov 23": 2026-11-23 is a Monday, not a Tuesday.', length: 3 });
    expect(read('monday 30 dec')).toEqual({ error: '"monday 30 dec": 2026-12-30 is a Wednesday, not a Monday.', length: 3 });
    expect(read('wednesday 1/12')).toEqual({ error: '"wednesday 1/12": 2026-12-01 is a Tuesday, not a Wednesday.', length: 2 });
  });

  it('"friday the 27th and monday": the weekday and its date begin a list', () => {
    expect(read('friday the 27th and monday')).toEqual({ when: { kind: 'days', dates: ['2026-11-27', '2026-11-30'] }, length: 5 });
  });
});

describe('words that start no date', () => {
  it('are read as nothing', () => {
    for (const text of ['blah', 'xyz-abc', 'new', 'week', 'mon-blah', 'with sat']) expect(read(text)).toBeUndefined();
  });
});

describe('several days', () => {
  it('joined by and, or, a comma, a plus, or nothing between weekdays', () => {
    expect(read('fri and mon')).toEqual({ when: { kind: 'days', dates: ['2026-11-27', '2026-11-30'], weekdays: true }, length: 3 });
    expect(read('mon, wed and fri')).toEqual({ when: { kind: 'days', dates: ['2026-11-25', '2026-11-27', '2026-11-30'], weekdays: true }, length: 4 });
    expect(read('thurs or fri')).toEqual({ when: { kind: 'days', dates: ['2026-11-26', '2026-11-27'], weekdays: true }, length: 3 });
    expect(read('fri, mon')).toEqual({ when: { kind: 'days', dates: ['2026-11-27', '2026-11-30'], weekdays: true }, length: 2 });
    expect(read('fri mon')).toEqual({ when: { kind: 'days', dates: ['2026-11-27', '2026-11-30'], weekdays: true }, length: 2 });
    expect(read('tomorrow + thursday')).toEqual({ when: { kind: 'days', dates: ['2026-11-25', '2026-11-26'] }, length: 3 });
  });

  it('a list ends at a day that is not one (now), a join with nothing after it, or a sentence end', () => {
    const monday = { when: { kind: 'day', future: '2026-11-30', past: '2026-11-23', weekday: true }, length: 1 };
    expect(read('mon and now')).toEqual(monday);
    expect(read('mon and')).toEqual(monday);
    expect(read('mon. tue')).toEqual(monday);
    // ("the day after" in a list is named from the day before it: two days.)
    expect(read('tomorrow and the day after')).toEqual({ when: { kind: 'days', dates: ['2026-11-25', '2026-11-26'] }, length: 5 });
  });

  it('a list whose one date reads one way only settles how the others are written', () => {
    const days = (text: string) => {
      const r = read(text);
      return r && 'when' in r ? r.when : undefined;
    };
    // 11/25 is November 25th only: 12/1 beside it is December 1st, not January 12th (and not asked about).
    expect(days('11/25, 11/27 and 12/1')).toEqual({ kind: 'days', dates: ['2026-11-25', '2026-11-27', '2026-12-01'] });
    // 25/11 is the 25th of November only: 1/12 beside it is the 1st of December, and 12/1 the 12th of January.
    expect(days('25/11 and 1/12')).toEqual({ kind: 'days', dates: ['2026-11-25', '2026-12-01'] });
    expect(days('25/11 and 12/1')).toEqual({ kind: 'days', dates: ['2026-11-25', '2027-01-12'] });
    // Two dates that both read both ways settle nothing: both readings stay.
    expect(days('1/12 and 2/12')).toHaveProperty('alt');
  });

  it('a day after a comma that begins its own sentence is not in the list', () => {
    expect(read('2/12, 1/12 is still fine')).toEqual(on('2026-12-02', 1, { alt: '2027-02-12', numeric: true, order: 'dm' }));
  });

  it('the same day said twice is one day', () => {
    expect(read('today, tuesday 24/11')).toEqual(on('2026-11-24', 1));
  });

  it('a week after the days holds for all of them', () => {
    expect(read('mon tue and wed next week')).toEqual({ when: { kind: 'days', dates: ['2026-11-30', '2026-12-01', '2026-12-02'] }, length: 6 });
    expect(read('wed and fri next week')).toEqual({ when: { kind: 'days', dates: ['2026-12-02', '2026-12-04'] }, length: 5 });
    expect(read('mon, wed, fri next week')).toEqual({ when: { kind: 'days', dates: ['2026-11-30', '2026-12-02', '2026-12-04'] }, length: 5 });
  });

  it('a week before the first day holds for the bare weekdays after it', () => {
    expect(read('next tue and wed')).toEqual({ when: { kind: 'days', dates: ['2026-12-01', '2026-12-02'], weekdays: true }, length: 4 });
    expect(read('this tue and wed')).toEqual({ when: { kind: 'days', dates: ['2026-11-24', '2026-11-25'], weekdays: true }, length: 4 });
  });

  it('a span between two days is every day from the first to the second', () => {
    expect(read('fri to mon')).toEqual({
      when: {
        kind: 'days',
        dates: ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'],
        ends: [
          { kind: 'day', future: '2026-11-27', past: '2026-11-20', weekday: true },
          { kind: 'day', future: '2026-11-30', past: '2026-11-23', weekday: true },
        ],
        weekdays: true,
      },
      length: 3,
    });
    expect(read('mon to wed next week')).toMatchObject({ when: { kind: 'days', dates: ['2026-11-30', '2026-12-01', '2026-12-02'] }, length: 5 });
    expect(read('monday through sunday')).toMatchObject({ when: { kind: 'days', dates: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'] }, length: 3 });
  });

  it('days glued into one word', () => {
    expect(read('mon-wed')).toEqual({ when: { kind: 'days', dates: ['2026-11-30', '2026-12-01', '2026-12-02'], weekdays: true }, length: 1 });
    expect(read('fri-mon')).toEqual({ when: { kind: 'days', dates: ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'], weekdays: true }, length: 1 });
    expect(read('sat+sun')).toEqual({ when: { kind: 'days', dates: ['2026-11-28', '2026-11-29'], weekdays: true }, length: 1 });
    expect(read('wed/thu/fri')).toEqual({ when: { kind: 'days', dates: ['2026-11-25', '2026-11-26', '2026-11-27'], weekdays: true }, length: 1 });
    expect(read('mon-wed next week')).toEqual({ when: { kind: 'days', dates: ['2026-11-30', '2026-12-01', '2026-12-02'] }, length: 3 });
    expect(read('mon,wed this week')).toEqual({ when: { kind: 'days', dates: ['2026-11-23', '2026-11-25'] }, length: 3 });
  });
});

describe('spans of the calendar', () => {
  it('lately, recently: the last 30 days; upcoming: the next two months, open-ended', () => {
    const last30 = { when: { kind: 'range', range: { start: '2026-10-26', end: TODAY, label: 'the last 30 days' } }, length: 1 };
    expect(read('lately')).toEqual(last30);
    expect(read('recently')).toEqual(last30);
    expect(read('upcoming')).toEqual({ when: { kind: 'range', range: { start: TODAY, end: '2027-01-23', label: 'coming up' }, open: true }, length: 1 });
  });

  it('the weekend, this week', () => {
    expect(read('weekend')).toEqual({ when: { kind: 'range', range: { start: '2026-11-28', end: '2026-11-29', label: 'this weekend' } }, length: 1 });
    expect(read('this week')).toEqual({ when: { kind: 'range', range: { start: '2026-11-23', end: '2026-11-29', label: 'this week' } }, length: 2 });
  });
});

describe('every day of a span', () => {
  const days = (dates: string[], length: number) => ({ when: { kind: 'days', dates }, length });

  it('every day next week, every weekday this week (from today), all week: the weekdays', () => {
    expect(read('every day next week')).toEqual(days(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'], 4));
    expect(read('in every day next week')).toEqual(days(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'], 5));
    expect(read('every weekday this week')).toEqual(days(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'], 4));
    expect(read('all week')).toEqual(days(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'], 2));
    expect(read('every day')).toEqual(days(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'], 2));
    expect(read('every weekday')).toEqual(days(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'], 2));
  });

  it('less the days named after except, but (not), other than, minus', () => {
    expect(read('every day next week except friday')).toEqual(days(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'], 6));
    expect(read('every day next week but not wed')).toEqual(days(['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04'], 7));
    expect(read('every day next week except from mon and tue')).toEqual(days(['2026-12-02', '2026-12-03', '2026-12-04'], 9));
    expect(read('every day this week other than thu')).toEqual(days(['2026-11-24', '2026-11-25', '2026-11-27'], 7));
    expect(read('every workday next week minus fri')).toEqual(days(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'], 6));
  });

  it('a span with no weekday left from today, or no week, is nothing', () => {
    expect(read('every day last week')).toBeUndefined();
    expect(read('every day next month')).toBeUndefined();
    expect(read('every week')).toBeUndefined();
    expect(read('all day')).toBeUndefined();
  });
});

describe('a month alone', () => {
  const month = (start: string, end: string, label: string, word: string, length: number) => ({ when: { kind: 'range', range: { start, end, label }, month: word }, length });

  it('is the whole month, this year\'s up to this month', () => {
    expect(read('november')).toEqual(month('2026-11-01', '2026-11-30', 'November', 'november', 1));
    expect(read('in october')).toEqual(month('2026-10-01', '2026-10-31', 'October', 'october', 2));
    expect(read('for nov')).toEqual(month('2026-11-01', '2026-11-30', 'November', 'november', 2));
    expect(read('june')).toEqual(month('2026-06-01', '2026-06-30', 'June', 'june', 1));
  });

  it('"may" is a month only after a word that makes it one', () => {
    expect(read('may')).toBeUndefined();
    expect(read('in may')).toEqual(month('2026-05-01', '2026-05-31', 'May', 'may', 2));
  });

  it('a month that is a first name too, after words that ask about someone, is the person', () => {
    expect(read('who is june', 2)).toBeUndefined();
    expect(read('is april in', 1)).toBeUndefined();
    // Said in November, a month alone is the nearest one: next April (5 months on), not last (7 months back).
    expect(read('april')).toEqual(month('2027-04-01', '2027-04-30', 'April', 'april', 1));
  });

  it('a month alone is the nearest: december is the coming one, october the last', () => {
    expect(read('december')).toEqual(month('2026-12-01', '2026-12-31', 'December', 'december', 1));
    expect(read('october')).toEqual(month('2026-10-01', '2026-10-31', 'October', 'october', 1));
  });

  it('followed by a day of the month, it is that day', () => {
    expect(read('march 3rd')).toEqual({ when: { kind: 'day', future: '2027-03-03', past: '2026-03-03' }, length: 2 });
  });
});

describe('spans in words', () => {
  const span = (start: string, end: string, label: string, length: number) => ({ when: { kind: 'range', range: { start, end, label } }, length });

  it('the rest of the week: today to Sunday', () => {
    expect(read('the rest of the week')).toEqual(span(TODAY, '2026-11-29', 'the rest of the week', 5));
    expect(read('in the rest of the week')).toEqual(span(TODAY, '2026-11-29', 'the rest of the week', 6));
  });

  it('over the next two weeks; coming up, open-ended', () => {
    expect(read('over the next two weeks')).toEqual(span(TODAY, '2026-12-07', 'the next 14 days', 5));
    expect(read('during coming up')).toEqual({ when: { kind: 'range', range: { start: TODAY, end: '2027-01-23', label: 'coming up' }, open: true }, length: 3 });
  });

  it('next month, last month, this month', () => {
    expect(read('next month')).toEqual(span('2026-12-01', '2026-12-31', 'next month', 2));
    expect(whenAt(tokenize('next month'), 0, '2026-12-10')).toEqual({ when: { kind: 'range', range: { start: '2027-01-01', end: '2027-01-31', label: 'next month' } }, length: 2 });
    expect(whenAt(tokenize('next month'), 0, '2026-10-10')).toEqual({ when: { kind: 'range', range: { start: '2026-11-01', end: '2026-11-30', label: 'next month' } }, length: 2 });
    expect(read('last month')).toEqual(span('2026-10-01', '2026-10-31', 'last month', 2));
    expect(read('this month')).toEqual(span('2026-11-01', '2026-11-30', 'this month', 2));
  });

  it('weeks and weekends', () => {
    expect(read('next week')).toEqual(span('2026-11-30', '2026-12-06', 'next week', 2));
    expect(read('last week')).toEqual(span('2026-11-16', '2026-11-22', 'last week', 2));
    expect(read('of this week')).toEqual(span('2026-11-23', '2026-11-29', 'this week', 3));
    expect(read('this weekend')).toEqual(span('2026-11-28', '2026-11-29', 'this weekend', 2));
    expect(read('next weekend')).toEqual(span('2026-12-05', '2026-12-06', 'next weekend', 2));
  });

  it('the last days, weeks, months; since a day, labelled as written', () => {
    expect(read('last 7 days')).toEqual(span('2026-11-18', TODAY, 'the last 7 days', 3));
    expect(read('last 3 weeks')).toEqual(span('2026-11-04', TODAY, 'the last 3 weeks', 3));
    expect(read('past 2 months')).toEqual(span('2026-09-25', TODAY, 'the last 2 months', 3));
    expect(read('since monday')).toEqual(span('2026-11-23', TODAY, 'since monday', 2));
    expect(read('since nov 1')).toEqual(span('2026-11-01', TODAY, 'since nov 1', 3));
    expect(read('Since Nov 1.')).toEqual(span('2026-11-01', TODAY, 'since nov 1', 3));
  });
});

describe('dates that clearly try and fail', () => {
  it('next or last and a word that wants to be a weekday', () => {
    expect(read('next blursday')).toEqual({ error: 'I don\'t know the day "next blursday". Try a weekday, like "next monday".', length: 2 });
    expect(read('last funday?')).toEqual({ error: 'I don\'t know the day "last funday". Try a weekday, like "last monday".', length: 2 });
  });

  it('but not the day words that are no weekdays', () => {
    expect(read('this someday')).toBeUndefined();
    expect(read('next holiday')).toBeUndefined();
    expect(read('next birthday')).toBeUndefined();
  });

  it('a span that ends before it starts, or is too long', () => {
    expect(read('nov 15..nov 1')).toEqual({ error: '"november 15..november 1" ends before it starts.', length: 5 });
    expect(read('last 400 days')).toEqual({ error: '"last 400 days": pick between 1 and 366 days.', length: 3 });
  });
});

describe('days glued into one word', () => {
  it('a dash makes a span, wrapping round the week; other marks a list', () => {
    expect(read('wed-mon')).toEqual({ when: { kind: 'days', dates: ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'], weekdays: true }, length: 1 });
    expect(read('mon-wed-fri')).toEqual({ when: { kind: 'days', dates: ['2026-11-25', '2026-11-27', '2026-11-30'], weekdays: true }, length: 1 });
  });
});

describe('inWeek: a week named apart from its weekdays', () => {
  const when = (text: string) => (read(text) as { when: When }).when;

  it('moves a weekday, or several, into that week', () => {
    expect(inWeek(when('next week'), when('mon'))).toEqual({ kind: 'day', future: '2026-11-30', past: '2026-11-30', weekday: true });
    expect(inWeek(when('this week'), when('fri'))).toEqual({ kind: 'day', future: '2026-11-27', past: '2026-11-27', weekday: true });
    expect(inWeek(when('this week'), when('sun'))).toEqual({ kind: 'day', future: '2026-11-29', past: '2026-11-29', weekday: true });
    expect(inWeek(when('next week'), when('mon-wed'))).toEqual({ kind: 'days', dates: ['2026-11-30', '2026-12-01', '2026-12-02'] });
    expect(inWeek(when('next week'), when('fri and mon'))).toEqual({ kind: 'days', dates: ['2026-11-30', '2026-12-04'] });
  });

  it('only this week or next week, and only weekdays', () => {
    expect(inWeek(when('last week'), when('fri'))).toBeUndefined();
    expect(inWeek(when('tomorrow'), when('fri'))).toBeUndefined();
    expect(inWeek(when('next week'), when('tomorrow'))).toBeUndefined();
    expect(inWeek(when('next week'), when('mon tue and wed next week'))).toBeUndefined();
  });
});

describe('monthSpan', () => {
  it('is the first to the last day of the month, December and leap Februaries included', () => {
    expect(monthSpan(2026, 12, 'December')).toEqual({ start: '2026-12-01', end: '2026-12-31', label: 'December' });
    expect(monthSpan(2026, 2, 'Feb')).toEqual({ start: '2026-02-01', end: '2026-02-28', label: 'Feb' });
    expect(monthSpan(2028, 2, 'Feb')).toEqual({ start: '2028-02-01', end: '2028-02-29', label: 'Feb' });
  });
});
