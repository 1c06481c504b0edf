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

/** The legend's words for the one average of the picture. */
export function weekAverageText(weeks: number): string {
  return `average of the same weekday over the ${weeks} weeks before`;
}

/** The digest's weekly picture. */
export function weekChart(rows: WeekdayComparison[], weeks = 4): Chart {
  const monday = rows[0]!.date;
  const shown = rows.filter((r) => r.thisWeek !== null);
  const total = shown.reduce((n, r) => n + (r.thisWeek ?? 0), 0);
  const known = shown.filter((r) => r.previous !== null);
  const before = round1(known.reduce((n, r) => n + (r.previous ?? 0), 0));
  const compare = known.length ? `; the same days of the ${weeks} weeks before had ${before} on average` : '; no earlier weeks to compare with';
  const summary = `This week so far (${shortDate(monday)} – ${shortDate(shown.at(-1)?.date ?? monday)}): ${total} visits${compare}.`;
  return {
    spec: weekSpec(rows, `This week at the hub`, `week of ${shortDate(monday)}: visitors per day so far`, weekAverageText(weeks)),
    filename: `week-${monday}.png`,
    alt: `Bar chart of visitors per day this week against the ${weekAverageText(weeks)}: ${total} visits${known.length ? ` vs ${before}` : ''}`,
    summary,
  };
}

const THIS_WEEK = 'this week';
const BAR_STROKE_WIDTH = 1.5;
const AVERAGE_WIDTH = 3;

/**
 * Bars for the days so far, a short dark line per weekday at its earlier
 * average, and under each day's name its count ("not yet" for days to
 * come): no number ever sits on a bar or a line.
 */
export function weekSpec(rows: WeekdayComparison[], title: string, subtitle: string, averageText: string): TopLevelSpec {
  // Weekends only when anyone came then, now or before: most hubs are closed.
  const days = rows.filter((r, i) => i < 5 || (r.thisWeek ?? 0) > 0 || (r.previous ?? 0) > 0);
  const labels = Object.fromEntries(days.map((r) => [r.day, [r.day, r.thisWeek === null ? 'not yet' : String(r.thisWeek)]]));
  const x = {
    field: 'day',
    type: 'ordinal' as const,
    sort: DAYS,
    scale: { domain: days.map((r) => r.day) },
    title: null,
    axis: { labelAngle: 0, ticks: false, labelExpr: `${JSON.stringify(labels)}[datum.value]`, labelOverlap: false, labelPadding: 4 },
  };
  const max = Math.max(1, ...days.map((r) => Math.max(r.thisWeek ?? 0, r.previous ?? 0)));
  const y = { type: 'quantitative' as const, title: 'visitors', scale: { domain: [0, max], nice: true }, axis: { tickMinStep: 1, format: 'd' } };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    title: { text: title, subtitle },
    width: { step: 56 },
    height: 220,
    data: { values: days },
    layer: [
      {
        transform: [{ filter: 'datum.thisWeek !== null' }],
        // Outlined in its own colour: a day with nobody still shows, as a line on the axis.
        mark: { type: 'bar', width: { band: 0.6 }, stroke: COLOURS.weekday, strokeWidth: BAR_STROKE_WIDTH, opacity: 1, cornerRadiusTopLeft: 2, cornerRadiusTopRight: 2 },
        encoding: {
          x,
          y: { ...y, field: 'thisWeek' },
          fill: { datum: THIS_WEEK, type: 'nominal', scale: { domain: [THIS_WEEK], range: [COLOURS.weekday] }, legend: { symbolStrokeColor: COLOURS.weekday, symbolStrokeWidth: BAR_STROKE_WIDTH } },
        },
      },
      {
        // Wider than the bar, so it shows whether the bar reaches it or not.
        transform: [{ filter: 'datum.previous !== null' }],
        mark: { type: 'rule', strokeWidth: AVERAGE_WIDTH, opacity: 1 },
        encoding: {
          x: { ...x, bandPosition: 0.1 },
          x2: { field: 'day', bandPosition: 0.9 },
          y: { ...y, field: 'previous' },
          stroke: { datum: averageText, type: 'nominal', scale: { domain: [averageText], range: [COLOURS.average] }, legend: { symbolType: 'stroke', symbolStrokeWidth: AVERAGE_WIDTH, labelLimit: 0 } },
        },
      },
    ],
  };
}
