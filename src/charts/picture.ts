import type { TopLevelSpec } from 'vega-lite';
import type { RenderedPng } from './render.js';

export type { RenderedPng };

/** The draw in progress: pictures are drawn one at a time, so a burst of `chart` commands can't stack up renderers' memory. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Draws a spec to PNG. The renderer (vega, vega-lite, resvg: tens of MB once
 * loaded) is imported on the first call only, so a bot that never draws never
 * pays for it.
 */
export function drawPng(spec: TopLevelSpec): Promise<RenderedPng> {
  const drawn = queue.then(async () => {
    const { renderPng } = await import('./render.js');
    return renderPng(spec);
  });
  queue = drawn.catch(() => undefined);
  return drawn;
}
