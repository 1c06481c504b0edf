import { dayFirstPair, parseDate, parseRange, type DateRange } from '../commands/dates.js';
import { addDaysIso, daysBetween, weekdayOf, type IsoDate } from '../time/hub-date.js';
import { abbreviationDot, isSeparator, type Token } from './tokens.js';
import { MONTHS, NOW_WORDS, NUMBER_WORDS, RELATIVE_DAYS, WEEKDAYS } from './vocabulary.js';

/**
 * When a message says something happens: one day, several days, or a span,
 * read from its words against the hub's today. A bare weekday keeps both its
 * readings (the next one, today included, and the last one, today included):
 * the intent says which way it points. Where a day could be two days ("next
 * wednesday" said on a Tuesday; today's own weekday), `alt` is the other one,
 * and a write on it asks which.
 */
export type When =
  /** `numeric`: written like 3/4, which may as well be a fraction. `fullDate`: with its year, exactly one day whatever today is. */
  | { kind: 'day'; future: IsoDate; past: IsoDate; alt?: IsoDate; weekday?: boolean; now?: boolean; fullDate?: boolean; numeric?: boolean; order?: 'md' | 'dm' }
  /** `ends`: the two days a span was written between ("friday to monday"), for "move my friday to monday". */
  | { kind: 'days'; dates: IsoDate[]; alt?: IsoDate[]; ends?: [Extract<When, { kind: 'day' }>, Extract<When, { kind: 'day' }>]; weekdays?: boolean }
  /** `month`: a month's name alone ("june"), which may be someone's name too. `open`: no end said ("upcoming", "coming up"). */
  | { kind: 'range'; range: DateRange; month?: string; open?: boolean };

export interface WhenRead {
  when: When;
  /** Tokens taken. */
  length: number;
}

/** Words that clearly try to be a date and are not one ("2026-02-30", "next blursday", "Tue, Nov 23" when that is a Monday). */
export interface BadDate {
  error: string;
  length: number;
}

/** Words that may start a date; only these positions are tried. */
const PREFIXES = new Set(['on', 'for', 'of', 'this', 'next', 'last', 'the', 'by', 'in', 'a', 'an', 'since', 'from', 'until', 'till', 'during', 'over', 'every', 'all', 'past', 'right', 'at', 'one', 'two', 'three', 'four']);
/** Short weekday and month words that are other words too ("sat with Bram", "may I"): a date only with a date word around them. */
/** The little words a date may follow: "on fri", "for tomorrow", "by monday". */
const LITTLE = new Set(['on', 'for', 'by']);
const SHY_DAYS = new Map<string, number>(Object.entries({ sat: 6, sun: 0 }));
const SHY_MONTHS = new Map<string, number>(Object.entries({ may: 5, mar: 3 }));
/** Months that are first names too, and the words after which such a word names a person. */
const NAME_MONTHS = new Set(['june', 'april', 'august']);
const ASKS_ABOUT_SOMEONE = new Set(['is', 'was', 'whois', "who's", 'with', 'ask', 'tell', 'ping', 'follow', 'about', 'named', 'called', 'and', 'has', 'did', 'does', 'will']);

const weekdayWord = (w: string | undefined): number | undefined => (w === undefined ? undefined : WEEKDAYS.get(w));

/** The start of this week (Monday). */
export function mondayOf(date: IsoDate): IsoDate {
  return addDaysIso(date, -((weekdayOf(date) + 6) % 7));
}

function forward(day: number, today: IsoDate): IsoDate {
  return addDaysIso(today, (day - weekdayOf(today) + 7) % 7);
}
function backward(day: number, today: IsoDate): IsoDate {
  return addDaysIso(today, -((weekdayOf(today) - day + 7) % 7));
}

// (The words as folded by SPELLINGS: Geordie "oot", "aboot", "doon" arrive as "out", "about", "down".)
const WHERE_BEFORE_THE_DAY = new Set(['in', 'here', 'out', 'off', 'away', 'around', 'about', 'down', 'announcements', 'lists', 'busy', 'open', 'there']);
const DAY_OF_SOMETHING = new Set(['after', 'before', 'of', 'off', 'when', 'that', 'i', 'we', 'you', 'he', 'she', 'they', 'it', 'itself', 'is', 'was', 'will']);

