import { dailyCounts, type DayCount } from '../charts/data.js';
import type { HubVisit } from '../directory/schemas.js';
import { addDaysIso, type IsoDate } from '../time/hub-date.js';
import { VISIT_SOURCES, visitSource, type VisitSource } from './how.js';

export interface WeekStats {
  /** Monday. */
  start: IsoDate;
  /** Sunday. */
  end: IsoDate;
  visits: number;
  visitors: number;
  /** Visitors whose first visit ever is in this week. */
  newVisitors: number;
  returningVisitors: number;
  days: DayCount[];
  /** Visits per day and source, for the chart. */
  bySource: Array<{ date: IsoDate; label: string; source: VisitSource; visits: number }>;
  sources: Record<VisitSource, number>;
}

/** The numbers of a week's report. `returning` holds the people known to have visited before `start`. Pure. */
export function weekStats(visits: readonly HubVisit[], start: IsoDate, returning: ReadonlySet<number>): WeekStats {
  const end = addDaysIso(start, 6);
  const inWeek = visits.filter((v) => v.date >= start && v.date <= end);
  const people = new Set(inWeek.map((v) => v.person.id));
  const days = dailyCounts(inWeek, start, end);
  const sources = Object.fromEntries(VISIT_SOURCES.map((s) => [s, 0])) as Record<VisitSource, number>;
  const cells = new Map<string, number>();
  for (const v of inWeek) {
    const source = visitSource(v);
    sources[source]++;
    cells.set(`${v.date}|${source}`, (cells.get(`${v.date}|${source}`) ?? 0) + 1);
  }
  const bySource = days.flatMap((d) => VISIT_SOURCES.map((source) => ({ date: d.date, label: d.label, source, visits: cells.get(`${d.date}|${source}`) ?? 0 })));
  const returningVisitors = [...people].filter((id) => returning.has(id)).length;
  return { start, end, visits: inWeek.length, visitors: people.size, newVisitors: people.size - returningVisitors, returningVisitors, days, bySource, sources };
}

/** The busiest days, most visitors first (ties: earlier first), days with nobody left out. */
export function busiestDays(stats: WeekStats, count = 3): DayCount[] {
  return [...stats.days].filter((d) => d.visitors > 0).sort((a, b) => b.visitors - a.visitors || a.date.localeCompare(b.date)).slice(0, count);
}
