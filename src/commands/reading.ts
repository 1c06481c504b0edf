import { quoted } from '../text/markdown.js';
import { addDaysIso, type IsoDate } from '../time/hub-date.js';
import type { Target, WhoisQuery } from './command.js';
import { leadingDate, parseDate, parseRange, type Bias, type DateRange } from './dates.js';
import { isEmoji, isSeparator, type Token } from './words.js';

/**
 * The words after a phrasing, read the ways intents need them: a target, a
 * date, notes, filler. Everything works on tokens and cuts text from the
 * original message by offset, so notes are exactly what the member wrote.
 */
export class Tail {
  constructor(
    readonly text: string,
    readonly tokens: Token[],
  ) {}

  get empty(): boolean {
    return this.tokens.length === 0;
  }

  /** The original text from token `i` to the end ('' past the end). */
  from(i: number): string {
    const first = this.tokens[i];
    return first ? this.text.slice(first.start, this.tokens.at(-1)!.end) : '';
  }

  after(n: number): Tail {
    return new Tail(this.text, this.tokens.slice(n));
  }

  /** Leading separators ("-", ":", "—") dropped: "checking in - pairing" has the notes "pairing". */
  trimSeparators(): Tail {
    let i = 0;
    while (i < this.tokens.length && isSeparator(this.tokens[i]!)) i++;
    return this.after(i);
  }

  /** Trailing emoji and punctuation dropped: "who's here? 🙂" asks about today. */
  trimEnd(): Tail {
    let n = this.tokens.length;
    while (n > 0 && (isEmoji(this.tokens[n - 1]!) || isSeparator(this.tokens[n - 1]!))) n--;
    return new Tail(this.text, this.tokens.slice(0, n));
  }

  /** Nothing but politeness, apologies, emoji and punctuation. */
  isFiller(): boolean {
    return this.tokens.every((t) => FILLER.has(t.word) || isEmoji(t) || isSeparator(t));
  }

  words(): string[] {
    return this.tokens.map((t) => t.raw);
  }
}

/** Words that add nothing to what a message asks ("can't make it friday, sorry!"). */
const FILLER = new Set([
  'please', 'thanks', 'you', 'sorry', 'now', 'anymore', 'after', 'all', 'guys', 'people', 'everyone', 'then', 'again', 'sadly',
  'unfortunately', 'ok', 'btw', 'lol', 'haha', 'afraid', "i'm", 'for', 'the', 'day', 'frontdesk', 'bye', 'x', 'xx', 'just', 'so',
  'kindly', 'thx', 'oops', 'and', 'too', 'as', 'well', 'though', 'really', 'actually', 'anyway', 'alas', 'either',
  'see', 'ya', 'later', 'night', 'folks', 'team', 'hub', 'here',
]);

