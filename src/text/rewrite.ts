/** A pattern and what it is replaced with (`$1` and the like allowed). */
export type Rewrite = [RegExp, string];

/** TEXT with each rule applied in turn, in the order given: the text decoders' one loop. */
export function rewritten(text: string, rules: readonly Rewrite[]): string {
  let out = text;
  for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement);
  return out;
}

/** TEXT with RULES applied outside its quoted parts ('"…"', '“…”': the member's own words for notes, kept as written). */
export function rewrittenOutsideQuotes(text: string, rules: readonly Rewrite[]): string {
  return text
    .split(/("[^"]*"|“[^”]*”)/)
    .map((part, k) => (k % 2 === 1 ? part : rewritten(part, rules)))
    .join('');
}
