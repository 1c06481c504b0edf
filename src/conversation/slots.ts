import type { Bias, DateRange } from '../commands/dates.js';
import type { Target, WhoisQuery } from '../commands/command.js';
import { addDaysIso, type IsoDate } from '../time/hub-date.js';
import { unwrapped } from '../text/markdown.js';
import { EMAIL, MENTION } from './items.js';
import type { TimeOfDay } from './time-of-day.js';
import { monthSpan, type When } from './when.js';

/** What a matched template filled in, ready for an intent to build its clause. */
export interface Slots {
  today: IsoDate;
  when?: When | undefined;
  /** Whose visit (an admin acting for someone): a mention or an email; absent for the sender. */
  target?: Target | undefined;
  /** The first of two days ("move {from} to {when}"). */
  from?: When | undefined;
  time?: TimeOfDay | undefined;
  person?: WhoisQuery | undefined;
  text?: string | undefined;
  /** A day written inside the {text} ("coming in to pair with Cleo tomorrow"), and the text without it. */
  textWhen?: When | undefined;
  textWithoutWhen?: string | undefined;
  /** The word before a purpose ("to", "for"). */
  purposeWord?: string | undefined;
  /** How the day was written ("3/4"). */
  whenText?: string | undefined;
  quote?: string | undefined;
  /** The words of a {topic} slot ("how do I {cancel a visit}"). */
  topic?: string[] | undefined;
  number?: number | undefined;
  /** The clause is a question ("?", or a question word first). */
  question: boolean;
  /** It is asked by its lead ("should I …"), not only by a "?" at its end. */
  leadAsked: boolean;
  /** The {text} came after a colon, a dash or an arrow, or in quotes: written as notes, not as a sentence. */
  setOff: boolean;
  /** A colon comes right after the clause ("my notes for today: …"): what follows is its text. */
  colonAfter?: boolean | undefined;
}

/** The one day a `when` names, the way `bias` points a bare weekday; undefined for several days or a span. */
export function dayOf(when: When | undefined, bias: Bias | 'present', today: IsoDate): IsoDate | undefined {
  if (!when) return today;
  if (when.kind !== 'day') return undefined;
  // "who's in on saturday?", "who's about on friday?" ask about the coming one (today included): blind rounds 11–13 meant it
  // every time, and "who was here tuesday" is the past (whos-was). "who's here dec 24", the nearest one.
  if (bias === 'present') return when.weekday ? when.future : dayOf(when, 'nearest', today);
  if (bias === 'past') return when.past;
  if (bias === 'future') return when.future;
  // Nearest: a bare weekday that is not today, the closer of the two.
  const ahead = daysApart(today, when.future);
  const behind = daysApart(when.past, today);
  return behind < ahead ? when.past : when.future;
}

function daysApart(a: IsoDate, b: IsoDate): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The days a write's `when` names: today when it names none, none for a span. */
export function daysOf(when: When | undefined, today: IsoDate): IsoDate[] {
  if (when === undefined) return [today];
  if (when.kind === 'day') return [when.future];
  if (when.kind === 'days') return when.dates;
  return [];
}

/** A span from a `when`: the span itself, several days' first to last, or one day. */
export function rangeOf(when: When | undefined, bias: Bias, today: IsoDate, fallback: DateRange): DateRange {
  if (!when) return fallback;
  if (when.kind === 'range') return when.month ? monthFacing(when.range, bias, today) : when.range;
  if (when.kind === 'days') return { start: when.dates[0]!, end: when.dates.at(-1)!, label: `${when.dates[0]} to ${when.dates.at(-1)}` };
  const day = dayOf(when, bias, today)!;
  return { start: day, end: day, label: day };
}

/**
 * A month said by its name alone is the one the question faces: "my plans in january" said in November is next
 * January, "who came in december" said in November last December. Any other span is as written.
 */
function monthFacing(range: DateRange, bias: Bias, today: IsoDate): DateRange {
  const shift = bias === 'future' && range.end < today ? 1 : bias === 'past' && range.start > today ? -1 : 0;
  if (shift === 0) return range;
  return monthSpan(Number(range.start.slice(0, 4)) + shift, Number(range.start.slice(5, 7)), range.label);
}

export const lastDays = (today: IsoDate, n: number, label: string): DateRange => ({ start: addDaysIso(today, -(n - 1)), end: today, label });
export const nextDays = (today: IsoDate, n: number, label: string): DateRange => ({ start: today, end: addDaysIso(today, n), label });

/** Someone named in a message: a mention, an email, a directory id, or a name. */
export function whoisQuery(text: string): WhoisQuery {
  const query = unwrapped(text.replace(/[?!.,;:]+$/, '').trim()).replace(/[?!.,;:]+$/, '');
  const mention = MENTION.exec(query);
  if (mention && mention[0].length === query.length) return { kind: 'mention', name: mention[1]!.trim(), zulipId: mention[2] ? Number(mention[2]) : null };
  if (EMAIL.test(query)) return { kind: 'email', email: query };
  if (/^\d{1,10}$/.test(query) && Number(query) <= 0xffff_ffff) return { kind: 'id', personId: Number(query) };
  return { kind: 'name', text: query };
}
