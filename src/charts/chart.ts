import type { TopLevelSpec } from 'vega-lite';

/**
 * A picture to post: its Vega-Lite spec (pure data, no rendering code) and the
 * words that go with it. `alt` is the link text (what a screen reader or a
 * notification shows); `summary` the one line of key numbers that is posted
 * whether or not the picture could be drawn.
 */
export interface Chart {
  spec: TopLevelSpec;
  /** The uploaded file's name, e.g. "attendance-2026-10-27-2026-11-23.png". */
  filename: string;
  alt: string;
  summary: string;
}

/** Any file attached to a message: a chart (drawn on demand) or ready bytes (a CSV). */
export type Attachment = { kind: 'chart'; chart: Chart } | { kind: 'file'; filename: string; contentType: string; data: Buffer; label: string };
