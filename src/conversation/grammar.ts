import type { Item } from './items.js';
import { CLASSES } from './vocabulary.js';

/**
 * Templates, in the style of Home Assistant's hassil:
 *
 *   words      canonical words (tokens.ts folds spellings), in order
 *   (a | b c)  one of the alternatives
 *   [a b]      optional
 *   <class>    a word class from the vocabulary (CLASSES)
 *   {slot}     an entity or a stretch of words: {when} {date} {days} {range}
 *              {time} {person} {text} {quote} {topic} {number}; {from} is a
 *              day too, the first of two ("move {from} to {when}"); {target}
 *              is a member named by mention or email (admins act for others)
 *   ...        up to a few words of anything (only beside strong words)
 *
 * A template matches a clause when it accounts for every word of it; filler
 * ("please", "just", "lol") may stand anywhere, and a date or a time the
 * intent accepts may float anywhere. Matching compares words and entities,
 * never runs a regular expression over the message, and is bounded per
 * template: no input can make it slow.
 */
export type SlotName = 'when' | 'date' | 'from' | 'days' | 'range' | 'time' | 'person' | 'target' | 'text' | 'quote' | 'topic' | 'number';
const SLOT_NAMES = new Set<string>(['when', 'date', 'from', 'days', 'range', 'time', 'person', 'target', 'text', 'quote', 'topic', 'number']);

export type Node =
  | { t: 'lit'; word: string }
  | { t: 'slot'; name: SlotName }
  | { t: 'any' }
  | { t: 'seq'; nodes: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'opt'; node: Node };

/** Parses a template (classes expanded) into a tree. Throws on a malformed one: templates are code. */
export function compileTemplate(template: string, classes: ReadonlyMap<string, string> = CLASSES, depth = 0): Node {
  if (depth > 4) throw new Error(`classes nest too deep in ${template}`);
  const src = template.replace(/<([a-z-]+)>/g, (_, name: string) => {
    const body = classes.get(name);
    if (body === undefined) throw new Error(`unknown class <${name}> in ${template}`);
    return `(${body})`;
  });
  let pos = 0;
  const sequence = (): Node => {
    const nodes: Node[] = [];
    while (pos < src.length && src[pos] !== ')' && src[pos] !== ']' && src[pos] !== '|') {
      const ch = src[pos]!;
      if (ch === ' ') {
        pos++;
      } else if (ch === '(' || ch === '[') {
        pos++;
        const inner = alternatives();
        const close = src[pos++];
        if (close !== (ch === '(' ? ')' : ']')) throw new Error(`unbalanced ${ch} in ${template}`);
        nodes.push(ch === '[' ? { t: 'opt', node: inner } : inner);
      } else if (ch === '{') {
        const end = src.indexOf('}', pos);
        const name = src.slice(pos + 1, end);
        if (!SLOT_NAMES.has(name)) throw new Error(`unknown slot {${name}} in ${template}`);
        nodes.push({ t: 'slot', name: name as SlotName });
        pos = end + 1;
      } else if (src.startsWith('...', pos)) {
        nodes.push({ t: 'any' });
        pos += 3;
      } else {
        const word = /^[^\s()[\]|{}]+/.exec(src.slice(pos))![0];
        pos += word.length;
        nodes.push({ t: 'lit', word });
      }
    }
    return nodes.length === 1 ? nodes[0]! : { t: 'seq', nodes };
  };
  const alternatives = (): Node => {
    const options = [sequence()];
    while (src[pos] === '|') {
      pos++;
      options.push(sequence());
    }
    return options.length === 1 ? options[0]! : { t: 'alt', options };
  };
  const root = alternatives();
  if (pos !== src.length) throw new Error(`unexpected ${src[pos]} in ${template}`);
  return root;
}

/** Words every match of the node must contain (for a quick rejection). */
export function requiredWords(node: Node): Set<string> {
  switch (node.t) {
    case 'lit':
      return new Set([node.word]);
    case 'seq':
      return new Set(node.nodes.flatMap((n) => [...requiredWords(n)]));
    case 'alt': {
      const sets = node.options.map(requiredWords);
      return new Set([...sets[0]!].filter((w) => sets.every((s) => s.has(w))));
    }
    default:
      return new Set();
  }
}

/** Every literal word a node may match (the vocabulary the typo fixer knows). */
export function literalWords(node: Node, into = new Set<string>()): Set<string> {
  if (node.t === 'lit') into.add(node.word);
  else if (node.t === 'seq') node.nodes.forEach((n) => literalWords(n, into));
  else if (node.t === 'alt') node.options.forEach((n) => literalWords(n, into));
  else if (node.t === 'opt') literalWords(node.node, into);
  return into;
}

export interface Bound {
  /** Item indices [from, to) a slot took. */
  from: number;
  to: number;
}

export interface Match {
  /** Lower is better: skipped filler and wildcards cost, literal words earn. */
  cost: number;
  literals: number;
  slots: Partial<Record<SlotName, Bound>>;
  /** Dates and times that stood outside the template (taken by the intent, if it takes them). */
  floats: number[];
}

