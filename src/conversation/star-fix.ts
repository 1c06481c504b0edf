import { editDistance } from '../commands/suggest.js';

// Chat's way to fix a word just sent: "*iron", "*soldering iron, not kit", "in wednesday — *thursday". The fix after
// the star replaces the words it corrects in the text before it, and the star goes, so the message is read as meant.
// A fix that names no word it could correct leaves the text as it was.

/**
 * A star at the end of a message, after a dash, a space or on its own line, and no closing star (that is emphasis).
 * (Tried only where a run of blanks starts: from every blank of a long run, it was quadratic.)
 */
const STAR_FIX = /(?:^|(?<!\s)\s)[—–-]*\s*\*(?!\s)([^*\n]{1,60})$/u;
/** "soldering iron, not kit", "iron not kit". */
const NOT_WORDS = /^(.*?),?\s+(?:not|instead of|rather than)\s+(.+)$/iu;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const WEEKDAY = /^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?$/i;

interface Span {
  word: string;
  start: number;
  end: number;
}

/** TEXT with a trailing "*fix" applied to the words before it, or TEXT as it was. */
export function starFixed(text: string): string {
  const m = STAR_FIX.exec(text.trimEnd());
  if (!m) return text;
  const said = m[1]!.trim().replace(/[.!]+$/, '');
  const before = text.slice(0, m.index);
  const not = NOT_WORDS.exec(said);
  const fix = words(not ? not[1]! : said).map((s) => s.word);
  const prior = words(before);
  if (fix.length === 0 || prior.length === 0) return text;
  const at = not ? wrongWords(prior, words(not[2]!).map((s) => s.word)) : likeWords(prior, fix);
  if (!at) return text;
  // ("bringing the soldering kit — *soldering iron, not kit": the words the fix repeats before the one it changes stay.)
  const [from, to] = at;
  let kept = Math.min(fix.length - 1, from);
  while (kept > 0 && !fix.slice(0, kept).every((w, k) => same(prior[from - kept + k]!.word, w))) kept--;
  // (So do the words it repeats after it: "the bread knife — *cheese knife, not bread".)
  let after = Math.min(fix.length - kept - 1, prior.length - to);
  while (after > 0 && !fix.slice(fix.length - after).every((w, k) => same(prior[to + k]!.word, w))) after--;
  return before.slice(0, prior[from]!.start) + fix.slice(kept, fix.length - after).join(' ') + before.slice(prior[to - 1]!.end).trimEnd();
}

function words(text: string): Span[] {
  return [...text.matchAll(WORD)].map((w) => ({ word: w[0], start: w.index, end: w.index + w[0].length }));
}

function same(a: string, b: string | undefined): boolean {
  return b !== undefined && a.toLowerCase() === b.toLowerCase();
}

/** The last place the words named after "not" stand in PRIOR: [from, to) in words. */
function wrongWords(prior: Span[], wrong: string[]): [number, number] | undefined {
  if (wrong.length === 0) return undefined;
  for (let i = prior.length - wrong.length; i >= 0; i--) if (wrong.every((w, k) => same(prior[i + k]!.word, w))) return [i, i + wrong.length];
  return undefined;
}

/**
 * Where a fix without "not" goes: from the last place its first word stands ("*soldering iron" over "soldering kit");
 * a single word over the last word of its kind (a weekday over a weekday) or spelt nearly as it is ("*iron" over "iorn").
 */
function likeWords(prior: Span[], fix: string[]): [number, number] | undefined {
  if (fix.length > 1) {
    for (let i = prior.length - 1; i >= 0; i--) if (same(prior[i]!.word, fix[0]) && i + fix.length <= prior.length) return [i, i + fix.length];
    return undefined;
  }
  const one = fix[0]!;
  for (let i = prior.length - 1; i >= 0; i--) {
    const word = prior[i]!.word;
    if (same(word, one)) return undefined;
    if (WEEKDAY.test(one) ? WEEKDAY.test(word) : nearlySpelt(word, one)) return [i, i + 1];
  }
  return undefined;
}

function nearlySpelt(word: string, fix: string): boolean {
  if (word.length < 3 || Math.abs(word.length - fix.length) > 2) return false;
  const allowed = fix.length >= 7 ? 2 : 1;
  return editDistance(word.toLowerCase(), fix.toLowerCase(), allowed) <= allowed;
}
