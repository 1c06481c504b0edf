import { compileTemplate, gatesOf, literalWords, matchAll, type Match, type Node } from './grammar.js';
import { INTENTS, type IntentDeclaration } from './intents.js';
import type { Item } from './items.js';
import type { Clause } from './meaning.js';
import { whoisQuery, type Slots } from './slots.js';
import type { Token } from './tokens.js';
import { HONORIFICS, NOT_NAMES } from './vocabulary.js';
import type { When } from './when.js';

/**
 * One matcher for every intent: each template of each intent is tried on a
 * clause, the best match of each intent is scored (literal words earn, filler
 * and wildcards cost, a priority shifts), and the candidates come back best
 * first. Whoever reads them acts only on a clear winner.
 */
interface Compiled {
  intent: IntentDeclaration;
  node: Node;
  template: string;
  /** Word sets the clause must meet (grammar.ts gatesOf). */
  gates: Array<Set<string>>;
}

const COMPILED: Compiled[] = INTENTS.flatMap((intent) =>
  intent.say.map((template) => {
    const node = compileTemplate(template);
    return { intent, node, template, gates: gatesOf(node) };
  }),
);

/**
 * Which templates a clause may match, by word: each template is filed under
 * the words of its smallest gate (a clause without one of them can't match
 * it), so a clause is tried only against templates one of its words opens,
 * not against all of them. Templates without a gate are tried on every clause.
 */
const BY_WORD = new Map<string, number[]>();
const UNGATED: number[] = [];
COMPILED.forEach((c, k) => {
  const key = c.gates.reduce<Set<string> | undefined>((small, gate) => (!small || gate.size < small.size ? gate : small), undefined);
  if (!key) UNGATED.push(k);
  else for (const word of key) BY_WORD.set(word, [...(BY_WORD.get(word) ?? []), k]);
});

/** The templates a clause with these words may match, in declaration order (ties between templates go to the first declared). */
function templatesFor(words: ReadonlySet<string>): Compiled[] {
  const picked = new Set<number>(UNGATED);
  for (const word of words) for (const k of BY_WORD.get(word) ?? []) picked.add(k);
  return [...picked].sort((a, b) => a - b).map((k) => COMPILED[k]!);
}

/** Every word some template names: what the typo fixer may correct to. */
export const TEMPLATE_WORDS: ReadonlySet<string> = new Set(COMPILED.flatMap((c) => [...literalWords(c.node)]));

const FLOATING = new Map<IntentDeclaration, ReadonlySet<Item['kind']>>(INTENTS.map((i) => [i, new Set(i.floating ?? [])]));

export interface Candidate {
  intent: IntentDeclaration;
  template: string;
  match: Match;
  slots: Slots;
  /** The clause, or undefined while the intent still needs a day ("plan" waiting for ": tuesday"). */
  clause: Clause | undefined;
  cost: number;
  /** Item range of the {text} slot, when it took one. */
  text?: { from: number; to: number } | undefined;
}

export interface ClauseContext {
  tokens: Token[];
  /** The message text the tokens index into. */
  text: string;
  today: string;
  question: boolean;
  /** A lead made it a question ("should I …", "how do I …"), not only a "?" at its end. */
  leadAsked: boolean;
  /** The clause came right after a colon (its text is set off). */
  setOff: boolean;
  /** A colon comes right after the clause. */
  colonAfter?: boolean;
  /** Token index where the clause's text ends (the end of its segment). */
  endToken: number;
  /** Token index where the message ends: the exact syntax's text runs to here. */
  messageEnd: number;
  /** Token index where the clause's sentence ends: the text of exact syntax that reads no sentences (sentenceText) runs to here. */
  sentenceEnd?: number;
}

/** The best match of every intent that accounts for all of `items`, best first. */
export function candidatesFor(items: Item[], ctx: ClauseContext): Candidate[] {
  if (items.length === 0) return [];
  // The same clause is often asked about twice (whole, then without its leads): the answer is kept with the list.
  const key = `${ctx.question}|${ctx.leadAsked}|${ctx.setOff}|${ctx.colonAfter}|${ctx.endToken}|${ctx.messageEnd}|${ctx.sentenceEnd}`;
  const known = CACHE.get(items)?.get(key);
  if (known) return known;
  const found = compute(items, ctx);
  const byKey = CACHE.get(items) ?? new Map<string, Candidate[]>();
  byKey.set(key, found);
  CACHE.set(items, byKey);
  return found;
}

