import { daysBetween, shortDate, type IsoDate } from '../time/hub-date.js';
import { dailySpec, weeklySpec } from './attendance-spec.js';
import { dailyAverage, weeklyAverage } from './average.js';
import type { Chart } from './chart.js';
import { dailyCounts, plural, weeklyCounts, type VisitRef } from './data.js';

/** Up to this many days a chart has a bar per day; beyond, a bar per week. */
export const MAX_DAILY_DAYS = 62;

export interface AttendanceOptions {
  start: IsoDate;
  end: IsoDate;
  /** How the range was asked for ("the last 4 weeks"), for the title. */
  label: string;
  /** The hub's today: visits after it are planned, drawn apart from attendance and never averaged. */
  today: IsoDate;
}

/** Visitors per day (weekdays and weekends in two colours) or, over long ranges, per week; planned visits apart; with the one average. */
export function attendanceChart(visits: readonly VisitRef[], options: AttendanceOptions): Chart {
  return daysBetween(options.start, options.end) + 1 > MAX_DAILY_DAYS ? weeklyChart(visits, options) : dailyChart(visits, options);
}

function dailyChart(visits: readonly VisitRef[], { start, end, label, today }: AttendanceOptions): Chart {
  const span = spanText(start, end);
  const days = dailyCounts(visits, start, end);
  const past = days.filter((d) => d.date <= today);
  const average = dailyAverage(days, today);
  const attended = past.reduce((n, d) => n + d.visitors, 0);
  const planned = days.filter((d) => d.date > today).reduce((n, d) => n + d.visitors, 0);
  const busiest = [...past].sort((a, b) => b.visitors - a.visitors || a.date.localeCompare(b.date))[0];
  const none = attended + planned === 0;
  const parts = [average ? `${plural(attended, 'visit')}, ${average.text}` : 'no day of it has happened yet'];
  if (planned) parts.push(`${planned} planned after today`);
  if (busiest && busiest.visitors > 0) parts.push(`busiest ${busiest.label} (${busiest.visitors})`);
  const summary = none ? `Visitors per day, ${span}: no visits in that range.` : `Visitors per day, ${span}: ${parts.join('; ')}.`;
  return {
    spec: dailySpec(days, today, average, `Hub visitors per day, ${label}`, subtitle(span, none)),
    filename: `attendance-${start}-${end}.png`,
    alt: `Bar chart of hub visitors per day, ${span}${average ? `: ${average.text}` : ''}${planned ? `, and ${planned} planned` : ''}`,
    summary,
  };
}

function weeklyChart(visits: readonly VisitRef[], { start, end, label, today }: AttendanceOptions): Chart {
  const span = spanText(start, end);
  const weeks = weeklyCounts(visits, start, end, today);
  const average = weeklyAverage(weeks, today);
  const planned = weeks.reduce((n, w) => n + w.planned, 0);
  const busiest = [...weeks].sort((a, b) => b.visitors - a.visitors)[0];
  const none = weeks.every((w) => w.visitors === 0 && w.planned === 0);
  const parts = [average ? average.text : 'no full week to average yet'];
  if (busiest && busiest.visitors > 0) parts.push(`busiest the week of ${busiest.label} (${busiest.visitors})`);
  if (planned) parts.push(`${planned} more planned after today`);
  const summary = none ? `Visitors per week, ${span}: no visits in that range.` : `Visitors per week, ${span}: ${parts.join('; ')}.`;
  return {
    spec: weeklySpec(weeks, average, `Hub visitors per week, ${label}`, subtitle(span, none)),
    filename: `attendance-${start}-${end}.png`,
    alt: `Bar chart of distinct hub visitors per week, ${span}${average ? `: ${average.text}` : ''}${planned ? `, and ${planned} planned` : ''}`,
    summary,
  };
}

/** The span, and a second line when there is nothing to see: an empty plot says why it is empty. */
function subtitle(span: string, none: boolean): string | string[] {
  return none ? [span, 'No visits in this range.'] : span;
}

/** "Sat Oct 24 – Fri Nov 20", with years when the range crosses one. */
export function spanText(start: IsoDate, end: IsoDate): string {
  if (start.slice(0, 4) === end.slice(0, 4)) return `${shortDate(start)} – ${shortDate(end)}`;
  return `${shortDate(start)}, ${start.slice(0, 4)} – ${shortDate(end)}, ${end.slice(0, 4)}`;
}
