import type { IsoDate } from '../time/hub-date.js';
import { timeAt, type TimeOfDay } from './time-of-day.js';
import { boundaryAfter, isEmoji, isSeparator, type Boundary, type Token } from './tokens.js';
import { FILLER, MONTHS, RELATIVE_DAYS, SPELLINGS, WEEKDAY_PLURALS, WEEKDAYS } from './vocabulary.js';
import { whenAt, type When } from './when.js';

/**
 * A message as the matcher sees it: words, and the entities read out of them
 * (a date or days or a span, a time of day, a mention, an email, a quoted
 * text, a link), each knowing the tokens it came from; cut into segments
 * where the member's punctuation ends a clause.
 */

/** One visit, whose day may follow "from" ("the visit from 3 December"). */
const ONE_VISIT = new Set(['visit', 'booking', 'checkin', 'reservation', 'spot']);
/** What a day may be "of" ("my visit of tomorrow"). */
const VISIT_NOUNS = new Set(['visit', 'visits', 'booking', 'note', 'notes', 'checkin', 'plan', 'plans', 'reservation', 'spot']);

/** Verbs of coming by after which "by" is a place to come, not a deadline ("swing by friday"). */
const COMING_VERBS = new Set(['swing', 'swinging', 'pop', 'popping', 'stop', 'stopping', 'drop', 'dropping', 'come', 'coming', 'came']);
export type Item = { from: number; to: number } & (
  /** `stands`: the name a pronoun stands for, said earlier in the message (antecedent.ts). */
  | { kind: 'word'; word: string; filler: boolean; possessive: boolean; stands?: string }
  | { kind: 'when'; when: When }
  | { kind: 'time'; time: TimeOfDay }
  | { kind: 'mention'; name: string; zulipId: number | null }
  | { kind: 'email'; email: string }
  | { kind: 'quote'; text: string }
  | { kind: 'url' }
  /** Words that clearly try to be a date and are none ("2026-02-30", "next blursday"): said so, never guessed. */
  | { kind: 'baddate'; error: string }
  /** "every tuesday", "mondays": visits that repeat, which the directory does not have. */
  | { kind: 'repeat' }
);

export interface Segment {
  items: Item[];
  /** How the segment ends: the punctuation after it. */
  end: Boundary;
  /** Token range [from, to). */
  from: number;
  to: number;
  /** It ends with "?". */
  asks: boolean;
}

