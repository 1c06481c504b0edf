import { describe, expect, it } from 'vitest';
import { parseRange, type DateRange, type Parsed } from '../../src/commands/dates.js';

/** Named ranges, counted ranges at their limits, and DATE to DATE, parsed whole. Today is Fri 2026-11-20. */
const CASES: Array<[string, Parsed<DateRange>]> = [
  ["last weekend", {"ok": true, "value": {"start": "2026-11-14", "end": "2026-11-15", "label": "last weekend"}}],
  ["past week", {"ok": true, "value": {"start": "2026-11-14", "end": "2026-11-20", "label": "the past week"}}],
  ["next weekend", {"ok": true, "value": {"start": "2026-11-28", "end": "2026-11-29", "label": "next weekend"}}],
  ["this weekend", {"ok": true, "value": {"start": "2026-11-21", "end": "2026-11-22", "label": "this weekend"}}],
  ["last 1 week", {"ok": true, "value": {"start": "2026-11-14", "end": "2026-11-20", "label": "the last 1 week"}}],
  ["last 2 weeks", {"ok": true, "value": {"start": "2026-11-07", "end": "2026-11-20", "label": "the last 2 weeks"}}],
  ["last 0 weeks", {"ok": false, "error": "\"last 0 weeks\": pick between 1 and 52 weeks."}],
  ["last 52 weeks", {"ok": true, "value": {"start": "2025-11-22", "end": "2026-11-20", "label": "the last 52 weeks"}}],
  ["last 53 weeks", {"ok": false, "error": "\"last 53 weeks\": pick between 1 and 52 weeks."}],
  ["last 1 day", {"ok": true, "value": {"start": "2026-11-20", "end": "2026-11-20", "label": "the last 1 day"}}],
  ["last 366 days", {"ok": true, "value": {"start": "2025-11-20", "end": "2026-11-20", "label": "the last 366 days"}}],
  ["last 367 days", {"ok": false, "error": "\"last 367 days\": pick between 1 and 366 days."}],
  ["last 0 days", {"ok": false, "error": "\"last 0 days\": pick between 1 and 366 days."}],
  ["this month", {"ok": true, "value": {"start": "2026-11-01", "end": "2026-11-30", "label": "this month"}}],
  ["last month", {"ok": true, "value": {"start": "2026-10-01", "end": "2026-10-31", "label": "last month"}}],
  ["this year", {"ok": true, "value": {"start": "2026-01-01", "end": "2026-12-31", "label": "this year"}}],
  ["last year", {"ok": true, "value": {"start": "2025-01-01", "end": "2025-12-31", "label": "last year"}}],
  ["fri to mon", {"ok": true, "value": {"start": "2026-11-20", "end": "2026-11-23", "label": "fri to mon"}}],
  ["nov 1 to 13/45", {"ok": false, "error": "\"13/45\" isn't a real date.", "sure": true}],
  ["13/45 to nov 3", {"ok": false, "error": "\"13/45\" isn't a real date.", "sure": true}],
  ["since blah", {"ok": false, "error": "I couldn't read \"blah\" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23."}],
];

describe('parseRange, range by range', () => {
  it.each(CASES)('%s', (text, expected) => {
    expect(parseRange(text, '2026-11-20')).toStrictEqual(expected);
  });
});
