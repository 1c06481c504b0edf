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
export type SlotName = 'when' | 'date' | 'from' | 'days' | 'range' | 'time' | 'person' | 'target' | 'text' | 'quote' | 'topic' | 'number' | 'repeat';
const SLOT_NAMES = new Set<string>(['when', 'date', 'from', 'days', 'range', 'time', 'person', 'target', 'text', 'quote', 'topic', 'number', 'repeat']);

export type Node =
  | { t: 'lit'; word: string }
  | { t: 'slot'; name: SlotName }
  | { t: 'any' }
  | { t: 'seq'; nodes: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'opt'; node: Node };

/** Parses a template (classes expanded) into a tree. Throws on a malformed one: templates are code. */
export function compileTemplate(template: string, classes: ReadonlyMap<string, string> = CLASSES): Node {
  // A class may name other classes: expanded until none is left, a few levels at most.
  let src = template;
  for (let depth = 0; /<[a-z-]+>/.test(src); depth++) {
    if (depth > 4) throw new Error(`classes nest too deep in ${template}`);
    src = src.replace(/<([a-z-]+)>/g, (_, name: string) => {
      const body = classes.get(name);
      if (body === undefined) throw new Error(`unknown class <${name}> in ${template}`);
      return `(${body})`;
    });
  }
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
  /** Items matched (the whole clause, or a prefix of it). */
  length: number;
}

export interface MatchOptions {
  /** Item kinds that may stand anywhere without a slot (the intent's floating date or time). */
  floating: ReadonlySet<Item['kind']>;
  /** Words that are nobody's name. */
  notNames: ReadonlySet<string>;
  /** Its {text} is what follows, as written, even a word that is filler elsewhere (`note @**Bram** hi`). */
  exact?: boolean;
}

const LITERAL = -3;
/** Words that only ask nicely. */
const POLITE = new Set(['please', 'pls', 'plz', 'thanks', 'thx', 'ty', 'thank', 'you', 'kindly']);
const SLOT = -1;
const FILLER = 1;
const ANY = 1;
const MAX_ANY = 12;
const MAX_PERSON = 4;

/**
 * A template compiled once into a small automaton (Thompson's construction):
 * states that read a word, a slot or anything, and splits. Matching is a
 * shortest-path search over (state, position) pairs with costs, linear in the
 * clause's length: no input can make it slow, and nothing is allocated per
 * step beyond two tables.
 */
const enum Op {
  Lit,
  Slot,
  Any,
  Split,
  End,
}
interface Program {
  op: Op[];
  arg: Array<string | undefined>;
  next: number[];
  /** The second branch of a split. */
  alt: number[];
  /** States in an order where every split comes before its targets. */
  order: number[];
  start: number;
}

const programs = new WeakMap<Node, Program>();

function programOf(node: Node): Program {
  let program = programs.get(node);
  if (program) return program;
  const op: Op[] = [];
  const arg: Program['arg'] = [];
  const next: number[] = [];
  const alt: number[] = [];
  const add = (o: Op, a?: string): number => {
    op.push(o);
    arg.push(a);
    next.push(-1);
    alt.push(-1);
    return op.length - 1;
  };
  // Each fragment: its entry, and the dangling exits to patch (state index, which field).
  type Exit = [number, 'next' | 'alt'];
  const build = (n: Node): { entry: number; exits: Exit[] } => {
    switch (n.t) {
      case 'lit':
      case 'slot':
      case 'any': {
        const s = add(n.t === 'lit' ? Op.Lit : n.t === 'slot' ? Op.Slot : Op.Any, n.t === 'lit' ? n.word : n.t === 'slot' ? n.name : undefined);
        return { entry: s, exits: [[s, 'next']] };
      }
      case 'seq': {
        if (n.nodes.length === 0) {
          const s = add(Op.Split);
          return { entry: s, exits: [[s, 'next'], [s, 'alt']] };
        }
        let first: { entry: number; exits: Exit[] } | undefined;
        let exits: Exit[] = [];
        for (const child of n.nodes) {
          const f = build(child);
          if (!first) first = f;
          else patch(exits, f.entry);
          exits = f.exits;
        }
        return { entry: first!.entry, exits };
      }
      case 'alt': {
        const frags = n.options.map(build);
        // A chain of splits: option 1 or (option 2 or (…)).
        let entry = frags.at(-1)!.entry;
        for (let i = frags.length - 2; i >= 0; i--) {
          const s = add(Op.Split);
          next[s] = frags[i]!.entry;
          alt[s] = entry;
          entry = s;
        }
        return { entry, exits: frags.flatMap((f) => f.exits) };
      }
      case 'opt': {
        const f = build(n.node);
        const s = add(Op.Split);
        next[s] = f.entry;
        return { entry: s, exits: [...f.exits, [s, 'alt']] };
      }
    }
  };
  const patch = (exits: Exit[], to: number) => {
    for (const [s, field] of exits) (field === 'next' ? next : alt)[s] = to;
  };
  const root = build(node);
  const end = add(Op.End);
  patch(root.exits, end);
  // Splits only lead to states built before or after them; order them so each split precedes its targets.
  const order: number[] = [];
  const seen = new Uint8Array(op.length);
  const visit = (s: number) => {
    if (s < 0 || seen[s]) return;
    seen[s] = 1;
    if (op[s] === Op.Split) {
      visit(next[s]!);
      visit(alt[s]!);
    }
    order.push(s);
  };
  for (let s = 0; s < op.length; s++) visit(s);
  order.reverse();
  program = { op, arg, next, alt, order, start: root.entry };
  programs.set(node, program);
  return program;
}

