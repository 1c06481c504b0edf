import { describe, expect, it } from 'vitest';
import { leadingDate, parseDate, parseRange } from '../../src/commands/dates.js';

/**
 * What each way of writing a date or a range means on Friday 2026-11-20, exactly (errors included). Reviewed by hand.
 * Changed on purpose by issue 16: an error that clearly meant a date is marked `sure` (so a longer reading is not
 * tried for notes); `5-6` is May 6 (the `11-23` form members write); "last 1000 days" says why it is refused.
 */
const TODAY = '2026-11-20';

describe('parseDate, word by word', () => {
  it.each([
    ["today", "past", {"ok": true, "value": "2026-11-20"}],
    ["today", "future", {"ok": true, "value": "2026-11-20"}],
    ["Now", "past", {"ok": true, "value": "2026-11-20"}],
    ["Now", "future", {"ok": true, "value": "2026-11-20"}],
    ["tomorrow", "past", {"ok": true, "value": "2026-11-21"}],
    ["tomorrow", "future", {"ok": true, "value": "2026-11-21"}],
    ["tmrw", "past", {"ok": true, "value": "2026-11-21"}],
    ["tmrw", "future", {"ok": true, "value": "2026-11-21"}],
    ["yesterday", "past", {"ok": true, "value": "2026-11-19"}],
    ["yesterday", "future", {"ok": true, "value": "2026-11-19"}],
    ["  Nov   23rd ", "past", {"ok": true, "value": "2026-11-23"}],
    ["  Nov   23rd ", "future", {"ok": true, "value": "2026-11-23"}],
    ["11/23", "past", {"ok": true, "value": "2026-11-23"}],
    ["11/23", "future", {"ok": true, "value": "2026-11-23"}],
    ["11/23/27", "past", {"ok": true, "value": "2027-11-23"}],
    ["11/23/27", "future", {"ok": true, "value": "2027-11-23"}],
    ["11/23/2027", "past", {"ok": true, "value": "2027-11-23"}],
    ["11/23/2027", "future", {"ok": true, "value": "2027-11-23"}],
    ["1/2/3", "past", {"ok": false, "error": "I couldn't read \"1/2/3\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23."}],
    ["1/2/3", "future", {"ok": false, "error": "I couldn't read \"1/2/3\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23."}],
    ["23 nov", "past", {"ok": true, "value": "2026-11-23"}],
    ["23 nov", "future", {"ok": true, "value": "2026-11-23"}],
    ["23 nov 2027", "past", {"ok": true, "value": "2027-11-23"}],
    ["23 nov 2027", "future", {"ok": true, "value": "2027-11-23"}],
    ["nov. 23", "past", {"ok": true, "value": "2026-11-23"}],
    ["nov. 23", "future", {"ok": true, "value": "2026-11-23"}],
    ["nov 23, 2027", "past", {"ok": true, "value": "2027-11-23"}],
    ["nov 23, 2027", "future", {"ok": true, "value": "2027-11-23"}],
    ["next mon", "past", {"ok": true, "value": "2026-11-23"}],
    ["next mon", "future", {"ok": true, "value": "2026-11-23"}],
    ["last fri", "past", {"ok": true, "value": "2026-11-13"}],
    ["last fri", "future", {"ok": true, "value": "2026-11-13"}],
    ["this fri", "past", {"ok": true, "value": "2026-11-20"}],
    ["this fri", "future", {"ok": true, "value": "2026-11-20"}],
    ["last friday", "past", {"ok": true, "value": "2026-11-13"}],
    ["last friday", "future", {"ok": true, "value": "2026-11-13"}],
    ["fri", "past", {"ok": true, "value": "2026-11-20"}],
    ["fri", "future", {"ok": true, "value": "2026-11-20"}],
    ["x nov 23", "past", {"ok": false, "error": "I couldn't read \"x nov 23\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23."}],
    ["x nov 23", "future", {"ok": false, "error": "I couldn't read \"x nov 23\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23."}],
    ["nov 23 x", "past", {"ok": false, "error": "I couldn't read \"nov 23 x\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23."}],
    ["nov 23 x", "future", {"ok": false, "error": "I couldn't read \"nov 23 x\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23."}],
    ["13/45", "past", {"ok": false, "error": "\"13/45\" isn't a real date.", "sure": true}],
    ["13/45", "future", {"ok": false, "error": "\"13/45\" isn't a real date.", "sure": true}],
    ["2026-02-30", "past", {"ok": false, "error": "\"2026-02-30\" isn't a real date.", "sure": true}],
    ["2026-02-30", "future", {"ok": false, "error": "\"2026-02-30\" isn't a real date.", "sure": true}],
    ["nov 1", "past", {"ok": true, "value": "2026-11-01"}],
    ["nov 1", "future", {"ok": true, "value": "2027-11-01"}],
    ["dec 1", "past", {"ok": true, "value": "2026-12-01"}],
    ["dec 1", "future", {"ok": true, "value": "2026-12-01"}],
    ["nov 30", "past", {"ok": true, "value": "2026-11-30"}],
    ["nov 30", "future", {"ok": true, "value": "2026-11-30"}],
    ["oct 1", "past", {"ok": true, "value": "2026-10-01"}],
    ["oct 1", "future", {"ok": true, "value": "2027-10-01"}],
  ] as const)('%j (%s)', (text, bias, expected) => {
    expect(parseDate(text, TODAY, bias)).toEqual(expected);
  });
});

