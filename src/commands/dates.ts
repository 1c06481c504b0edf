import { quoted } from '../text/markdown.js';
import { addDaysIso, daysBetween, isoFromParts, isRealDate, weekdayOf, type IsoDate } from '../time/hub-date.js';

/**
 * Dates and ranges as members type them, resolved against the hub's today.
 * A bare weekday means the next occurrence (today included) when planning
 * (`future`), the most recent one (today included) when looking back (`past`).
 * `next fri` is the first Friday after today, `last fri` the last one before.
 */
/**
 * Which of the dates a word can name: `future` (today or later, or the last
 * two weeks for a date said alone: "the 19th" on the 20th is yesterday's
 * check-in), `ahead` (as `future`, but a day of the month alone is never in the past: "away from the 20th" on the 24th is next month's),
 * `past`, or `nearest`.
 */
export type Bias = 'future' | 'ahead' | 'past' | 'nearest';

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
  /** How the member said it, for replies ("this week", "the last 7 days"). */
  label: string;
}

export const MAX_RANGE_DAYS = 366;

/** `sure`: the text clearly meant a date and is wrong (2026-02-30, "next blursday"), not merely something else. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string; sure?: boolean };

// Maps, not object literals: "__proto__" or "constructor" must not look like a weekday (the fuzzer found that).
const WEEKDAYS = new Map<string, number>(Object.entries({
  sunday: 0, sun: 0, monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3,
  thursday: 4, thu: 4, thur: 4, thurs: 4, friday: 5, fri: 5, saturday: 6, sat: 6,
}));
const MONTHS = new Map<string, number>(Object.entries({
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10,
  november: 11, nov: 11, december: 12, dec: 12,
}));

export const isMonthWord = (word: string) => MONTHS.has(word.toLowerCase());

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(error: string): Parsed<T> => ({ ok: false, error });
const wrong = <T>(error: string): Parsed<T> => ({ ok: false, error, sure: true });

/** Words that mean a day relative to today, each with its offset. A new spelling is one entry. */
const RELATIVE_DAYS = new Map<string, number>(Object.entries({
  today: 0, now: 0, tonight: 0, tod: 0,
  tomorrow: 1, tmr: 1, tmrw: 1, tmw: 1, tomorow: 1, tommorow: 1, tommorrow: 1, '2moro': 1, '2morrow': 1,
  yesterday: -1, yday: -1, yest: -1,
  'day after tomorrow': 2, 'the day after tomorrow': 2, 'day after tmr': 2, 'day after tmrw': 2,
  'day before yesterday': -2, 'the day before yesterday': -2,
}));
const NUMBER_WORDS = new Map<string, number>(Object.entries({ a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10 }));

/** The longest text a date can be: anything longer is not one, and is not scanned (inputs may be 100 kB). */
const MAX_DATE_CHARS = 40;

/** Lower case, straight apostrophes, no trailing punctuation, single spaces: how dates and ranges are read. */
function folded(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[.!?,;:]+$/, '')
    .replace(/\s+/g, ' ');
}