/**
 * The search's tables, kept between calls (matching is synchronous) and
 * grown when a bigger search needs them. An entry counts only when its stamp
 * is the current search's: nothing is cleared between searches.
 */
let pool = { stamp: new Uint32Array(0), cost: new Float64Array(0), lits: new Int16Array(0), fromState: new Int32Array(0), fromPos: new Int32Array(0), via: new Uint8Array(0) };
let generation = 0;
function tables(size: number): typeof pool {
  if (pool.cost.length < size) {
    const n = Math.max(size, pool.cost.length * 2, 4096);
    pool = { stamp: new Uint32Array(n), cost: new Float64Array(n), lits: new Int16Array(n), fromState: new Int32Array(n), fromPos: new Int32Array(n), via: new Uint8Array(n) };
    generation = 0;
  }
  generation++;
  if (generation === 0xffff_ffff) {
    pool.stamp.fill(0);
    generation = 1;
  }
  return pool;
}

/** How a state was reached: from where, by what (for reading the slots back). */
const enum Via {
  Start,
  Eps,
  Skip,
  Float,
  Lit,
  Slot,
  Any,
}

/**
 * The best way `node` accounts for all of `items` (or, with `prefix`, for
 * the longest start of them it can), or undefined.
 */
export function matchAll(node: Node, items: Item[], options: MatchOptions, prefix = false): Match | undefined {
  const p = programOf(node);
  const S = p.op.length;
  const n = items.length;
  const size = (n + 1) * S;
  const { stamp, cost, lits, fromState, fromPos, via } = tables(size);
  const gen = generation;
  const at = (pos: number, s: number) => pos * S + s;
  const costAt = (k: number) => (stamp[k] === gen ? cost[k]! : Infinity);
  const relax = (pos: number, s: number, c: number, l: number, ps: number, pp: number, v: Via) => {
    const k = at(pos, s);
    if (c < costAt(k)) {
      stamp[k] = gen;
      cost[k] = c;
      lits[k] = l;
      fromState[k] = ps;
      fromPos[k] = pp;
      via[k] = v;
    }
  };
  const start = at(0, p.start);
  stamp[start] = gen;
  cost[start] = 0;
  lits[start] = 0;
  fromState[start] = -1;
  fromPos[start] = -1;
  via[start] = Via.Start;
  for (let pos = 0; pos <= n; pos++) {
    // Splits first (in order), then everything that reads from this position.
    for (const s of p.order) {
      const k = at(pos, s);
      const c = costAt(k);
      if (c === Infinity) continue;
      const l = lits[k]!;
      const o = p.op[s]!;
      if (o === Op.Split) {
        relax(pos, p.next[s]!, c, l, s, pos, Via.Eps);
        relax(pos, p.alt[s]!, c, l, s, pos, Via.Eps);
        continue;
      }
      // Moves that read nothing happen at the end too ("cancel the meeting ..." with nothing left for the "...").
      if (o === Op.Any) relax(pos, p.next[s]!, c, l, s, pos, Via.Any);
      if (pos === n) continue;
      const item = items[pos]!;
      // Filler and floating dates may stand anywhere.
      if (item.kind === 'word' && item.filler) relax(pos + 1, s, c + FILLER, l, s, pos, Via.Skip);
      else if (options.floating.has(item.kind)) relax(pos + 1, s, c, l, s, pos, Via.Float);
      if (o === Op.Lit) {
        if (item.kind === 'word' && item.word === p.arg[s]) relax(pos + 1, p.next[s]!, c + LITERAL, l + 1, s, pos, Via.Lit);
      } else if (o === Op.Any) {
        for (let len = 1; len <= MAX_ANY && pos + len <= n; len++) relax(pos + len, p.next[s]!, c + len * ANY, l, s, pos, Via.Any);
      } else if (o === Op.Slot) {
        ENDS.length = 0;
        slot(p.arg[s] as SlotName, items, pos, options, ENDS);
        for (let i = 0; i < ENDS.length; i += 2) relax(ENDS[i]!, p.next[s]!, c + SLOT + ENDS[i + 1]!, l, s, pos, Via.Slot);
      }
    }
  }
  const end = p.op.length - 1;
  let finish = n;
  if (prefix) {
    finish = -1;
    for (let pos = n; pos >= 1 && finish === -1; pos--) if (costAt(at(pos, end)) !== Infinity) finish = pos;
    if (finish === -1) return undefined;
  }
  const k = at(finish, end);
  if (costAt(k) === Infinity) return undefined;
  // Read the path back: which slots took which items, which items floated.
  const slots: Match['slots'] = {};
  const floats: number[] = [];
  let s = end;
  let pos = finish;
  while (!(s === p.start && pos === 0 && via[at(pos, s)] === Via.Start)) {
    const kk = at(pos, s);
    const v = via[kk]! as Via;
    const ps = fromState[kk]!;
    const pp = fromPos[kk]!;
    if (ps === -1) break;
    if (v === Via.Slot) slots[p.arg[ps] as SlotName] = { from: pp, to: pos };
    if (v === Via.Float) floats.push(pp);
    s = ps;
    pos = pp;
  }
  return { cost: cost[k]!, literals: lits[k]!, slots, floats: floats.reverse(), length: finish };
}

