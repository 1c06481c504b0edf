import type { TopLevelSpec } from 'vega-lite';
import { addDaysIso, shortDate, type IsoDate } from '../time/hub-date.js';
import type { Chart } from './chart.js';
import { dailyCounts, mean, mondayOf, round1, type VisitRef } from './data.js';
import { CHART_CONFIG, COLOURS } from './theme.js';

export interface WeekdayComparison {
  day: string;
  date: IsoDate;
  /** Visitors this week; null for days after the digest's date. */
  thisWeek: number | null;
  /** Mean visitors on this weekday over the previous weeks that have any history; null when none. */
  previous: number | null;
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The week of `date` (Monday to `date`) against the average of each weekday
 * over the `weeks` weeks before. Days before the first recorded visit are no
 * history rather than zeros. `visits` must cover Monday of `weeks` weeks earlier to `date`.
 */
export function weekComparison(visits: readonly VisitRef[], date: IsoDate, weeks = 4): WeekdayComparison[] {
  const monday = mondayOf(date);
  const from = addDaysIso(monday, -7 * weeks);
  const counts = new Map(dailyCounts(visits, from, addDaysIso(monday, 6)).map((d) => [d.date, d.visitors]));
  const firstVisit = [...visits].map((v) => v.date).sort()[0];
  return DAYS.map((day, i) => {
    const d = addDaysIso(monday, i);
    const earlier = Array.from({ length: weeks }, (_, w) => addDaysIso(d, -7 * (w + 1))).filter((e) => firstVisit !== undefined && e >= firstVisit);
    return {
      day,
      date: d,
      thisWeek: d <= date ? (counts.get(d) ?? 0) : null,
      previous: earlier.length ? mean(earlier.map((e) => counts.get(e) ?? 0)) : null,
    };
  });
}

/** The digest's weekly picture. */
export function weekChart(rows: WeekdayComparison[], weeks = 4): Chart {
  const monday = rows[0]!.date;
  const shown = rows.filter((r) => r.thisWeek !== null);
  const total = shown.reduce((n, r) => n + (r.thisWeek ?? 0), 0);
  const known = shown.filter((r) => r.previous !== null);
  const before = round1(known.reduce((n, r) => n + (r.previous ?? 0), 0));
  const compare = known.length ? `; the same days averaged ${before} over the previous ${weeks} weeks` : '; no earlier weeks to compare with';
  const summary = `This week so far (${shortDate(monday)} – ${shortDate(shown.at(-1)?.date ?? monday)}): ${total} visits${compare}.`;
  return {
    spec: weekSpec(rows, `This week at the hub`, `week of ${shortDate(monday)}: bars this week, marks the ${weeks}-week average`),
    filename: `week-${monday}.png`,
    alt: `Bar chart of visitors per day this week against the ${weeks}-week average: ${total} visits${known.length ? ` vs ${before}` : ''}`,
    summary,
  };
}

export function weekSpec(rows: WeekdayComparison[], title: string, subtitle: string): TopLevelSpec {
  // Weekends only when anyone came then, now or before: most hubs are closed.
  const days = rows.filter((r, i) => i < 5 || (r.thisWeek ?? 0) > 0 || (r.previous ?? 0) > 0);
  const x = { field: 'day', type: 'ordinal' as const, sort: DAYS, title: null, axis: { labelAngle: 0, ticks: false } };
  const legend = { domain: ['this week', 'previous average'], range: [COLOURS.weekday, COLOURS.average] };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    title: { text: title, subtitle },
    width: { step: 56 },
    height: 220,
    data: { values: days },
    layer: [
      {
        mark: { type: 'bar', width: { band: 0.6 }, cornerRadiusTopLeft: 2, cornerRadiusTopRight: 2 },
        encoding: { x, y: { field: 'thisWeek', type: 'quantitative', title: 'visitors', axis: { tickMinStep: 1, format: 'd' } }, color: { datum: 'this week', scale: legend } },
      },
      {
        // Counts at the foot of the bars, in white: at the top they would collide with the average marks.
        mark: { type: 'text', baseline: 'bottom', dy: -4, fontSize: 12, fontWeight: 'bold', color: '#ffffff' },
        encoding: { x, y: { datum: 0, type: 'quantitative' }, text: { field: 'thisWeek', type: 'quantitative' } },
      },
      {
        mark: { type: 'tick', thickness: 3, size: 44 },
        encoding: { x, y: { field: 'previous', type: 'quantitative' }, color: { datum: 'previous average' } },
      },
    ],
  };
}
