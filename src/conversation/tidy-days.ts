import { daysBetween, weekdayOf } from '../time/hub-date.js';
import type { Clause, Reading } from './meaning.js';

// The day rules tidy.ts applies once every clause is read: what a day said beside another request means (a usual day
// missed, a day named in words not read, a span not here, today's weekday ruled out, weekdays named as the usual days).

/**
 * "Next Monday I cannot come, usually I come Monday but that day got family thing", "I normally come Thursday but
 * this Thursday I won't": a day not coming, said beside the usual days it is one of, is a skip of that usual day (no
 * reminder, its planned visit cancelled); the usual days are said to explain, not to be set again.
 */
export function usualDayMissed(reading: Reading): void {
  const clauses = reading.clauses;
  const routine = clauses.find((c) => c.type === 'write' && c.write.op === 'hub' && c.write.action.intent === 'routine');
  const days = routine?.type === 'write' && routine.write.op === 'hub' && routine.write.action.intent === 'routine' ? routine.write.action.days : undefined;
  // ("I won't make it in on Monday the 30th, which is usually my day": the day itself said to be a usual one.)
  const saidUsual = days === undefined && DAY_SAID_USUAL.test(reading.text);
  if (days === undefined && !saidUsual) return;
  const usual = new Set(days ?? [0, 1, 2, 3, 4, 5, 6]);
  let skipped = false;
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    if (c.type !== 'write' || c.write.op !== 'cancel' || c.write.when?.kind !== 'day') continue;
    const date = c.write.when.future;
    if (date < reading.today || !usual.has(weekdayOf(date)) || c.write.target.kind !== 'self') continue;
    clauses[i] = { ...c, write: { op: 'hub', action: { intent: 'skip', date } } };
    skipped = true;
  }
  if (skipped && routine) clauses.splice(clauses.indexOf(routine), 1);
}