export interface MatchOptions {
  /** Item kinds that may stand anywhere without a slot (the intent's floating date or time). */
  floating: ReadonlySet<Item['kind']>;
  /** Words that are nobody's name. */
  notNames: ReadonlySet<string>;
  /** At most this many steps per template and clause. */
  budget?: number;
}

const LITERAL = -3;
const SLOT = -1;
const FILLER = 1;
const ANY = 1;
const MAX_ANY = 12;
const MAX_PERSON = 4;

/** The best way `node` accounts for all of `items`, or undefined. */
export function matchAll(node: Node, items: Item[], options: MatchOptions): Match | undefined {
  let budget = options.budget ?? 4_000;
  let best: Match | undefined;
  const skippable = (item: Item): 'filler' | 'float' | undefined =>
    item.kind === 'word' && item.filler ? 'filler' : options.floating.has(item.kind) ? 'float' : undefined;

  type State = { pos: number; cost: number; literals: number; slots: Match['slots']; floats: number[] };
  /** Calls `k` with each state after `node` matched from `s` (skippable items may come first). */
  const run = (n: Node, s: State, k: (s: State) => void): void => {
    if (--budget < 0) return;
    switch (n.t) {
      case 'seq': {
        const step = (i: number, st: State): void => (i === n.nodes.length ? k(st) : run(n.nodes[i]!, st, (next) => step(i + 1, next)));
        step(0, s);
        return;
      }
      case 'alt':
        for (const o of n.options) run(o, s, k);
        return;
      case 'opt':
        k(s);
        run(n.node, s, k);
        return;
      default:
        withSkips(s, (st) => one(n, st, k));
    }
  };
  /** `k` at `s`, and after each run of skippable items. */
  const withSkips = (s: State, k: (s: State) => void): void => {
    k(s);
    let st = s;
    for (let p = s.pos; p < items.length; p++) {
      const how = skippable(items[p]!);
      if (!how) break;
      st = { ...st, pos: p + 1, cost: st.cost + (how === 'filler' ? FILLER : 0), floats: how === 'float' ? [...st.floats, p] : st.floats };
      k(st);
    }
  };
  const one = (n: Node, s: State, k: (s: State) => void): void => {
    const item = items[s.pos];
    if (n.t === 'lit') {
      if (item?.kind === 'word' && item.word === n.word) k({ ...s, pos: s.pos + 1, cost: s.cost + LITERAL, literals: s.literals + 1 });
      return;
    }
    if (n.t === 'any') {
      for (let len = 0; len <= MAX_ANY && s.pos + len <= items.length; len++) k({ ...s, pos: s.pos + len, cost: s.cost + len * ANY });
      return;
    }
    if (n.t !== 'slot' || !item) return;
    const bind = (to: number, extra = 0) => k({ ...s, pos: to, cost: s.cost + SLOT + extra, slots: { ...s.slots, [n.name]: { from: s.pos, to } } });
    switch (n.name) {
      case 'when':
        if (item.kind === 'when') bind(s.pos + 1);
        return;
      case 'date':
      case 'from':
        if (item.kind === 'when' && item.when.kind === 'day') bind(s.pos + 1);
        return;
      case 'days':
        if (item.kind === 'when' && item.when.kind !== 'range') bind(s.pos + 1);
        return;
      case 'range':
        if (item.kind === 'when') bind(s.pos + 1);
        return;
      case 'time':
        if (item.kind === 'time') bind(s.pos + 1);
        return;
      case 'quote':
        if (item.kind === 'quote') bind(s.pos + 1);
        return;
      case 'target':
        if (item.kind === 'mention' || item.kind === 'email') bind(s.pos + 1);
        return;
      case 'number':
        if (item.kind === 'word' && /^\d{1,4}$/.test(item.word)) bind(s.pos + 1);
        return;
      case 'person': {
        if (item.kind === 'mention' || item.kind === 'email') return bind(s.pos + 1);
        if (item.kind !== 'word' || options.notNames.has(item.word) || item.filler) return;
        for (let len = 1; len <= MAX_PERSON && s.pos + len <= items.length; len++) {
          const last = items[s.pos + len - 1]!;
          if (last.kind !== 'word' || options.notNames.has(last.word) || last.filler) break;
          // A name longer than a word costs a little: "is {lev} here" beats "is {lev here} ...".
          bind(s.pos + len, len - 1);
          if (last.possessive) break;
        }
        return;
      }
      case 'text':
        if (s.pos < items.length) bind(items.length);
        return;
      case 'topic':
        bind(items.length);
        return;
    }
  };
  run(node, { pos: 0, cost: 0, literals: 0, slots: {}, floats: [] }, (s) => {
    // The rest must be skippable; the end of the clause reached.
    let st = s;
    for (let p = s.pos; p < items.length; p++) {
      const how = skippable(items[p]!);
      if (!how) return;
      st = { ...st, cost: st.cost + (how === 'filler' ? FILLER : 0), floats: how === 'float' ? [...st.floats, p] : st.floats };
    }
    if (!best || st.cost < best.cost) best = { cost: st.cost, literals: st.literals, slots: st.slots, floats: st.floats };
  });
  return best;
}