/** One date. `text` is the whole date expression, e.g. "next mon", "nov 21", "2026-11-21", "on fri!", "Mon, Nov 23". */
export function parseDate(text: string, today: IsoDate, bias: Bias): Parsed<IsoDate> {
  if (text.length > MAX_DATE_CHARS * 2) return fail(`I couldn't read ${quoted(text)} as a date.`);
  const plain = folded(text);
  const t = plain.replace(/(\d)(st|nd|rd|th)\b/g, '$1');
  // "on fri", "for tomorrow", "this coming friday": the little word before a date changes nothing.
  const lead = /^(?:on|for|by|this coming|coming) (.+)$/.exec(plain);
  if (lead) return parseDate(lead[1]!, today, bias);
  const relative = RELATIVE_DAYS.get(t);
  if (relative !== undefined) return ok(addDaysIso(today, relative));

  let m = /^in (\d{1,3}|[a-z]+) (day|week)s?$/.exec(t);
  if (m) {
    const n = /^\d/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS.get(m[1]!);
    if (n !== undefined) return ok(addDaysIso(today, m[2] === 'week' ? n * 7 : n));
  }
  // "the 30th", "30th": a day of this month or the next (the last one looking back). "the 3" alone is too often a count.
  m = /^(?:the )?(\d{1,2})(?:st|nd|rd|th)$/.exec(plain);
  if (m) return dayOfMonth(Number(m[1]), today, bias, text);
  m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(t);
  if (m) return calendar(Number(m[1]), Number(m[2]), Number(m[3]), text);
  m = /^(\d{1,2})[/-](\d{1,2})(?:[/-](\d{2}|\d{4}))?$/.exec(t);
  if (m) return monthDay(Number(m[1]), Number(m[2]), m[3], today, bias, text);
  // "21.12." and "3.1.2027": a day then its month, with dots, as most of Europe writes them (the trailing dot is the date's).
  m = /^(\d{1,2})\.(\d{1,2})\.?(?:(\d{2}|\d{4}))?$/.exec(t);
  if (m) return monthDay(Number(m[2]), Number(m[1]), m[3], today, bias, text);
  m = /^([a-z]+)\.? (\d{1,2})(?:,? (\d{4}))?$/.exec(t);
  if (m && isMonthWord(m[1]!)) return monthDay(MONTHS.get(m[1]!)!, Number(m[2]), m[3], today, bias, text);
  m = /^(\d{1,2}) ([a-z]+)\.?(?:,? (\d{4}))?$/.exec(t);
  if (m && isMonthWord(m[2]!)) return monthDay(MONTHS.get(m[2]!)!, Number(m[1]), m[3], today, bias, text);

  // "Monday the 14th": the 14th that is a Monday, the first from today (or the last, looking back) within a year.
  m = /^([a-z]+),? (?:the )?(\d{1,2})(?:st|nd|rd|th)?$/.exec(plain);
  if (m && WEEKDAYS.has(m[1]!) && /(?:st|nd|rd|th)$|^[a-z]+,? the /.test(plain)) return weekdayOfMonth(WEEKDAYS.get(m[1]!)!, Number(m[2]), today, bias, text);
  // "Mon, Nov 23" / "friday 11/27": the weekday must agree with the date it names.
  m = /^([a-z]+),? (\d.*|[a-z]+\.? \d.*)$/.exec(t);
  if (m && WEEKDAYS.has(m[1]!)) {
    const date = parseDate(m[2]!, today, bias);
    if (!date.ok) return date;
    if (weekdayOf(date.value) !== WEEKDAYS.get(m[1]!)) return wrong(`${quoted(text)}: ${m[2]} is a ${DAY_NAMES[weekdayOf(date.value)]}, not a ${DAY_NAMES[WEEKDAYS.get(m[1]!)!]}.`);
    return date;
  }

  m = /^(next|last|this) ([a-z]+)$/.exec(t);
  if (m) {
    // "this afternoon", "this week": a time of day or a range, not a misspelt weekday.
    if (NOT_WEEKDAYS.has(m[2]!)) return fail(`I couldn't read ${quoted(text)} as a date.`);
    const day = WEEKDAYS.get(m[2]!);
    if (day === undefined) return wrong(`I don't know the day ${quoted(text)}. Try a weekday, like "${m[1]} monday".`);
    const current = weekdayOf(today);
    if (m[1] === 'next') return ok(addDaysIso(today, ((day - current + 6) % 7) + 1));
    if (m[1] === 'last') return ok(addDaysIso(today, -(((current - day + 6) % 7) + 1)));
    return ok(nearestWeekday(day, today, bias));
  }
  const day = WEEKDAYS.get(t);
  if (day !== undefined) return ok(nearestWeekday(day, today, bias));
  return fail(`I couldn't read ${quoted(text)} as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23.`);
}

/** Words after this/next/last that are not weekdays gone wrong. */
const NOT_WEEKDAYS = new Set(['morning', 'afternoon', 'evening', 'night', 'week', 'weekend', 'month', 'year', 'time', 'one', 'day']);