export const MENTION = /^@_?\*\*([^*|\n]+?)(?:\|(\d+))?\*\*/;
export const EMAIL = /^[^\s@<>()*`"']+@[^\s@<>()*`"']+\.[a-z]{2,}$/i;
const URL = /^(https?:\/\/|www\.)\S+$/i;
const OPEN_QUOTES = new Map<string, string>([['"', '"'], ['“', '”'], ['\u2018', '\u2019'], ["'", "'"], ['«', '»']]);

/** Reads every entity and word of the message, in order. */
export function itemsOf(tokens: Token[], text: string, today: IsoDate): Item[] {
  const items: Item[] = [];
  const words = tokens.map((x) => x.word);
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i]!;
    if (isSeparator(t) || isEmoji(t)) {
      i++;
      continue;
    }
    const mention = MENTION.exec(text.slice(t.start));
    if (mention && !t.lead.replace(/[(@]/g, '')) {
      const end = t.start + mention[0].length;
      let j = i;
      while (j < tokens.length && tokens[j]!.end < end) j++;
      items.push({ kind: 'mention', name: mention[1]!.trim(), zulipId: mention[2] ? Number(mention[2]) : null, from: i, to: j + 1 });
      i = j + 1;
      continue;
    }
    const bare = trimPunctuation(t.raw);
    if (EMAIL.test(bare)) {
      items.push({ kind: 'email', email: bare, from: i, to: i + 1 });
      i++;
      continue;
    }
    if (URL.test(bare)) {
      items.push({ kind: 'url', from: i, to: i + 1 });
      i++;
      continue;
    }
    const quote = quoteAt(tokens, i, text);
    if (quote) {
      items.push({ kind: 'quote', text: quote.text, from: i, to: quote.to });
      i = quote.to;
      continue;
    }
    const previous = items.at(-1);
    const afterDate = previous?.kind === 'when' && previous.to === i;
    const time = timeAt(words, i, afterDate);
    // "every weekday" is a habit before it is this week's days, unless a week is named after it ("every weekday next week").
    const habit = habitAt(tokens, i);
    if (habit > 0) {
      items.push({ kind: 'repeat', from: i, to: i + habit });
      i += habit;
      continue;
    }
    // "cancel the visit from 3 December": after one visit, "from" names its day (not a span's start: "my visits from mon").
    if (words[i] === 'from' && previous?.kind === 'word' && ONE_VISIT.has(previous.word) && previous.to === i) {
      items.push({ kind: 'word', word: 'from', filler: true, possessive: false, from: i, to: i + 1 });
      i++;
      continue;
    }
    // "swing by saturday", "pop by friday": after a verb of coming, "by" is where one comes, not a deadline.
    const comingBy = words[i] === 'by' && previous?.kind === 'word' && COMING_VERBS.has(previous.word);
    const read = comingBy || monthAsName(tokens, i) || (DATE_PREPOSITIONS.has(words[i]!) && monthAsName(tokens, i + 1)) ? undefined : whenAt(tokens, i, today);
    // ("in every weekday": the habit inside is not a date either.)
    const when = read && !('error' in read) && Array.from({ length: read.length - 1 }, (_, k) => i + 1 + k).some((k) => habitAt(tokens, k) > 0) ? undefined : read;
    if (time && (!when || time.length > when.length)) {
      items.push({ kind: 'time', time: time.time, from: i, to: i + time.length });
      i += time.length;
      continue;
    }
    if (when && 'error' in when) {
      items.push({ kind: 'baddate', error: when.error, from: i, to: i + when.length });
      i += when.length;
      continue;
    }
    // "can't make it Thursday or Friday now": "now" right after another day says "as things stand", not today.
    const asThingsStand = when && !('error' in when) && t.word === 'now' && when.length === 1 && previous?.kind === 'when' && previous.to === i && !isTodayOnly(previous.when, today);
    if (asThingsStand) {
      items.push({ kind: 'word', word: 'now', filler: true, possessive: false, from: i, to: i + 1 });
      i++;
      continue;
    }
    if (when) {
      // "the friday I come too": an article before a day adds nothing a template must spell out.
      const before = items.at(-1);
      if (before?.kind === 'word' && before.word === 'the' && before.to === i) before.filler = true;
      // "my visit of tomorrow", "the note of the 2nd": "of" joins the day to the visit, as "on" or "for" would.
      const owner = items.at(-2);
      if (before?.kind === 'word' && before.word === 'of' && before.to === i && owner?.kind === 'word' && VISIT_NOUNS.has(owner.word)) before.filler = true;
      items.push({ kind: 'when', when: when.when, from: i, to: i + when.length });
      i += when.length;
      continue;
    }
    const repeat = repeatAt(tokens, i);
    if (repeat > 0) {
      items.push({ kind: 'repeat', from: i, to: i + repeat });
      i += repeat;
      continue;
    }
    // "be in hub tomorrow", "I'm at t' hub", "come to the office": where the member is or comes, said with or without an
    // article, is "here" (one word the templates spell once, instead of every way of naming the place).
    const place = placeAt(tokens, i);
    if (place > 0) {
      // (Said after being here already, it says nothing more: "I'm here now at the hub", "I'm in at the hub", "pulled up to the hub".)
      const saidAlready = items.slice(-2).some((x) => x.kind === 'word' && PRESENT_ALREADY.has(x.word));
      items.push({ kind: 'word', word: 'here', filler: saidAlready, possessive: false, from: i, to: i + place });
      i += place;
      continue;
    }
    // "is Hana coming that day?", "same day?": a day said before, pointed at (refer-back.ts), not a word a template spells out.
    const pointer = items.at(-1);
    const pointsBack = (t.word === 'day' || t.word === 'date') && pointer?.kind === 'word' && pointer.to === i && (pointer.word === 'that' || pointer.word === 'same');
    if (pointsBack) pointer.filler = true;
    // "When was I last time in hub?": "last time" before where one was is "last".
    const lastTime = t.word === 'time' && pointer?.kind === 'word' && pointer.word === 'last' && pointer.to === i && LAST_TIME_BEFORE.has(words[i + 1] ?? '');
    // Northern English "our Corin", "our Kaia": "our" before a person's name is fondness, not whose.
    const fondly = t.word === 'our' && t.trail === '' && /^\p{Lu}\p{Ll}+$/u.test(tokens[i + 1]?.raw ?? '') && !WEEKDAYS.has(words[i + 1] ?? '') && !MONTHS.has(words[i + 1] ?? '');
    items.push({ kind: 'word', word: t.word, filler: pointsBack || lastTime || fondly || FILLER.has(t.word), possessive: t.possessive, from: i, to: i + 1 });
    i++;
  }
  return items;
}

