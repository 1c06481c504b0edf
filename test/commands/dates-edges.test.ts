import { describe, expect, it } from 'vitest';
import { leadingDate, parseDate, parseRange } from '../../src/commands/dates.js';
import { dateReader } from '../support/date-reading.js';

/**
 * The edges of reading dates and ranges: window boundaries, month and year
 * turns, counted months, "between", the length limits, and the words that look
 * like a date but are not. Today is Friday 2026-11-20 unless a test says otherwise.
 */
const TODAY = '2026-11-20';
const UNREAD = (text: string) => `I couldn't read "${text}" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23.`;
const UNREAD_RANGE = (text: string) =>
  `I couldn't read "${text}" as a date range. Try this week, last week, this month, last 7 days, since mon, or nov 1..nov 15.`;

const date = dateReader(TODAY);
const span = (text: string, today = TODAY) => {
  const parsed = parseRange(text, today);
  return parsed.ok ? `${parsed.value.start}..${parsed.value.end} (${parsed.value.label})` : `error: ${parsed.error}`;
};

describe('dates: how members write them', () => {
  it('reads a date with repeated trailing punctuation', () => {
    expect(date('Tomorrow!!')).toBe('2026-11-21');
    expect(date('friday?!')).toBe('2026-11-20');
  });

  it('counts days and weeks ahead, in digits or words, and nothing else', () => {
    expect(date('in 10 days')).toBe('2026-11-30');
    expect(date('in 2 weeks')).toBe('2026-12-04');
    expect(date('in 100 days')).toBe('2027-02-28');
    // Not a count we know: an error, not a date.
    expect(date('in several days')).toBe(`error: ${UNREAD('in several days')}`);
    // "within" contains "in", "weekends" starts with "week": neither is "in N days/weeks".
    expect(date('within 2 days')).toBe(`error: ${UNREAD('within 2 days')}`);
    expect(date('in 2 weekends')).toBe(`error: ${UNREAD('in 2 weekends')}`);
  });

  it('checks the weekday against a full date, whatever form the date takes', () => {
    expect(date('thursday 2026-11-20')).toBe('error: "thursday 2026-11-20": 2026-11-20 is a Friday, not a Thursday.');
    expect(date('Tue 23 Nov')).toBe('error: "Tue 23 Nov": 23 nov is a Monday, not a Tuesday.');
    expect(date('Mon, Nov 23, 2026')).toBe('2026-11-23');
    expect(date('Mon, Nov 9')).toBe('2026-11-09');
    // The date itself is impossible: that is the error, not a weekday mismatch.
    expect(parseDate('mon, feb 30', TODAY, 'future')).toEqual({ ok: false, error: '"feb 30" isn\'t a real date.', sure: true });
  });

  it('reads "this afternoon" as not a date at all, but "next blursday" as a misspelt weekday', () => {
    // Not sure: a note like "this afternoon works" is not a broken date.
    expect(parseDate('this afternoon', TODAY, 'future')).toEqual({ ok: false, error: 'I couldn\'t read "this afternoon" as a date.' });
    expect(parseDate('next blursday', TODAY, 'future')).toEqual({
      ok: false,
      error: 'I don\'t know the day "next blursday". Try a weekday, like "next monday".',
      sure: true,
    });
    // "not this friday" is not this Friday.
    expect(date('not this friday')).toBe(`error: ${UNREAD('not this friday')}`);
  });

  it('a month and day two weeks either side of today is this year\'s, at exactly two weeks too', () => {
    expect(date('nov 6', 'future')).toBe('2026-11-06'); // a visit recorded 14 days late
    expect(date('nov 5', 'future')).toBe('2027-11-05');
    expect(date('dec 4', 'past')).toBe('2026-12-04'); // 14 days ahead still counts looking back
    expect(date('dec 5', 'past')).toBe('2025-12-05');
  });

  it('nearest: a month and day exactly half a year away either side is the one just past', () => {
    // 2027-03-01 and 2028-03-01 are both 183 days from 2027-08-31 (2028 is a leap year).
    expect(date('mar 1', 'nearest', '2027-08-31')).toBe('2027-03-01');
    expect(date('feb 28', 'nearest', '2027-08-31')).toBe('2028-02-28'); // 181 days ahead beats 184 back
  });

  it('a text longer than 80 characters is not read, padding included', () => {
    expect(date('friday'.padEnd(80))).toBe('2026-11-20');
    expect(parseDate('friday'.padEnd(81), TODAY, 'future')).toEqual({ ok: false, error: 'I couldn\'t read "friday" as a date.' });
  });
});