/** A day of the month alone, windowed like a month and day (YEAR_WINDOW_DAYS): "the 19th" on the 20th is yesterday, "the 30th" this month's. */
function dayOfMonth(day: number, today: IsoDate, bias: Bias, text: string): Parsed<IsoDate> {
  // No month has a 0th or a 32nd: no candidates, so "isn't a real date" below.
  const [y, mo] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const months = [-2, -1, 0, 1, 2].map((k) => ({ y: y + Math.floor((mo - 1 + k) / 12), m: ((mo - 1 + k) % 12 + 12) % 12 + 1 }));
  const candidates = months.filter((c) => isRealDate(c.y, c.m, day)).map((c) => isoFromParts(c.y, c.m, day));
  const chosen =
    bias === 'future' || bias === 'ahead'
      ? candidates.find((d) => d >= addDaysIso(today, bias === 'ahead' ? 0 : -YEAR_WINDOW_DAYS))
      : bias === 'past'
        ? candidates.filter((d) => d <= addDaysIso(today, YEAR_WINDOW_DAYS)).at(-1)
        : [...candidates].sort((a, b) => Math.abs(daysBetween(today, a)) - Math.abs(daysBetween(today, b)))[0];
  return chosen ? ok(chosen) : wrong(`${quoted(text)} isn't a real date.`);
}

/** The day of the month that falls on the weekday: searched a year ahead (or back, looking back) from this month. */
function weekdayOfMonth(weekday: number, day: number, today: IsoDate, bias: Bias, text: string): Parsed<IsoDate> {
  const [y, mo] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const months = Array.from({ length: 13 }, (_, k) => (bias === 'past' ? -k : k)).map((k) => ({ y: y + Math.floor((mo - 1 + k) / 12), m: ((((mo - 1 + k) % 12) + 12) % 12) + 1 }));
  const found = months
    .filter((c) => isRealDate(c.y, c.m, day))
    .map((c) => isoFromParts(c.y, c.m, day))
    .find((d) => weekdayOf(d) === weekday && (bias === 'past' ? d <= today : d >= today));
  return found ? ok(found) : wrong(`${quoted(text)}: no ${DAY_NAMES[weekday]} falls on the ${day}${ordinalSuffix(day)} within a year.`);
}

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function nearestWeekday(day: number, today: IsoDate, bias: Bias): IsoDate {
  const current = weekdayOf(today);
  return bias === 'future' || bias === 'ahead' ? addDaysIso(today, (day - current + 7) % 7) : addDaysIso(today, -((current - day + 7) % 7));
}

function calendar(year: number, month: number, day: number, text: string): Parsed<IsoDate> {
  if (!isRealDate(year, month, day)) return wrong(`${quoted(text)} isn't a real date.`);
  return ok(isoFromParts(year, month, day));
}

/**
 * Month and day without a year. Planning (`future`): the first one from two
 * weeks ago on, so "checkin 6/1" in November plans next June while "checkin
 * 11/10" still records a visit ten days late. Looking back (`past`): the last
 * one up to two weeks ahead, so "since 6/1" means this June. Asking about
 * one day (`nearest`): the closest one, so "who's here dec 24" asked in
 * November is this Christmas Eve, not last year's.
 */
const YEAR_WINDOW_DAYS = 14;

function monthDay(month: number, day: number, yearText: string | undefined, today: IsoDate, bias: Bias, text: string): Parsed<IsoDate> {
  if (yearText !== undefined) {
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    return calendar(year, month, day, text);
  }
  const thisYear = Number(today.slice(0, 4));
  const candidates = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2]
    .filter((y) => isRealDate(y, month, day))
    .map((y) => isoFromParts(y, month, day));
  // A tie goes to the earlier one: candidates are in date order and the sort is stable.
  const distance = (d: IsoDate) => Math.abs(daysBetween(today, d));
  // A month and day keeps the two-week window even `ahead`: "dec 20" on Dec 22 is this year's, already passed (and
  // said so), never next year's.
  const chosen =
    bias === 'future' || bias === 'ahead'
      ? candidates.find((d) => d >= addDaysIso(today, -YEAR_WINDOW_DAYS))
      : bias === 'nearest'
        ? [...candidates].sort((a, b) => distance(a) - distance(b))[0]
        : candidates.filter((d) => d <= addDaysIso(today, YEAR_WINDOW_DAYS)).at(-1);
  return chosen ? ok(chosen) : wrong(`${quoted(text)} isn't a real date.`);
}

