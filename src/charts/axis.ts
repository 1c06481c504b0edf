import { textWidth } from './text-width.js';

/** The axis label size of CHART_CONFIG. */
export const LABEL_FONT_SIZE = 11;
/** Clear space kept between neighbouring labels, in px. */
export const LABEL_GAP = 8;

/** A label of one or more lines (an array is drawn one line under the other). */
export type Label = string | string[];

export function labelWidth(label: Label, fontSize = LABEL_FONT_SIZE): number {
  return Math.max(...[label].flat().map((line) => textWidth(line, fontSize)));
}

/**
 * Whether labels centred on their positions (px) keep LABEL_GAP clear of
 * each other: each neighbour pair is at least half of each width apart, plus the gap.
 */
export function centredLabelsFit(placed: ReadonlyArray<{ x: number; label: Label }>): boolean {
  return placed.every((p, i) => i === 0 || p.x - placed[i - 1]!.x >= (labelWidth(p.label) + labelWidth(placed[i - 1]!.label)) / 2 + LABEL_GAP);
}

/**
 * Every k-th of `candidates` (indices into bands `step` px wide, labels
 * centred on the bands), for the smallest k at which no two labels touch;
 * starting from the first that stays inside the plot (one hanging out to the
 * left would run into the count axis's "0").
 */
export function spacedLabels<T extends { index: number; label: Label }>(candidates: readonly T[], step: number): T[] {
  const inside = candidates.filter((c) => (c.index + 0.5) * step >= labelWidth(c.label) / 2);
  for (let k = 1; ; k++) {
    const chosen = inside.filter((_, i) => i % k === 0);
    if (chosen.length <= 1 || centredLabelsFit(chosen.map((c) => ({ x: c.index * step, label: c.label })))) return chosen;
  }
}