describe('a day of the month alone ("the 30th")', () => {
  it('reads it with or without "the", and only as the whole date', () => {
    expect(date('30th')).toBe('2026-11-30');
    expect(date('the 30th')).toBe('2026-11-30');
    expect(date('jan 5th')).toBe('2027-01-05'); // a month and day, not the next 5th
    expect(leadingDate(['the', '30th', 'demo'], TODAY, 'future')).toEqual({ length: 2, date: '2026-11-30' });
    expect(leadingDate(['23', 'nov', 'demo'], TODAY, 'future')).toEqual({ length: 2, date: '2026-11-23' });
  });

  it('refuses a day no month has, as a date that is wrong', () => {
    for (const text of ['the 32nd', 'the 0th', '99th']) {
      for (const bias of ['future', 'past', 'nearest'] as const) {
        expect(parseDate(text, TODAY, bias)).toEqual({ ok: false, error: `"${text}" isn't a real date.`, sure: true });
      }
    }
  });

  it('planning: the next one, or one up to two weeks ago', () => {
    expect(date('the 6th', 'future')).toBe('2026-11-06'); // exactly 14 days ago
    expect(date('the 5th', 'future')).toBe('2026-12-05');
    expect(date('the 31st', 'future')).toBe('2026-12-31'); // November has no 31st
    expect(date('the 5th', 'future', '2026-12-20')).toBe('2027-01-05'); // into the new year
    expect(date('the 30th', 'future', '2027-02-20')).toBe('2027-03-30'); // February has no 30th
  });

  it('looking back: the last one, or one up to two weeks ahead', () => {
    expect(date('the 4th', 'past')).toBe('2026-12-04'); // exactly 14 days ahead
    expect(date('the 5th', 'past')).toBe('2026-11-05');
    expect(date('the 10th', 'past')).toBe('2026-11-10');
    expect(date('the 31st', 'past')).toBe('2026-10-31');
    expect(date('the 25th', 'past', '2027-01-03')).toBe('2026-12-25'); // back into the old year
  });

  it('nearest: the closest one, before or after', () => {
    expect(date('the 4th', 'nearest', '2026-10-20')).toBe('2026-11-04'); // 15 days ahead beats 16 back
    expect(date('the 5th', 'nearest', '2026-10-20')).toBe('2026-10-05'); // 15 days back beats 16 ahead
    expect(date('the 31st', 'nearest')).toBe('2026-10-31');
  });
});

