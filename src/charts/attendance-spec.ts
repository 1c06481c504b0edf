import type { TopLevelSpec } from 'vega-lite';
import { weekdayOf, type IsoDate } from '../time/hub-date.js';
import type { Average } from './average.js';
import { spacedLabels, type Label } from './axis.js';
import { monthDay, type DayCount, type WeekCount } from './data.js';
import { BACKGROUND, CHART_CONFIG, COLOURS } from './theme.js';

/** One layer of a layered spec. */
export type LayerItem = Extract<TopLevelSpec, { layer: unknown }>['layer'][number];

/** What a bar stands for; the legend says these words. */
export const BAR_KINDS = ['weekday', 'weekend', 'visited', 'planned (after today)'] as const;
export type BarKind = (typeof BAR_KINDS)[number];
const PLANNED: BarKind = 'planned (after today)';

/** Attended bars are filled; planned ones hollow (background inside, outlined), so the two never read alike. */
const FILL: Record<BarKind, string> = { weekday: COLOURS.weekday, weekend: COLOURS.weekend, visited: COLOURS.weekday, [PLANNED]: BACKGROUND };
const STROKE: Record<BarKind, string> = { weekday: COLOURS.weekday, weekend: COLOURS.weekend, visited: COLOURS.weekday, [PLANNED]: COLOURS.planned };
/** The bars' outline, as thick as the legend's symbol outline (CHART_CONFIG.legend.symbolStrokeWidth). */
const BAR_STROKE_WIDTH = 1.5;

/** Plot widths (px at 1x): a day or week gets up to its preferred step, the whole at most MAX_WIDTH. */
const MIN_WIDTH = 200;
const MAX_WIDTH = 760;
const DAY_STEP = 48;
const WEEK_STEP = 40;
/** No bar wider than this, however few there are. */
const MAX_BAR = 36;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The day labels for bands `step` px wide: every day ("Mon" over "16", the
 * month added on the first day and on the 1st) when they fit, else Mondays
 * ("Mon Nov 16"), as many as fit. The choice is made with DejaVu Sans's own
 * widths, so no two labels ever touch (test/resilience/chart-labels.test.ts
 * lays out every range from 1 day to a year and measures them).
 */
export function dayLabels(days: readonly DayCount[], step: number): Map<IsoDate, Label> {
  const everyDay = days.map((d, index) => ({
    index,
    date: d.date,
    label: [WEEKDAYS[weekdayOf(d.date)]!, index === 0 || d.date.endsWith('-01') ? monthDay(d.date) : String(Number(d.date.slice(8)))],
  }));
  const all = spacedLabels(everyDay, step);
  if (all.length === everyDay.length) return new Map(all.map((d) => [d.date, d.label]));
  const mondays = days.flatMap((d, index) => (weekdayOf(d.date) === 1 ? [{ index, date: d.date, label: `Mon ${monthDay(d.date)}` }] : []));
  return new Map(spacedLabels(mondays, step).map((d) => [d.date, d.label]));
}

/** Week labels ("Nov 16", the Monday) for bands `step` px wide: every k-th week, the smallest k at which they fit. */
export function weekLabels(weeks: readonly WeekCount[], step: number): Map<IsoDate, Label> {
  return new Map(spacedLabels(weeks.map((w, index) => ({ index, week: w.weekStart, label: w.label })), step).map((w) => [w.week, w.label]));
}

/** An ordinal x channel keyed by ISO date, showing `labels` (a lookup table: Vega draws an array as lines). */
function dateAxis(field: string, domain: IsoDate[], labels: Map<IsoDate, Label>, title: string | null) {
  return {
    field,
    type: 'ordinal' as const,
    sort: null,
    scale: { domain },
    title,
    axis: { values: [...labels.keys()], labelExpr: `${JSON.stringify(Object.fromEntries(labels))}[datum.value]`, labelAngle: 0, labelOverlap: false, labelFlush: false, ticks: false, labelPadding: 4 },
  };
}

/** The count axis: whole numbers, from zero, at least up to 1 (all zeros still get a sensible axis). */
function countAxis(field: string, title: string, max: number) {
  return { field, type: 'quantitative' as const, title, scale: { domain: [0, Math.max(1, max)], nice: true }, axis: { tickMinStep: 1, format: 'd' } };
}

/**
 * Fill and outline by kind, from the same two tables; one legend (the fill's),
 * whose symbols take their outlines from the outline table: drawn exactly as the bars.
 */