/** One day at `i`: the longest reading. */
export function dayAt(words: string[], i: number, today: IsoDate, shyOk = false): { when: Extract<When, { kind: 'day' }>; length: number } | undefined {
  const w = (k: number) => words[i + k];
  const same = (date: IsoDate, length: number, extra: Partial<Extract<When, { kind: 'day' }>> = {}) => ({ when: { kind: 'day' as const, future: date, past: date, ...extra }, length });
  // Little words before a date change nothing: "on fri", "for tomorrow", "by monday". One of them, not a chain
  // ("on on on … fri" would read the rest once per word: quadratic).
  if (LITTLE.has(w(0) ?? '') && w(1) !== undefined) {
    if (LITTLE.has(w(1)!)) return undefined;
    const inner = dayAt(words, i + 1, today, true);
    return inner ? { when: inner.when, length: inner.length + 1 } : undefined;
  }
  // "a week Friday", "a week on Tuesday" (British and Irish): that weekday a week after its next one, as "Friday week".
  if (w(0) === 'a' && w(1) === 'week') {
    const on = w(2) === 'on' ? 1 : 0;
    const day = w(2 + on);
    const inner = day !== undefined && WEEKDAYS.has(day) ? dayAt([day, 'week'], 0, today) : undefined;
    if (inner && inner.length === 2) return { when: inner.when, length: 3 + on };
  }
  if (w(0) === 'this' && w(1) === 'coming') {
    const inner = dayAt(words, i + 2, today, true);
    return inner && inner.when.weekday ? { when: { ...inner.when, past: inner.when.future }, length: inner.length + 2 } : undefined;
  }
  // "the day after tomorrow", "day before yesterday".
  const dayAfter = (w(0) === 'the' ? 1 : 0);
  if (w(dayAfter) === 'day' && (w(dayAfter + 1) === 'after' || w(dayAfter + 1) === 'before')) {
    const base = RELATIVE_DAYS.get(w(dayAfter + 2) ?? '');
    if (base !== undefined && base !== 0) return same(addDaysIso(today, base + (w(dayAfter + 1) === 'after' ? 1 : -1)), dayAfter + 3);
  }
  // Scottish: "the morn" is tomorrow, "the now" is now ("I'll be in the morn", "I'm here the now").
  if (w(0) === 'the' && w(1) === 'morn') return same(addDaysIso(today, 1), 2);
  if (w(0) === 'the' && w(1) === 'now') return same(today, 2, { now: true });
  // "on the Friday" (a learner's article, or the Friday everyone means): that weekday, unless it is the Friday of
  // something ("the friday after", "the friday before the demo", "the friday of next week").
  if (w(0) === 'the' && weekdayWord(w(1)) !== undefined && !/^(after|before|of|week|after next|just gone|that)$/.test(w(2) ?? '')) {
    const inner = dayAt(words, i + 1, today, true);
    if (inner) return { when: inner.when, length: inner.length + 1 };
  }
  // Scots and Geordie "the day" is today ("am in the day", "keep us oot the announcements the day"): after a word of
  // being somewhere, with nothing after it that makes it a day of something ("in the day before", "for the day").
  if (w(0) === 'the' && w(1) === 'day' && WHERE_BEFORE_THE_DAY.has(words[i - 1] ?? '') && !DAY_OF_SOMETHING.has(w(2) ?? '')) return same(today, 2);
  const holiday = holidayAt(words, i, today);
  if (holiday) return holiday;
  const nearHoliday = besideHolidayAt(words, i, today);
  if (nearHoliday) return nearHoliday;
  const weekEnd = endOfWeekAt(w, today);
  if (weekEnd) return weekEnd;
  const relative = RELATIVE_DAYS.get(w(0) ?? '');
  if (relative !== undefined) return same(addDaysIso(today, relative), 1, relative === 0 ? {} : {});
  if (NOW_WORDS.has(w(0) ?? '')) return same(today, 1, { now: true });
  if (w(0) === 'right' && w(1) === 'now') return same(today, 2, { now: true });
  if (w(0) === 'at' && w(1) === 'the' && w(2) === 'moment') return same(today, 3, { now: true });
  // "in 2 days", "in a week", "in three weeks".
  if (w(0) === 'in') {
    const n = amount(w(1));
    const unit = w(2);
    // "in a week from friday" is "a week from friday": the "in" belongs to the verb.
    if (n !== undefined && unit && /^(day|days|week|weeks)$/.test(unit) && w(3) !== 'from' && w(3) !== 'after') return same(addDaysIso(today, unit.startsWith('week') ? n * 7 : n), 3);
    return undefined;
  }
  // "a week from friday", "two weeks from today", "a week after tomorrow".
  if (amount(w(0)) !== undefined && /^weeks?$/.test(w(1) ?? '') && (w(2) === 'from' || w(2) === 'after')) {
    const base = dayAt(words, i + 3, today, true);
    if (base) {
      const n = amount(w(0))! * 7;
      return { when: { kind: 'day', future: addDaysIso(base.when.future, n), past: addDaysIso(base.when.future, n) }, length: base.length + 3 };
    }
  }
  // Weekdays: "fri", "next wed", "this thursday", "last friday", "tues next week", "wed after next".
  let lead = 0;
  let mode: 'bare' | 'next' | 'this' | 'last' = 'bare';
  if (w(0) === 'next' || w(0) === 'this' || w(0) === 'last') {
    mode = w(0) as 'next' | 'this' | 'last';
    lead = 1;
  }
  const shy = SHY_DAYS.get(w(lead) ?? '');
  const day = weekdayWord(w(lead)) ?? (shy !== undefined && (lead > 0 || shyOk) ? shy : undefined);
  if (day !== undefined) {
    let length = lead + 1;
    let week: 'this' | 'next' | 'after' | undefined;
    if ((w(length) === 'next' || w(length) === 'this') && w(length + 1) === 'week') {
      week = w(length) as 'next' | 'this';
      length += 2;
    } else if (w(length) === 'of' && (w(length + 1) === 'next' || w(length + 1) === 'this') && w(length + 2) === 'week') {
      week = w(length + 1) as 'next' | 'this';
      length += 3;
    } else if (w(length) === 'after' && w(length + 1) === 'next') {
      week = 'after';
      length += 2;
    } else if (w(length) === 'week' && mode === 'next') {
      // "next friday week" (British: a week on Friday).
      week = 'after';
      length += 1;
    } else if (w(length) === 'next' && mode === 'bare' && !WEEKDAYS.has(w(length + 1) ?? '') && !/^(week|weekend|month|year|time|one|to|door)$/.test(w(length + 1) ?? '')) {
      // "Monday next" (formal British): next Monday.
      mode = 'next';
      length += 1;
    } else if (w(length) === 'week' && mode === 'bare' && !/^(of|at|in|is|was|will|has|and)$/.test(w(length + 1) ?? '')) {
      // "Friday week" (British): a week after the coming Friday.
      const ahead = addDaysIso(forward(day, today), 7);
      return same(ahead, length + 1);
    }
    const monday = mondayOf(today);
    const inWeek = (offset: number) => addDaysIso(monday, offset + ((day + 6) % 7));
    if (week === 'next' || (week === 'after' && mode !== 'next')) return same(inWeek(week === 'next' ? 7 : 14), length);
    if (week === 'after') return same(inWeek(14), length);
    if (week === 'this') return same(inWeek(0), length);
    const ahead = forward(day, today);
    const behind = backward(day, today);
    if (mode === 'last') return same(behind === today ? addDaysIso(today, -7) : behind, length);
    if (mode === 'next') {
      const first = ahead === today ? addDaysIso(today, 7) : ahead;
      // "next wednesday" said on a Tuesday: tomorrow, or the one after? Both, and a write asks.
      const thisWeek = first < addDaysIso(monday, 7);
      return same(first, length, thisWeek ? { alt: addDaysIso(first, 7), weekday: true } : { weekday: true });
    }
    if (mode === 'this') return same(inWeek(0) >= today ? inWeek(0) : ahead, length, { weekday: true });
    // A bare weekday: ahead or behind, today included. Today's own weekday may also mean next week's.
    return { when: { kind: 'day', future: ahead, past: behind, weekday: true, ...(ahead === today ? { alt: addDaysIso(today, 7) } : {}) }, length };
  }
  // Month and day, ordinals, numeric dates: the shared date parser reads the words.
  return calendarAt(words, i, today);
}

/**
 * "end of the week", "end of next week", "eow": a Friday, and the Thursday as the other reading (`alt`: a write asks
 * which). Past this week's Friday, "the end of the week" is next week's.
 */
function endOfWeekAt(w: (k: number) => string | undefined, today: IsoDate): { when: Extract<When, { kind: 'day' }>; length: number } | undefined {
  let k = w(0) === 'the' ? 1 : 0;
  let week: 'this' | 'next';
  if (w(k) === 'eow') {
    week = 'this';
    k += 1;
  } else if (w(k) === 'end' && w(k + 1) === 'of' && (w(k + 2) === 'week' || (w(k + 3) === 'week' && (w(k + 2) === 'the' || w(k + 2) === 'this' || w(k + 2) === 'next')))) {
    week = w(k + 2) === 'next' ? 'next' : 'this';
    k += w(k + 2) === 'week' ? 3 : 4;
  } else return undefined;
  let friday = addDaysIso(mondayOf(today), week === 'next' ? 11 : 4);
  if (friday < today) friday = addDaysIso(friday, 7);
  return { when: { kind: 'day', future: friday, past: friday, alt: addDaysIso(friday, -1) }, length: k };
}

/**
 * Days from today on, counted: "the next two weeks", "the coming fortnight", "next couple of weeks", "the next 10
 * days" (today and the days after it; a week is seven).
 */
