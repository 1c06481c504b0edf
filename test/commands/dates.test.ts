import { describe, expect, it } from 'vitest';
import { parseRange } from '../../src/commands/dates.js';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { dateReader } from '../support/date-reading.js';
import { hubToday, hubInstant, addDaysIso, weekdayOf } from '../../src/time/hub-date.js';

const NY = 'America/New_York';
/** What the bot would do with `text` at `now` (no visits yet). */
const plan = (text: string, now: string) => resolve(understand(text, new Date(now), NY), new Map());
/** The date of the one command `text` is carried out as. */
const dateOf = (text: string, now: string) => {
  const planned = plan(text, now);
  if (planned.kind !== 'act') throw new Error(planned.kind === 'say' ? planned.text : planned.question);
  const commands = [...planned.writes, ...planned.reads];
  if (commands.length !== 1) throw new Error(`${commands.length} commands`);
  return (commands[0] as { date: string }).date;
};

describe('hub-time dates', () => {
  it('23:30 in New York is still "today" there while UTC is already tomorrow', () => {
    const lateEvening = '2026-11-21T04:30:00Z'; // Fri Nov 20, 23:30 EST
    expect(new Date(lateEvening).toISOString().slice(0, 10)).toBe('2026-11-21');
    expect(hubToday(new Date(lateEvening), NY)).toBe('2026-11-20');
    expect(dateOf('checkin', lateEvening)).toBe('2026-11-20');
    expect(dateOf('checkin tomorrow', lateEvening)).toBe('2026-11-21');
    expect(dateOf('digest yesterday', lateEvening)).toBe('2026-11-19');
  });

  it('00:30 in New York is the new day, though UTC agrees only by chance of offset', () => {
    expect(dateOf('checkin', '2026-11-21T05:30:00Z')).toBe('2026-11-21');
  });

  it('follows the hub zone, not the machine zone', () => {
    expect(hubToday(new Date('2026-11-21T04:30:00Z'), 'Europe/Berlin')).toBe('2026-11-21');
    expect(dateOf('checkin', '2026-11-21T04:30:00Z')).toBe('2026-11-20');
  });

  it('across the spring-forward change (Sun Mar 8 2026): tomorrow and weekdays stay calendar days', () => {
    const satNight = '2026-03-08T04:30:00Z'; // Sat Mar 7, 23:30 EST
    expect(dateOf('checkin tomorrow', satNight)).toBe('2026-03-08');
    expect(dateOf('checkin mon', satNight)).toBe('2026-03-09');
    const sunLate = '2026-03-09T03:30:00Z'; // Sun Mar 8, 23:30 EDT (UTC-4)
    expect(hubToday(new Date(sunLate), NY)).toBe('2026-03-08');
    expect(dateOf('checkin tomorrow', sunLate)).toBe('2026-03-09');
    expect(addDaysIso('2026-03-07', 2)).toBe('2026-03-09');
    expect(hubInstant('2026-03-08', 17, 30, NY).toISOString()).toBe('2026-03-08T21:30:00.000Z');
  });

  it('across the fall-back change (Sun Nov 1 2026)', () => {
    const sunLate = '2026-11-02T04:30:00Z'; // Sun Nov 1, 23:30 EST (UTC-5)
    expect(hubToday(new Date(sunLate), NY)).toBe('2026-11-01');
    expect(dateOf('checkin tomorrow', sunLate)).toBe('2026-11-02');
    expect(dateOf('digest yesterday', sunLate)).toBe('2026-10-31');
    const satLate = '2026-11-01T03:30:00Z'; // Sat Oct 31, 23:30 EDT (UTC-4)
    expect(hubToday(new Date(satLate), NY)).toBe('2026-10-31');
    expect(hubInstant('2026-11-01', 17, 30, NY).toISOString()).toBe('2026-11-01T22:30:00.000Z');
  });
});