/**
 * Where `slot` puts the ways a slot may end, two numbers each (end, extra
 * cost), one array for every search. Not a callback: a closure made inside
 * the search's loop captures the loop's variables, so V8 gave every (state,
 * position) visited its own context on the heap, slot or not (~14 KB a
 * template tried, ~190 KB per `who's here`).
 */
const ENDS: number[] = [];

/** The ways slot `name` may take items from `pos`, pushed to `ends` as (end, extra cost) pairs. */
function slot(name: SlotName, items: Item[], pos: number, options: MatchOptions, ends: number[]): void {
  const item = items[pos]!;
  const bind = (to: number, extra = 0) => void ends.push(to, extra);
  switch (name) {
    case 'when':
    case 'range':
      if (item.kind === 'when') bind(pos + 1);
      return;
    case 'date':
    case 'from':
      if (item.kind === 'when' && item.when.kind === 'day') bind(pos + 1);
      return;
    case 'days':
      if (item.kind === 'when' && item.when.kind !== 'range') bind(pos + 1);
      return;
    case 'time':
      if (item.kind === 'time') bind(pos + 1);
      return;
    case 'quote':
      if (item.kind === 'quote') bind(pos + 1);
      return;
    case 'repeat':
      if (item.kind === 'repeat') bind(pos + 1);
      return;
    case 'target':
      if (item.kind === 'mention' || item.kind === 'email') bind(pos + 1);
      return;
    case 'number':
      if (item.kind === 'word' && /^\d{1,4}$/.test(item.word)) bind(pos + 1);
      return;
    case 'person': {
      if (item.kind === 'mention' || item.kind === 'email') return bind(pos + 1);
      // "when was June last here?": a month's name alone may be someone's.
      if (item.kind === 'when' && item.when.kind === 'range' && item.when.month) return bind(pos + 1);
      // (A pronoun for someone named earlier is that person: "… when he gets in".)
      if (item.kind === 'word' && item.stands !== undefined) return bind(pos + 1);
      if (item.kind !== 'word' || options.notNames.has(item.word) || item.filler) return;
      for (let len = 1; len <= MAX_PERSON && pos + len <= items.length; len++) {
        const last = items[pos + len - 1]!;
        if (last.kind !== 'word' || options.notNames.has(last.word) || last.filler) break;
        // A name longer than a word costs a little: "is {lev} here" beats "is {lev here} ...".
        bind(pos + len, len - 1);
        if (last.possessive) break;
      }
      return;
    }
    case 'text':
      // Costs more than a date or a name would: "checkin @**Ada** fri" has the day fri, not the notes "fri";
      // and filler alone is no text ("check in please").
      // A text that begins with a date or a mention costs a little more again: where the template could take them
      // before it ("note @**Bram** today hi"), they are the day and the person, not the start of the notes.
      // (Politeness is never text: "note please" asks to see them.)
      if (!items.slice(pos).every((i) => i.kind === 'word' && i.filler && (!options.exact || POLITE.has(i.word)))) bind(items.length, item.kind === 'when' || item.kind === 'mention' || item.kind === 'email' ? 1.5 : 1);
      return;
    case 'topic':
      bind(items.length);
      return;
  }
}

/**
 * Word sets a clause must meet for the template to have a chance: for each
 * part every match needs, the words that part could start with… or be; a
 * clause without a word of some set is skipped without matching.
 */
export function gatesOf(node: Node): Array<Set<string>> {
  const gates: Array<Set<string>> = [];
  const visit = (n: Node) => {
    if (n.t === 'seq') n.nodes.forEach(visit);
    else {
      const words = anyWords(n);
      if (words) gates.push(words);
    }
  };
  visit(node);
  return gates;
}

/** Words of which every match of `n` has at least one, or undefined (a slot, an option). */
function anyWords(n: Node): Set<string> | undefined {
  switch (n.t) {
    case 'lit':
      return new Set([n.word]);
    case 'seq': {
      let best: Set<string> | undefined;
      for (const child of n.nodes) {
        const w = anyWords(child);
        if (w && (!best || w.size < best.size)) best = w;
      }
      return best;
    }
    case 'alt': {
      const all = new Set<string>();
      for (const o of n.options) {
        const w = anyWords(o);
        if (!w) return undefined;
        for (const x of w) all.add(x);
      }
      return all;
    }
    default:
      return undefined;
  }
}