function spanAhead(w: (k: number) => string, lead: number, today: IsoDate): WhenRead | undefined {
  let k = lead + (w(lead) === 'the' ? 1 : 0);
  if (!/^(next|coming|following)$/.test(w(k))) return undefined;
  k++;
  let days: number | undefined;
  if (w(k) === 'fortnight') days = 14;
  else {
    const n = w(k) === 'few' ? 3 : amount(w(k));
    const of = w(k + 1) === 'of' ? 1 : 0;
    const unit = w(k + 1 + of);
    if (n === undefined || n < 1 || !/^(days|weeks)$/.test(unit)) return undefined;
    days = unit === 'weeks' ? n * 7 : n;
    k += 1 + of;
  }
  if (days > 62) return undefined;
  return { when: { kind: 'range', range: { start: today, end: addDaysIso(today, days - 1), label: `the next ${days} days` } }, length: k + 1 };
}

function amount(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return NUMBER_WORDS.get(word);
}

const ORDINAL = /^(\d{1,2})(st|nd|rd|th)?$/;
/** Ordinals in words ("the third", "december twenty-first"), as ORDINAL reads "3rd": [day, suffix]. */
const FIRST_TWENTY = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
const WORD_ORDINALS = new Map<string, number>([
  ...FIRST_TWENTY.map((w, k) => [w, k + 1] as [string, number]),
  ...FIRST_TWENTY.slice(0, 9).map((w, k) => [`twenty-${w}`, 21 + k] as [string, number]),
  ['thirtieth', 30],
  ['thirty-first', 31],
]);
function ordinalOf(word: string): RegExpExecArray | [string, string, string] | null {
  const n = WORD_ORDINALS.get(word);
  return n !== undefined ? [word, String(n), 'th'] : ORDINAL.exec(word);
}

/** "dec 8", "december 8th", "8 dec", "the 3rd", "the 8th of december", "12/8", "2026-12-08". */
function calendarAt(words: string[], i: number, today: IsoDate): { when: Extract<When, { kind: 'day' }>; length: number } | undefined {
  const w = (k: number) => words[i + k] ?? '';
  const read = (text: string, length: number, fullDate = false) => {
    const future = parseDate(text, today, 'future');
    const past = parseDate(text, today, 'past');
    if (!future.ok || !past.ok) return undefined;
    return { when: { kind: 'day' as const, future: future.value, past: past.value, ...(fullDate ? { fullDate } : {}) }, length };
  };
  if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(w(0))) return read(w(0), 1, true);
  if (/^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/.test(w(0))) return read(w(0).replace(/\//g, '-'), 1, true);
  // "30.11", "1.12.2026": day first, as written in most of the world.
  const dotted = /^(\d{1,2})\.(\d{1,2})(?:\.(\d{2}|\d{4}))?$/.exec(w(0));
  if (dotted) return read(`${dotted[2]}/${dotted[1]}${dotted[3] ? `/${dotted[3]}` : ''}`, 1, dotted[3] !== undefined);
  if (/^\d{1,2}[/-]\d{1,2}([/-](\d{2}|\d{4}))?$/.test(w(0))) {
    const parts = w(0).split(/[/-]/);
    const [a, b] = [Number(parts[0]), Number(parts[1])];
    const monthFirst = read(`${a}/${b}${parts[2] ? `/${parts[2]}` : ''}`, 1, parts.length === 3);
    const dayFirst = a !== b && a <= 31 && b <= 12 ? read(`${b}/${a}${parts[2] ? `/${parts[2]}` : ''}`, 1, parts.length === 3) : undefined;
    // "1/12" is January 12th or the 1st of December, depending on who writes it: both are kept, the nearer one first.
    // (`order` says which way the date was read, for a list whose other dates settle it: "11/25, 11/27 and 12/1".)
    if (monthFirst && dayFirst) {
      const near = (d: typeof monthFirst) => Math.abs(Date.parse(d.when.future) - Date.parse(today));
      const [first, second] = near(dayFirst) < near(monthFirst) ? [dayFirst, monthFirst] : [monthFirst, dayFirst];
      return { when: { ...first.when, alt: second.when.future, numeric: parts.length === 2, order: first === monthFirst ? 'md' : 'dm' }, length: 1 };
    }
    const day = monthFirst ?? dayFirst;
    return day ? { when: { ...day.when, numeric: parts.length === 2, order: day === monthFirst ? 'md' : 'dm' }, length: 1 } : undefined;
  }
  const month = (word: string) => MONTHS.get(word) ?? SHY_MONTHS.get(word);
  const the = w(0) === 'the' ? 1 : 0;
  // "the 8th of december", "8th december", "8 dec".
  const ord = ordinalOf(w(the));
  if (ord && (the === 1 || ord[2] !== undefined || month(w(the + 1)) !== undefined)) {
    const of = w(the + 1) === 'of' ? 1 : 0;
    const m = month(w(the + 1 + of));
    if (m !== undefined) {
      const year = /^\d{4}$/.test(w(the + 2 + of)) ? ` ${w(the + 2 + of)}` : '';
      return read(`${ord[1]} ${monthName(m)}${year}`, the + 2 + of + (year ? 1 : 0), year !== '');
    }
    if (the === 1 || ord[2] !== undefined) return read(`the ${ord[1]}th`, the + 1);
  }
  // "december 8", "dec 8th", "dec 8, 2026".
  const m = month(w(0));
  if (m !== undefined) {
    const d = ordinalOf(w(1));
    if (d) {
      const year = /^\d{4}$/.test(w(2)) ? ` ${w(2)}` : '';
      return read(`${monthName(m)} ${d[1]}${year}`, year ? 3 : 2, year !== '');
    }
  }
  return undefined;
}

const MONTH_NAMES = [...MONTHS.keys()];
/** The whole of one month (1–12) of one year. */
export function monthSpan(year: number, month: number, label: string): DateRange {
  const start = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start, end: addDaysIso(next, -1), label };
}

function monthName(m: number): string {
  return MONTH_NAMES[m - 1]!;
}

/** Words that join days into a list ("mon, wed and fri") and those that make a span ("mon to wed"). */
// ("sábado y domingo", "mardi et mercredi": "and" in the languages members switch to.)
const LIST_JOINS = new Set(['and', 'or', '&', '+', 'plus', 'and/or', ',', 'n', 'y', 'et']);
const SPAN_JOINS = new Set(['to', 'through', 'thru', 'until', 'till', 'til', '-', '–', '—', '..', '...']);
/**
 * Words after a list's join that add nothing to it ("on Wednesday and again on Friday"). ("also" is not one: "it's
 * Thanksgiving and also on Monday" is a remark, then another day, read apart.)
 */
const AFTER_JOIN = new Set(['again', 'on']);
/** The most days a list or span may name. */
export const MAX_DAYS = 10;

/**
 * What the words from `i` say about when, the longest reading: a span ("this
 * week", "november", "every day next week except friday"), several days
 * ("fri and mon", "mon-wed next week", "tomorrow + thursday") or one day.
 * `joins` tells which tokens were glued to the previous by a comma.
 */
/** The words of a token list, worked out once per message (whenAt is asked at every position). */
const WORDS = new WeakMap<Token[], string[]>();

