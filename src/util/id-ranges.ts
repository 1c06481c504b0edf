/**
 * Sets of integer ids written compactly as ranges ("1001-1050,1060"): the ids a
 * process leaves to the next one are mostly runs (a burst of messages takes
 * consecutive ids), so a backlog of hundreds fits in a few characters.
 */
export function toRanges(ids: Iterable<number>): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** The ids of `toRanges`'s text; undefined when it is not of that form (or names more than `max` ids). */
export function fromRanges(text: string, max = 100_000): Set<number> | undefined {
  const out = new Set<number>();
  if (text === '') return out;
  for (const part of text.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) return undefined;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from || out.size + (to - from + 1) > max) return undefined;
    for (let id = from; id <= to; id++) out.add(id);
  }
  return out;
}