/** Whether a day said is today and nothing else. */
function isTodayOnly(when: When, today: IsoDate): boolean {
  return when.kind === 'day' && when.future === today && when.past === today;
}

/**
 * How many tokens at `i` name the hub as where one is or comes: a preposition of place, an article or none ("t'" in
 * Yorkshire), and the place ("at hub", "in t' hub", "over to the office"); 0 if none. Nothing may end the clause between.
 */
function placeAt(tokens: Token[], i: number): number {
  let k = i;
  // ("I will come hub on Thursday": after a verb of coming the preposition may be dropped too.)
  const bare = COME_WITHOUT_PREPOSITION.has(tokens[i - 1]?.word ?? '') && tokens[i - 1]!.trail === '';
  // ("I'll be down the hub Friday", "up the hub": British, as "down the pub"; the lead is the preposition.)
  const leadAlone = PLACE_LEADS_ALONE.has(tokens[k]?.word ?? '') && tokens[k]!.trail === '' && PLACE_ARTICLES.has(tokens[k + 1]?.word ?? '') && PLACES.has(tokens[k + 2]?.word ?? '');
  if (leadAlone) k++;
  else if (!bare || PLACE_PREPOSITIONS.has(tokens[k]?.word ?? '')) {
    if (PLACE_LEADS.has(tokens[k]?.word ?? '') && PLACE_PREPOSITIONS.has(tokens[k + 1]?.word ?? '') && tokens[k]!.trail === '') k++;
    if (!PLACE_PREPOSITIONS.has(tokens[k]?.word ?? '') || tokens[k]!.trail !== '') return 0;
    k++;
  }
  if (PLACE_ARTICLES.has(tokens[k]?.word ?? '') && /^'?$/.test(tokens[k]!.trail)) k++;
  return PLACES.has(tokens[k]?.word ?? '') ? k + 1 - i : 0;
}
/**
 * "contact details for June Marrowby", "is April Stone in?": a month's name written with a capital before a capitalised
 * word that names no day is a person's first name.
 */
function monthAsName(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  if (t === undefined || !MONTHS.has(t.word) || !/^\p{Lu}\p{Ll}+$/u.test(t.raw) || next === undefined || t.trail !== '') return false;
  return /^\p{Lu}\p{Ll}+$/u.test(next.raw) && !MONTHS.has(next.word) && !WEEKDAYS.has(next.word) && !RELATIVE_DAYS.has(next.word);
}

/** Words a date may be read from together with the month after them ("for june", "in june"). */
const DATE_PREPOSITIONS = new Set(['for', 'in', 'on', 'of', 'during', 'until', 'till', 'by', 'since', 'from', 'to', 'about']);

const PLACE_LEADS = new Set(['over', 'down', 'round']);
/** Said before "the hub" with no preposition (British "down the pub"): "down the hub", "up the hub". */
const PLACE_LEADS_ALONE = new Set(['over', 'down', 'round', 'up']);
const LAST_TIME_BEFORE = new Set(['here', 'in', 'at', 'to', 'there', 'around']);
// ("I reach hub already": reaching or entering a place takes no preposition in any English.)
const COME_WITHOUT_PREPOSITION = new Set(['come', 'coming', 'came', 'reach', 'reached', 'reaching', 'enter', 'entered', 'entering']);
const PRESENT_ALREADY = new Set(['here', 'hear', 'in', 'there', 'around', 'back', 'present', 'up', 'now']);
const PLACE_PREPOSITIONS = new Set(['at', 'in', 'to', 'into', 'inside']);
const PLACE_ARTICLES = new Set(['the', 't', 'our']);
const PLACES = new Set(['hub', 'office', 'space', 'building']);

/** "every tuesday", "each monday", "tuesdays", "weekly", "every week": how many words say a visit repeats. */
function repeatAt(tokens: Token[], i: number): number {
  const w = tokens[i]!.word;
  const next = tokens[i + 1]?.word ?? '';
  if ((w === 'every' || w === 'each') && (WEEKDAYS.has(next) || next === 'week' || next === 'weekday')) return 2 + moreDays(tokens, i + 2);
  if (WEEKDAY_PLURALS.has(w)) return 1 + moreDays(tokens, i + 1);
  if ((w === 'weekly' || w === 'daily' || w === 'everyday') && !beforeNoun(tokens, i)) return 1;
  return 0;
}

/** "the daily digest", "weekly stats": "daily" and "weekly" right before a word that names a thing describe it; they say no habit. */
function beforeNoun(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (!next || /[,.;:!?)]/.test(tokens[i]!.trail)) return false;
  return /^[a-z]/.test(next.word) && !FILLER.has(next.word) && !ADVERB_FOLLOWERS.has(next.word) && !WEEKDAYS.has(next.word) && !WEEKDAY_PLURALS.has(next.word);
}
/** Words that may follow "daily" said of a habit ("I come in daily from now on", "weekly on tuesdays"). */
const ADVERB_FOLLOWERS = new Set([
  'from', 'until', 'till', 'starting', 'since', 'now', 'and', 'or', 'but', 'except', 'if', 'unless', 'at', 'in', 'on', 'for', 'this', 'next',
  'basically', 'mostly', 'usually', 'anyway', 'though', 'as', 'when', 'then', 'so', 'until', 'these', 'going', 'nowadays', 'lately', 'here',
]);

