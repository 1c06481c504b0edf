import type { CommandKind } from './command.js';
import { ALIASES } from './specs.js';

/** Levenshtein distance (insert, delete, substitute), two rows of memory. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/** The command whose name or alias is closest to `word`. */
export function closestCommand(word: string): CommandKind {
  const w = word.toLowerCase().slice(0, 40);
  let best: { kind: CommandKind; distance: number } = { kind: 'help', distance: Infinity };
  for (const { alias, kind } of ALIASES) {
    const distance = editDistance(w, alias);
    if (distance < best.distance) best = { kind, distance };
  }
  return best.kind;
}
