import type { TopLevelSpec } from 'vega-lite';
import { renderPng } from './render.js';

/**
 * The renderer's own process (started by picture.ts): vega, vega-lite and
 * resvg live here, so the bot's memory goes back to what it was once the
 * process ends, after a quiet spell or with the bot (the IPC channel closes).
 */
export interface DrawRequest {
  id: number;
  spec: TopLevelSpec;
}

export type DrawAnswer = { id: number; png: Uint8Array; width: number; height: number } | { id: number; error: string };

process.on('message', (message: DrawRequest) => {
  renderPng(message.spec).then(
    ({ png, width, height }) => process.send?.({ id: message.id, png, width, height } satisfies DrawAnswer),
    (error: unknown) => process.send?.({ id: message.id, error: error instanceof Error ? error.message : String(error) } satisfies DrawAnswer),
  );
});
process.on('disconnect', () => process.exit(0));