/**
 * What was read at each position of a message, so a chain of little words
 * ("on on on … friday", which each try the date after them) is read once per
 * position, not once per word before it: without it a 500-character message
 * cost a second of CPU.
 */
const READ_AT = new WeakMap<Token[], Map<string, WhenRead | BadDate | undefined>>();

export function whenAt(tokens: Token[], i: number, today: IsoDate): WhenRead | BadDate | undefined {
  let seen = READ_AT.get(tokens);
  if (!seen) READ_AT.set(tokens, (seen = new Map<string, WhenRead | BadDate | undefined>()));
  const key = `${i} ${today}`;
  if (seen.has(key)) return seen.get(key);
  const read = whenAtUncached(tokens, i, today);
  seen.set(key, read);
  return read;
}

function whenAtUncached(tokens: Token[], i: number, today: IsoDate): WhenRead | BadDate | undefined {
  let words = WORDS.get(tokens);
  if (!words) WORDS.set(tokens, (words = tokens.map((t) => t.word)));
  const first = words[i]!;
  // ("between 01/11 and 23/11": a span only between two dates, never two hours, rangeAt.)
  if (!PREFIXES.has(first) && !startsDate(first) && first !== 'between') return undefined;
  // "on Wednesday 2 December", "for friday the 27th": the little word before a date, then the whole date.
  if (LITTLE.has(first) && i + 1 < words.length && !LITTLE.has(words[i + 1]!)) {
    const inner = whenAt(tokens, i + 1, today);
    if (inner) return { ...inner, length: inner.length + 1 };
  }
  const scots = scotsToday(tokens, words, i, today);
  if (scots) return scots;
  const bad = badDateAt(tokens, words, i, today);
  if (bad) return bad;
  const paired = weekdayAndDate(tokens, words, i, today);
  const list = listAt(tokens, words, i, today);
  // "friday the 27th and monday": the weekday and its date begin a list.
  if (paired) return !('error' in paired) && list && list.length > paired.length ? list : paired;
  const range = rangeAt(words, i, today, tokens);
  const day = dayAt(words, i, today);
  // On equal length several days win over a span ("mon to wed" plans three days) and a span over one day.
  const best = [list, range, day ? { when: day.when as When, length: day.length } : undefined]
    .filter((r): r is WhenRead => r !== undefined)
    .sort((a, b) => b.length - a.length)[0];
  return best;
}

/**
 * Scottish "the day" is today ("keep me off the lists the day, aye?", "is Pax in the day?"): only where it ends its
 * clause, or only a word of address or politeness follows, and no word before it makes it some other day ("the day I
 * …", "for the day", "end of the day", "that's the day", "on the day").
 */
function scotsToday(tokens: Token[], words: string[], i: number, today: IsoDate): WhenRead | undefined {
  if (words[i] !== 'the' || words[i + 1] !== 'day' || NOT_SCOTS_TODAY.has(words[i - 1] ?? '')) return undefined;
  const next = words[i + 2];
  const ends = next === undefined || /[,.;:!?)]/.test(tokens[i + 1]!.trail) || SCOTS_TAGS.has(next);
  return ends ? { when: { kind: 'day', future: today, past: today }, length: 2 } : undefined;
}
/** Words before "the day" that make it another day, or no day: "for the day" (leaving), "end of the day", "that's the day". */
const NOT_SCOTS_TODAY = new Set(['for', 'of', 'on', 'to', 'all', 'whole', 'is', 'was', "it's", "that's", 'be', 'spend', 'spent', 'spending', 'save', 'saved', 'seize', 'make', 'made', 'start', 'during', 'throughout', 'through', 'same', 'what', 'which', 'not', 'call', 'rest', 'back']);
/** What may follow "the day" said for today: a tag, politeness, a word of address. */
const SCOTS_TAGS = new Set(['aye', 'yes', 'eh', 'please', 'thanks', 'mate', 'pal', 'then', 'too', 'ok', 'like', 'or', 'lol']);

function startsDate(word: string): boolean {
  return (
    word === 'end' || word === 'eow' || word === 'thanksgiving' || word === 'black' || word === 'christmas' || word === 'xmas' || word === 'boxing' || word === 'new' ||
    WEEKDAYS.has(word) || MONTHS.has(word) || SHY_MONTHS.has(word) || RELATIVE_DAYS.has(word) || NOW_WORDS.has(word) || /^\d/.test(word) ||
    word === 'day' || word === 'today' || word === 'lately' || word === 'recently' || word === 'upcoming' || word === 'week' || word === 'weekend' ||
    // Days glued into one word: "mon-wed", "wed/thu/fri", "sat+sun" (gluedAt).
    /^[a-z]+(?:[-–/,&+][a-z]+)+$/.test(word)
  );
}

