import type { TopLevelSpec } from 'vega-lite';
import { attendanceChart } from '../../src/charts/attendance.js';
import { calendarChart } from '../../src/charts/calendar.js';
import type { Chart } from '../../src/charts/chart.js';
import { weekChart, weekComparison } from '../../src/charts/week.js';
import { addDaysIso } from '../../src/time/hub-date.js';
import { reportChart } from '../../src/weekly-report/compose.js';
import { weekStats } from '../../src/weekly-report/stats.js';
import { datesOf, hubVisits, realisticVisits, TODAY } from './fixtures.js';

/**
 * One picture of each kind, from the fixed data and the fixed today
 * (Fri Nov 20, 2026): the golden images (docs/chart-NAME.png, shown in
 * docs/commands.md and the README) and the pictures the legend and contrast tests read.
 */
export const PICTURE_NAMES = ['attendance', 'attendance-weeks', 'calendar', 'week', 'report'] as const;
export type PictureName = (typeof PICTURE_NAMES)[number];

export function pictures(): Record<PictureName, Chart> {
  const visits = realisticVisits();
  const reportWeek = { start: '2026-11-09', end: '2026-11-15' };
  const before = new Set(visits.filter((v) => v.date < reportWeek.start).map((v) => v.person.id));
  return {
    // `chart this month`: three weeks done, ten days planned.
    attendance: attendanceChart(visits, { start: '2026-11-01', end: '2026-11-30', label: 'this month', today: TODAY }),
    // A bar per week over half a year, the last weeks planned.
    'attendance-weeks': attendanceChart(visits, { start: '2026-06-01', end: addDaysIso(TODAY, 30), label: 'jun 1 to dec 20', today: TODAY }),
    // `visits sep 1..nov 30` for one member (19, who has days booked after today): visited and planned days.
    calendar: calendarChart(datesOf(visits, 19), { start: '2026-09-01', end: '2026-11-30', today: TODAY, whose: 'Your' }),
    // The digest's Friday picture.
    week: weekChart(weekComparison(visits.filter((v) => v.date <= TODAY), TODAY)),
    // The weekly staff report for the week before.
    report: reportChart(weekStats(hubVisits(visits, reportWeek.start, reportWeek.end), reportWeek.start, before)),
  };
}

export function pictureSpecs(): Record<PictureName, TopLevelSpec> {
  return Object.fromEntries(Object.entries(pictures()).map(([name, chart]) => [name, chart.spec])) as Record<PictureName, TopLevelSpec>;
}