describe('parseRange, phrase by phrase', () => {
  it.each([
    ["this week", {"ok": true, "value": {"start": "2026-11-16", "end": "2026-11-22", "label": "this week"}}],
    ["last week", {"ok": true, "value": {"start": "2026-11-09", "end": "2026-11-15", "label": "last week"}}],
    ["next week", {"ok": true, "value": {"start": "2026-11-23", "end": "2026-11-29", "label": "next week"}}],
    ["this month", {"ok": true, "value": {"start": "2026-11-01", "end": "2026-11-30", "label": "this month"}}],
    ["last month", {"ok": true, "value": {"start": "2026-10-01", "end": "2026-10-31", "label": "last month"}}],
    ["this year", {"ok": true, "value": {"start": "2026-01-01", "end": "2026-12-31", "label": "this year"}}],
    ["last year", {"ok": true, "value": {"start": "2025-01-01", "end": "2025-12-31", "label": "last year"}}],
    ["last 7 days", {"ok": true, "value": {"start": "2026-11-14", "end": "2026-11-20", "label": "the last 7 days"}}],
    ["past 1 day", {"ok": true, "value": {"start": "2026-11-20", "end": "2026-11-20", "label": "the last 1 day"}}],
    ["last 0 days", {"ok": false, "error": "\"last 0 days\": pick between 1 and 366 days."}],
    ["last 366 days", {"ok": true, "value": {"start": "2025-11-20", "end": "2026-11-20", "label": "the last 366 days"}}],
    ["last 367 days", {"ok": false, "error": "\"last 367 days\": pick between 1 and 366 days."}],
    ["last 1000 days", {"ok": false, "error": "\"last 1000 days\": pick between 1 and 366 days."}],
    ["x last 7 days", {"ok": false, "error": "I couldn't read \"x last 7 days\" as a date range. Try this week, last week, this month, last 7 days, since mon, or nov 1..nov 15."}],
    ["last 7 days x", {"ok": false, "error": "I couldn't read \"last 7 days x\" as a date range. Try this week, last week, this month, last 7 days, since mon, or nov 1..nov 15."}],
    ["since mon", {"ok": true, "value": {"start": "2026-11-16", "end": "2026-11-20", "label": "since mon"}}],
    ["since  nov 1", {"ok": true, "value": {"start": "2026-11-01", "end": "2026-11-20", "label": "since nov 1"}}],
    ["x since mon", {"ok": false, "error": "I couldn't read \"x since mon\" as a date range. Try this week, last week, this month, last 7 days, since mon, or nov 1..nov 15."}],
    ["since 2026-02-30", {"ok": false, "error": "\"2026-02-30\" isn't a real date.", "sure": true}],
    ["nov 1..nov 15", {"ok": true, "value": {"start": "2026-11-01", "end": "2026-11-15", "label": "nov 1 to nov 15"}}],
    ["nov 1 to nov 15", {"ok": true, "value": {"start": "2026-11-01", "end": "2026-11-15", "label": "nov 1 to nov 15"}}],
    ["fri to mon", {"ok": true, "value": {"start": "2026-11-20", "end": "2026-11-23", "label": "fri to mon"}}],
    ["fri until mon", {"ok": true, "value": {"start": "2026-11-20", "end": "2026-11-23", "label": "fri to mon"}}],
    ["nov 1 through nov 3", {"ok": true, "value": {"start": "2026-11-01", "end": "2026-11-03", "label": "nov 1 to nov 3"}}],
    ["2026-02-30..nov 1", {"ok": false, "error": "\"2026-02-30\" isn't a real date.", "sure": true}],
    ["nov 1..2026-02-30", {"ok": false, "error": "\"2026-02-30\" isn't a real date.", "sure": true}],
    ["nov 15..nov 1", {"ok": false, "error": "\"nov 15..nov 1\" ends before it starts."}],
    ["2025-01-01..2026-01-01", {"ok": true, "value": {"start": "2025-01-01", "end": "2026-01-01", "label": "2025-01-01 to 2026-01-01"}}],
    ["2025-01-02..2026-01-01", {"ok": true, "value": {"start": "2025-01-02", "end": "2026-01-01", "label": "2025-01-02 to 2026-01-01"}}],
    ["blorp", {"ok": false, "error": "I couldn't read \"blorp\" as a date range. Try this week, last week, this month, last 7 days, since mon, or nov 1..nov 15."}],
    ["Last  Week", {"ok": true, "value": {"start": "2026-11-09", "end": "2026-11-15", "label": "last week"}}],
  ])('%j', (text, expected) => {
    expect(parseRange(text, TODAY)).toEqual(expected);
  });
});

