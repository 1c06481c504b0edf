import type { TopLevelSpec } from 'vega-lite';
import { attendanceChart } from '../../src/charts/attendance.js';
import { calendarChart } from '../../src/charts/calendar.js';
import { addDaysIso } from '../../src/time/hub-date.js';
import { datesOf, realisticVisits, TODAY } from './fixtures.js';
import { sceneOf, textProblems } from './scene.js';

/** Ranges end a week after today, so every range but the shortest has days done and days planned. */
const END = addDaysIso(TODAY, 6);

/** The pictures a range can get: the attendance chart (days or weeks) and the visit calendar, over the fixed realistic data. */
export function rangeSpecs(): Record<'attendance' | 'calendar', (days: number) => TopLevelSpec> {
  const visits = realisticVisits();
  const dates = datesOf(visits);
  const startOf = (days: number) => addDaysIso(END, -(days - 1));
  return {
    attendance: (days) => attendanceChart(visits, { start: startOf(days), end: END, label: `the last ${days} days`, today: TODAY }).spec,
    calendar: (days) => calendarChart(dates, { start: startOf(days), end: END, today: TODAY, whose: 'Your' }).spec,
  };
}

/** Every text problem (see textProblems) of a chart kind over the given range lengths, each prefixed with its length. */
export async function labelProblems(spec: (days: number) => TopLevelSpec, lengths: readonly number[]): Promise<string[]> {
  const problems: string[] = [];
  for (const days of lengths) problems.push(...textProblems(await sceneOf(spec(days))).map((p) => `${days} days: ${p}`));
  return problems;
}