/** `@**Name**`, `@**Name|123**` and their silent forms `@_**…**`, at the start of the text. */
export const MENTION = /^@_?\*\*([^*|\n]+?)(?:\|(\d+))?\*\*/;
export const EMAIL = /^[^\s@<>()*`]+@[^\s@<>()*`]+\.[^\s@<>()*`]+$/;

/** A mention, an email, or "me" at the start of the tail (only the sender may be "me"). */
export function leadingTarget(tail: Tail): { target: Target; rest: Tail } {
  const text = tail.from(0);
  const mention = MENTION.exec(text);
  if (mention) {
    const end = (tail.tokens[0]?.start ?? 0) + mention[0].length;
    const target: Target = { kind: 'mention', name: mention[1]!.trim(), zulipId: mention[2] ? Number(mention[2]) : null };
    const next = tail.tokens.findIndex((t) => t.start >= end);
    return { target, rest: tail.after(next === -1 ? tail.tokens.length : next) };
  }
  const first = tail.tokens[0];
  if (first && EMAIL.test(first.raw.replace(/[,:;]$/, ''))) return { target: { kind: 'email', email: first.raw.replace(/[,:;]$/, '') }, rest: tail.after(1) };
  if (first && (first.word === 'me' || first.word === 'myself')) return { target: { kind: 'self' }, rest: tail.after(1) };
  if (first?.word === 'for' && tail.tokens[1]?.word === 'me') return { target: { kind: 'self' }, rest: tail.after(2) };
  return { target: { kind: 'self' }, rest: tail };
}

export type DateRead = { date?: IsoDate; length: number; error?: string; numeric?: boolean };

/** A date at the start of the tail (trailing punctuation and "on"/"for" allowed). */
export function dateAtStart(tail: Tail, today: IsoDate, bias: Bias): DateRead {
  const words = tail.tokens.slice(0, 6).map((t) => t.raw);
  const lead = leadingDate(words, today, bias);
  const numeric = lead.length === 1 && /^\d{1,2}[/-]\d{1,2}[.,!?:;]*$/.test(words[0]!);
  return { ...lead, numeric };
}

/** Words that may begin a date: only these positions are tried when looking for a date inside a tail. */
const DATE_START = /^(today|tonight|tomorrow|yesterday|tmr|tmrw|on|for|this|next|last|in|the|day|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)/;

/** The first date anywhere in the first words of the tail, with where it starts. */
export function findDate(tail: Tail, today: IsoDate, bias: Bias, limit = 16): { at: number; read: DateRead } | undefined {
  for (let i = 0; i < Math.min(tail.tokens.length, limit); i++) {
    if (!DATE_START.test(tail.tokens[i]!.word)) continue;
    const read = dateAtStart(tail.after(i), today, bias);
    // One word that is more often something else inside notes ("sat with Bram", "the may release") is not taken for a date.
    if (read.date && !(read.length === 1 && /^(on|for|in|the|this|next|last|may|day|sun|sat|mar|wed)$/.test(tail.tokens[i]!.word))) return { at: i, read };
  }
  return undefined;
}

/** Words that join days into a list ("mon, tue and wed") or a span ("mon to wed"). */
const DAY_JOINS = new Set(['and', '&', 'or', '+', 'plus', 'to', 'through', 'thru', 'until', 'till', '-', '–', '—', 'and/or']);
const SPAN_JOINS = new Set(['to', 'through', 'thru', 'until', 'till', '-', '–', '—', '..', '...']);
/** The most days a list or span may name before it is "one day at a time" rather than a list of commands. */
const MAX_LISTED_DAYS = 7;

export type DayList = { days: IsoDate[]; length: number } | { error: string; length: number };

/**
 * Several days at the start of the tail, "tomorrow and thursday", "mon, tue
 * and wed", "mon to wed", "mon-wed": every day named (a span filled in), or
 * undefined when the tail names one day or none.
 */
export function dayList(tail: Tail, today: IsoDate, bias: Bias): DayList | undefined {
  const glued = gluedDays(tail.tokens[0], today, bias);
  if (glued) return { ...spanOrList(glued.days, glued.span), length: 1 };
  const first = dateAtStart(tail, today, bias);
  if (!first.date) return undefined;
  const days = [first.date];
  let span = false;
  let i = first.length;
  let comma = tail.tokens[i - 1]!.raw.endsWith(',');
  for (;;) {
    let joined = comma;
    let j = i;
    while (j < tail.tokens.length && (DAY_JOINS.has(tail.tokens[j]!.word) || isSeparator(tail.tokens[j]!))) {
      if (SPAN_JOINS.has(tail.tokens[j]!.word) || SPAN_JOINS.has(tail.tokens[j]!.raw)) span = true;
      joined = true;
      j++;
    }
    if (!joined) break;
    const next = dateAtStart(tail.after(j), today, bias);
    if (!next.date || next.numeric) break;
    days.push(next.date);
    i = j + next.length;
    comma = tail.tokens[i - 1]!.raw.endsWith(',');
  }
  if (days.length < 2) return undefined;
  return { ...spanOrList(days, span && days.length === 2), length: i };
}

/** "mon-wed", "tue,thu": days glued into one word. */
function gluedDays(token: Token | undefined, today: IsoDate, bias: Bias): { days: IsoDate[]; span: boolean } | undefined {
  if (!token || !/^[a-z]+(?:(?:[-–,&+/]|\.\.\.?)[a-z]+)+[.!?,;:]*$/i.test(token.raw)) return undefined;
  const pieces = token.raw.replace(/[.!?,;:]+$/, '').split(/\.\.\.?|[-–,&+/]/);
  const days = pieces.map((p) => leadingDate([p], today, bias).date);
  if (days.some((d) => d === undefined)) return undefined;
  return { days: days as IsoDate[], span: /[-–]|\.\./.test(token.raw) && pieces.length === 2 };
}

function spanOrList(days: IsoDate[], span: boolean): { days: IsoDate[] } | { error: string } {
  let all = days;
  if (span) {
    // "fri to mon": the end is the first such day after the start.
    let end = days[1]!;
    while (end < days[0]!) end = addDaysIso(end, 7);
    all = [];
    for (let d = days[0]!; d <= end && all.length <= MAX_LISTED_DAYS; d = addDaysIso(d, 1)) all.push(d);
  }
  const unique = [...new Set(all)].sort();
  if (unique.length > MAX_LISTED_DAYS) return { error: `That is more than ${MAX_LISTED_DAYS} days; I change one day at a time.` };
  return { days: unique };
}

/** The tail as a date with nothing else but filler around it ("sorry, not friday after all"), or empty. */
export function onlyDate(tail: Tail, today: IsoDate, bias: Bias): { date?: IsoDate; error?: string; leftover?: string; written?: string } {
  if (tail.isFiller()) return {};
  const found = findDate(tail, today, bias);
  if (!found) {
    const lead = dateAtStart(tail, today, bias);
    return lead.error ? { error: lead.error } : { leftover: tail.from(0) };
  }
  const before = new Tail(tail.text, tail.tokens.slice(0, found.at));
  const after = tail.after(found.at + found.read.length);
  const written = tail.tokens.slice(found.at, found.at + found.read.length).map((t) => t.raw).join(' ');
  if (!before.isFiller() || !after.isFiller()) return { date: found.read.date!, leftover: tail.from(0), written };
  return { date: found.read.date!, written };
}

/** A date or a range ("this week", "nov 1..nov 15", "last 7 days"). */
export function dateOrRange(text: string, today: IsoDate, bias: Bias): { day?: IsoDate; range?: DateRange; error?: string } {
  const t = text.replace(/[?!.,;:\s]+$/, '').trim();
  if (t === '') return { day: today };
  const range = parseRange(t, today);
  if (range.ok) return { range: range.value };
  const looksLikeRange = /\.\.|\b(to|until|through|thru|since|between|days?|weeks?|months?|weekend)\b/i.test(t);
  if (looksLikeRange) return { error: range.error };
  const words = t.split(/\s+/);
  const day = leadingDate(words, today, bias);
  if (day.date && day.length === words.length) return { day: day.date };
  if (day.error) return { error: day.error };
  const parsed = parseDate(t, today, bias);
  return { error: parsed.ok ? `I couldn't read ${quoted(t)} as a date.` : parsed.error };
}

export function whoisQuery(query: string): WhoisQuery {
  const mention = MENTION.exec(query);
  if (mention && mention[0].length === query.length) {
    return { kind: 'mention', name: mention[1]!.trim(), zulipId: mention[2] ? Number(mention[2]) : null };
  }
  if (EMAIL.test(query)) return { kind: 'email', email: query };
  if (/^\d{1,10}$/.test(query) && Number(query) <= 0xffff_ffff) return { kind: 'id', personId: Number(query) };
  return { kind: 'name', text: query };
}
