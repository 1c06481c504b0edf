import type { Item, Segment } from './items.js';
import { isLeadOnly, isNotesLabel, notesPrefix, stripLeads } from './leads.js';
import type { Write } from './meaning.js';
import type { Token } from './tokens.js';
import { ACTIVITY_VERBS, FILLER, SAME_NOTES } from './vocabulary.js';
import { placedQuote } from './placed-quote.js';
import { cleanNotes, isRemark, isSettlingIn, CHEERS, NOT_A_PURPOSE, NOT_NOTES_START, QUOTE_LEAD, SAYS_BEFORE } from './notes-words.js';
import { visitSpanTail } from './clause-rules.js';
import { daysOf } from './slots.js';

// Where a check-in's notes begin and end in a message, read by understand.ts's Reader segment by segment.

/** The message as the Reader holds it: its text, tokens and segments, and the hub's today. */
export interface Passage {
  body: string;
  tokens: Token[];
  segments: Segment[];
  today: string;
}

/** The member's own words from token FROM up to TO, as typed. */
export function textOf(p: Passage, from: number, to: number): string {
  if (from >= to) return '';
  return p.body.slice(p.tokens[from]!.start, p.tokens[Math.min(to, p.tokens.length) - 1]!.end).trim();
}

/** A label that names the notes themselves ("note:", "my status:"), not what changed ("change of plan:"). */
const NOTE_WORDS = new Set(['note', 'notes', 'status']);

/** Where notes begin in this segment, if it reads as notes after a check-in: after a colon, a notes label, in quotes, or what they are doing ("pairing w/ Lev…"). */
export function notesStart(p: Passage, seg: Segment, afterColon: boolean, afterComma: boolean): { from: number; byComma: boolean } | undefined {
  const from = notesFrom(p, seg, afterColon, afterComma);
  if (from === undefined) return undefined;
  // Set off by nothing but a comma, and not saying what they do ("…, the call ran long"): resolve.ts keeps a visit's notes.
  const tail = seg.items.filter((i) => i.from >= from);
  const first = tail[0];
  if (afterComma && !afterColon && isSettlingIn(tail)) return undefined;
  // (So are notes asked for around a quote: "for tomorrow, add 'bringing bagels'".)
  const doing = first?.kind === 'quote' || (first?.kind === 'word' && ACTIVITY_VERBS.test(first.word)) || from !== seg.items[0]!.from || placedQuote(textOf(p, from, seg.to)) !== undefined;
  const byComma = afterComma && !afterColon && !doing;
  // Set off by a comma and saying how something is ("…, the elevator is broken AGAIN", "…, the wifi was down"): a remark, not notes.
  if (byComma && isRemark(tail)) return undefined;
  return { from: withListMark(p, from, p.tokens.length), byComma };
}

/**
 * How many items a lead-in takes before words that open notes or quoted notes ("fyi, I shall be 'X'", "please note
 * that I'm working on …"): greetings and asides only; 0 when there is no such lead.
 */
function leadBeforeNotes(items: Item[]): number {
  const { items: rest, leads } = stripLeads(items);
  if (leads.size !== 1 || !leads.has('greeting') || rest.length === 0) return 0;
  // ("Sorry for my English": "for my …" says what a visit is for only right after the visit, not after a lead.)
  const head = rest[0]!;
  const opensNotes = head.kind === 'quote' || (notesPrefix(rest) > 0 && !(head.kind === 'word' && head.word === 'for'));
  return opensNotes ? items.length - rest.length : 0;
}

