import { TZDate } from '@date-fns/tz';
// A subpath import: the date-fns index loads every function (about 20 MB of RSS).
import { format } from 'date-fns/format';

/**
 * A calendar date at the hub, `YYYY-MM-DD`. The hub's "today" is computed in
 * the hub's IANA zone, never from `toISOString()` (UTC) or the machine's zone:
 * at 23:30 in New York it is already tomorrow in UTC.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date at the hub at instant `now`. */
export function hubToday(now: Date, timeZone: string): IsoDate {
  // A zone lookup costs microseconds (who's here asks for each of 250 visits' stamps): the instants of the
  // last few hub days are kept as spans, and an instant inside one needs no lookup.
  const at = now.getTime();
  const spans = daySpans.get(timeZone) ?? [];
  const known = spans.find((s) => s.start <= at && at < s.end);
  if (known) return known.date;
  const date = zoneDate(at, timeZone);
  const span = { date, start: hubInstant(date, 0, 0, timeZone).getTime(), end: hubInstant(addDaysIso(date, 1), 0, 0, timeZone).getTime() };
  // Kept only when both ends check out: where midnight is skipped or repeated by a clock change, the
  // computed ends may not bound the day, and such an instant is simply looked up each time.
  if (span.start <= at && at < span.end && zoneDate(span.start, timeZone) === date && zoneDate(span.end - 1, timeZone) === date) {
    daySpans.set(timeZone, [span, ...spans].slice(0, KEPT_DAYS));
  }
  return date;
}

const KEPT_DAYS = 8;
const daySpans = new Map<string, Array<{ date: IsoDate; start: number; end: number }>>();

function zoneDate(at: number, timeZone: string): IsoDate {
  return format(new TZDate(at, timeZone), 'yyyy-MM-dd');
}

/** A real calendar date in `YYYY-MM-DD` form (rejects 2026-02-30, 2026-13-01). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(y, mo, d);
}

export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1 || year < 1 || year > 9999) return false;
  const probe = utcMidnight(year, month, day);
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Midnight UTC of a date; unlike `Date.UTC`, years 0–99 stay themselves (not 1900–1999). */
function utcMidnight(year: number, month: number, day: number): Date {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d;
}

const DAY_MS = 86_400_000;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Days since 1970-01-01 of a calendar date. Adding days to a *calendar date*
 * involves no time zone and no DST, so this is plain integer arithmetic (the
 * zone only matters in turning an instant into a date: `hubToday`).
 */
function dayNumber(date: IsoDate): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return utcMidnight(Number(m[1]), Number(m[2]), Number(m[3])).getTime() / DAY_MS;
}

function fromDayNumber(day: number): IsoDate {
  const d = new Date(day * DAY_MS);
  return isoFromParts(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function isoFromParts(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDaysIso(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** "Friday, November 20, 2026" */
export function longDate(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${MONTH_NAMES[m - 1]} ${d}, ${y}`;
}

/** "Fri Nov 20" */
export function shortDate(date: IsoDate): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[weekdayOf(date)]!.slice(0, 3)} ${MONTH_NAMES[m - 1]!.slice(0, 3)} ${d}`;
}

/** Every date from `start` to `end`, both included. */
export function eachDate(start: IsoDate, end: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = dayNumber(start), last = dayNumber(end); d <= last; d++) out.push(fromDayNumber(d));
  return out;
}

/** An instant rendered in the hub's zone with its offset, as the directory does: 2025-04-14T09:41:26-04:00. */
export function hubTimestamp(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/**
 * Minutes past midnight on the hub's wall clock at `now` (09:41 is 581), as
 * hubTimestamp shows it. Every message is read at its minute (understand), and
 * formatting an instant in a zone costs more than the rest of reading a short
 * command: the minute is kept per zone, and an instant in the same UTC minute
 * needs no lookup. It is kept only when both ends of that UTC minute show it
 * (an offset of whole minutes, no clock change inside); otherwise it is
 * looked up each time.
 */
export function hubMinuteOfDay(now: Date, timeZone: string): number {
  const at = now.getTime();
  const minute = Math.floor(at / 60_000);
  const known = minuteOfDay.get(timeZone);
  if (known !== undefined && known.minute === minute) return known.value;
  const value = wallMinute(at, timeZone);
  const start = minute * 60_000;
  if (wallMinute(start, timeZone) === value && wallMinute(start + 59_999, timeZone) === value) minuteOfDay.set(timeZone, { minute, value });
  return value;
}

const minuteOfDay = new Map<string, { minute: number; value: number }>();

function wallMinute(at: number, timeZone: string): number {
  const clock = /T(\d{2}):(\d{2})/.exec(hubTimestamp(new Date(at), timeZone));
  return clock ? Number(clock[1]) * 60 + Number(clock[2]) : 0;
}

/** The instant at which the hub's wall clock shows `date` `hh:mm`. */
export function hubInstant(date: IsoDate, hours: number, minutes: number, timeZone: string): Date {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return new Date(new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), hours, minutes, timeZone).getTime());
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone.length > 0;
  } catch {
    return false;
  }
}