/** A range: this week, last week, next week, this month, last month, this year, last year, last N days, A..B, A to B, since A. */
export function parseRange(text: string, today: IsoDate): Parsed<DateRange> {
  if (text.length > MAX_DATE_CHARS * 3) return fail(`I couldn't read ${quoted(text)} as a date range.`);
  const t = folded(text)
    .replace(/^(?:in|for|during|over|from) (?=this|last|next|the|past)/, '')
    .replace(/^the /, '');
  const monday = addDaysIso(today, -((weekdayOf(today) + 6) % 7));
  const range = (start: IsoDate, end: IsoDate, label: string): Parsed<DateRange> => {
    if (start > end) return fail(`${quoted(text)} ends before it starts.`);
    // A year at most: longer answers would flood the chat (and hold up everyone's replies).
    if (daysBetween(start, end) >= MAX_RANGE_DAYS) return fail(`${quoted(text)} is longer than a year; ask for ${MAX_RANGE_DAYS} days or fewer.`);
    return ok({ start, end, label });
  };
  switch (t) {
    case 'this week':
      return range(monday, addDaysIso(monday, 6), 'this week');
    case 'last week':
      return range(addDaysIso(monday, -7), addDaysIso(monday, -1), 'last week');
    case 'next week':
      return range(addDaysIso(monday, 7), addDaysIso(monday, 13), 'next week');
    case 'this weekend':
    case 'weekend':
      return range(addDaysIso(monday, 5), addDaysIso(monday, 6), 'this weekend');
    case 'next weekend':
      return range(addDaysIso(monday, 12), addDaysIso(monday, 13), 'next weekend');
    case 'last weekend':
      return range(addDaysIso(monday, -2), addDaysIso(monday, -1), 'last weekend');
    case 'past week':
      return range(addDaysIso(today, -6), today, 'the past week');
    case 'this month':
      return range(`${today.slice(0, 8)}01`, lastOfMonth(today), 'this month');
    case 'last month': {
      const prev = addDaysIso(`${today.slice(0, 8)}01`, -1);
      return range(`${prev.slice(0, 8)}01`, prev, 'last month');
    }
    case 'this year':
      return range(`${today.slice(0, 4)}-01-01`, `${today.slice(0, 4)}-12-31`, 'this year');
    case 'last year': {
      const year = Number(today.slice(0, 4)) - 1;
      return range(isoFromParts(year, 1, 1), isoFromParts(year, 12, 31), 'last year');
    }
  }
  let m = /^(?:last|past) (\d{1,4}) days?$/.exec(t);
  if (m) {
    const n = Number(m[1]);
    if (n < 1 || n > MAX_RANGE_DAYS) return fail(`${quoted(text)}: pick between 1 and ${MAX_RANGE_DAYS} days.`);
    return range(addDaysIso(today, -(n - 1)), today, `the last ${n} day${n === 1 ? '' : 's'}`);
  }
  m = /^(?:last|past) (\d{1,2}) weeks?$/.exec(t);
  if (m) {
    const n = Number(m[1]);
    if (n < 1 || n * 7 > MAX_RANGE_DAYS) return fail(`${quoted(text)}: pick between 1 and ${Math.floor(MAX_RANGE_DAYS / 7)} weeks.`);
    return range(addDaysIso(today, -(n * 7 - 1)), today, `the last ${n} week${n === 1 ? '' : 's'}`);
  }
  m = /^(?:last|past) (\d{1,2}) months?$/.exec(t);
  if (m) {
    const n = Number(m[1]);
    if (n < 1 || n > 12) return fail(`${quoted(text)}: pick between 1 and 12 months.`);
    return range(addDaysIso(addMonths(today, -n), 1), today, `the last ${n} month${n === 1 ? '' : 's'}`);
  }
  m = /^since (.+)$/.exec(t);
  if (m) {
    const start = parseDate(m[1]!, today, 'past');
    return start.ok ? range(start.value, today, `since ${m[1]}`) : start;
  }
  // "A and B" is two days; only "between A and B" is a range. An arrow is "to" ("2026-12-21 → 2027-01-03").
  m = /^between ([^.]+?)\s+and\s+(.+)$/.exec(t) ?? /^(?:from )?([^.]+?)\s*(?:\.\.|→|⟶|\bto\b|\buntil\b|\bthrough\b|\bthru\b)\s*(.+)$/.exec(t);
  if (m) {
    const start = parseDate(m[1]!, today, 'past');
    if (!start.ok) return start;
    const end = parseDate(m[2]!, today, 'past');
    if (!end.ok) return end;
    // "fri to mon" looking back: Monday is after Friday, so take the Monday that follows.
    const endDate = end.value < start.value && !/\d/.test(m[2]!) ? parseDate(m[2]!, start.value, 'future') : end;
    return endDate.ok ? range(start.value, endDate.value, `${m[1]} to ${m[2]}`) : endDate;
  }
  return fail(`I couldn't read ${quoted(text)} as a date range. Try this week, last week, this month, last 7 days, since mon, or nov 1..nov 15.`);
}