/** Several days: "fri and mon", "mon, wed and fri", "thurs or fri", "mon-wed", "mon to wed next week". */
function listAt(tokens: Token[], words: string[], i: number, today: IsoDate): WhenRead | undefined {
  const glued = gluedAt(words, i, today);
  if (glued) return glued;
  const one = (k: number) => {
    const paired = weekdayAndDate(tokens, words, k, today);
    if (paired && !('error' in paired) && paired.when.kind === 'day') return { when: paired.when, length: paired.length };
    return dayAt(words, k, today, true);
  };
  const first = one(i);
  if (!first) return undefined;
  const items: Array<Extract<When, { kind: 'day' }>> = [first.when];
  /** Whether each day was said with "next" before it ("this friday and next friday"). */
  const saidNext: boolean[] = [words[i] === 'next'];
  let span = false;
  let j = i + first.length;
  for (;;) {
    let k = j;
    // "mon tue and wed next week": weekday names one after another are a list too, joined or not.
    let joined = /,/.test(tokens[j - 1]!.trail) || (items.at(-1)!.weekday === true && WEEKDAYS.has(words[j] ?? '') && tokens[j - 1]!.trail === '');
    while (k < words.length && (LIST_JOINS.has(words[k]!) || SPAN_JOINS.has(tokens[k]!.raw) || SPAN_JOINS.has(words[k]!) || (joined && k > j && AFTER_JOIN.has(words[k]!)))) {
      if (SPAN_JOINS.has(tokens[k]!.raw) || SPAN_JOINS.has(words[k]!)) span = true;
      joined = true;
      k++;
    }
    if (!joined || k >= words.length) break;
    const next = one(k) ?? dayFromLast(words, k, items.at(-1)!);
    if (!next || next.when.now) break;
    // "cancel 2/12, 1/12 is still fine": a day after a comma that begins its own sentence is not in the list.
    const onlyComma = !words.slice(j, k).some((w) => LIST_JOINS.has(w) && w !== ',');
    if (onlyComma && /^(is|are|was|stays?|still|works?|looks?|should|will|can|seems?)$/.test(words[k + next.length] ?? '')) break;
    items.push(next.when);
    saidNext.push(words[k] === 'next');
    j = k + next.length;
    if (/[.!?;:]/.test(tokens[j - 1]!.trail) && !abbreviationDot(tokens[j - 1]!, tokens[j])) break;
  }
  // "the next Wednesday, the 2 of December": the second says which of the first's two readings was meant.
  const [said, which] = items;
  if (items.length === 2 && said!.alt !== undefined && (which!.future === said!.alt || which!.future === said!.future) && /,/.test(tokens[i + first.length - 1]!.trail)) {
    return { when: which!, length: j - i };
  }
  // "this friday and next friday": a "next" day with two readings, beside one that took the first, is the other.
  // (Not "today, tuesday" on a Tuesday: the same day said twice.)
  for (let k = 1; k < items.length; k++) {
    const d = items[k]!;
    if (saidNext[k] && d.alt !== undefined && items.slice(0, k).some((e) => e.future === d.future)) items[k] = { kind: 'day', future: d.alt, past: d.alt, ...(d.weekday ? { weekday: true } : {}) };
  }
  // "today, tuesday 24/11": the same day said twice is one day, not a list.
  if (items.length < 2 || new Set(items.map((d) => d.future)).size === 1) return undefined;
  // "mon and wed next week", "mon-wed next week": the week applies to every day named. The last day may have
  // taken the week as its own ("wed and fri next week" read "fri next week" as one day): the others go there too.
  let moved = false;
  const endsWithWeek = (words[j - 1] === 'week' && (words[j - 2] === 'next' || words[j - 2] === 'this')) ? words[j - 2] : undefined;
  const week = (words[j] === 'next' || words[j] === 'this') && words[j + 1] === 'week' ? words[j] : endsWithWeek;
  const bare = endsWithWeek ? items.slice(0, -1) : items;
  if (week && bare.every((d) => d.weekday)) {
    moved = true;
    const weekShift = week === 'next' ? 7 : 0;
    if (!endsWithWeek) j += 2;
    const monday = mondayOf(today);
    for (const d of bare) {
      const day = (weekdayOf(d.future) + 6) % 7;
      d.future = addDaysIso(monday, weekShift + day);
      delete d.alt;
    }
  }
  // "next tue and wed": a week said before the first day holds for the bare weekdays after it (Tue Dec 1 and Wed Dec 2, not Wed Nov 25).
  if (!moved && !span && (words[i] === 'next' || words[i] === 'this')) {
    for (let k = 1; k < items.length; k++) {
      const d = items[k]!;
      if (!d.weekday) continue;
      while (d.future < items[k - 1]!.future) d.future = addDaysIso(d.future, 7);
      delete d.alt;
    }
  }
  // "11/25, 11/27 and 12/1": a date that can be read one way only says how the others of the list are written.
  const settled = items.find((d) => d.order !== undefined && d.alt === undefined)?.order;
  for (const d of settled ? items : []) {
    if (d.order === undefined || d.alt === undefined) continue;
    if (d.order !== settled) d.future = d.past = d.alt;
    delete d.alt;
  }
  if (span && items.length !== 2) return undefined;
  // A span of weekdays wraps to the next week ("fri to mon"); a span of dates that ends before it starts ("the 1st to
  // the 20th" read as Dec 1 to Nov 20, "nov 1..nov 30" as next year's Nov 1 to this Nov 30) is no list of days to plan.
  const backwards = span && !items.every((d) => d.weekday) && items[1]!.future < items[0]!.future;
  const dates = backwards ? undefined : span ? spanDays(items[0]!.future, items[1]!.future) : items.map((d) => d.future);
  if (!dates || dates.length > MAX_DAYS) return undefined;
  const alt = items.some((d) => d.alt) && !span ? items.map((d) => d.alt ?? d.future) : undefined;
  const ends = span ? { ends: [items[0]!, items[1]!] as [Extract<When, { kind: 'day' }>, Extract<When, { kind: 'day' }>] } : {};
  const weekdays = items.every((d) => d.weekday) && !moved ? { weekdays: true } : {};
  return { when: { kind: 'days', dates: [...new Set(dates)].sort(), ...(alt ? { alt } : {}), ...ends, ...weekdays }, length: j - i };
}

/** "… and the day after that", "…, and the day before": a day named from the one the list named last. */
function dayFromLast(words: string[], k: number, last: Extract<When, { kind: 'day' }>): { when: Extract<When, { kind: 'day' }>; length: number } | undefined {
  const lead = words[k] === 'the' ? 1 : 0;
  const side = words[k + lead + 1];
  if (words[k + lead] !== 'day' || (side !== 'after' && side !== 'before')) return undefined;
  const that = words[k + lead + 2] === 'that' || words[k + lead + 2] === 'it' ? 1 : 0;
  const date = addDaysIso(last.future, side === 'after' ? 1 : -1);
  return { when: { kind: 'day', future: date, past: date }, length: lead + 2 + that };
}

/** "mon-wed", "tue/thu", "mon,wed": days glued into one word. */
function gluedAt(words: string[], i: number, today: IsoDate): WhenRead | undefined {
  const word = words[i]!;
  if (!/^[a-z]+(?:[-–/,&+][a-z]+)+$/.test(word)) return undefined;
  const span = /[-–]/.test(word);
  const pieces = word.split(/[-–/,&+]/).map((p) => WEEKDAYS.get(fold(p)) ?? SHY_DAYS.get(p));
  if (pieces.some((p) => p === undefined)) return undefined;
  let length = 1;
  let monday = mondayOf(today);
  let days = pieces.map((d) => forward(d!, today));
  if ((words[i + 1] === 'next' || words[i + 1] === 'this') && words[i + 2] === 'week') {
    if (words[i + 1] === 'next') monday = addDaysIso(monday, 7);
    days = pieces.map((d) => addDaysIso(monday, (d! + 6) % 7));
    length = 3;
  }
  const dates = span && days.length === 2 ? spanDays(days[0]!, days[1]!) : days;
  if (!dates) return undefined;
  return { when: { kind: 'days', dates: [...new Set(dates)].sort(), ...(length === 1 ? { weekdays: true } : {}) }, length };
}

const SHORT_DAYS = new Map<string, string>(Object.entries({ mon: 'monday', tue: 'tuesday', tues: 'tuesday', wed: 'wednesday', thu: 'thursday', thur: 'thursday', thurs: 'thursday', fri: 'friday' }));
function fold(piece: string): string {
  return SHORT_DAYS.get(piece) ?? piece;
}

/** Every day from `start` to `end` (the first such end on or after the start). */
function spanDays(start: IsoDate, end: IsoDate): IsoDate[] | undefined {
  let last = end;
  while (last < start) last = addDaysIso(last, 7);
  const out: IsoDate[] = [];
  for (let d = start; d <= last; d = addDaysIso(d, 1)) {
    out.push(d);
    if (out.length > MAX_DAYS) return undefined;
  }
  return out;
}

/**
 * A span: "this week", "next week", "last month", "november", "in october",
 * "last 7 days", "since monday", "lately", "upcoming", and "every day next
 * week except friday" (the weekdays of the span, less those named).
 */