function kindEncoding(kinds: BarKind[]) {
  const strokes = Object.fromEntries(kinds.map((k) => [k, STROKE[k]]));
  return {
    fill: {
      field: 'kind',
      type: 'nominal' as const,
      scale: { domain: kinds, range: kinds.map((k) => FILL[k]) },
      legend: { symbolStrokeWidth: BAR_STROKE_WIDTH, symbolStrokeColor: { expr: `${JSON.stringify(strokes)}[datum.value]` } },
    },
    stroke: { field: 'kind', type: 'nominal' as const, scale: { domain: kinds, range: kinds.map((k) => STROKE[k]) }, legend: null },
  };
}

/**
 * The average as a dashed line across exactly the bars it was taken over,
 * named in the legend with its definition ("average 11.9 a day over 14 days").
 */
function averageLine(average: Average): LayerItem {
  return {
    data: { values: [{ from: average.from, to: average.to, value: average.value }] },
    mark: { type: 'rule', strokeWidth: 2, opacity: 1 },
    encoding: {
      x: { field: 'from', type: 'ordinal', bandPosition: 0 },
      x2: { field: 'to', bandPosition: 1 },
      y: { field: 'value', type: 'quantitative' },
      stroke: { datum: average.text, type: 'nominal', scale: { domain: [average.text], range: [COLOURS.average] }, legend: { symbolType: 'stroke', symbolDash: [5, 3], symbolStrokeWidth: 2 } },
      strokeDash: { value: [5, 3] },
    },
  };
}

export function dailySpec(days: DayCount[], today: IsoDate, average: Average | undefined, title: string, subtitle: string | string[]): TopLevelSpec {
  const width = Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, days.length * DAY_STEP));
  const step = width / days.length;
  const rows = days.map((d) => ({ date: d.date, visitors: d.visitors, kind: (d.date > today ? PLANNED : d.weekend ? 'weekend' : 'weekday') satisfies BarKind }));
  const kinds = BAR_KINDS.filter((k) => rows.some((r) => r.kind === k));
  const x = dateAxis('date', days.map((d) => d.date), dayLabels(days, step), null);
  return barSpec({ title, subtitle, width, step, rows, kinds, x, y: countAxis('visitors', 'visitors', Math.max(...days.map((d) => d.visitors))), average });
}

export function weeklySpec(weeks: WeekCount[], average: Average | undefined, title: string, subtitle: string | string[]): TopLevelSpec {
  const width = Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, weeks.length * WEEK_STEP));
  const step = width / weeks.length;
  // A week's bar: the people who came (filled), then those booked for its days after today (hollow, stacked on top).
  const rows = weeks.flatMap((w) => [
    { date: w.weekStart, visitors: w.visitors, kind: 'visited' as const, order: 0 },
    ...(w.planned > 0 ? [{ date: w.weekStart, visitors: w.planned, kind: PLANNED, order: 1 }] : []),
  ]);
  const kinds = BAR_KINDS.filter((k) => k === 'visited' || (k === PLANNED && rows.some((r) => r.kind === k)));
  const x = dateAxis('date', weeks.map((w) => w.weekStart), weekLabels(weeks, step), 'week starting (Monday)');
  const max = Math.max(...weeks.map((w) => w.visitors + w.planned));
  return barSpec({ title, subtitle, width, step, rows, kinds, x, y: countAxis('visitors', 'distinct visitors', max), average, stacked: true });
}

interface BarSpecParts {
  title: string;
  subtitle: string | string[];
  width: number;
  step: number;
  rows: Array<{ date: IsoDate; visitors: number; kind: BarKind; order?: number }>;
  kinds: BarKind[];
  x: ReturnType<typeof dateAxis>;
  y: ReturnType<typeof countAxis>;
  average: Average | undefined;
  stacked?: boolean;
}

function barSpec({ title, subtitle, width, step, rows, kinds, x, y, average, stacked }: BarSpecParts): TopLevelSpec {
  const bars: LayerItem = {
    mark: { type: 'bar', width: Math.min(MAX_BAR, step * 0.8), strokeWidth: BAR_STROKE_WIDTH, opacity: 1, cornerRadiusTopLeft: 2, cornerRadiusTopRight: 2 },
    encoding: { x, y: { ...y, ...(stacked ? { stack: 'zero' as const } : { stack: null }) }, ...kindEncoding(kinds), ...(stacked ? { order: { field: 'order' } } : {}) },
  };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    title: { text: title, subtitle },
    width,
    height: 240,
    data: { values: rows },
    layer: [bars, ...(average ? [averageLine(average)] : [])],
    // The average's stroke is its own (one dashed line), apart from the bars' outlines.
    resolve: { scale: { stroke: 'independent' }, legend: { stroke: 'independent' } },
  };
}