/** A repeat said as a habit: not one that names the week it is in ("every weekday next week" is those days). */
function habitAt(tokens: Token[], i: number): number {
  const n = repeatAt(tokens, i);
  return n > 0 && !['this', 'next', 'in', 'until', 'till', 'through'].includes(tokens[i + n]?.word ?? '') ? n : 0;
}

/** "tuesdays and thursdays", "every mon, wed and fri": the other days of one repeat, joined to it (how many words). */
function moreDays(tokens: Token[], i: number): number {
  let n = 0;
  for (;;) {
    const join = tokens[i + n]?.word;
    const day = (k: number) => WEEKDAY_PLURALS.has(tokens[k]?.word ?? '') || WEEKDAYS.has(tokens[k]?.word ?? '');
    if ((join === 'and' || join === 'or' || join === '&') && day(i + n + 1)) n += 2;
    else if (/,/.test(tokens[i + n - 1]?.trail ?? '') && day(i + n)) n += 1;
    else return n;
  }
}

/** A quoted text starting at token `i`: "…", “…”, '…' (the closing mark at the end of a later token, or the same one). */
function quoteAt(tokens: Token[], i: number, text: string): { text: string; to: number } | undefined {
  const t = tokens[i]!;
  const open = [...OPEN_QUOTES.keys()].find((q) => t.lead.endsWith(q) || (t.lead === '' && t.raw.startsWith(q)));
  if (!open) return undefined;
  // "'oo's Dana?", "off 'ome": an apostrophe for a dropped letter opens no quote (the word is one the vocabulary spells).
  if (open === "'" && SPELLINGS.has(t.raw.slice(1).toLowerCase())) return undefined;
  const close = OPEN_QUOTES.get(open)!;
  // (The tokens' lead and trail fold a backtick into "'": "`CRDT reading group`" is quoted as 'CRDT reading group'.)
  const folded = (u: Token) => u.raw.replace(/`/g, "'");
  const start = t.start + folded(t).indexOf(open) + open.length;
  for (let j = i; j < tokens.length && j < i + 200; j++) {
    const u = tokens[j]!;
    const trail = j === i ? folded(u).slice(folded(u).indexOf(open) + open.length) : u.trail;
    const at = trail.lastIndexOf(close);
    if (at !== -1 && (j > i || trail.length > 1)) {
      const endInRaw = u.raw.length - (j === i ? trail.length - at : u.trail.length - at);
      const end = u.start + endInRaw;
      if (end <= start) continue;
      return { text: text.slice(start, end).trim(), to: j + 1 };
    }
  }
  return undefined;
}

/** Cuts the items where a clause ends (punctuation, an emoji, a new line); an entity is never cut inside. */
export function segmentsOf(items: Item[], tokens: Token[], text: string): Segment[] {
  const segments: Segment[] = [];
  let current: Item[] = [];
  let from = 0;
  const close = (end: Boundary, to: number) => {
    if (current.length > 0) {
      const last = tokens[current.at(-1)!.to - 1]!;
      segments.push({ items: current, end, from, to, asks: /\?/.test(last.trail) || tokens.slice(current.at(-1)!.to, to).some((t) => t.raw.includes('?')) });
    }
    current = [];
    from = to;
  };
  let next = 0;
  for (const item of items) {
    // Separators and emoji between items end a clause too.
    for (let k = next; k < item.from; k++) {
      // A dash between two days joins them into a span ("dec 20 - jan 3"); it ends no clause.
      if (DASHES.has(tokens[k]!.raw) && item.kind === 'when' && current.at(-1)?.kind === 'when') continue;
      const b = boundaryAfter(tokens[k]!, tokens[k + 1], text);
      if (b) close(strongest(b, segments.length ? undefined : undefined), k + 1);
    }
    // "here note: …", "plan 2026-12-09 notes: …": a notes label run on after a request, said with its colon, starts a
    // clause of its own, as if a comma came before it.
    // (Not a label that names its own visit: "today's note:", "add note:".)
    if (item.kind === 'word' && RUN_ON_LABELS.has(item.word) && /^:/.test(tokens[item.to - 1]!.trail) && endsARequest(current.at(-1), tokens)) close('comma', item.from);
    if (current.length === 0) from = item.from;
    current.push(item);
    next = item.to;
    const last = tokens[item.to - 1]!;
    // A mention's name may hold punctuation ("@**Bram (they) (S1'26)**"): only what follows its closing ** can end the clause.
    const mentionEnd = item.kind === 'mention' ? tokens[item.from]!.start + (MENTION.exec(text.slice(tokens[item.from]!.start))?.[0].length ?? 0) : undefined;
    const b = boundaryAfter(mentionEnd === undefined ? last : { ...last, trail: text.slice(Math.max(mentionEnd, last.end - last.trail.length), last.end) }, tokens[item.to], text);
    if (b) close(b, item.to);
  }
  for (let k = next; k < tokens.length; k++) {
    const b = boundaryAfter(tokens[k]!, tokens[k + 1], text);
    if (b) close(b, k + 1);
  }
  close(undefined, tokens.length);
  return segments;
}

const DASHES = new Set(['-', '–', '—']);

/** The last item before a run-on label ends the request ("here", "in today", "2026-12-09"), and is no owner of the label ("today's"). */
function endsARequest(item: Item | undefined, tokens: Token[]): boolean {
  if (item === undefined || tokens[item.to - 1]!.possessive) return false;
  return item.kind === 'when' || (item.kind === 'word' && PRESENT_WORDS.has(item.word));
}

const PRESENT_WORDS = new Set(['here', 'in', 'there', 'back', 'arrived', 'present']);

/** One-word labels that open notes only (never a request or a day of their own). */
const RUN_ON_LABELS = new Set(['note', 'notes', 'status', 'wip', 'todo', 'memo', 'comment']);

function strongest(a: Boundary, b: Boundary): Boundary {
  const rank = (x: Boundary) => (x === 'stop' ? 3 : x === 'colon' ? 2 : x === 'comma' ? 1 : 0);
  return rank(a) >= rank(b) ? a : b;
}

/**
 * A word without the brackets before it and the punctuation after it
 * ("(ada@example.org)," is the address). Scanned from each end: the regular
 * expression that did this backtracked on every "?" of "???…?x" (a 10,000
 * character token took 90 ms).
 */
function trimPunctuation(raw: string): string {
  let start = 0;
  // (Backticks too: "`yara@example.org`" is an address in a code span.)
  while (start < raw.length && '(<`'.includes(raw[start]!)) start++;
  let end = raw.length;
  while (end > start && '.,;:!?)>`'.includes(raw[end - 1]!)) end--;
  return raw.slice(start, end);
}