const CACHE = new WeakMap<Item[], Map<string, Candidate[]>>();

function compute(items: Item[], ctx: ClauseContext): Candidate[] {
  const words = new Set(items.flatMap((i) => (i.kind === 'word' ? [i.word] : [])));
  const best = new Map<IntentDeclaration, Candidate>();
  for (const c of templatesFor(words)) {
    if (!c.gates.every((gate) => hasAny(words, gate))) continue;
    const match = matchAll(c.node, items, { floating: FLOATING.get(c.intent)!, notNames: NOT_NAMES, exact: c.intent.textAsWritten === true });
    if (!match) continue;
    const cost = match.cost - (c.intent.priority ?? 0) * 4;
    const previous = best.get(c.intent);
    if (previous && previous.cost <= cost) continue;
    const slots = slotsOf(match, items, c.intent.strict ? { ...ctx, endToken: c.intent.sentenceText ? (ctx.sentenceEnd ?? ctx.messageEnd) : ctx.messageEnd } : ctx);
    if (!slots) continue;
    const needs = c.intent.needsWhen;
    const clause = needs && !fits(slots.when, needs, ctx.today) ? undefined : c.intent.build(slots);
    if (!clause && !needs) continue;
    if (!clause && slots.when) continue;
    best.set(c.intent, { intent: c.intent, template: c.template, match, slots, clause, cost, text: match.slots.text });
  }
  return [...best.values()].sort((a, b) => a.cost - b.cost || Number(!a.clause) - Number(!b.clause) || rank(a, ctx.question) - rank(b, ctx.question));
}

function hasAny(words: ReadonlySet<string>, gate: ReadonlySet<string>): boolean {
  if (words.size < gate.size) {
    for (const w of words) if (gate.has(w)) return true;
    return false;
  }
  for (const w of gate) if (words.has(w)) return true;
  return false;
}

/** On equal scores a question prefers a read, a statement a write ("here?" asks who is here; "here" checks in). */
function rank(c: Candidate, question: boolean): number {
  const writes = c.intent.writes ? 1 : 0;
  return question ? writes : 1 - writes;
}

/** Whether a day fits an intent that needs one ("future": after today). */
export function fits(when: When | undefined, needs: 'any' | 'future', today: string): boolean {
  if (!when) return false;
  if (needs === 'any') return true;
  if (when.kind === 'day') return when.future > today || (when.alt !== undefined && when.alt > today);
  if (when.kind === 'days') return when.dates.every((d) => d > today);
  return when.range.start > today;
}

