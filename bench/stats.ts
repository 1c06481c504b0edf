/** Percentile by nearest rank; `sorted` ascending. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

/** A figure over several runs: the median, with the spread. */
export function spread(runs: number[]): Spread {
  return { median: percentile(runs, 50), min: Math.min(...runs), max: Math.max(...runs), runs: runs.map(round) };
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export function show(s: Spread, unit = '', digits = 2): string {
  const r = (n: number) => `${round(n, digits)}${unit}`;
  return s.min === s.max ? r(s.median) : `${r(s.median)} (${r(s.min)}–${r(s.max)})`;
}
