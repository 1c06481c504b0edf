import { addDaysIso, type IsoDate } from '../time/hub-date.js';
import { mean, plural, type DayCount, type WeekCount } from './data.js';

/**
 * The one average a picture shows, and the words that say what it is: the
 * same words label it in the picture and go into its alt text and summary.
 * Only what has happened is averaged: planned days and weeks not over yet
 * are left out, and so are part weeks at the ends of a range.
 */
export interface Average {
  value: number;
  /** The first and last day (or week's Monday) averaged over: the line is drawn across exactly those. */
  from: IsoDate;
  to: IsoDate;
  /** "average 11.9 a day over 14 days" */
  text: string;
}

/** Visitors a day, over the days of the range up to today (today included); none before any day has happened. */
export function dailyAverage(days: readonly DayCount[], today: IsoDate): Average | undefined {
  const counted = days.filter((d) => d.date <= today);
  if (counted.length === 0) return undefined;
  const value = mean(counted.map((d) => d.visitors));
  const upToToday = counted.length < days.length ? ' up to today' : '';
  return { value, from: counted[0]!.date, to: counted.at(-1)!.date, text: `average ${value} a day over ${plural(counted.length, 'day')}${upToToday}` };
}

/**
 * Distinct visitors a week, over the full weeks (all seven days inside the
 * range and over by today), from the first week anyone came: weeks before the
 * first recorded visit are no history, not empty weeks.
 */
export function weeklyAverage(weeks: readonly WeekCount[], today: IsoDate): Average | undefined {
  const first = weeks.findIndex((w) => w.visits > 0);
  if (first < 0) return undefined;
  const counted = weeks.slice(first).filter((w) => w.days === 7 && addDaysIso(w.weekStart, 6) <= today);
  if (counted.length === 0) return undefined;
  const value = mean(counted.map((w) => w.visitors));
  return { value, from: counted[0]!.weekStart, to: counted.at(-1)!.weekStart, text: `average ${value} a week over ${plural(counted.length, 'full week')}` };
}