function notesFrom(p: Passage, seg: Segment, afterColon: boolean, afterComma: boolean): number | undefined {
  const items = seg.items;
  // A day or a time alone belongs to the check-in ("here. today: …", "here, till 6"), never to its notes;
  // and a question is answered or asked about, never stored ("I'm here, anyone up for lunch?").
  if (items.every((i) => i.kind === 'when' || i.kind === 'time' || (i.kind === 'word' && i.filler))) return undefined;
  if (seg.asks && !afterColon) return undefined;
  // "…, I mean", "…, and Cleo is with me": a lead or a new clause after a comma is said to the bot, not notes.
  // (Unless what follows the lead says what the visit is for: "…. fyi, I shall be 'X'", "btw working on the parser".)
  const asideFirst = items[0]!.kind === 'word' && NOT_NOTES_START.has(items[0]!.word) && leadBeforeNotes(items) === 0;
  if (!afterColon && (isLeadOnly(items) || asideFirst)) return undefined;
  // "working on: a tiny lisp": the label's own segment opens the notes after it.
  if (isNotesLabel(items) && /:/.test(p.tokens[items.at(-1)!.to - 1]!.trail + (p.tokens[items.at(-1)!.to]?.raw ?? ''))) return seg.to;
  // Filler before the notes is not part of them ("…, just catching up on emails").
  let lead = 0;
  while (lead < items.length - 1 && items[lead]!.kind === 'word' && (items[lead] as { filler: boolean }).filler) lead++;
  // A lead-in before them is not part of them either ("…. fyi, I shall be 'X'", "Kindly note that I shall be 'X'").
  lead += leadBeforeNotes(items.slice(lead));
  const first = items[lead]!;
  // "…, same project": the same notes as before (resolve.ts copies them).
  if (SAME_NOTES.test(textOf(p, seg.from, seg.to).replace(/[.!]+$/, ''))) return seg.from;
  // (After a notes label and its colon the member set the notes off themselves, lead-in and all: "note: working on
  // the runtime"; not after any colon: "Change of plan: today I work on the migration".)
  const before = p.segments[p.segments.indexOf(seg) - 1];
  const named = before?.items.filter((i) => !(i.kind === 'word' && i.filler)) ?? [];
  const labelled = afterColon && isNotesLabel(named) && named.some((i) => i.kind === 'word' && NOTE_WORDS.has(i.word));
  const prefix = labelled ? 0 : notesPrefix(items.slice(lead));
  // "…, for the whole day", "…, for the record": how long, or a manner of speaking, not what the visit is for.
  const after = items[lead + prefix];
  if (prefix > 0 && after?.kind === 'word' && items[lead]!.kind === 'word' && (items[lead] as { word: string }).word === 'for' && NOT_A_PURPOSE.has(after.word)) return undefined;
  if (prefix > 0) return items[lead + prefix]!.from;
  // An aside in parentheses ("just arrived (train was late, sorry)") is notes only when it says what they are doing.
  // (After a colon the member set the notes off themselves: "note: (re)glazing the bowls".)
  const aside = /\(/.test(p.tokens[seg.from]!.lead) && !afterColon;
  if (aside) return first.kind === 'word' && ACTIVITY_VERBS.test(first.word) ? first.from : undefined;
  // Set off by a comma or a dash right after the check-in ("I'm here, in a meeting till 3"), a colon, or quotes: notes.
  // (Not chat that starts like thanks or a cheer: "I'm here, thanks for fixing the coffee machine".)
  if (afterColon || first.kind === 'quote') return first.from;
  if (afterComma && lead === 0 && !(first.kind === 'word' && CHEERS.has(first.word))) return first.from;
  if (first.kind === 'word' && ACTIVITY_VERBS.test(first.word) && !FILLER.has(first.word)) return first.from;
  return undefined;
}

/**
 * Where a check-in's notes end: before a tail that only says when the visit is, which the check-in already
 * says ("grant report all day today", "thesis both days", "code review for the rest of the day"). A day that is
 * not the visit's own stays in the notes ("prep for friday's demo").
 */
export function notesEnd(p: Passage, write: Write, from: number, to: number): number {
  if (write.op !== 'checkin') return to;
  const own = new Set(daysOf(write.when, p.today));
  const items = p.segments.flatMap((seg) => seg.items).filter((i) => i.from >= from && i.to <= to);
  let end = items.length;
  const words = () => items.slice(0, end).map((i) => (i.kind === 'word' ? i.word : ''));
  for (;;) {
    const last = items[end - 1];
    if (!last || end === 1) break;
    if (last.kind === 'when' && last.when.kind === 'day' && own.has(last.when.future) && own.has(last.when.past)) end--;
    else if (last.kind === 'word' && last.filler) end--;
    else {
      const tail = visitSpanTail(words());
      if (tail === 0 || tail >= end) break;
      end -= tail;
    }
  }
  // Only a tail that said when goes (filler alone at the end is theirs: "… lol" is cleanNotes' to judge).
  if (end === items.length || items.slice(end).every((i) => i.kind === 'word' && i.filler)) return to;
  return items[end - 1]!.to;
}

/**
 * The text a notes write sets, from token FROM up to TO. Notes set on their own are kept as written ("notes: working
 * on the bot"): only a check-in's notes lose their lead-in. Words around one quoted text only say what it is ("now it
 * is '…'"): the quote is the text.
 */
export function textSet(p: Passage, from: number, to: number): string {
  const quotes = p.segments.flatMap((seg) => seg.items).filter((i) => i.kind === 'quote' && i.from >= from && i.to <= to);
  const quote = quotes.length === 1 && quotes[0]!.kind === 'quote' ? quotes[0]! : undefined;
  const around = quote ? `${textOf(p, from, quote.from)} ${textOf(p, quote.to, to)}` : '';
  // So does a quote right after "should say", "to read", "as" with nothing after it: "Today's note: - remove the old
  // one - new one should say 'interviews 2–4pm'" (the words before it say what to do, the quote what to write).
  const saidAs = quote !== undefined && SAYS_BEFORE.test(textOf(p, from, quote.from)) && QUOTE_LEAD.test(textOf(p, quote.to, to));
  const onlySaysWhat = quote !== undefined && (QUOTE_LEAD.test(around) || saidAs);
  return onlySaysWhat && quote.kind === 'quote' ? quote.text : cleanNotes(textOf(p, from, to));
}

/** A list's mark, as "1)" or "(1)": the marks separate items, so a reading begins after them. */
const LIST_MARK = /^\(?\d{1,2}\)$/;

/** "in friday, 1) glazing 2) trimming": notes that are a numbered list begin at its first mark, not after it. */
function withListMark(p: Passage, from: number, to: number): number {
  const mark = p.tokens[from - 1];
  const more = p.tokens.slice(from, to).some((t) => LIST_MARK.test(t.raw));
  return mark !== undefined && LIST_MARK.test(mark.raw) && more ? from - 1 : from;
}