/** The same day of the month `n` months away, clamped to that month's last day. */
function addMonths(date: IsoDate, n: number): IsoDate {
  const [y, mo, d] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  const index = y * 12 + (mo - 1) + n;
  const [ty, tm] = [Math.floor(index / 12), (index % 12) + 1];
  const last = Number(lastOfMonth(isoFromParts(ty, tm, 1)).slice(8, 10));
  return isoFromParts(ty, tm, Math.min(d, last));
}

function lastOfMonth(date: IsoDate): IsoDate {
  const [y, mo] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const firstOfNext = mo === 12 ? isoFromParts(y + 1, 1, 1) : isoFromParts(y, mo + 1, 1);
  return addDaysIso(firstOfNext, -1);
}

/** The most words a date takes: "on the day after tomorrow", "Mon, Nov 23, 2026". */
const MAX_DATE_WORDS = 5;

/**
 * How many leading words of `words` form a date, trying the longest first.
 * 0 when they don't start with a date at all; an error when they clearly try
 * to (2026-02-30, 13/45, next blursday, "Tue, Nov 23") and fail.
 */
export function leadingDate(words: string[], today: IsoDate, bias: Bias): { length: number; date?: IsoDate; error?: string } {
  for (let n = Math.min(MAX_DATE_WORDS, words.length); n >= 1; n--) {
    const parsed = parseDate(words.slice(0, n).join(' '), today, bias);
    if (parsed.ok) return { length: n, date: parsed.value };
    if (parsed.sure) return { length: 0, error: parsed.error };
  }
  const first = (words[0] ?? '').toLowerCase().replace(/[.!?,;:]+$/, '');
  if (/^\d{1,4}[-/]\d{1,2}([-/]\d{1,4})?$/.test(first)) {
    const parsed = parseDate(first, today, bias);
    return { length: 0, error: parsed.ok ? undefined : parsed.error };
  }
  return { length: 0 };
}

/**
 * Two slash dates of one span, one of which can only be written day first ("27/11 to 1/12", "between 01/11 and
 * 23/11"): both are day first, as one writer writes a span; returned month first. (Alone, "01/11" stays month first.)
 */
export function dayFirstPair(first: string, second: string): [string, string] {
  const a = SLASH_DATE.exec(first.trim());
  const b = SLASH_DATE.exec(second.trim());
  if (!a || !b) return [first, second];
  const [d1, m1, d2, m2] = [a[1], a[2], b[1], b[2]].map(Number) as [number, number, number, number];
  if (!((d1 > 12 || d2 > 12) && m1 <= 12 && m2 <= 12)) return [first, second];
  return [`${a[2]}/${a[1]}${a[3] ?? ''}`, `${b[2]}/${b[1]}${b[3] ?? ''}`];
}
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})(\/\d{2,4})?$/;