/** A day said to be one of the usual days: "which is usually my day", "that is my usual day", "one of my regular days". */
const DAY_SAID_USUAL = /\b(?:is|['’]s|being|was)\s+(?:usually\s+|normally\s+|typically\s+|always\s+)?(?:my|one of my)\s+(?:usual|normal|regular|typical|standing|fixed)?\s*days?\b(?!\s+(?:off|out))/i;

/**
 * "I shall come in tomorrow morning to help set up for the potluck. Please add 'potluck set-up' to my visit", "Thursday's
 * note is wrong. … Make it 'bringing cookies'", "this Thursday is Thanksgiving, I won't come": notes or a cancel that
 * name no day, beside words not read that name one, are for that day, not today; beside words naming several, which
 * one is not known, and nothing is guessed.
 */
export function dayFromWordsUnread(reading: Reading): void {
  const days = [...new Set(reading.unreadDays ?? [])].filter((d) => d !== reading.today);
  if (days.length === 0) return;
  for (let i = reading.clauses.length - 1; i >= 0; i--) {
    const c = reading.clauses[i]!;
    if (c.type !== 'write' || (c.write.op !== 'setNotes' && c.write.op !== 'appendNotes' && c.write.op !== 'cancel') || c.write.when !== undefined) continue;
    if (c.write.op === 'cancel' && (c.write.all === true || c.write.target.kind !== 'self')) continue;
    if (days.length === 1) c.write = { ...c.write, when: { kind: 'day', future: days[0]!, past: days[0]! } };
    else reading.clauses.splice(i, 1);
  }
}

/**
 * "from 14 December until 3 January I am not here", "not coming in from the 1st to the 20th": not coming over a span of
 * days is being away then (no reminders) as well as the visits planned in it cancelled.
 */
export function awayOverSpan(reading: Reading): void {
  // (Away said too, in its own words: the span's cancel still takes this year's dates, and away is not said twice.)
  const awaySaid = reading.clauses.some((c) => c.type === 'write' && c.write.op === 'hub' && c.write.action.intent === 'away');
  for (let i = reading.clauses.length - 1; i >= 0; i--) {
    const c = reading.clauses[i]!;
    if (c.type !== 'write' || c.write.op !== 'cancel' || c.write.target.kind !== 'self') continue;
    // ("from 14 December until 3 January": months named without a year, read as a span already past, are the next ones:
    // nothing is cancelled in the past.)
    if (c.write.when?.kind === 'range' && c.write.when.range.end < reading.today && MONTH_NAMED.test(c.write.when.range.label) && !/\b\d{4}\b/.test(c.write.when.range.label)) {
      const range = c.write.when.range;
      c.write = { ...c.write, when: { ...c.write.when, range: { ...range, start: nextYear(range.start), end: nextYear(range.end) } } };
    }
    if (awaySaid) continue;
    const when = c.write.when;
    const [start, end] = when?.kind === 'range' ? [when.range.start, when.range.end] : when?.kind === 'days' && when.ends ? [when.ends[0].future, when.ends[1].future] : [undefined, undefined];
    // (Said as not being here, over any span of days; said as cancelling, only over more than a week: "cancel my visits
    // next week" cancels them, and asks nothing of reminders.)
    if (start === undefined || end === undefined || end < reading.today || daysBetween(start, end) < (c.intent === 'away-not' ? 2 : 7)) continue;
    const from = start < reading.today ? reading.today : start;
    reading.clauses.splice(i + 1, 0, { type: 'write', write: { op: 'hub', action: { intent: 'away', from, to: end } }, sure: c.sure, question: c.question, intent: 'away-over-span' });
  }
}

const MONTH_NAMED = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** The same day a year later (February 29th becomes March 1st). */
function nextYear(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  return next.toISOString().slice(0, 10);
}

/**
 * "in friday. never mind friday", "in fri and sat. not sat", "can't make friday. actually I can, in friday": a day planned
 * and called off in one message is taken back by the later words. Called off last, neither is written (the plan was
 * taken back; a visit planned before was not what they meant to cancel); planned last, the plan stands alone.
 */
export function plannedThenCalledOff(reading: Reading): void {
  const clauses = reading.clauses;
  for (let j = clauses.length - 1; j > 0; j--) {
    const cancelled = selfDays(clauses[j]!, 'cancel');
    const days = cancelled ?? selfDays(clauses[j]!, 'checkin');
    if (days?.length !== 1) continue;
    const [day] = days as [string];
    const op = cancelled ? 'checkin' : 'cancel';
    const i = clauses.slice(0, j).findLastIndex((c) => selfDays(c, op)?.includes(day));
    if (i < 0) continue;
    const earlier = clauses[i]!;
    const rest = (selfDays(earlier, op) ?? []).filter((d) => d !== day);
    if (op === 'checkin') clauses.splice(j, 1);
    if (rest.length === 0) clauses.splice(i, 1);
    else if (earlier.type === 'write' && earlier.write.op === op) earlier.write = { ...earlier.write, when: rest.length === 1 ? { kind: 'day', future: rest[0]!, past: rest[0]! } : { kind: 'days', dates: rest } };
    j = Math.min(j, clauses.length);
  }
}

/**
 * "cancel tomorrow, not today", "I SAID cancel tomorrow. not today.": a day ruled out beside a cancel of another day
 * says which day the cancel is for; it cancels nothing itself.
 */
export function notThisDayButThat(reading: Reading): void {
  const cancelled = new Set(reading.clauses.flatMap((c) => (c.intent === 'cancel-not' ? [] : (selfDays(c, 'cancel') ?? []))));
  if (cancelled.size === 0) return;
  for (let i = reading.clauses.length - 1; i >= 0; i--) {
    const c = reading.clauses[i]!;
    if (c.intent === 'cancel-not' && (selfDays(c, 'cancel') ?? []).every((d) => !cancelled.has(d))) reading.clauses.splice(i, 1);
  }
}

/**
 * "who's coming thursday? put me down", "wednesday: can't come after all", "Thursday or Friday, not sure which. Please add
 * 'bake sale' to my visit": a plan, cancel or note of one's own that names no day, in a message that names days and
 * not today, is not today's. With one day named it is that day's (a day said alone for it goes: it was its day); with
 * several, which one is not known, and it is not done.
 */
export function datelessBesideNamedDays(reading: Reading): void {
  const clauses = reading.clauses;
  // Days said alone or in words not read name the day of anything beside them; a plan (not notes: "change my note to 'X'
  // and who's coming tmrw?", "… and book me for next Monday" keep today's) also takes the day a question asked about.
  const alone = new Set<string>(reading.unreadDays ?? []);
  for (const c of clauses) if (c.intent === 'bare-date' || c.intent === 'day-state') for (const d of datesOf(c)) alone.add(d);
  const asked = new Set(alone);
  for (const c of clauses) if (c.type === 'read') for (const d of datesOf(c)) asked.add(d);
  for (let i = clauses.length - 1; i >= 0; i--) {
    const c = clauses[i]!;
    if (c.type !== 'write' || !DATELESS_OPS.has(c.write.op) || ('target' in c.write && c.write.target?.kind !== 'self') || ('when' in c.write && c.write.when !== undefined)) continue;
    if (('present' in c.write && c.write.present) || ('all' in c.write && c.write.all)) continue;
    const named = c.write.op === 'checkin' ? asked : alone;
    if (named.size === 0 || named.has(reading.today)) continue;
    if (named.size > 1) {
      clauses.splice(i, 1);
      continue;
    }
    const [day] = named as unknown as [string];
    c.write = { ...c.write, when: { kind: 'day', future: day, past: day } } as typeof c.write;
    const saidAlone = clauses.findIndex((o) => o !== c && o.intent === 'bare-date' && datesOf(o).length === 1 && datesOf(o)[0] === day);
    if (saidAlone >= 0 && c.write.op !== 'checkin') clauses.splice(saidAlone, 1);
  }
}

const DATELESS_OPS = new Set(['checkin', 'cancel', 'setNotes', 'appendNotes']);

/** The days a clause names: a write's day or days, a read's day. */
function datesOf(c: Clause): string[] {
  if (c.type === 'write' && 'when' in c.write) {
    const when = c.write.when;
    return when?.kind === 'day' ? [when.future] : when?.kind === 'days' ? when.dates : [];
  }
  if (c.type === 'read' && 'when' in c.command) {
    const when = (c.command as { when?: { type: string; date?: string } }).when;
    return when?.type === 'day' && when.date ? [when.date] : [];
  }
  return [];
}

/** The dates a plan or cancel of the sender's own visits names, one by one. */
function selfDays(c: Clause, op: 'checkin' | 'cancel'): string[] | undefined {
  if (c.type !== 'write' || c.write.op !== op || c.write.target.kind !== 'self') return undefined;
  const when = c.write.when;
  return when?.kind === 'day' ? [when.future] : when?.kind === 'days' && !when.ends ? when.dates : undefined;
}

/** "not just today", "not only friday": more than that day, never a cancel of it. */
const NOT_ONLY = /\bnot (?:just|only|merely|simply)\b/i;

/** "would you follow Cleo for me? every day, not just today": a "not" that says more than that day is no cancel of it. */
export function notOnlyThatDay(reading: Reading): void {
  if (!NOT_ONLY.test(reading.text)) return;
  for (let i = reading.clauses.length - 1; i >= 0; i--) if (reading.clauses[i]!.intent === 'cancel-not') reading.clauses.splice(i, 1);
}

/** "not today", "the next one", "not this one": said beside today's weekday, the one a week ahead. */
const NOT_TODAY = /\bnot (?:today|this one|this week'?s?)\b|\b(?:the )?next one\b|\bnext week'?s\b/i;

/**
 * "can you put me down for Tuesday? not today obviously, the next one": today's weekday, said with words that rule today
 * out, is next week's (the question "today or next Tuesday?" is answered before it is asked).
 */
export function notTodaysWeekday(reading: Reading): void {
  if (!NOT_TODAY.test(reading.text)) return;
  let moved = false;
  for (const c of reading.clauses) {
    if (c.type !== 'write' || (c.write.op !== 'checkin' && c.write.op !== 'cancel')) continue;
    const when = c.write.when;
    if (when?.kind !== 'day' || !when.weekday || when.future !== reading.today || when.alt === undefined) continue;
    const { present: _today, ...write } = c.write as typeof c.write & { present?: boolean };
    c.write = { ...write, when: { kind: 'day', future: when.alt, past: when.alt, weekday: true } };
    moved = true;
  }
  // (The "not today" itself is then no cancel of today; alone, it is, and asked about.)
  for (let i = reading.clauses.length - 1; i >= 0 && moved; i--) {
    const c = reading.clauses[i]!;
    if (c.type === 'write' && c.intent === 'cancel-not' && c.write.op === 'cancel' && c.write.when?.kind === 'day' && c.write.when.future === reading.today) reading.clauses.splice(i, 1);
  }
}

/** Weekdays said as a kind of day ("the mon/wed/fri days I gave you", "my tue and thu days"): the usual days, not dates. */
const WEEKDAYS_AS_DAYS = /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?(?:\s*(?:\/|,|&|\+|and|or)\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?)*\s+days\b/i;

/**
 * "scratch the mon/wed/fri days I gave you last week, it's just thursdays now": weekdays named as days of a kind are the
 * usual days; a cancel or plan of them is not of this week's dates. Beside the usual days said again (a routine, or
 * weekdays as a habit) the dates go; alone, they are asked about.
 */
export function usualDaysNamed(reading: Reading): void {
  if (!WEEKDAYS_AS_DAYS.test(reading.text)) return;
  const routine = reading.clauses.some((c) => (c.type === 'write' && c.write.op === 'hub' && c.write.action.intent === 'routine') || c.intent === 'repeat');
  for (let i = reading.clauses.length - 1; i >= 0; i--) {
    const c = reading.clauses[i]!;
    if (c.type !== 'write' || (c.write.op !== 'cancel' && c.write.op !== 'checkin')) continue;
    const when = c.write.when;
    if (!(when?.kind === 'days' && when.weekdays) && !(when?.kind === 'day' && when.weekday)) continue;
    if (routine) reading.clauses.splice(i, 1);
    else c.sure = false;
  }
}
