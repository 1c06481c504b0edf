import { compileTemplate, matchAll, type Node } from './grammar.js';
import type { Item } from './items.js';
import { CHAT_OPENERS, CORRECTION_LEADS, HOW_LEADS, LEAD_INS, NOTES_LABELS, NOTES_PREFIXES, REQUEST_LEADS, REQUEST_TAGS, WHETHER_LEADS } from './vocabulary.js';

/**
 * Words before the message proper: greetings and filler ("hey frontdesk,",
 * "ok so"), a polite request ("can you …": the rest is asked for), a question
 * about doing something ("should I …": the rest is only asked about), and
 * the labels that open notes ("notes:", "working on").
 */
export type Lead = 'greeting' | 'request' | 'how' | 'whether' | 'correction';

/** The words a lead can begin with (leads always begin with a word), so only those are tried. */
const FIRSTS = new WeakMap<Node, Set<string>>();
function firstWords(node: Node): Set<string> {
  const out = new Set<string>();
  const walk = (n: Node): boolean => {
    // Returns whether `n` can match nothing (so what follows may come first too).
    switch (n.t) {
      case 'lit':
        out.add(n.word);
        return false;
      case 'seq':
        for (const c of n.nodes) if (!walk(c)) return false;
        return true;
      case 'alt':
        return n.options.map(walk).some(Boolean);
      case 'opt':
        walk(n.node);
        return true;
      default:
        return true;
    }
  };
  walk(node);
  return out;
}

const compiled = (templates: string[]) =>
  templates.map((t) => {
    const node = compileTemplate(t);
    FIRSTS.set(node, firstWords(node));
    return node;
  });
const LEADS: Array<[Lead, Node[]]> = [
  ['correction', compiled(CORRECTION_LEADS)],
  ['greeting', compiled(LEAD_INS)],
  ['request', compiled(REQUEST_LEADS)],
  ['how', compiled(HOW_LEADS)],
  ['whether', compiled(WHETHER_LEADS)],
];
const LABELS = compiled(NOTES_LABELS);
const GREETINGS = LEADS.find(([lead]) => lead === 'greeting')![1];
const CORRECTIONS = LEADS.find(([lead]) => lead === 'correction')![1];
const WHETHER = LEADS.find(([lead]) => lead === 'whether')![1];
const PREFIXES = compiled(NOTES_PREFIXES);
const OPENERS = compiled(CHAT_OPENERS);
const NONE = new Set<Item['kind']>();
const NO_NAMES = new Set<string>();

/** The longest prefix of `items` (at most 6, leaving at least one) that one of `nodes` accounts for: its length, or 0. */
export function prefixOf(nodes: Node[], items: Item[], leaveOne = true, dated = false): number {
  const max = Math.min(dated ? 10 : 6, items.length - (leaveOne ? 1 : 0));
  let words = 0;
  while (words < max && (items[words]!.kind === 'word' || (dated && items[words]!.kind === 'when'))) words++;
  if (words === 0) return 0;
  const head = items.slice(0, words);
  const first = head[0]!.kind === 'word' ? (head[0] as { word: string }).word : '';
  let best = 0;
  for (const node of nodes) {
    if (!dated && !(FIRSTS.get(node) ?? new Set<string>()).has(first)) continue;
    const m = matchAll(node, head, { floating: NONE, notNames: NO_NAMES }, true);
    if (m && m.length > best) best = m.length;
  }
  return best;
}


/** Strips leads off the front, in any order, and says which were there. */
export function stripLeads(items: Item[]): { items: Item[]; leads: Set<Lead>; questionWords: string[] } {
  const leads = new Set<Lead>();
  const questionWords: string[] = [];
  let rest = items;
  for (let guard = 0; guard < 4 && rest.length > 1; guard++) {
    let took = 0;
    // A word that says nothing before a lead ("Reckon I'd rather …", "so sorry, but …") does not hide it.
    const head = rest[0]!;
    const isLead = LEADS.some(([, nodes]) => prefixOf(nodes, rest) > 0);
    if (!isLead && head.kind === 'word' && head.filler && rest.length > 2 && LEADS.some(([, nodes]) => prefixOf(nodes, rest.slice(1)) > 0)) rest = rest.slice(1);
    for (const [lead, nodes] of LEADS) {
      const k = prefixOf(nodes, rest);
      if (k > 0) {
        leads.add(lead);
        if (lead === 'how' || lead === 'whether') questionWords.push(...rest.slice(0, k).flatMap((i) => (i.kind === 'word' ? [i.word] : [])));
        rest = rest.slice(k);
        took = k;
        break;
      }
    }
    if (took === 0) break;
  }
  // A request said with a tag at its end ("mark me down for today would ye", "mark for me can?"): the tag goes, and asks nothing.
  const tag = tagAtEnd(rest);
  if (tag > 0) {
    rest = rest.slice(0, rest.length - tag);
    leads.add('request');
  }
  return { items: rest, leads, questionWords };
}

const TAGS = compiled(REQUEST_TAGS);

/** How many words at the end are a request's tag (leaving at least two words before it), or 0. */
function tagAtEnd(items: Item[]): number {
  for (let k = Math.min(4, items.length - 2); k > 0; k--) {
    const tail = items.slice(items.length - k);
    if (tail.every((i) => i.kind === 'word') && prefixOf(TAGS, tail, false) === k) return k;
  }
  // "check me in ya", "sign me up ya" ("ya" is read as "you"): after the verb's particle, a tag too.
  const [before, last] = items.slice(-2);
  return items.length > 2 && last?.kind === 'word' && last.word === 'you' && before?.kind === 'word' && ['in', 'up', 'down', 'out'].includes(before.word) ? 1 : 0;
}

/** A whole segment that only asks whether ("should i", "do we"): what follows it is asked, not told. */
export function isWhetherOnly(items: Item[]): boolean {
  return items.length > 0 && prefixOf(WHETHER, items, false) === items.length;
}

/** A whole segment that is a greeting or filler only ("good morning frontdesk", "scratch that"). */
export function isLeadOnly(items: Item[]): boolean {
  // (By name: the correction leads come first in LEADS, and "scratch that" is a greeting's kind of word.)
  return [GREETINGS, CORRECTIONS].some((nodes) => prefixOf(nodes, items, false) === items.length);
}

/** The whole segment is a label that opens notes after its colon ("notes", "both days", "today"). */
export function isNotesLabel(items: Item[]): boolean {
  return prefixOf(LABELS, items, false) === items.length;
}

/** How many words at the start only open the notes ("working on …"), or 0. */
export function notesPrefix(items: Item[]): number {
  return prefixOf(PREFIXES, items, true, true);
}

/** A sentence that talks about checking in rather than doing it ("checking in on the pizza order"). */
export function opensChat(items: Item[]): boolean {
  return prefixOf(OPENERS, items, true) > 0;
}
