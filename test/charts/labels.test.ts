import { describe, expect, it } from 'vitest';
import { weekChart, weekComparison } from '../../src/charts/week.js';
import { addDaysIso } from '../../src/time/hub-date.js';
import { reportChart } from '../../src/weekly-report/compose.js';
import { weekStats } from '../../src/weekly-report/stats.js';
import { DATA_SETS, hubVisits, TODAY } from './fixtures.js';
import { labelProblems, rangeSpecs } from './label-sweep.js';
import { sceneOf, svgScene, textProblems } from './scene.js';

/**
 * Every day from 1 to 21 (each day labelled, then Mondays), the switches to
 * weeks (62, 63, 64), and ranges up to a year. The whole sweep, every length
 * from 1 to 366 days, is test/resilience/chart-labels.test.ts (a minute of
 * drawing: `npm run test:resilience`).
 */
const SAMPLE = [...Array.from({ length: 21 }, (_, i) => i + 1), 25, 28, 31, 35, 45, 61, 62, 63, 64, 70, 91, 120, 183, 250, 364, 365, 366];

describe('no text touches another or leaves the picture (positions from the scenegraph, ink measured by resvg)', () => {
  const specs = rangeSpecs();

  it('the attendance chart, ranges from 1 day to a year', async () => {
    expect(await labelProblems(specs.attendance, SAMPLE)).toEqual([]);
  }, 60_000);

  it('the visit calendar, ranges from 1 day to a year', async () => {
    expect(await labelProblems(specs.calendar, SAMPLE)).toEqual([]);
  }, 60_000);

  it.each(Object.entries(DATA_SETS))("the digest's week and the staff report, %s", async (_name, visits) => {
    const all = visits();
    for (const date of ['2026-11-16', '2026-11-18', TODAY, '2026-11-22']) {
      expect(textProblems(await sceneOf(weekChart(weekComparison(all.filter((v) => v.date <= date), date)).spec))).toEqual([]);
    }
    const monday = '2026-11-09';
    const before = new Set(all.filter((v) => v.date < monday).map((v) => v.person.id));
    expect(textProblems(await sceneOf(reportChart(weekStats(hubVisits(all, monday, addDaysIso(monday, 6)), monday, before)).spec))).toEqual([]);
  }, 60_000);

  it('the checker finds what it must: the scene is the SVG, and two labels drawn on top of each other are caught', async () => {
    const spec = specs.attendance(14);
    const scene = await sceneOf(spec);
    // The picture's size and the labels' places are those of the SVG the renderer draws.
    const svg = await svgScene(spec);
    expect([scene.width, scene.height]).toEqual([svg.width, svg.height]);
    expect(scene.texts.filter((t) => t.role === 'axis-label').map((t) => t.text)).toEqual(svg.labels);
    const crowded = { ...spec, width: 60 } as typeof spec;
    expect(textProblems(await sceneOf(crowded))).toContain('"Mon / 16" (axis-label) touches "Tue / 17" (axis-label)');
  }, 60_000);
});
