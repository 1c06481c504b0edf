// A request said once as a heading over a list, one item a line ("notes:\n1. today → "office hours"\n2. tomorrow →
// "heads-down"", "cancel:\n- tomorrow\n- friday"): read as the request said for each item, one a line ("notes today →
// …", "cancel tomorrow"). Only a heading that is a request of its own kind (notes, cancel, plan, book, skip…); "couple
// of things:" over a list is no request, and its items are read as they are.

/** A heading that asks for something on each item below it. */
const HEADING =
  /^(?:please\s+|pls\s+|can you\s+)?(?:notes?|note for|cancel|cancelling|drop|scratch|remove|plan|plans|book|book me|add|put me (?:down|in) for|sign me up for|coming(?: in)?|i'?m in|in|off|skip|skipping)(?:\s+(?:please|pls))?$/i;

/** An item's number: "1.", "2)". */
const NUMBER = /^([ \t]*)\d{1,2}[.)][ \t]+(?=\S)/;
/** An item's mark: "1.", "2)", "-", "*", "•". */
const ITEM = /^([ \t]*)(?:\d{1,2}[.)]|[-*•])[ \t]+(?=\S)/;

export function listHeadingShared(text: string): string {
  if (!text.includes('\n')) return text;
  const lines = text.split('\n');
  const items = itemRuns(lines);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const heading = /^\s*(.{1,40}?)\s*:\s*$/.exec(lines[i]!)?.[1];
    const under = heading !== undefined && HEADING.test(heading) ? (items[i + 1] ?? 0) : 0;
    if (under < 2) {
      // A numbered item under any other heading ("couple things:\n1. I come in mon…\n2. not this fri"): its number is no
      // part of what it says (a bullet is read as a bullet already).
      const numbered = items[i]! >= 2 || (i > 0 && NUMBER.test(lines[i - 1]!));
      out.push(numbered ? lines[i]!.replace(NUMBER, '$1') : lines[i]!);
      continue;
    }
    for (let k = i + 1; k <= i + under; k++) out.push(lines[k]!.replace(ITEM, (_, indent: string) => `${indent}${heading!} `));
    i += under;
  }
  return out.join('\n');
}

/** For each line, how many item lines run from it (read once, from the end: a long list is not walked once per line). */
function itemRuns(lines: string[]): number[] {
  const runs = new Array<number>(lines.length);
  for (let i = lines.length - 1; i >= 0; i--) runs[i] = ITEM.test(lines[i]!) ? 1 + (runs[i + 1] ?? 0) : 0;
  return runs;
}