function slotsOf(match: Match, items: Item[], ctx: ClauseContext): Slots | undefined {
  const at = (b: { from: number } | undefined) => (b ? items[b.from] : undefined);
  const whenItem = at(match.slots.when) ?? at(match.slots.date) ?? at(match.slots.days) ?? at(match.slots.range);
  const floatWhen = match.floats.map((i) => items[i]!).filter((i) => i.kind === 'when');
  const floatTime = match.floats.map((i) => items[i]!).filter((i) => i.kind === 'time');
  // Two dates floating in one clause ("coming monday, not tuesday") say more than one intent can hold,
  // unless they are the same day said twice ("in today, tuesday 24/11").
  const allWhens = [...(whenItem ? [whenItem] : []), ...floatWhen].map((i) => (i.kind !== 'when' ? '' : i.when.kind === 'day' ? i.when.future : JSON.stringify(i.when)));
  const when = whenItem ?? floatWhen[0];
  // (Two times are two days' times: "in first thing tomorrow, and friday after lunch"; a plan of days to come keeps none.)
  const timesOfDays = when?.kind === 'when' && when.when.kind === 'days' && when.when.dates.every((d) => d > ctx.today);
  if (new Set(allWhens).size > 1 || (floatTime.length > 1 && !timesOfDays)) return undefined;
  const from = at(match.slots.from);
  const time = at(match.slots.time) ?? (floatTime.length > 1 ? undefined : floatTime[0]);
  const quote = at(match.slots.quote);
  const number = at(match.slots.number);
  const slots: Slots = {
    today: ctx.today,
    question: ctx.question,
    leadAsked: ctx.leadAsked,
    setOff: ctx.setOff,
    colonAfter: ctx.colonAfter,
    when: when?.kind === 'when' ? when.when : undefined,
    from: from?.kind === 'when' ? from.when : undefined,
    time: time?.kind === 'time' ? time.time : undefined,
    quote: quote?.kind === 'quote' ? quote.text : undefined,
    number: number?.kind === 'word' ? Number(number.word) : undefined,
  };
  const target = at(match.slots.target);
  if (target?.kind === 'mention') slots.target = { kind: 'mention', name: target.name, zulipId: target.zulipId };
  if (target?.kind === 'email') slots.target = { kind: 'email', email: target.email };
  if (match.slots.person) {
    const person = personOf(items.slice(match.slots.person.from, match.slots.person.to), ctx);
    if (!person) return undefined;
    slots.person = person;
  }
  if (whenItem) slots.whenText = ctx.text.slice(ctx.tokens[whenItem.from]!.start, ctx.tokens[whenItem.to - 1]!.end);
  if (match.slots.text) {
    const first = items[match.slots.text.from]!;
    // (The comma or semicolon that ends the clause is not the text's: "change my note to tax prep, bookkeeping's done".)
    const text = ctx.text.slice(ctx.tokens[first.from]!.start, ctx.tokens[ctx.endToken - 1]!.end).trim().replace(/\s*[,;]+$/, '');
    const before = items[match.slots.text.from - 1];
    if (before?.kind === 'word') slots.purposeWord = before.word;
    // A day inside the text ("coming in to pair with Cleo tomorrow"): the day, and the text without it.
    const inside = items.slice(match.slots.text.from, match.slots.text.to).filter((i) => i.kind === 'when');
    if (inside.length === 1 && inside[0]!.kind === 'when') {
      const w = inside[0]!;
      slots.textWhen = inside[0]!.when;
      const cut = ctx.text.slice(ctx.tokens[w.from]!.start, ctx.tokens[w.to - 1]!.end);
      slots.textWithoutWhen = text.replace(cut, '').replace(/\s{2,}/g, ' ').replace(/\s+([,.!?])/g, '$1').trim();
    }
    // Quoted text alone is the text without its quotes.
    const only = match.slots.text.to - match.slots.text.from === 1 && first.kind === 'quote';
    slots.text = only ? first.text : text;
    if (only) slots.setOff = true;
  }
  if (match.slots.topic) {
    slots.topic = items.slice(match.slots.topic.from, match.slots.topic.to).flatMap((i) => (i.kind === 'word' ? [i.word] : []));
  }
  return slots;
}

function personOf(items: Item[], ctx: ClauseContext): Slots['person'] {
  const first = items[0]!;
  if (first.kind === 'mention') return { kind: 'mention', name: first.name, zulipId: first.zulipId };
  if (first.kind === 'email') return { kind: 'email', email: first.email };
  if (first.kind === 'word' && first.stands !== undefined) return items.length === 1 ? whoisQuery(first.stands) : undefined;
  if (items.some((i) => i.kind !== 'word' && !(i.kind === 'when' && i.when.kind === 'range' && i.when.month))) return undefined;
  const raw = ctx.text.slice(ctx.tokens[first.from]!.start, ctx.tokens[items.at(-1)!.to - 1]!.end).replace(/^(for|in|of|on)\s+/i, '');
  // (Brackets around a name are not part of it: "last_seen(basil palewick)".)
  const name = raw.replace(/[’']s$|[?!.,;:]+$/g, '').replace(/[’']s$/, '').replace(/^[([{<"'“‘]+|[)\]}>"'”’]+$/g, '').trim().replace(HONORIFICS, '');
  return name === '' ? undefined : whoisQuery(name);
}