/** Two dates with slashes joined as a span ("between 01/11 and 23/11"): day first when one can only be (dayFirstPair). */
const DAY_FIRST_PAIR = /\b(\d{1,2})\/(\d{1,2})( (?:and|to|until|through|thru|till) |\.\.)(\d{1,2})\/(\d{1,2})$/;

function dayFirstPairOf(all: string, a: string, b: string, join: string, c: string, d: string): string {
  const [first, second] = dayFirstPair(`${a}/${b}`, `${c}/${d}`);
  return `${first}${join}${second}`;
}

/** "between" two dates (with a slash, a month's name or an ordinal each), not two hours ("between 10 and 4"). */
const BETWEEN_DATES = /^between (?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|[a-z]+ \d{1,2}(?:st|nd|rd|th)?|(?:the )?\d{1,2}(?:st|nd|rd|th)(?: of [a-z]+)?|\d{4}-\d{2}-\d{2}) and (?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|[a-z]+ \d{1,2}(?:st|nd|rd|th)?|(?:the )?\d{1,2}(?:st|nd|rd|th)(?: of [a-z]+)?|\d{4}-\d{2}-\d{2})$/;

/** "since the start of the month", "since the beginning of this week". */
const SINCE_START = /^since (?:the )?(?:start|beginning) of (?:the|this) (month|week)\b/;

/** "all of", "the whole of", "the entire" before a span (how many words); "all" alone only before "of" or "next", "this". */
function wholeOf(words: string[], i: number): number {
  let k = i;
  // ("did Cleo come in at all this week": "at all" is "ever", not the whole week.)
  if (words[k] === 'all' && words[k - 1] === 'at') return 0;
  if (words[k] === 'all') k++;
  else {
    if (words[k] === 'the') k++;
    if (words[k] !== 'whole' && words[k] !== 'entire') return 0;
    k++;
  }
  if (words[k] === 'of') k++;
  else if (words[i] === 'all' && words[k] !== 'next' && words[k] !== 'this') return 0;
  return /^(week|next|this|last)$/.test(words[k] ?? '') ? k - i : 0;
}

function rangeAt(words: string[], i: number, today: IsoDate, tokens?: Token[]): WhenRead | undefined {
  const w = (k: number) => words[i + k] ?? '';
  let lead = 0;
  if (/^(in|for|during|over|from|of)$/.test(w(0))) lead = 1;
  // "every day next week except friday", "every weekday this week", "all week".
  // ("all of next week", "the whole of next week", "the entire week": every day of the span, as "every day" says it.)
  const whole = wholeOf(words, i + lead);
  if ((w(lead) === 'every' && /^(day|weekday|workday)$/.test(w(lead + 1))) || (w(lead) === 'all' && w(lead + 1) === 'week') || whole > 0) {
    const opener = whole > 0 ? whole : 2;
    const thisWeek = { when: { kind: 'range' as const, range: { start: today, end: addDaysIso(mondayOf(today), 6), label: 'this week' } }, length: 0 };
    const inner = whole > 0 && w(lead + whole) === 'week' ? { ...thisWeek, length: 1 } : (rangeAt(words, i + lead + opener, today) ?? (whole > 0 ? undefined : thisWeek));
    if (inner?.when.kind !== 'range') return undefined;
    let length = lead + opener + inner.length;
    const days: IsoDate[] = [];
    for (let d = inner.when.range.start; d <= inner.when.range.end && days.length <= MAX_DAYS * 3; d = addDaysIso(d, 1)) {
      const wd = weekdayOf(d);
      if (wd !== 0 && wd !== 6 && d >= today) days.push(d);
    }
    if (/^(except|but|apart|besides|minus|excluding|other)$/.test(words[i + length] ?? '')) {
      let k = i + length + 1;
      if (words[k] === 'from' || words[k] === 'than' || words[k] === 'not') k++;
      const excluded = listAt(words.map((word) => ({ raw: word, word, start: 0, end: 0, trail: '', lead: '', possessive: false })), words, k, today) ?? (() => {
        const one = dayAt(words, k, today, true);
        return one ? { when: { kind: 'days' as const, dates: [one.when.future] }, length: one.length } : undefined;
      })();
      if (excluded && excluded.when.kind === 'days') {
        // Weekdays named after "except" mean those of the span, whichever week the bare weekday pointed at.
        const weekdays = new Set(excluded.when.dates.map((d) => weekdayOf(d)));
        for (let n = days.length - 1; n >= 0; n--) if (weekdays.has(weekdayOf(days[n]!))) days.splice(n, 1);
        length = k - i + excluded.length;
      }
    }
    // (A whole span gone by, "all of last week", is that span.)
    if (whole > 0 && days.length === 0) return { ...inner, length };
    if (days.length === 0 || days.length > MAX_DAYS) return undefined;
    return { when: { kind: 'days', dates: days }, length };
  }
  // "between now and christmas", "between now and dec 8th": today to that day.
  if (w(lead) === 'between' && w(lead + 1) === 'now' && w(lead + 2) === 'and') {
    const end = dayAt(words, i + lead + 3, today, true);
    if (end && end.when.future >= today) {
      const label = `between now and ${words.slice(i + lead + 3, i + lead + 3 + end.length).join(' ')}`;
      return { when: { kind: 'range', range: { start: today, end: end.when.future, label } }, length: lead + 3 + end.length };
    }
  }
  // "the week before thanksgiving", "the week of christmas", "week after new year's day", "the week of 30 November",
  // "the week commencing dec 7": that week, Monday to Sunday.
  const weekBy = w(lead) === 'the' ? 1 : 0;
  if (w(lead + weekBy) === 'week' && /^(before|after|of|commencing|starting|beginning)$/.test(w(lead + weekBy + 1))) {
    const named = holidayAt(words, i + lead + weekBy + 2, today) ?? (/^(of|commencing|starting|beginning)$/.test(w(lead + weekBy + 1)) ? dayAt(words, i + lead + weekBy + 2, today, true) : undefined);
    if (named) {
      const side = w(lead + weekBy + 1);
      const shift = side === 'before' ? -7 : side === 'after' ? 7 : 0;
      // The nearer one, ahead or gone by ("how busy was it the week before thanksgiving?", said two days before it).
      const day = daysBetween(today, named.when.future) <= daysBetween(named.when.past, today) ? named.when.future : named.when.past;
      const start = addDaysIso(mondayOf(day), shift);
      const label = words.slice(i + lead, i + lead + weekBy + 2 + named.length).join(' ');
      return { when: { kind: 'range', range: { start, end: addDaysIso(start, 6), label } }, length: lead + weekBy + 2 + named.length };
    }
  }
  // A month alone ("november", "in october", "for nov"), not "nov 8". A month that is another word too ("may I") only after one ("in may").
  const month = MONTHS.get(w(lead));
  // "who is june marrowby", "is April in today?": a month that is a first name too, right after words that ask about a person.
  const named = lead === 0 && NAME_MONTHS.has(w(0)) && ASKS_ABOUT_SOMEONE.has(words[i - 1] ?? '');
  if (month !== undefined && !named && !ORDINAL.test(w(lead + 1)) && !(lead === 0 && SHY_MONTHS.has(w(lead) ?? ''))) {
    // The nearest one: in November "december" is the coming one and "october" the last (a tense may turn it: slots.ts).
    const now = Number(today.slice(5, 7));
    const year = Number(today.slice(0, 4)) + (month - now > 6 ? -1 : now - month > 6 ? 1 : 0);
    return { when: { kind: 'range', range: monthSpan(year, month, monthLabel(month)), month: w(lead) }, length: lead + 1 };
  }
  if (w(lead) === 'lately' || w(lead) === 'recently') {
    return { when: { kind: 'range', range: { start: addDaysIso(today, -29), end: today, label: 'the last 30 days' } }, length: lead + 1 };
  }
  if (w(lead) === 'upcoming' || (w(lead) === 'coming' && w(lead + 1) === 'up')) {
    return { when: { kind: 'range', range: { start: today, end: addDaysIso(today, 60), label: 'coming up' }, open: true }, length: lead + (w(lead) === 'coming' ? 2 : 1) };
  }
  if (w(lead) === 'the' && w(lead + 1) === 'rest' && w(lead + 2) === 'of' && w(lead + 3) === 'the' && w(lead + 4) === 'week') {
    return { when: { kind: 'range', range: { start: today, end: addDaysIso(mondayOf(today), 6), label: 'the rest of the week' } }, length: lead + 5 };
  }
  const ahead = spanAhead(w, lead, today);
  if (ahead) return ahead;
  if (w(lead) === 'next' && w(lead + 1) === 'month') {
    const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const start = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    const after = m >= 11 ? `${y + 1}-${String(m - 10).padStart(2, '0')}-01` : `${y}-${String(m + 2).padStart(2, '0')}-01`;
    return { when: { kind: 'range', range: { start, end: addDaysIso(after, -1), label: 'next month' } }, length: lead + 2 };
  }
  // "since the start of the month", "since the beginning of the week": from its first day to today.
  const since = w(lead) === 'since' ? SINCE_START.exec(words.slice(i + lead, i + lead + 7).join(' ')) : null;
  if (since) {
    const first = since[1] === 'week' ? mondayOf(today) : `${today.slice(0, 8)}01`;
    return { when: { kind: 'range', range: { start: first, end: today, label: `since the start of the ${since[1]}` } }, length: lead + since[0].split(' ').length };
  }
  // The shared range reader, on the longest run of words it accepts (up to 6), labelled as the member wrote it.
  for (let n = Math.min(6, words.length - i); n >= 1; n--) {
    const text = (tokens ? tokens.slice(i, i + n).map((t) => (/^\.\.+$/.test(t.raw) ? '..' : t.word)) : words.slice(i, i + n)).join(' ').replace(/ \.\. /g, '..').replace(/^of (?=this|last|next|the)/, '')
      // "the past four weeks": a count in words is the count.
      .replace(/\b(last|past) ([a-z]+) (?=(?:days?|weeks?|months?)\b)/, (all, dir: string, count: string) => (NUMBER_WORDS.has(count) && count !== 'a' && count !== 'an' ? `${dir} ${NUMBER_WORDS.get(count)} ` : all))
      .replace(DAY_FIRST_PAIR, dayFirstPairOf);
    if (!/\b(week|weekend|month|year|days?|weeks|months|since|to|until|through|thru|between)\b|\.\./.test(text)) continue;
    if (/^between /.test(text) && !BETWEEN_DATES.test(text)) continue;
    const parsed = parseRange(text, today);
    const raw = tokens ? tokens.slice(i, i + n).map((t) => t.raw).join(' ').toLowerCase().replace(/[?!.,;:]+$/, '') : text;
    if (parsed.ok) return { when: { kind: 'range', range: { ...parsed.value, label: /^since /.test(raw) ? raw : parsed.value.label } }, length: n };
  }
  return undefined;
}

