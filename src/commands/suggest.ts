/** Edit distance counting a swap of neighbours as one edit ("wohis" is one from "whois"): optimal string alignment. */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
    }
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** The one-word commands a typo may be meant as (the strict syntax's first words). */
const COMMAND_WORDS = ['checkin', 'check', 'checkout', 'cancel', 'uncheckin', 'leaving', 'note', 'notes', 'whois', 'visits', 'history', 'digest', 'help'];

/** Real words that are near a command word and mean something else: never a typo ("not" is no "note", "chuck" no "check"). */
const NEVER_TYPOS = new Set(['not', 'nope', 'noted', 'nor', 'now', 'none', 'nose', 'node', 'nod', 'knot', 'vote', 'tone', 'nite', 'nah', 'chuck', 'cheek', 'chick', 'chock', 'checks', 'cheque', 'czech', 'heap', 'hello', 'held', 'hell', 'kelp', 'cancer', 'candle', 'leaning', 'leading', 'loving', 'living', 'leaking', 'weaving', 'misery', 'whose', 'whoa', 'visit', 'visitor']);

/**
 * The command word `word` is plausibly a typo of: at most one edit for short
 * words, two from six letters, three from ten, and never more than a third of
 * the word. "anyone" is not a typo of "note" (distance 3 of 6), "chekin" is of "checkin".
 */
export function closestWord(word: string): string | undefined {
  const w = word.toLowerCase();
  if (w.length < 3 || w.length > 14 || NEVER_TYPOS.has(w)) return undefined;
  const allowed = w.length >= 10 ? 3 : w.length >= 6 ? 2 : 1;
  let best: { word: string; distance: number } | undefined;
  for (const candidate of COMMAND_WORDS) {
    const distance = editDistance(w, candidate);
    if (distance === 0 || distance > allowed || distance * 3 > Math.max(w.length, candidate.length)) continue;
    if (!best || distance < best.distance) best = { word: candidate, distance };
  }
  return best?.word;
}
