import { describe, expect, it } from 'vitest';
import { BACKGROUND, COLOURS } from '../../src/charts/theme.js';
import { TODAY } from './fixtures.js';
import { pictures, type PictureName } from './pictures.js';
import { sceneOf } from './scene.js';

describe('what the pictures say is what happened', () => {
  it('planned days (after today) are hollow and named in the legend; days that happened are filled', async () => {
    const { attendance, calendar } = pictures();
    const bars = (await sceneOf(attendance.spec)).marks.filter((m) => m.marktype === 'rect');
    const planned = bars.filter((b) => String(b.datum.date) > TODAY);
    const happened = bars.filter((b) => String(b.datum.date) <= TODAY);
    expect(planned.length).toBeGreaterThan(0);
    expect(happened.length).toBeGreaterThan(0);
    expect(planned.every((b) => b.fill === BACKGROUND && b.stroke === COLOURS.planned)).toBe(true);
    expect(happened.every((b) => b.fill !== BACKGROUND)).toBe(true);
    expect((await sceneOf(attendance.spec)).symbols.map((s) => s.label)).toContain('planned (after today)');

    const cells = (await sceneOf(calendar.spec)).marks;
    const booked = cells.filter((c) => c.datum.state === 'planned (after today)');
    expect(booked.length).toBe(3);
    expect(booked.every((c) => String(c.datum.date) > TODAY && c.fill === BACKGROUND)).toBe(true);
    expect(cells.filter((c) => c.datum.state === 'visited').every((c) => String(c.datum.date) <= TODAY && c.fill === COLOURS.weekday)).toBe(true);
  });

  it('a week with visits planned: those who came, filled, with those booked (and not yet come) stacked on top, hollow', async () => {
    const bars = (await sceneOf(pictures()['attendance-weeks'].spec)).marks.filter((m) => m.marktype === 'rect' && m.datum.visitors);
    const booked = bars.filter((b) => b.datum.kind === 'planned (after today)');
    expect(booked.map((b) => b.datum.date)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14']);
    expect(booked.every((b) => b.fill === BACKGROUND)).toBe(true);
    expect(bars.filter((b) => String(b.datum.date) <= TODAY).every((b) => b.datum.kind === 'visited' && b.fill === COLOURS.weekday)).toBe(true);
  });

  it.each<PictureName>(['attendance', 'attendance-weeks', 'week'])('%s: one average, its definition said in the legend in the words of the summary and alt text', async (name) => {
    const chart = pictures()[name];
    const scene = await sceneOf(chart.spec);
    const averages = scene.texts.filter((t) => /average/i.test(t.text));
    expect(averages).toHaveLength(1);
    expect(averages[0]!.role).toBe('legend-label');
    expect(chart.alt).toContain(averages[0]!.text);
    expect(scene.marks.filter((m) => m.marktype === 'rule').length).toBeGreaterThan(0);
    if (name !== 'week') expect(chart.summary).toContain(averages[0]!.text);
  });

  it.each<PictureName>(['calendar', 'report'])('%s: no average at all', async (name) => {
    expect((await sceneOf(pictures()[name].spec)).texts.filter((t) => /average/i.test(t.text))).toEqual([]);
  });

  it('the average line runs over exactly the days it averages: from the first day to today, not over the planned ones', async () => {
    const scene = await sceneOf(pictures().attendance.spec);
    const [rule] = scene.marks.filter((m) => m.marktype === 'rule');
    const bars = scene.marks.filter((m) => m.marktype === 'rect');
    const counted = bars.filter((b) => String(b.datum.date) <= TODAY);
    const later = bars.filter((b) => String(b.datum.date) > TODAY);
    expect(rule!.box.x1).toBeLessThanOrEqual(counted[0]!.box.x1);
    expect(rule!.box.x2).toBeGreaterThanOrEqual(counted.at(-1)!.box.x2);
    expect(rule!.box.x2).toBeLessThan(later[0]!.box.x1);
  });
});
