export interface Range {
  min: number;
  max: number;
}

/**
 * A server-provided number forced into a sane window. `NaN` and negative
 * nonsense land on `min`, `Infinity` on `max`. `clamped` says whether the value
 * had to move, so the caller can log it.
 */
export function clampToRange(value: number, range: Range): { value: number; clamped: boolean } {
  if (Number.isNaN(value)) return { value: range.min, clamped: true };
  const bounded = Math.min(range.max, Math.max(range.min, value));
  return { value: bounded, clamped: bounded !== value };
}