describe('ranges: edges', () => {
  it('drops a leading "in", "over", "during" or "the" before a named range', () => {
    expect(span('in this week')).toBe('2026-11-16..2026-11-22 (this week)');
    expect(span('over the past week')).toBe('2026-11-14..2026-11-20 (the past week)');
    expect(span('during last month')).toBe('2026-10-01..2026-10-31 (last month)');
    expect(span('the past week')).toBe('2026-11-14..2026-11-20 (the past week)');
    expect(span('weekend')).toBe('2026-11-21..2026-11-22 (this weekend)');
    expect(span('over the weekend')).toBe('2026-11-21..2026-11-22 (this weekend)');
  });

  it('keeps "the" inside "since the 10th" in its label', () => {
    expect(span('since the 10th')).toBe('2026-11-10..2026-11-20 (since the 10th)');
    // Looking back, at either end: on Oct 20, "the 4th" is Oct 4, not the nearer Nov 4.
    expect(span('since the 4th', '2026-10-20')).toBe('2026-10-04..2026-10-20 (since the 4th)');
    expect(span('between the 4th and the 10th', '2026-10-20')).toBe('2026-10-04..2026-10-10 (the 4th to the 10th)');
    expect(span('between oct 1 and the 4th', '2026-10-20')).toBe('2026-10-01..2026-10-04 (oct 1 to the 4th)');
  });

  it('allows 366 days, not 367', () => {
    expect(span('2025-01-01..2026-01-01')).toBe('2025-01-01..2026-01-01 (2025-01-01 to 2026-01-01)');
    expect(span('2025-01-01..2026-01-02')).toBe('error: "2025-01-01..2026-01-02" is longer than a year; ask for 366 days or fewer.');
  });

  it('this month and last year at the turn of the year', () => {
    expect(span('this month', '2026-12-15')).toBe('2026-12-01..2026-12-31 (this month)');
    expect(span('last month', '2027-01-15')).toBe('2026-12-01..2026-12-31 (last month)');
    expect(span('last year', '2027-01-01')).toBe('2026-01-01..2026-12-31 (last year)');
  });

  it('counts weeks only as the whole phrase', () => {
    expect(span('x last 2 weeks')).toBe(`error: ${UNREAD_RANGE('x last 2 weeks')}`);
    expect(span('last 2 weeks x')).toBe(`error: ${UNREAD_RANGE('last 2 weeks x')}`);
    expect(span('last 2 weekends')).toBe(`error: ${UNREAD_RANGE('last 2 weekends')}`);
  });

  it('counts months back from today to the day after the same date, 1 to 12 of them', () => {
    expect(span('last 1 month')).toBe('2026-10-21..2026-11-20 (the last 1 month)');
    expect(span('past 2 months')).toBe('2026-09-21..2026-11-20 (the last 2 months)');
    expect(span('last 12 months')).toBe('2025-11-21..2026-11-20 (the last 12 months)');
    expect(span('last 0 months')).toBe('error: "last 0 months": pick between 1 and 12 months.');
    expect(span('last 13 months')).toBe('error: "last 13 months": pick between 1 and 12 months.');
    expect(span('x last 2 months')).toBe(`error: ${UNREAD_RANGE('x last 2 months')}`);
    expect(span('last 2 months x')).toBe(`error: ${UNREAD_RANGE('last 2 months x')}`);
  });

  it('counts months across the year and into shorter months', () => {
    expect(span('last 2 months', '2026-01-15')).toBe('2025-11-16..2026-01-15 (the last 2 months)');
    // A month before Mar 31 is Feb 28 (no Feb 31), so the last month is all of March.
    expect(span('last 1 month', '2026-03-31')).toBe('2026-03-01..2026-03-31 (the last 1 month)');
    expect(span('last 1 month', '2026-12-31')).toBe('2026-12-01..2026-12-31 (the last 1 month)');
  });

  it('"between A and B" is a range; "A and B" is not', () => {
    expect(span('between mon and wed')).toBe('2026-11-16..2026-11-18 (mon to wed)');
    expect(span('between nov 1 and nov 3')).toBe('2026-11-01..2026-11-03 (nov 1 to nov 3)');
    expect(span('mon and wed')).toBe(`error: ${UNREAD_RANGE('mon and wed')}`);
    expect(span('x between mon and wed')).toBe(`error: ${UNREAD_RANGE('x between mon and wed')}`);
  });

  it('an end weekday is the most recent one; only one before the start moves forward', () => {
    // Nov 1 to "wed" is up to Wednesday Nov 18, not the first Wednesday after Nov 1.
    expect(span('nov 1 to wed')).toBe('2026-11-01..2026-11-18 (nov 1 to wed)');
    // A day to the same day is that one day, even for words relative to today.
    expect(span('yesterday to yesterday')).toBe('2026-11-19..2026-11-19 (yesterday to yesterday)');
  });

  it('a text longer than 120 characters is not read as a range', () => {
    expect(span('this week'.padEnd(120))).toBe('2026-11-16..2026-11-22 (this week)');
    expect(span('this week'.padEnd(121))).toBe('error: I couldn\'t read "this week" as a date range.');
    expect(span('1..'.repeat(100))).toBe(`error: I couldn't read "${'1..'.repeat(13)}…" as a date range.`);
  });
});

describe('leadingDate: a first word that looks like a date but is not one', () => {
  it('says why a date-shaped word cannot be read', () => {
    for (const word of ['2026-11', '11/23/202', '1/2/3']) {
      expect(leadingDate([word, 'demo'], TODAY, 'future')).toEqual({ length: 0, error: UNREAD(word) });
    }
    // Trailing punctuation is not part of the date.
    expect(leadingDate(['11/23/202,', 'demo'], TODAY, 'future')).toEqual({ length: 0, error: UNREAD('11/23/202') });
    expect(leadingDate(['11/23/202?!'], TODAY, 'future')).toEqual({ length: 0, error: UNREAD('11/23/202') });
  });

  it('leaves numbers that are not date-shaped alone', () => {
    for (const word of ['12345-6', '555-1234', 'room-12']) {
      expect(leadingDate([word, 'demo'], TODAY, 'future')).toStrictEqual({ length: 0 });
    }
  });
});
