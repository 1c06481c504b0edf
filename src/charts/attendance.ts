import type { TopLevelSpec } from 'vega-lite';
import { daysBetween, shortDate, type IsoDate } from '../time/hub-date.js';
import type { Chart } from './chart.js';
import { dailyCounts, mean, thin, weeklyCounts, type DayCount, type VisitRef, type WeekCount } from './data.js';
import { CHART_CONFIG, COLOURS } from './theme.js';

/** One layer of a layered spec. */
export type LayerItem = Extract<TopLevelSpec, { layer: unknown }>['layer'][number];

/** Up to this many days a chart has a bar per day; beyond, a bar per week. */
export const MAX_DAILY_DAYS = 62;

export interface AttendanceOptions {
  start: IsoDate;
  end: IsoDate;
  /** How the range was asked for ("the last 4 weeks"), for the title. */
  label: string;
  /** The hub's today: days after it have not happened, and averages leave them out. */
  today?: IsoDate;
}

/** Visitors per day (weekdays and weekends in two colours) or, over long ranges, per week; with the average. */
export function attendanceChart(visits: readonly VisitRef[], options: AttendanceOptions): Chart {
  const { start, end } = options;
  const span = spanText(start, end);
  const filename = `attendance-${start}-${end}.png`;
  if (daysBetween(start, end) + 1 > MAX_DAILY_DAYS) {
    const weeks = weeklyCounts(visits, start, end);
    // Weeks before the first recorded visit are no history, not empty weeks; weeks not begun yet are no history either.
    const first = weeks.findIndex((w) => w.visits > 0);
    const counted = first < 0 ? [] : weeks.slice(first).filter((w) => !options.today || w.weekStart <= options.today);
    const average = mean(counted.map((w) => w.visitors));
    const busiest = [...weeks].sort((a, b) => b.visitors - a.visitors)[0];
    const summary =
      first < 0
        ? `Visitors per week, ${span}: no visits in that range.`
        : `Visitors per week, ${span}: average ${average} a week over ${counted.length} week${counted.length === 1 ? '' : 's'}; busiest the week of ${busiest ? `${busiest.label} (${busiest.visitors})` : '–'}.`;
    return { spec: weeklySpec(weeks, average, `Hub visitors per week, ${options.label}`, span), filename, alt: `Bar chart of hub visitors per week, ${span}: average ${average}`, summary };
  }
  const days = dailyCounts(visits, start, end);
  // Days after today have not happened: they are drawn (planned visits) but not averaged.
  const past = options.today ? days.filter((d) => d.date <= options.today!) : days;
  const average = mean(past.map((d) => d.visitors));
  const weekdays = mean(past.filter((d) => !d.weekend).map((d) => d.visitors));
  const weekends = mean(past.filter((d) => d.weekend).map((d) => d.visitors));
  const total = days.reduce((n, d) => n + d.visitors, 0);
  const busiest = [...days].sort((a, b) => b.visitors - a.visitors || a.date.localeCompare(b.date))[0];
  const split = past.some((d) => d.weekend) && past.some((d) => !d.weekend) ? ` (weekdays ${weekdays}, weekends ${weekends})` : '';
  const upTo = past.length < days.length ? ` over the ${past.length} day${past.length === 1 ? '' : 's'} up to today` : '';
  const summary =
    total === 0
      ? `Visitors per day, ${span}: no visits in that range.`
      : `Visitors per day, ${span}: ${total} visits, average ${average} a day${upTo}${split}; busiest ${busiest && busiest.visitors > 0 ? `${busiest.label} (${busiest.visitors})` : '–'}.`;
  return { spec: dailySpec(days, average, `Hub visitors per day, ${options.label}`, span), filename, alt: `Bar chart of hub visitors per day, ${span}: average ${average} a day${split}`, summary };
}

/** "Sat Oct 24 – Fri Nov 20", with years when the range crosses one. */
export function spanText(start: IsoDate, end: IsoDate): string {
  if (start.slice(0, 4) === end.slice(0, 4)) return `${shortDate(start)} – ${shortDate(end)}`;
  return `${shortDate(start)}, ${start.slice(0, 4)} – ${shortDate(end)}, ${end.slice(0, 4)}`;
}

export function dailySpec(days: DayCount[], average: number, title: string, subtitle: string): TopLevelSpec {
  const labels = days.length <= 14 ? days.map((d) => d.label) : days.filter((d) => d.label.startsWith('Mon')).map((d) => d.label);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    title: { text: title, subtitle },
    width: Math.max(320, Math.min(760, days.length * 24)),
    height: 240,
    data: { values: days.map((d) => ({ ...d, kind: d.weekend ? 'weekend' : 'weekday' })) },
    layer: [
      {
        mark: { type: 'bar', cornerRadiusTopLeft: 2, cornerRadiusTopRight: 2 },
        encoding: {
          x: { field: 'label', type: 'ordinal', sort: null, title: null, axis: { values: labels, labelAngle: 0, labelFlush: false, ticks: false } },
          y: { field: 'visitors', type: 'quantitative', title: 'visitors', axis: { tickMinStep: 1, format: 'd' } },
          color: { field: 'kind', type: 'nominal', scale: { domain: ['weekday', 'weekend'], range: [COLOURS.weekday, COLOURS.weekend] } },
        },
      },
      averageRule(average, `average ${average}/day`),
    ],
  };
}

export function weeklySpec(weeks: WeekCount[], average: number, title: string, subtitle: string): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    title: { text: title, subtitle },
    width: Math.max(320, Math.min(760, weeks.length * 16)),
    height: 240,
    data: { values: weeks },
    layer: [
      {
        mark: { type: 'bar', color: COLOURS.weekday, cornerRadiusTopLeft: 2, cornerRadiusTopRight: 2 },
        encoding: {
          x: {
            field: 'label',
            type: 'ordinal',
            sort: null,
            title: 'week starting',
            axis: { values: thin(weeks.map((w) => w.label), 10), labelAngle: 0, ticks: false },
          },
          y: { field: 'visitors', type: 'quantitative', title: 'distinct visitors', axis: { tickMinStep: 1, format: 'd' } },
        },
      },
      averageRule(average, `average ${average}/week`),
    ],
  };
}

/** A dashed horizontal line at `value`, labelled at its right end. */
function averageRule(value: number, text: string): LayerItem {
  return {
    data: { values: [{ value, text }] },
    layer: [
      { mark: { type: 'rule', color: COLOURS.average, strokeDash: [5, 4], strokeWidth: 1.5 }, encoding: { y: { field: 'value', type: 'quantitative' } } },
      {
        // Right of the plot, where no bar can hide it.
        mark: { type: 'text', align: 'left', baseline: 'middle', dx: 6, x: 'width', color: COLOURS.average, fontSize: 11 },
        encoding: { y: { field: 'value', type: 'quantitative' }, text: { field: 'text' } },
      },
    ],
  };
}
