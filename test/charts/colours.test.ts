import { describe, expect, it } from 'vitest';
import { BACKGROUND, COLOURS, SOURCE_COLOURS } from '../../src/charts/theme.js';
import { PICTURE_NAMES, pictureSpecs } from './pictures.js';
import { sceneOf } from './scene.js';

/** WCAG 2.1 relative luminance of an sRGB colour written #rrggbb or #rgb. */
function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio, (L1 + 0.05) / (L2 + 0.05), the lighter over the darker. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour drawn at `opacity` over the background, as it reaches the eye. */
function over(hex: string, opacity: number): string {
  if (opacity === 1) return hex;
  const channel = (h: string, i: number) => parseInt(h.slice(i, i + 2), 16);
  return `#${[1, 3, 5].map((i) => Math.round(channel(hex, i) * opacity + channel(BACKGROUND, i) * (1 - opacity)).toString(16).padStart(2, '0')).join('')}`;
}

/** The most a drawn thing stands out from the background: its fill or, where it has one, its outline. */
function standsOut(item: { fill?: string; stroke?: string; strokeWidth?: number; opacity: number }): number {
  const parts = [item.fill, (item.strokeWidth ?? 1) > 0 ? item.stroke : undefined].filter((c): c is string => !!c && c.startsWith('#'));
  return Math.max(1, ...parts.map((c) => contrast(over(c, item.opacity), BACKGROUND)));
}

describe('colours for data: at least 3:1 against the background (WCAG 2.1, 1.4.11 non-text contrast)', () => {
  it('the formula gives the known ratios (black on white 21:1; the old weekend orange 2.3:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrast('#E69F00', BACKGROUND)).toBeCloseTo(2.25, 2);
    expect(over('#000000', 0.5)).toBe('#808080');
  });

  it.each(Object.entries({ ...COLOURS, ...SOURCE_COLOURS }))('the theme colour %s (%s)', (_name, colour) => {
    expect(contrast(colour, BACKGROUND)).toBeGreaterThanOrEqual(3);
  });

  it.each(PICTURE_NAMES)('%s: every mark drawn and every legend symbol is filled or outlined in a colour of 3:1 or more', async (name) => {
    const scene = await sceneOf(pictureSpecs()[name]);
    expect(scene.marks.length).toBeGreaterThan(0);
    const faint = [...scene.marks, ...scene.symbols].filter((m) => standsOut(m) < 3).map((m) => JSON.stringify(m));
    expect(faint).toEqual([]);
  });
});
