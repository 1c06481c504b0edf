import { addDaysIso, eachDate, shortDate, weekdayOf, type IsoDate } from '../time/hub-date.js';

/** What the charts need of a visit: who and when. */
export interface VisitRef {
  date: IsoDate;
  person: { id: number };
}

export interface DayCount {
  date: IsoDate;
  /** "Mon Nov 3": the axis label. */
  label: string;
  visitors: number;
  weekend: boolean;
}

export interface WeekCount {
  /** The Monday the week starts on. */
  weekStart: IsoDate;
  label: string;
  /** Distinct people who came in the week, up to today. */
  visitors: number;
  visits: number;
  /** Distinct people booked for the week's days after today who had not come earlier that week. */
  planned: number;
  /** Days of the week inside the range asked for (a partial first or last week has fewer than 7). */
  days: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 3" */
export function monthDay(date: IsoDate): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
}

export function isWeekend(date: IsoDate): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
}

/** The Monday on or before `date`. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDaysIso(date, -((weekdayOf(date) + 6) % 7));
}

/** Visitors per day, every day of the range (zero included). A person counts once a day. */
export function dailyCounts(visits: readonly VisitRef[], start: IsoDate, end: IsoDate): DayCount[] {
  const people = new Map<IsoDate, Set<number>>();
  for (const v of visits) {
    if (v.date < start || v.date > end) continue;
    let set = people.get(v.date);
    if (!set) people.set(v.date, (set = new Set()));
    set.add(v.person.id);
  }
  return eachDate(start, end).map((date) => ({ date, label: shortDate(date), visitors: people.get(date)?.size ?? 0, weekend: isWeekend(date) }));
}

/**
 * Distinct visitors per Monday-to-Sunday week over the range (the first and
 * last weeks may be partial). Visits after `today` have not happened: they are
 * counted apart, as `planned`.
 */
export function weeklyCounts(visits: readonly VisitRef[], start: IsoDate, end: IsoDate, today: IsoDate): WeekCount[] {
  const came = new Map<IsoDate, Set<number>>();
  const booked = new Map<IsoDate, Set<number>>();
  const visitCount = new Map<IsoDate, number>();
  for (const v of visits) {
    if (v.date < start || v.date > end) continue;
    const week = mondayOf(v.date);
    const people = v.date > today ? booked : came;
    let set = people.get(week);
    if (!set) people.set(week, (set = new Set()));
    set.add(v.person.id);
    if (v.date <= today) visitCount.set(week, (visitCount.get(week) ?? 0) + 1);
  }
  const weeks: WeekCount[] = [];
  for (let week = mondayOf(start); week <= end; week = addDaysIso(week, 7)) {
    const first = week < start ? start : week;
    const last = addDaysIso(week, 6) > end ? end : addDaysIso(week, 6);
    const attended = came.get(week) ?? new Set<number>();
    weeks.push({
      weekStart: week,
      label: monthDay(week),
      visitors: attended.size,
      visits: visitCount.get(week) ?? 0,
      planned: [...(booked.get(week) ?? [])].filter((id) => !attended.has(id)).length,
      days: eachDate(first, last).length,
    });
  }
  return weeks;
}

/** "1 day", "3 days". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Rounded to one decimal; 0 for no values. */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return round1(values.reduce((a, b) => a + b, 0) / values.length);
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
