import type { TopLevelSpec } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { attendanceChart } from '../../src/charts/attendance.js';
import { calendarChart } from '../../src/charts/calendar.js';
import { renderPng, renderSvg } from '../../src/charts/render.js';
import { weekChart, weekComparison } from '../../src/charts/week.js';
import { eachDate } from '../../src/time/hub-date.js';
import { pngHeader, svgSize } from '../support/png.js';

const v = (date: string, id: number) => ({ date, person: { id } });
const month = eachDate('2026-10-26', '2026-11-22').flatMap((d, i) => Array.from({ length: i % 7 }, (_, p) => v(d, p)));

describe('rendering (vega to SVG, resvg to PNG)', () => {
  it.each([
    ['a 4-week attendance chart', attendanceChart(month, { start: '2026-10-26', end: '2026-11-22', label: 'the last 4 weeks', today: '2026-11-20' }).spec],
    ['a 1-year calendar', calendarChart(['2026-11-16'], { start: '2025-11-21', end: '2026-11-20', today: '2026-11-20', whose: 'Your' }).spec],
    ['the weekly picture', weekChart(weekComparison(month, '2026-11-20')).spec],
  ])('%s: a PNG (signature, IHDR) of exactly the size the SVG declares, at 2x', async (_name, spec) => {
    const [svg, { png, width, height }] = await Promise.all([renderSvg(spec), renderPng(spec)]);
    const header = pngHeader(png);
    const declared = svgSize(svg);
    expect(header).toMatchObject({ width, height, bitDepth: 8 });
    expect(width).toBe(Math.ceil(declared.width));
    expect(height).toBe(Math.ceil(declared.height));
    // Plausible sizes: wide enough to be read, far under Zulip's upload limit.
    expect(width).toBeGreaterThan(500);
    expect(height).toBeGreaterThan(300);
    expect(png.length).toBeLessThan(1_000_000);
  });

  it('a year of calendar is wider than a month of it: one column per week', async () => {
    const year = await renderPng(calendarChart([], { start: '2025-11-21', end: '2026-11-20', today: '2026-11-20', whose: 'Your' }).spec);
    const short = await renderPng(calendarChart([], { start: '2026-10-22', end: '2026-11-20', today: '2026-11-20', whose: 'Your' }).spec);
    // 53 columns of 16 px at 2x (the month's picture is as wide as its title, not its 5 columns).
    expect(year.width).toBeGreaterThanOrEqual(53 * 16 * 2);
    expect(year.width).toBeGreaterThan(short.width * 2);
    expect(pngHeader(year.png).width).toBe(year.width);
  });

  it('text is drawn with the packaged font, whatever the machine has: the SVG names DejaVu Sans', async () => {
    const svg = await renderSvg(attendanceChart(month, { start: '2026-11-16', end: '2026-11-22', label: 'this week', today: '2026-11-20' }).spec);
    expect(svg).toContain('font-family="DejaVu Sans"');
    expect(svg).toContain('Hub visitors per day, this week');
  });

  it('an impossible spec fails loudly (so the caller can post the text alone)', async () => {
    await expect(renderPng({ mark: 'no-such-mark', data: { values: [] } } as unknown as TopLevelSpec)).rejects.toThrow(Error);
  });
});
