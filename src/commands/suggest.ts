/**
 * Edit distance counting a swap of neighbours as one edit ("wohis" is one from "whois"): optimal string alignment.
 * With `max`, any distance above it comes back as `max + 1` as soon as a whole row is past it (the typo fixer asks only "within one or two?").
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // A swap reaches back two rows, so a row past `max` ends it only when the row before was past it too.
    if (rowMin > max && Math.min(...prev) > max) return max + 1;
    before = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, max + 1);
}

