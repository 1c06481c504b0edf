/**
 * A regular expression's letters matched in either case (`is` → `[iI][sS]`), for patterns that must stay
 * case-sensitive elsewhere: the names beside these words are told apart by their capital letter.
 */
export function eitherCase(pattern: string): string {
  return pattern.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
}
