import type { TopLevelSpec } from 'vega-lite';
import type { RenderedPng } from './render.js';

export type { RenderedPng };

/**
 * Draws a spec to PNG. The renderer (vega, vega-lite, resvg: tens of MB once
 * loaded) is imported on the first call only, so a bot that never draws never
 * pays for it.
 */
export async function drawPng(spec: TopLevelSpec): Promise<RenderedPng> {
  const { renderPng } = await import('./render.js');
  return renderPng(spec);
}
