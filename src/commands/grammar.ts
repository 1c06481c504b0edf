import type { Token } from './words.js';

/**
 * Phrasing templates, compiled once into plain word sequences.
 *
 *   words          match canonical words (see words.ts), in order
 *   (a|b c)        one of the alternatives
 *   [a b]          optional
 *   <name>         a macro from the table given to `compile`
 *   {slot}         a stretch of one or more words in the middle ({slot?}: may be empty)
 *
 * Whatever follows the last word is the tail, interpreted by the row's intent.
 * Matching is a comparison of words, never a regular expression over the
 * message: no input can make it slow.
 */
export interface Expansion<R> {
  before: string[];
  slot?: { name: string; optional: boolean; after: string[] };
  row: R;
  order: number;
}

export interface Match<R> {
  row: R;
  /** The phrasing's words before any slot, as matched ("i'm", "in"). */
  words: string[];
  /** The words of the slot, if the template has one. */
  slot: Token[];
  /** Index of the first token after the match. */
  next: number;
}

type Element = string | { slot: string; optional: boolean };

/** Longest stretch a middle slot may take ("is {who} here": a name, not a paragraph). */
const MAX_SLOT_WORDS = 8;

export function expand(template: string, macros: ReadonlyMap<string, string>, depth = 0): Element[][] {
  if (depth > 4) throw new Error(`macros nest too deep in ${template}`);
  const src = template.replace(/<([a-z-]+)>/g, (_, name: string) => {
    const body = macros.get(name);
    if (body === undefined) throw new Error(`unknown macro <${name}> in ${template}`);
    return `(${body})`;
  });
  let pos = 0;
  const sequence = (): Element[][] => {
    let results: Element[][] = [[]];
    while (pos < src.length && src[pos] !== ')' && src[pos] !== ']' && src[pos] !== '|') {
      const ch = src[pos]!;
      if (ch === ' ') {
        pos++;
        continue;
      }
      let options: Element[][];
      if (ch === '(' || ch === '[') {
        pos++;
        options = alternatives();
        const close = src[pos++];
        if (close !== (ch === '(' ? ')' : ']')) throw new Error(`unbalanced ${ch} in ${template}`);
        if (ch === '[') options = [[], ...options];
      } else if (ch === '{') {
        const end = src.indexOf('}', pos);
        const name = src.slice(pos + 1, end);
        pos = end + 1;
        options = [[{ slot: name.replace(/\?$/, ''), optional: name.endsWith('?') }]];
      } else {
        const word = /^[^\s()[\]|{}]+/.exec(src.slice(pos))![0];
        pos += word.length;
        options = [[word]];
      }
      results = results.flatMap((r) => options.map((o) => [...r, ...o]));
    }
    return results;
  };
  const alternatives = (): Element[][] => {
    const all = sequence();
    while (src[pos] === '|') {
      pos++;
      all.push(...sequence());
    }
    return all;
  };
  const out = alternatives();
  if (pos !== src.length) throw new Error(`unexpected ${src[pos]} in ${template}`);
  return out;
}

export function compile<R>(rows: ReadonlyArray<R & { say: string | string[] }>, macros: ReadonlyMap<string, string>): Array<Expansion<R>> {
  const expansions: Array<Expansion<R>> = [];
  rows.forEach((row, order) => {
    for (const template of typeof row.say === 'string' ? [row.say] : row.say) {
      for (const elements of expand(template, macros)) {
        const at = elements.findIndex((e) => typeof e !== 'string');
        const words = (list: Element[]) => list.filter((e): e is string => typeof e === 'string');
        if (at === -1) {
          expansions.push({ before: words(elements), row, order });
          continue;
        }
        if (at === 0) throw new Error(`a template starts with a word, not a slot: ${template}`);
        const slot = elements[at] as { slot: string; optional: boolean };
        const after = elements.slice(at + 1);
        if (after.some((e) => typeof e !== 'string')) throw new Error(`one slot per template: ${template}`);
        expansions.push({ before: words(elements.slice(0, at)), slot: { name: slot.slot, optional: slot.optional, after: words(after) }, row, order });
      }
    }
  });
  // Longest phrasing first ("who is here" before "who is {who}"), then the order of the table.
  const size = (e: Expansion<R>) => e.before.length + (e.slot ? e.slot.after.length : 0);
  return expansions.sort((a, b) => size(b) - size(a) || a.order - b.order);
}

function wordsAt(tokens: Token[], at: number, words: string[]): boolean {
  if (at + words.length > tokens.length) return false;
  for (let i = 0; i < words.length; i++) if (tokens[at + i]!.word !== words[i]) return false;
  return true;
}

/** Expansions by their first word (order kept), so a message is compared only with phrasings that start like it. */
const byFirstWord = new WeakMap<object, Map<string, Array<Expansion<unknown>>>>();

function candidates<R>(expansions: Array<Expansion<R>>, word: string): Array<Expansion<R>> {
  let index = byFirstWord.get(expansions) as Map<string, Array<Expansion<R>>> | undefined;
  if (!index) {
    index = new Map();
    for (const e of expansions) {
      const first = e.before[0] ?? '';
      const list = index.get(first);
      if (list) list.push(e);
      else index.set(first, [e]);
    }
    byFirstWord.set(expansions, index);
  }
  return index.get(word) ?? [];
}

/** The first expansion (in compiled order) that the tokens, from `start`, begin with. */
export function matchPhrasing<R>(expansions: Array<Expansion<R>>, tokens: Token[], start = 0, accept?: (m: Match<R>) => boolean): Match<R> | undefined {
  const first = tokens[start];
  if (!first) return undefined;
  for (const e of candidates(expansions, first.word)) {
    if (!wordsAt(tokens, start, e.before)) continue;
    const from = start + e.before.length;
    if (!e.slot) {
      const m = { row: e.row, words: e.before, slot: [], next: from };
      if (!accept || accept(m)) return m;
      continue;
    }
    const first = e.slot.optional ? from : from + 1;
    for (let at = first; at <= Math.min(tokens.length - e.slot.after.length, from + MAX_SLOT_WORDS); at++) {
      if (!wordsAt(tokens, at, e.slot.after)) continue;
      const m = { row: e.row, words: e.before, slot: tokens.slice(from, at), next: at + e.slot.after.length };
      if (!accept || accept(m)) return m;
    }
  }
  return undefined;
}