describe('date words', () => {
  const today = '2026-11-20'; // a Friday
  const date = dateReader(today);

  it.each([
    ['today', '2026-11-20'],
    ['Tomorrow', '2026-11-21'],
    ['yesterday', '2026-11-19'],
    ['2026-11-23', '2026-11-23'],
    ['11/23', '2026-11-23'],
    ['1/5', '2027-01-05'],
    ['nov 21', '2026-11-21'],
    ['21 nov', '2026-11-21'],
    ['November 21st', '2026-11-21'],
    ['dec 1 2027', '2027-12-01'],
    ['fri', '2026-11-20'],
    ['friday', '2026-11-20'],
    ['mon', '2026-11-23'],
    ['thurs', '2026-11-26'],
    ['next fri', '2026-11-27'],
    ['next mon', '2026-11-23'],
    ['last fri', '2026-11-13'],
    ['last mon', '2026-11-16'],
  ])('%s (planning) is %s', (text, expected) => expect(date(text)).toBe(expected));

  it('reads a bare weekday backwards when looking back', () => {
    expect(date('fri', 'past')).toBe('2026-11-20');
    expect(date('mon', 'past')).toBe('2026-11-16');
    expect(date('11/23', 'past')).toBe('2026-11-23');
  });

  it('gives a month/day without a year the year that fits: next one when planning, last one when looking back', () => {
    expect(date('6/1', 'future')).toBe('2027-06-01');
    expect(date('6/1', 'past')).toBe('2026-06-01');
    expect(date('11/10', 'future')).toBe('2026-11-10');
    expect(date('12/30', 'past')).toBe('2025-12-30');
    expect(date('12/01', 'past')).toBe('2026-12-01');
    expect(date('jan 5', 'past')).toBe('2026-01-05');
    expect(date('jan 5', 'future')).toBe('2027-01-05');
    expect(date('feb 29', 'future')).toBe('2028-02-29');
    expect(date('mar 5', 'past')).toBe('2026-03-05');
  });

  it('does not take object-prototype names for weekdays or months (found by the fuzzer)', () => {
    for (const word of ['__proto__', 'constructor', 'toString', 'next constructor', '__proto__ 5', 'hasOwnProperty 3']) {
      expect(date(word)).toMatch(/^error: /);
    }
    expect(plan("who's here __proto__", '2026-11-20T15:00:00Z')).toMatchObject({ kind: 'say', reads: [] });
  });

  it('rejects impossible dates, quoting the input', () => {
    expect(date('2026-02-30')).toBe('error: "2026-02-30" isn\'t a real date.');
    expect(date('13/45')).toBe('error: "13/45" isn\'t a real date.');
    expect(date('feb 30')).toBe('error: "feb 30" isn\'t a real date.');
    expect(date('next blursday')).toContain('"next blursday"');
    expect(date('someday')).toContain('"someday"');
    expect(date('2028-02-29')).toBe('2028-02-29');
    // Years before 100 are themselves, not 1900-something (Date.UTC's quirk).
    expect(addDaysIso('0001-12-31', 1)).toBe('0002-01-01');
    expect(weekdayOf('0001-01-01')).toBe(1); // a Monday; 1901-01-01 was a Tuesday
  });

  it.each([
    ['this week', '2026-11-16', '2026-11-22'],
    ['last week', '2026-11-09', '2026-11-15'],
    ['next week', '2026-11-23', '2026-11-29'],
    ['this month', '2026-11-01', '2026-11-30'],
    ['last month', '2026-10-01', '2026-10-31'],
    ['last 7 days', '2026-11-14', '2026-11-20'],
    ['past 1 day', '2026-11-20', '2026-11-20'],
    ['nov 1..nov 15', '2026-11-01', '2026-11-15'],
    ['2026-11-01 to 2026-11-03', '2026-11-01', '2026-11-03'],
    ['since mon', '2026-11-16', '2026-11-20'],
    ['mon to wed', '2026-11-16', '2026-11-18'],
  ])('range %s is %s..%s', (text, start, end) => {
    expect(parseRange(text, today)).toEqual({ ok: true, value: expect.objectContaining({ start, end }) as unknown });
  });

  it('rejects ranges that end before they start, or that it cannot read', () => {
    expect(parseRange('2026-11-05..2026-11-01', today)).toEqual({ ok: false, error: '"2026-11-05..2026-11-01" ends before it starts.' });
    expect(parseRange('last 0 days', today).ok).toBe(false);
    expect(parseRange('today..9999-12-31', today)).toEqual({ ok: false, error: '"today..9999-12-31" is longer than a year; ask for 366 days or fewer.' });
    expect(parseRange('since 2020-01-01', today).ok).toBe(false);
    expect(parseRange('2026-01-01..2026-12-31', today).ok).toBe(true);
    expect(parseRange('whenever', today).ok).toBe(false);
  });
});

describe('dates as members write them (issue 16)', () => {
  const today = '2026-11-20'; // a Friday
  const date = dateReader(today);

  it.each([
    ['tmr', '2026-11-21'], ['tmrw', '2026-11-21'], ['Tomorrow!', '2026-11-21'], ['friday.', '2026-11-20'], ['on friday', '2026-11-20'],
    ['for tomorrow', '2026-11-21'], ['day after tomorrow', '2026-11-22'], ['the day after tomorrow', '2026-11-22'], ['in 2 days', '2026-11-22'],
    ['in a week', '2026-11-27'], ['in three days', '2026-11-23'], ['Mon, Nov 23', '2026-11-23'], ['monday 11/23', '2026-11-23'],
    ['2026/11/23', '2026-11-23'], ['11-23', '2026-11-23'], ['nov 23, 2026', '2026-11-23'], ['this coming monday', '2026-11-23'],
  ])('%j is %s', (text, expected) => {
    expect(date(text)).toBe(expected);
  });

  it('refuses a weekday that does not match its date, saying which it is', () => {
    expect(date('Tue, Nov 23')).toBe('error: "Tue, Nov 23": nov 23 is a Monday, not a Tuesday.');
  });

  it('nearest: a month and day asked about is the closest one, before or after', () => {
    expect(date('dec 24', 'nearest')).toBe('2026-12-24');
    expect(date('jun 1', 'nearest')).toBe('2026-06-01');
    expect(date('jan 5', 'nearest')).toBe('2027-01-05');
    expect(date('fri', 'nearest')).toBe('2026-11-20');
    expect(date('mon', 'nearest')).toBe('2026-11-16');
  });

  it('weekends and reasons for ranges that cannot be', () => {
    expect(parseRange('this weekend', today)).toEqual({ ok: true, value: { start: '2026-11-21', end: '2026-11-22', label: 'this weekend' } });
    expect(parseRange('next weekend', today)).toMatchObject({ ok: true, value: { start: '2026-11-28', end: '2026-11-29' } });
    expect(parseRange('nov 15..nov 1', today)).toMatchObject({ ok: false, error: expect.stringContaining('ends before it starts') as unknown });
    expect(parseRange('2025-01-01..2026-11-20', today)).toMatchObject({ ok: false, error: expect.stringContaining('longer than a year') as unknown });
    expect(parseRange('last 400 days', today)).toMatchObject({ ok: false, error: expect.stringContaining('between 1 and 366') as unknown });
  });

  it('a very long text is not read as a date, and costs nothing', () => {
    expect(date(`on ${'on '.repeat(10_000)}friday`)).toMatch(/^error/);
    expect(parseRange('1..'.repeat(10_000), today).ok).toBe(false);
  });
});
