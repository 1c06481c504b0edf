import { editDistance } from '../commands/suggest.js';
import type { Item } from './items.js';
import { TEMPLATE_WORDS } from './matcher.js';
import { FILLER, NEVER_TYPOS, SPELLINGS } from './vocabulary.js';

// Typos of template words: an unknown word near a command word is read as that word.

/** Template words by length, for the typo fixer. */
const BY_LENGTH = new Map<number, string[]>();
for (const word of TEMPLATE_WORDS) BY_LENGTH.set(word.length, [...(BY_LENGTH.get(word.length) ?? []), word]);

const KNOWN = new Set<string>([...TEMPLATE_WORDS, ...FILLER, ...SPELLINGS.values()]);

/**
 * Ways to read `items` with an unknown word taken as a typo of a template
 * word (one edit, a swap of neighbours counting as one; two from nine
 * letters), closest first, at most three. Empty when no word is a plausible typo.
 */
export function corrections(items: Item[]): Item[][] {
  // Command words come first: a typo is looked for among the first three words only.
  for (let at = 0; at < Math.min(items.length, 3); at++) {
    const item = items[at]!;
    if (item.kind !== 'word' || KNOWN.has(item.word) || NEVER_TYPOS.has(item.word) || item.word.length < 4 || !/^[a-z']+$/.test(item.word)) continue;
    const near = nearTemplateWords(item.word);
    if (near.length === 0) continue;
    return near.map((word) => items.map((x, k) => (k === at ? { ...item, word } : x)));
  }
  return [];
}

/**
 * The template words `word` may be a typo of, closest first, at most three.
 * Kept per word: a long message asks about the same words clause after
 * clause, and each answer costs an edit distance to every template word of
 * about its length (a third of the reader's time on long messages before).
 */
function nearTemplateWords(word: string): string[] {
  const known = NEAR.get(word);
  if (known) return known;
  const allowed = word.length >= 9 ? 2 : 1;
  const near: Array<{ word: string; d: number }> = [];
  for (let len = word.length - allowed; len <= word.length + allowed; len++) for (const candidate of BY_LENGTH.get(len) ?? []) {
    if (candidate.length < 4) continue;
    const d = editDistance(word, candidate, allowed);
    // Same length first: "visitz" is "visits" before it is "visit".
    if (d <= allowed) near.push({ word: candidate, d: d + (candidate.length === word.length ? 0 : 0.5) });
  }
  near.sort((a, b) => a.d - b.d || a.word.localeCompare(b.word));
  const found = near.slice(0, 3).map((n) => n.word);
  // Bounded: members' words are unbounded, the memory is not.
  if (NEAR.size >= NEAR_MAX) NEAR.clear();
  NEAR.set(word, found);
  return found;
}

const NEAR = new Map<string, string[]>();

const NEAR_MAX = 5_000;
