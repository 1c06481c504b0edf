import { describe, expect, it } from 'vitest';
import { labelProblems, rangeSpecs } from '../charts/label-sweep.js';

/**
 * Every range length from 1 to 366 days, each chart drawn by Vega (no
 * pixels) and every text's ink measured by resvg: no text touches another
 * or leaves the picture. About a minute of drawing on two cores; npm test
 * runs a sample of the lengths (test/charts/labels.test.ts).
 */
const EVERY_LENGTH = Array.from({ length: 366 }, (_, i) => i + 1);

describe('labels never overlap, at any range from 1 day to a year', () => {
  const specs = rangeSpecs();

  it('the attendance chart, every length', async () => {
    expect(await labelProblems(specs.attendance, EVERY_LENGTH)).toEqual([]);
  });

  it('the visit calendar, every length', async () => {
    expect(await labelProblems(specs.calendar, EVERY_LENGTH)).toEqual([]);
  });
});