describe('leadingDate: how many leading words make a date', () => {
  it.each([
    [["tomorrow", "demo"], "past", {"length": 1, "date": "2026-11-21"}],
    [["tomorrow", "demo"], "future", {"length": 1, "date": "2026-11-21"}],
    [["next", "mon", "x"], "past", {"length": 2, "date": "2026-11-23"}],
    [["next", "mon", "x"], "future", {"length": 2, "date": "2026-11-23"}],
    [["last", "fri"], "past", {"length": 2, "date": "2026-11-13"}],
    [["last", "fri"], "future", {"length": 2, "date": "2026-11-13"}],
    [["11/31", "x"], "past", {"length": 0, "error": "\"11/31\" isn't a real date."}],
    [["11/31", "x"], "future", {"length": 0, "error": "\"11/31\" isn't a real date."}],
    [["2026-02-30"], "past", {"length": 0, "error": "\"2026-02-30\" isn't a real date."}],
    [["2026-02-30"], "future", {"length": 0, "error": "\"2026-02-30\" isn't a real date."}],
    [["nov", "23", "x"], "past", {"length": 2, "date": "2026-11-23"}],
    [["nov", "23", "x"], "future", {"length": 2, "date": "2026-11-23"}],
    [["hello", "world"], "past", {"length": 0}],
    [["hello", "world"], "future", {"length": 0}],
    [[], "past", {"length": 0}],
    [[], "future", {"length": 0}],
    [["next"], "past", {"length": 0}],
    [["next"], "future", {"length": 0}],
    [["13/45"], "past", {"length": 0, "error": "\"13/45\" isn't a real date."}],
    [["13/45"], "future", {"length": 0, "error": "\"13/45\" isn't a real date."}],
    [["5-6"], "past", {"length": 1, "date": "2026-05-06"}],
    [["5-6"], "future", {"length": 1, "date": "2027-05-06"}],
  ] as const)('%j (%s)', (words, bias, expected) => {
    expect(leadingDate([...words], TODAY, bias)).toEqual(expected);
  });
});
