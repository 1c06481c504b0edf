import { hubToday } from '../time/hub-date.js';
import { editDistance } from './edit-distance.js';
import { INTENTS, topicOf } from './intents.js';
import { itemsOf, segmentsOf, type Item, type Segment } from './items.js';
import { isLeadOnly, isNotesLabel, notesPrefix, stripLeads } from './leads.js';
import { candidatesFor, fits, TEMPLATE_WORDS, type Candidate, type ClauseContext } from './matcher.js';
import type { Clause, Reading, Write } from './meaning.js';
import { isEmoji, isSeparator, tokenize, type Token } from './tokens.js';
import { ACTIVITY_VERBS, CLAUSE_JOINS, FILLER, NEVER_TYPOS, QUESTION_WORDS, SPELLINGS } from './vocabulary.js';
import type { When } from './when.js';
import { dayOf } from './slots.js';

export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * Reads one message, once, against the hub's calendar at `now`: pure and
 * total (never throws on any input; a bug comes back as `crash`). The result
 * says what each clause means; nothing is decided about writing yet (that
 * needs the member's visits: resolve.ts).
 */
export function understand(text: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Reading {
  const today = hubToday(now, timeZone);
  const body = text.trim().replace(/^[/!]+/, '').trimStart();
  const tokens = tokenize(body);
  const reading: Reading = { clauses: [], unclear: [], question: /\?\s*\S{0,4}\s*$/.test(body), text: body, today };
  const items = itemsOf(tokens, body, today);
  if (items.length === 0) {
    reading.clauses.push(alone(body, tokens));
    return reading;
  }
  new Reader(body, tokens, today, reading).read(segmentsOf(items, tokens, body));
  return reading;
}

/** A message with no words: "?" asks for help; a thumbs-up says yes (to a question of mine, if any); other emoji are a wave. */
function alone(body: string, tokens: Token[]): Clause {
  if (/^[?\s]+$/.test(body)) return { type: 'help', intent: 'help' };
  if (tokens.some((t) => /^(👍|👌|✅|✔️|☑️|:\+1:|:thumbs_up:|:check:|:ok:)/u.test(t.raw))) return { type: 'control', control: { kind: 'yes' }, intent: 'yes' };
  // An emoji alone is a wave; "---" or "..." says nothing at all.
  return { type: 'chat', command: body === '' || tokens.every((t) => isSeparator(t)) ? undefined : { kind: 'smalltalk', says: 'hello' }, intent: 'emoji' };
}

/** What one segment turned out to be. */
type Part =
  | { kind: 'clauses'; clauses: Clause[]; notes?: boolean; textOpen?: Clause | undefined; pending?: Candidate | undefined; rest?: boolean }
  | { kind: 'when'; when?: When | undefined; time: boolean }
  | { kind: 'lead' }
  | { kind: 'none'; dated: boolean; asks: boolean; words: string[] };

class Reader {
  /** Where the notes of the last write begin (a token index), while they run on. */
  #notes: { clause: Extract<Clause, { type: 'write' }>; from: number } | undefined;
  /** A write whose {text} continues in the next segments ("change my notes to: …"). */
  #text: { clause: Clause; from: number } | undefined;
  /** A clause waiting for its day ("plan: tuesday"). */
  #pending: Candidate | undefined;

  constructor(
    private readonly body: string,
    private readonly tokens: Token[],
    private readonly today: string,
    private readonly out: Reading,
  ) {}

  read(segments: Segment[]): void {
    let opensNotes = false;
    for (let k = 0; k < segments.length; k++) {
      const seg = segments[k]!;
      // Requests are in a message's first sentences; past those, a long message is notes running on, or chat.
      // (This bounds the work on any message, however long.)
      if (k >= MAX_SEGMENTS_READ) break;
      const previous = segments[k - 1];
      const afterColon = previous !== undefined && this.#colonAfter(previous, seg);
      // A label before a colon opens notes for the write before it ("in. notes: …", "tomorrow + thursday. notes for both: …").
      if (!this.#notes && !this.#text && this.#lastWriteTakingNotes() && isNotesLabel(seg.items) && this.#colonAfter(seg, segments[k + 1])) {
        opensNotes = true;
        continue;
      }
      // Notes may begin here (after a check-in: a label, a colon, what they are doing): unless the segment is a request by itself, they do.
      const taker = !this.#notes && !this.#text ? this.#lastWriteTakingNotes() : undefined;
      if (taker) {
        const present = (taker.intent === 'checkin' || taker.intent === 'checkin-strict') && isToday(taker.write.op === 'checkin' ? taker.write.when : undefined, this.today);
        const from = this.#notesStart(seg, afterColon || opensNotes, previous?.end === 'comma' && present);
        if (from !== undefined && !this.#requestAlone(seg, afterColon, true)) {
          this.#notes = { clause: taker, from };
          opensNotes = false;
          continue;
        }
      }
      // While notes or text run on, a segment ends them only if it is a request by itself (read whole, no typos, no splitting):
      // notes are long, and reading every part of them every way would cost more than the rest of the message.
      const running = this.#notes !== undefined || this.#text !== undefined;
      const part = running && !this.#requestAlone(seg, afterColon) ? ({ kind: 'none', dated: false, asks: false, words: [] } as Part) : this.#part(seg, afterColon);
      const strong = part.kind === 'clauses' && part.clauses.some((c) => c.type === 'write' || c.type === 'read' || c.type === 'control');
      // Text or notes already running go on until a segment that asks for something itself; what comes
      // right after "to:" is the text, whatever it says ("update my note to: at the hub till 6").
      if (this.#text && (!strong || this.#text.from === seg.from)) continue;
      if (this.#text) this.#closeText(seg.from);
      if (this.#notes && !strong) continue;
      if (this.#notes) this.#closeNotes(seg.from);
      opensNotes = false;
      switch (part.kind) {
        case 'lead':
          // "hey frontdesk" alone is a hello; before a request it is only politeness (dropped with the other chat).
          this.out.clauses.push({ type: 'chat', command: { kind: 'smalltalk', says: 'hello' }, intent: 'lead' });
          break;
        case 'when':
          this.#attachWhen(part, seg);
          if (this.#colonAfter(seg, segments[k + 1])) opensNotes = true;
          break;
        case 'none':
          if (part.asks) this.out.clauses.push({ type: 'help', ...optionalTopic(topicOf(part.words)), intent: 'how-to' });
          else if (part.dated) this.out.unclear.push(this.#textOf(seg.from, seg.to));
          else this.out.clauses.push({ type: 'chat', command: undefined, intent: 'unknown' });
          break;
        case 'clauses':
          this.out.clauses.push(...part.clauses);
          if (part.rest) {
            k = segments.length;
            break;
          }
          if (part.pending) this.#pending = part.pending;
          if (part.textOpen && this.#continues(seg, segments[k + 1])) this.#text = { clause: part.textOpen, from: segments[k + 1]!.from };
          break;
      }
    }
    if (this.#text) this.#closeText(this.tokens.length);
    if (this.#notes) this.#closeNotes(this.tokens.length);
    if (this.#pending) this.out.unclear.push(this.#pending.intent.name);
    tidy(this.out);
  }

  /** Reads one segment. */
  #part(seg: Segment, afterColon: boolean): Part {
    const bad = seg.items.find((i) => i.kind === 'baddate');
    if (bad?.kind === 'baddate') return { kind: 'clauses', clauses: [{ type: 'say', text: bad.error, intent: 'bad-date' }] };
    // The whole segment first ("do you know Corin?", "do I have a visit tomorrow?"), then without its leads.
    const whole = this.#tryWhole(seg, afterColon);
    if (whole) return whole;
    const { items, leads, questionWords } = stripLeads(withoutForMe(seg.items));
    // A polite request asks for the thing even with a "?" ("can you check me in?").
    const asked = (seg.asks && !leads.has('request')) || leads.has('how') || leads.has('whether');
    const byLead = leads.has('how') || leads.has('whether');
    const first = items[0]!;
    const questionish = asked || (first.kind === 'word' && QUESTION_WORDS.has(first.word) && !leads.has('request'));
    const ctx: ClauseContext = { tokens: this.tokens, text: this.body, today: this.today, question: questionish, leadAsked: byLead, setOff: afterColon, endToken: seg.to, messageEnd: this.tokens.length };
    // A date or a time standing alone: it belongs to the clause next to it.
    if (items.every((i) => i.kind === 'when' || i.kind === 'time' || (i.kind === 'word' && i.filler))) {
      const when = items.find((i) => i.kind === 'when');
      // (A date alone after a check-in is its day, never its notes: see read().)
      if (when || items.some((i) => i.kind === 'time')) return { kind: 'when', when: when?.kind === 'when' ? when.when : undefined, time: items.some((i) => i.kind === 'time') };
    }
    const words = [...questionWords, ...items.flatMap((i) => (i.kind === 'word' ? [i.word] : []))];
    const clauses = this.#clauses(items, ctx, asked, byLead, 0);
    // "how do I check in?", "what happens if I cancel tomorrow?": how it works, never a write; a chat opener asked about is a question too.
    const howTo = leads.has('how') || (asked && clauses?.clauses.some((c) => c.intent === 'chat-opener'));
    if (howTo && !clauses?.clauses.some((c) => c.type === 'read')) {
      return { kind: 'clauses', clauses: [{ type: 'help', ...optionalTopic(topicOf(words)), intent: 'how-to' }] };
    }
    if (clauses && (clauses.clauses.length > 0 || clauses.pending)) return clauses;
    if (isLeadOnly(seg.items)) return { kind: 'lead' };
    return { kind: 'none', dated: items.some((i) => i.kind === 'when'), asks: seg.asks || byLead, words };
  }

  /** Whether a segment is a request on its own, read as written or without its leads: the cheap check inside notes. */
  #requestAlone(seg: Segment, afterColon: boolean, orChat = false): boolean {
    const { items } = stripLeads(seg.items);
    const first = items[0];
    if (!first) return false;
    const question = seg.asks || (first.kind === 'word' && QUESTION_WORDS.has(first.word));
    const ctx: ClauseContext = { tokens: this.tokens, text: this.body, today: this.today, question, leadAsked: false, setOff: afterColon, endToken: seg.to, messageEnd: this.tokens.length };
    return [seg.items, items].some((list) => {
      const best = candidatesFor(list, ctx)[0];
      // A greeting or thanks after a check-in is not notes ("I'm here, thanks!"), and a date alone is not either.
      return best?.clause !== undefined && (best.clause.type === 'write' || best.clause.type === 'read' || (orChat && best.clause.type === 'chat' && CHATTER.has(best.intent.name)));
    });
  }

  /** The segment read whole, when an intent accounts for all of it as written (leads included). */
  #tryWhole(seg: Segment, afterColon: boolean): Part | undefined {
    const first = seg.items[0]!;
    const questionish = seg.asks || (first.kind === 'word' && QUESTION_WORDS.has(first.word));
    const ctx: ClauseContext = { tokens: this.tokens, text: this.body, today: this.today, question: questionish, leadAsked: false, setOff: afterColon, endToken: seg.to, messageEnd: this.tokens.length };
    const best = candidatesFor(seg.items, ctx)[0];
    if (!best?.clause) return undefined;
    // Only what needs no lead to be understood: greetings, thanks, questions written whole. Requests go through the leads.
    if (best.intent.writes) return undefined;
    return this.#clauses(seg.items, ctx, seg.asks, false, 0);
  }

  /** The clauses `items` make: one intent, or two joined ("… so I won't come tmrw", "… and who's coming?"), or a corrected typo. */
  #clauses(items: Item[], ctx: ClauseContext, asked: boolean, byLead: boolean, depth: number): Extract<Part, { kind: 'clauses' }> | undefined {
    const instead = insteadOf(items);
    const body = instead ? instead.items : items;
    let candidates = candidatesFor(body, ctx);
    let typo = false;
    // Typos are looked for in short clauses only: commands are short, and a long sentence is not one mistyped.
    for (const fixed of candidates.length === 0 && body.length <= MAX_TYPO_ITEMS ? corrections(body) : []) {
      candidates = candidatesFor(fixed, ctx);
      typo = candidates.length > 0;
      if (typo) break;
    }
    if (candidates.length > 0) {
      const best = candidates[0]!;
      // Text that runs into another request: cut it there ("… to 'X' and who's coming tmrw?"). The exact syntax's text is as written.
      if (best.text && depth < 2 && !best.intent.strict && body.length <= MAX_SPLIT_ITEMS) {
        const cut = this.#splitAt(body, ctx, best.text.from + 1, asked, byLead, depth);
        if (cut) return cut;
      }
      const clause = best.clause;
      if (!clause) return { kind: 'clauses', clauses: [], pending: best };
      const rival = candidates[1];
      // Two different writes that fit as well as each other: never sure enough to write. (A write against a read is decided by whether it was asked.)
      const tied =
        rival !== undefined && rival.cost === best.cost && rival.intent.writes && best.intent.writes && rival.clause !== undefined && !sameWrite(rival.clause, clause);
      // The exact syntax's notes may end in "?" ("checkin today anyone want lunch?"): only "should I …" makes it a question.
      const out = settle(clause, { asked: best.intent.strict && best.text ? byLead : asked, typo, tied, confirm: best.intent.confirm === true });
      const clauses = [out];
      if (instead && out.type === 'write' && out.write.op === 'checkin') {
        clauses.push({ type: 'write', write: { op: 'cancel', when: instead.when, target: { kind: 'self' } }, sure: out.sure, question: out.question, intent: 'instead-of' });
      }
      const textOpen = best.intent.textContinues && !best.text && !best.slots.quote ? out : undefined;
      if (best.intent.strict && best.text) return { kind: 'clauses', clauses, notes: false, rest: true };
      if (textOpen && best.intent.name === 'note-strict' && out.type === 'read') return { kind: 'clauses', clauses, notes: false, textOpen: undefined };
      return { kind: 'clauses', clauses, notes: best.intent.notes === true, textOpen };
    }
    if (depth < 2 && items.length <= MAX_SPLIT_ITEMS) return this.#splitAt(items, ctx, 1, asked, byLead, depth) ?? this.#withoutReason(items, ctx, asked, byLead, depth);
    return undefined;
  }

  /** Two clauses joined by "and", "so", "also"… from item `start` on: the right one a request, the left one anything or chat. */
  #splitAt(items: Item[], ctx: ClauseContext, start: number, asked: boolean, byLead: boolean, depth: number): Extract<Part, { kind: 'clauses' }> | undefined {
    for (let j = Math.max(1, start); j < items.length - 1; j++) {
      const join = items[j]!;
      if (join.kind !== 'word' || !CLAUSE_JOINS.has(join.word)) continue;
      const right = stripLeads(items.slice(j + 1));
      const rightAsked = right.leads.has('how') || right.leads.has('whether');
      const rightCtx = { ...ctx, question: ctx.question || rightAsked, leadAsked: ctx.leadAsked || rightAsked, setOff: false };
      const rightByLead = right.leads.has('how') || right.leads.has('whether');
      const after = this.#clauses(right.items, rightCtx, asked || rightByLead, rightByLead, depth + 1);
      if (!after || after.clauses.length === 0) continue;
      // The "?" at the end belongs to the right-hand clause.
      const leftCtx = { ...ctx, question: byLead, leadAsked: byLead, endToken: items[j - 1]!.to };
      const before = this.#clauses(items.slice(0, j), leftCtx, byLead, byLead, depth + 1);
      // Either side may be chat ("here but leaving at 3", "quinn bailed so …"), not both.
      const strongRight = after.clauses.some((c) => c.type === 'write' || c.type === 'read');
      const strongLeft = before?.clauses.some((c) => c.type === 'write' || c.type === 'read') ?? false;
      if (!strongRight && !strongLeft) continue;
      // The left side may be chat ("quinn bailed so …"), but not a request I could not read.
      if (!before && items.slice(0, j).some((i) => i.kind === 'when')) continue;
      return { kind: 'clauses', clauses: [...(before?.clauses ?? []), ...after.clauses], notes: after.notes ?? false, textOpen: after.textOpen, pending: after.pending ?? before?.pending };
    }
    return undefined;
  }

  /** "can't make it friday because my cat is sick": the request, the reason said and dropped. */
  #withoutReason(items: Item[], ctx: ClauseContext, asked: boolean, byLead: boolean, depth: number): Extract<Part, { kind: 'clauses' }> | undefined {
    const at = items.findIndex((i, k) => k > 0 && i.kind === 'word' && REASON_STARTS.has(i.word));
    if (at <= 0) return undefined;
    const head = this.#clauses(items.slice(0, at), { ...ctx, endToken: items[at - 1]!.to }, asked, byLead, depth + 1);
    return head && head.clauses.some((c) => c.type === 'write') ? head : undefined;
  }

  #lastWriteTakingNotes(): Extract<Clause, { type: 'write' }> | undefined {
    const last = this.out.clauses.at(-1);
    if (!last || last.type !== 'write' || last.write.op !== 'checkin' || last.write.notes !== undefined) return undefined;
    return last.intent === 'checkin' || last.intent === 'checkin-strict' || last.intent === 'plan' || last.intent === 'plan-day' || last.intent === 'bare-date' ? last : undefined;
  }

  /** Where notes begin in this segment, if it reads as notes after a check-in: after a colon, a notes label, in quotes, or what they are doing ("pairing w/ Lev…"). */
  #notesStart(seg: Segment, afterColon: boolean, afterComma: boolean): number | undefined {
    const items = seg.items;
    // A day or a time alone belongs to the check-in ("here. today: …", "here, till 6"), never to its notes;
    // and a question is answered or asked about, never stored ("I'm here, anyone up for lunch?").
    if (items.every((i) => i.kind === 'when' || i.kind === 'time' || (i.kind === 'word' && i.filler))) return undefined;
    if (seg.asks && !afterColon) return undefined;
    // "working on: a tiny lisp": the label's own segment opens the notes after it.
    if (isNotesLabel(items) && /:/.test(this.tokens[items.at(-1)!.to - 1]!.trail + (this.tokens[items.at(-1)!.to]?.raw ?? ''))) return seg.to;
    const first = items[0]!;
    const prefix = notesPrefix(items);
    if (prefix > 0) return items[prefix]!.from;
    // Set off by a comma or a dash right after the check-in ("I'm here, in a meeting till 3"), a colon, or quotes: notes.
    // (Not chat that starts like thanks or a cheer: "I'm here, thanks for fixing the coffee machine".)
    if (afterColon || first.kind === 'quote') return first.from;
    if (afterComma && !(first.kind === 'word' && CHEERS.has(first.word))) return first.from;
    if (first.kind === 'word' && ACTIVITY_VERBS.test(first.word) && !FILLER.has(first.word)) return first.from;
    return undefined;
  }

  #closeNotes(to: number): void {
    const notes = this.#notes!;
    this.#notes = undefined;
    const text = cleanNotes(this.#textOf(notes.from, to));
    if (text !== '') notes.clause.write = { ...notes.clause.write, notes: text } as Write;
  }

  #closeText(to: number): void {
    const open = this.#text!;
    this.#text = undefined;
    const text = cleanNotes(this.#textOf(open.from, to));
    if (text === '' || open.clause.type !== 'write') return;
    const w = open.clause.write;
    if (w.op === 'setNotes' || w.op === 'appendNotes') open.clause.write = { ...w, text };
    // Set off by a colon, an arrow or quotes: the text is what they mean the notes to say.
    if (open.clause.intent === 'note-strict') open.clause.sure = open.clause.sure && !open.clause.question;
  }

  /** A date or time alone: the day of the clause waiting for one, or of the write before it, or a visit planned by the date alone. */
  #attachWhen(part: Extract<Part, { kind: 'when' }>, seg: Segment): void {
    if (!part.when) return;
    if (this.#pending) {
      const pending = this.#pending;
      this.#pending = undefined;
      const needs = pending.intent.needsWhen ?? 'any';
      const clause = fits(part.when, needs, this.today) ? pending.intent.build({ ...pending.slots, when: part.when }) : undefined;
      if (clause) this.out.clauses.push(clause);
      else this.out.unclear.push(this.#textOf(seg.from, seg.to));
      return;
    }
    const last = this.out.clauses.at(-1);
    if (last?.type === 'write' && 'when' in last.write && last.write.when === undefined) {
      last.write = { ...last.write, when: part.when };
      return;
    }
    if (last?.type === 'write' && 'when' in last.write && sameWhen(last.write.when, part.when)) return;
    // A day alone, asked ("tmrw?", "friday?"): who is coming then (a read; nothing is written).
    if (this.out.clauses.length === 0 && seg.asks && part.when.kind === 'day') {
      const date = dayOf(part.when, 'future', this.today)!;
      this.out.clauses.push({ type: 'read', command: { kind: 'whosHere', when: { type: 'day', date } }, intent: 'date-asked' });
      return;
    }
    // Dates alone ("mon-wed next week", "tomorrow + thursday. notes: …"): visits planned on them, when all are ahead.
    // One day alone ("thursday.") is offered rather than planned: it is as often an answer to someone else.
    if (this.out.clauses.length === 0 && fits(part.when, 'future', this.today) && !seg.asks) {
      const several = part.when.kind !== 'day';
      this.out.clauses.push({ type: 'write', write: { op: 'checkin', when: part.when, target: { kind: 'self' } }, sure: several, question: false, intent: 'bare-date' });
      return;
    }
    this.out.unclear.push(this.#textOf(seg.from, seg.to));
  }

  #continues(seg: Segment, next: Segment | undefined): boolean {
    if (!next) return false;
    return /[:=>—–-]/.test(this.#gap(seg, next));
  }

  #colonAfter(seg: Segment, next: Segment | undefined): boolean {
    if (!next) return false;
    return /:|->|=>/.test(this.#gap(seg, next));
  }

  /** The punctuation between two segments: the end of the last word, and any separators standing alone. */
  #gap(seg: Segment, next: Segment): string {
    const lastItem = seg.items.at(-1)!;
    const lastToken = this.tokens[lastItem.to - 1]!;
    return lastToken.trail + this.tokens.slice(lastItem.to, next.from).map((t) => t.raw).join(' ');
  }

  #textOf(from: number, to: number): string {
    if (from >= to) return '';
    return this.body.slice(this.tokens[from]!.start, this.tokens[Math.min(to, this.tokens.length) - 1]!.end).trim();
  }
}

function optionalTopic<T>(topic: T | undefined): { topic?: T } {
  return topic === undefined ? {} : { topic };
}

/** How many segments of a message are read as requests. */
const MAX_SEGMENTS_READ = 8;

/** Longest clause looked at for typos, and for two requests joined in it. */
const MAX_TYPO_ITEMS = 8;
const MAX_SPLIT_ITEMS = 24;

/** Words that begin the reason for a request ("… because my cat is sick"). */
const REASON_STARTS = new Set(['because', 'since', 'cause', 'cuz', 'bc', 'due', 'coz']);

/** "please plan a visit for me on wednesday": "for me" says nothing more. */
function withoutForMe(items: Item[]): Item[] {
  const at = items.findIndex((i, k) => i.kind === 'word' && i.word === 'for' && items[k + 1]?.kind === 'word' && (items[k + 1] as { word: string }).word === 'me');
  return at === -1 ? items : [...items.slice(0, at), ...items.slice(at + 2)];
}

/** How sure a clause is, with what the sentence around it said. */
function settle(clause: Clause, how: { asked: boolean; typo: boolean; tied: boolean; confirm: boolean }): Clause {
  if (clause.type !== 'write') return clause;
  const question = how.asked;
  return { ...clause, question, sure: clause.sure && !question && !how.typo && !how.tied && !how.confirm };
}

/** "… today instead of tmrw": the day given up, and the rest without it. */
function insteadOf(items: Item[]): { items: Item[]; when: When } | undefined {
  for (let i = 0; i + 2 < items.length; i++) {
    const [a, b, c] = [items[i]!, items[i + 1]!, items[i + 2]!];
    if (a.kind === 'word' && a.word === 'instead' && b.kind === 'word' && b.word === 'of' && c.kind === 'when') {
      return { items: [...items.slice(0, i), ...items.slice(i + 3)], when: c.when };
    }
  }
  return undefined;
}

/** First words of chat after a check-in, not notes: thanks, a cheer, a laugh, a sigh. */
const CHEERS = new Set(['thanks', 'thank', 'cheers', 'hi', 'hello', 'hey', 'bye', 'lol', 'haha', 'ok', 'sorry', 'yay', 'woo', 'omg', 'ugh', 'finally', 'phew', 'whew', 'good-morning', 'morning', 'see', 'happy', 'wow', 'nice', 'great', 'love', 'please', 'pls']);

/** Intents that are talk to the bot, never notes. */
const CHATTER = new Set(['hello', 'thanks', 'bye', 'ack', 'about', 'lead']);

const ALONE = new Set(INTENTS.filter((i) => i.alone).map((i) => i.name));

/** Template words by length, for the typo fixer. */
const BY_LENGTH = new Map<number, string[]>();
for (const word of TEMPLATE_WORDS) BY_LENGTH.set(word.length, [...(BY_LENGTH.get(word.length) ?? []), word]);

const KNOWN = new Set<string>([...TEMPLATE_WORDS, ...FILLER, ...SPELLINGS.values()]);

/**
 * Ways to read `items` with an unknown word taken as a typo of a template
 * word (one edit, a swap of neighbours counting as one; two from nine
 * letters), closest first, at most three. Empty when no word is a plausible typo.
 */
function corrections(items: Item[]): Item[][] {
  // Command words come first: a typo is looked for among the first three words only.
  for (let at = 0; at < Math.min(items.length, 3); at++) {
    const item = items[at]!;
    if (item.kind !== 'word' || KNOWN.has(item.word) || NEVER_TYPOS.has(item.word) || item.word.length < 4 || !/^[a-z']+$/.test(item.word)) continue;
    const allowed = item.word.length >= 9 ? 2 : 1;
    const near: Array<{ word: string; d: number }> = [];
    for (let len = item.word.length - allowed; len <= item.word.length + allowed; len++) for (const word of BY_LENGTH.get(len) ?? []) {
      if (word.length < 4) continue;
      const d = editDistance(item.word, word);
      // Same length first: "visitz" is "visits" before it is "visit".
      if (d <= allowed) near.push({ word, d: d + (word.length === item.word.length ? 0 : 0.5) });
    }
    if (near.length === 0) continue;
    near.sort((a, b) => a.d - b.d || a.word.localeCompare(b.word));
    return near.slice(0, 3).map((n) => items.map((x, k) => (k === at ? { ...item, word: n.word } : x)));
  }
  return [];
}

function sameWrite(a: Clause, b: Clause): boolean {
  return a.type === 'write' && b.type === 'write' && JSON.stringify(a.write) === JSON.stringify(b.write);
}

function sameWhen(a: When | undefined, b: When): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/** Notes as stored: no wrapping quotes, no separators left at either end. */
export function cleanNotes(text: string): string {
  // A sentence's full stop is not part of the notes; "!", "?", ")" and "..." are.
  let t = text.trim().replace(/^[\s:,;—–-]+/, '').replace(/[\s,;:—–-]+$/, '').replace(/(?<!\.)\.$/, '').trim();
  const pairs: Array<[string, string]> = [['"', '"'], ['“', '”'], ["'", "'"], ['‘', '’']];
  for (const [open, close] of pairs) {
    if (t.length >= 2 && t.startsWith(open) && t.endsWith(close) && !t.slice(1, -1).includes(close)) t = t.slice(1, -1).trim();
  }
  return t;
}

/** After reading: what is said twice once, a dateless write beside the same write with a date merged, goodbyes kept goodbyes. */
function tidy(reading: Reading): void {
  const clauses = reading.clauses;
  // "status", "yes", "undo" mean themselves only alone: "status: pairing on a parser" is not the bot's status.
  const said = clauses.filter((c) => !(c.type === 'chat' && (c.intent === 'lead' || c.intent === 'hello')));
  if (said.length > 1 || reading.unclear.length > 0) {
    for (let i = clauses.length - 1; i >= 0; i--) if (ALONE.has(clauses[i]!.intent)) clauses.splice(i, 1);
  }
  const leaving = clauses.some((c) => c.type === 'write' && c.write.op === 'leave');
  for (let i = clauses.length - 1; i >= 0; i--) {
    const c = clauses[i]!;
    // "heading out, see y'all thurs!": a goodbye, not a plan.
    if (leaving && c.type === 'write' && c.intent === 'see-you') {
      clauses[i] = { type: 'chat', command: { kind: 'smalltalk', says: 'bye' }, intent: 'bye' };
      continue;
    }
    if (c.type !== 'write') continue;
    // Notes with no text at all: `note` alone shows them; "change my notes" alone asks what they should say.
    if ((c.write.op === 'setNotes' || c.write.op === 'appendNotes') && c.write.text.trim() === '') {
      if (c.intent === 'note-strict' && c.write.op === 'setNotes') {
        const date = dayOf(c.write.when, 'future', reading.today) ?? reading.today;
        clauses[i] = { type: 'read', command: { kind: 'note', target: { kind: 'self' }, date, action: { type: 'show' } }, intent: 'note-strict' };
      } else {
        clauses[i] = { type: 'say', text: 'What should the note say? For example `note tomorrow: pairing on a parser`. Nothing has changed.', intent: 'notes-without-text' };
      }
      continue;
    }
    for (let j = 0; j < clauses.length; j++) {
      const d = clauses[j]!;
      if (j === i || d.type !== 'write' || d.write.op !== c.write.op) continue;
      const cw = 'when' in c.write ? c.write.when : undefined;
      const dw = 'when' in d.write ? d.write.when : undefined;
      const duplicate = JSON.stringify(c.write) === JSON.stringify(d.write) && j < i;
      // "… won't come tmrw, take me off": the dateless one is the same request.
      const dateless = cw === undefined && dw !== undefined && c.write.op !== 'checkin' && Math.abs(i - j) === 1;
      const checkinToday = c.write.op === 'checkin' && d.write.op === 'checkin' && cw === undefined && isToday(dw, reading.today) && c.write.notes === undefined;
      if (duplicate || dateless || checkinToday) {
        clauses.splice(i, 1);
        break;
      }
    }
  }
}

function isToday(when: When | undefined, today: string): boolean {
  return when === undefined || (when.kind === 'day' && when.future === today && when.past === today);
}

export { isEmoji };