function monthLabel(month: number): string {
  const name = monthName(month);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "Tue, Nov 24", "friday 11/27": a weekday and the date it names, one day, if they agree. */
function weekdayAndDate(tokens: Token[], words: string[], i: number, today: IsoDate): WhenRead | BadDate | undefined {
  const day = weekdayWord(words[i]);
  if (day === undefined) return undefined;
  // "Monday 30": a bare number after a weekday is its day of the month. (Not a list's mark: "friday, 1) glazing 2) …".)
  const bare =
    /^\d{1,2}$/.test(words[i + 1] ?? '') && !(tokens[i + 1] && isSeparator(tokens[i + 1]!)) && Number(words[i + 1]) >= 1 && Number(words[i + 1]) <= 31 && !/^(am|pm|ish|of)$/.test(words[i + 2] ?? '') && !MONTHS.has(words[i + 2] ?? '');
  const date = bare ? calendarAt([`${words[i + 1]}th`], 0, today) : calendarAt(words, i + 1, today);
  if (!date) return undefined;
  // Of two readings ("tuesday 1/12"), the one on that weekday.
  if (date.when.alt && weekdayOf(date.when.alt) === day && weekdayOf(date.when.future) !== day) {
    const alt = date.when.alt;
    return { when: { kind: 'day', future: alt, past: alt }, length: 1 + date.length };
  }
  if (date.when.alt) date.when = { kind: 'day', future: date.when.future, past: date.when.past };
  const length = 1 + date.length;
  if (weekdayOf(date.when.future) !== day) {
    const named = [...WEEKDAYS.keys()][day]!;
    const real = [...WEEKDAYS.keys()][weekdayOf(date.when.future)]!;
    return { error: `"${tokens.slice(i, i + length).map((t) => t.raw).join(' ')}": ${date.when.future} is a ${cap(real)}, not a ${cap(named)}.`, length };
  }
  return { when: date.when, length };
}

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Words that clearly try to be a date and fail: said so, never read as notes or another day. */
function badDateAt(tokens: Token[], words: string[], i: number, today: IsoDate): BadDate | undefined {
  const word = words[i]!;
  if (/^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/.test(word) || /^\d{1,2}\/\d{1,2}(\/\d{2,4})?$/.test(word)) {
    const iso = /^\d{4}/.test(word);
    const parsed = parseDate(word.replace(/\//g, iso ? '-' : '/'), today, 'future');
    // "24/11" is the 24th of November written day first: wrong only when neither way round is a date.
    const parts = word.split('/');
    const swapped = !iso && parts.length >= 2 ? parseDate([parts[1], parts[0], ...parts.slice(2)].join('/'), today, 'future') : parsed;
    if (!parsed.ok && !swapped.ok) return { error: parsed.error, length: 1 };
  }
  // "next blursday": after next/this/last, a word that wants to be a weekday.
  if ((word === 'next' || word === 'last' || word === 'this') && /^[a-z]+day$/.test(words[i + 1] ?? '') && !WEEKDAYS.has(words[i + 1]!) && !/^(day|today|yesterday|holiday|birthday|someday|workday|weekday)$/.test(words[i + 1]!)) {
    return { error: `I don't know the day "${word} ${tokens[i + 1]!.raw.replace(/[?!.,;:]+$/, '')}". Try a weekday, like "${word} monday".`, length: 2 };
  }
  // A span that is clearly one and is wrong ("nov 15..nov 1", "last 400 days").
  for (let n = Math.min(6, words.length - i); n >= 2; n--) {
    const span = tokens.slice(i, i + n);
    const text = words.slice(i, i + n).join(' ');
    const dots = span.some((t) => /^\.\.+$/.test(t.raw));
    if (!dots && !/^(last|past) \d+ (days?|weeks?|months?)$/.test(text)) continue;
    const parsed = parseRange(dots ? span.map((t) => (/^\.\.+$/.test(t.raw) ? '..' : t.word)).join(' ').replace(/ \.\. /, '..') : text, today);
    if (!parsed.ok && (parsed.sure || /before it starts|longer than|pick between/.test(parsed.error))) return { error: parsed.error, length: n };
    if (parsed.ok) return undefined;
  }
  return undefined;
}

/** The holidays members name ("on Thanksgiving", "christmas eve"): the next one, and the last one looking back. */
const HOLIDAYS: Array<[string[], (year: number) => IsoDate]> = [
  [['thanksgiving', 'day'], (y) => nthWeekday(y, 11, 4, 4)],
  [['thanksgiving'], (y) => nthWeekday(y, 11, 4, 4)],
  // The day after Thanksgiving ("slow on Black Friday?").
  [['black', 'friday'], (y) => addDaysIso(nthWeekday(y, 11, 4, 4), 1)],
  [['christmas', 'eve'], (y) => `${y}-12-24`],
  [['christmas', 'day'], (y) => `${y}-12-25`],
  [['christmas'], (y) => `${y}-12-25`],
  [['xmas'], (y) => `${y}-12-25`],
  [['boxing', 'day'], (y) => `${y}-12-26`],
  // ("new year's eve" comes as "new year eve": the tokenizer takes the 's off as a possessive.)
  [['new', 'year', 'eve'], (y) => `${y}-12-31`],
  [['new', 'years', 'eve'], (y) => `${y}-12-31`],
  [['new', 'year', 'day'], (y) => `${y}-01-01`],
  [['new', 'years', 'day'], (y) => `${y}-01-01`],
];

/** The `n`th `weekday` (0 Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  return addDaysIso(first, ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7);
}

function holidayAt(words: string[], i: number, today: IsoDate): { when: Extract<When, { kind: 'day' }>; length: number } | undefined {
  const lead = words[i] === 'the' ? 1 : 0;
  for (const [name, date] of HOLIDAYS) {
    if (!name.every((w, k) => words[i + lead + k] === w)) continue;
    const year = Number(today.slice(0, 4));
    const thisYear = date(year);
    const future = thisYear >= today ? thisYear : date(year + 1);
    const past = thisYear <= today ? thisYear : date(year - 1);
    return { when: { kind: 'day', future, past }, length: lead + name.length };
  }
  return undefined;
}

/**
 * A day named from another: "the day after thanksgiving", "the day before christmas eve", "the monday after
 * thanksgiving" (the first such weekday after it), "the friday before christmas", "the day after thursday", "two days
 * after the holiday", "the day before dec 3". The day it is named from is a holiday, "the holiday" (the nearest one), or
 * any one day read here (not itself named from another: "the day after the day after…" is read once).
 */
function besideHolidayAt(words: string[], i: number, today: IsoDate): { when: Extract<When, { kind: 'day' }>; length: number } | undefined {
  const lead = words[i] === 'the' ? 1 : 0;
  const count = amount(words[i + lead]);
  const counted = count !== undefined && /^days?$/.test(words[i + lead + 1] ?? '') ? 1 : 0;
  const day = words[i + lead + counted];
  const side = words[i + lead + counted + 1];
  if (side !== 'after' && side !== 'before') return undefined;
  const weekday = day === undefined || counted ? undefined : WEEKDAYS.get(day);
  if (!/^days?$/.test(day ?? '') && weekday === undefined) return undefined;
  const at = i + lead + counted + 2;
  const anchor = holidayAt(words, at, today) ?? theHolidayAt(words, at, today) ?? (isNamedFromAnother(words, at) ? undefined : dayAt(words, at, today, true));
  if (!anchor) return undefined;
  const step = (side === 'after' ? 1 : -1) * (counted ? count! : 1);
  const shifted = (date: IsoDate) => {
    let d = addDaysIso(date, step);
    while (weekday !== undefined && weekdayOf(d) !== weekday) d = addDaysIso(d, step);
    return d;
  };
  // (The day after a holiday gone by may still be ahead: "the day after thanksgiving", said on Thanksgiving.)
  const [fromPast, fromFuture] = [shifted(anchor.when.past), shifted(anchor.when.future)];
  const future = fromPast >= today ? fromPast : fromFuture;
  const past = fromFuture <= today ? fromFuture : fromPast;
  return { when: { kind: 'day', future, past }, length: at - i + anchor.length };
}

/** "the day …", "two days …", "the monday after …": a day named from another, which the anchor of one may not be. */
function isNamedFromAnother(words: string[], at: number): boolean {
  const lead = words[at] === 'the' ? 1 : 0;
  const first = words[at + lead] ?? '';
  return /^days?$/.test(first) || /^days?$/.test(words[at + lead + 1] ?? '') || ((WEEKDAYS.has(first) || first === 'day') && /^(after|before)$/.test(words[at + lead + 1] ?? ''));
}

/** "the holiday": the nearest holiday, within two weeks ahead or one behind; none, if none is so near. */
function theHolidayAt(words: string[], i: number, today: IsoDate): { when: Extract<When, { kind: 'day' }>; length: number } | undefined {
  if (words[i] !== 'the' || words[i + 1] !== 'holiday') return undefined;
  let nearest: IsoDate | undefined;
  for (const [name] of HOLIDAYS) {
    const date = holidayAt(name, 0, today);
    for (const d of date ? [date.when.future, date.when.past] : []) {
      const ahead = daysBetween(today, d);
      if (ahead <= 14 && ahead >= -7 && (nearest === undefined || Math.abs(ahead) < Math.abs(daysBetween(today, nearest)))) nearest = d;
    }
  }
  return nearest === undefined ? undefined : { when: { kind: 'day', future: nearest, past: nearest }, length: 2 };
}

/**
 * "next week I'll be there Mon-Wed": a week named apart from its weekdays.
 * The weekdays (a bare weekday, or several) move into that week; undefined
 * when `span` is not a week or `days` not weekdays alone.
 */
export function inWeek(span: When, days: When): When | undefined {
  if (span.kind !== 'range' || !/^(this|next) week$/.test(span.range.label)) return undefined;
  const monday = span.range.start;
  const at = (date: IsoDate) => addDaysIso(monday, (weekdayOf(date) + 6) % 7);
  if (days.kind === 'day' && days.weekday) return { kind: 'day', future: at(days.future), past: at(days.future), weekday: true };
  if (days.kind === 'days' && days.weekdays) return { kind: 'days', dates: days.dates.map(at).sort() };
  return undefined;
}
