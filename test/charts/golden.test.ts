import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderPng } from '../../src/charts/render.js';
import { decodePng } from '../support/png.js';
import { PICTURE_NAMES, pictureSpecs } from './pictures.js';

/**
 * Golden images: each kind of picture drawn from the fixed data with the
 * fixed today (test/charts/pictures.ts) must match its committed PNG, which is
 * also the picture the docs show (docs/chart-NAME.png, in docs/commands.md and
 * the README), so they always show what the code draws. A person looked at each
 * one when it was made (docs/commands.md, Pictures, says what they show). After a deliberate change:
 * `UPDATE_GOLDEN=1 npx vitest run test/charts/golden.test.ts`, then look at
 * the new pictures before committing them.
 */
const UPDATE = process.env.UPDATE_GOLDEN === '1';
/** A pixel differs when a channel moves by more than this (anti-aliasing jitter between resvg builds stays under it). */
const CHANNEL_TOLERANCE = 16;
/** At most this many differing pixels: fewer than one changed digit of a label makes at 2x. */
const MAX_DIFFERENT_PIXELS = 40;

const goldenPath = (name: string) => new URL(`../../docs/chart-${name}.png`, import.meta.url);

/** Pixels of two same-sized images that differ by more than the tolerance, and the first of them. */
function differences(a: ReturnType<typeof decodePng>, b: ReturnType<typeof decodePng>): { count: number; first?: [number, number] } {
  let count = 0;
  let first: [number, number] | undefined;
  for (let i = 0; i < a.rgba.length; i += 4) {
    const far = [0, 1, 2, 3].some((c) => Math.abs(a.rgba[i + c]! - b.rgba[i + c]!) > CHANNEL_TOLERANCE);
    if (!far) continue;
    count++;
    first ??= [(i / 4) % a.width, Math.floor(i / 4 / a.width)];
  }
  return { count, first };
}

describe('golden images: each kind of picture, fixed data and clock, against its committed PNG', () => {
  it.each(PICTURE_NAMES)('docs/chart-%s.png', async (name) => {
    const { png } = await renderPng(pictureSpecs()[name]);
    if (UPDATE) await writeFile(goldenPath(name), png);
    const [drawn, golden] = [decodePng(png), decodePng(await readFile(goldenPath(name)))];
    expect([drawn.width, drawn.height]).toEqual([golden.width, golden.height]);
    const diff = differences(drawn, golden);
    expect(diff.count, `${diff.count} pixels differ, the first at (x, y) = ${diff.first?.join(', ')}`).toBeLessThanOrEqual(MAX_DIFFERENT_PIXELS);
  }, 30_000);

  it('the comparison sees a small change: one bar one visitor taller', async () => {
    const spec = pictureSpecs().week;
    const rows = (spec as { data: { values: Array<{ thisWeek: number | null }> } }).data.values;
    rows[0]!.thisWeek! += 1;
    const [changed, golden] = [decodePng((await renderPng(spec)).png), decodePng(await readFile(goldenPath('week')))];
    expect(differences(changed, golden).count).toBeGreaterThan(MAX_DIFFERENT_PIXELS);
  }, 30_000);

  it('the decoder reads what resvg writes: a known pixel of a known picture', async () => {
    const golden = decodePng(await readFile(goldenPath('week')));
    // The top-left corner is the white padding.
    expect([...golden.rgba.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });
});
