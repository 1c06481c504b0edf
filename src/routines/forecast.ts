import type { DirectoryClient } from '../directory/client.js';
import type { PrivacyPolicy } from '../privacy/policy.js';
import { splitByPolicy } from '../privacy/policy.js';
import type { MemberRecords } from '../privacy/records.js';
import { addDaysIso, weekdayOf, type IsoDate } from '../time/hub-date.js';
import { collect } from '../util/collect.js';
import { routineDay } from './routine.js';

/** Same-weekday history looked at. */
export const FORECAST_WEEKS = 8;

export interface Forecast {
  date: IsoDate;
  /** Visits already planned for the day. */
  planned: number;
  /** Members whose routine says they usually come that weekday, with nothing planned yet. */
  usual: number;
  /** Visitors on the same weekday in the weeks before (only days that have passed), oldest first. */
  history: number[];
  low: number;
  high: number;
}

/** The value below which a share `q` of the sorted `values` lie (nearest rank). */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * How many people to expect on `date`: what is planned, plus members who
 * usually come that weekday, against the same weekday's history, as a range
 * (the middle half of the history, never below what is planned). Counts
 * only: the policy's `forecast` output names nobody. Two directory walks.
 */
export async function forecast(
  deps: { directory: Pick<DirectoryClient, 'walkHubVisits'>; records?: Pick<MemberRecords, 'all'> | undefined; policy?: PrivacyPolicy | undefined },
  date: IsoDate,
  today: IsoDate,
  signal?: AbortSignal,
): Promise<Forecast> {
  const first = addDaysIso(date, -7 * FORECAST_WEEKS);
  const last = [addDaysIso(date, -7), addDaysIso(today, -1)].sort()[0]!;
  const [onDay, before] = await Promise.all([
    collect(deps.directory.walkHubVisits({ date }, signal)),
    first <= last ? collect(deps.directory.walkHubVisits({ start_date: first, end_date: last }, signal)) : Promise.resolve([]),
  ]);
  const counted = splitByPolicy(onDay, (v) => v.person.id, date, 'forecast', deps.policy);
  const planned = counted.named.length + counted.unnamed;
  const plannedIds = new Set(onDay.map((v) => v.person.id));
  const usual = (deps.records?.all() ?? []).filter(([id, r]) => !plannedIds.has(id) && routineDay(r, date) === 'usual').length;
  const weekday = weekdayOf(date);
  const perDay = new Map<IsoDate, number>();
  for (let d = first; d <= last; d = addDaysIso(d, 7)) if (weekdayOf(d) === weekday) perDay.set(d, 0);
  for (const v of before) if (perDay.has(v.date)) perDay.set(v.date, perDay.get(v.date)! + 1);
  // Weeks before the first recorded visit are no history (a new hub), not zero visitors.
  const counts = [...perDay.values()];
  const start = counts.findIndex((n) => n > 0);
  const history = start === -1 ? [] : counts.slice(start);
  const sorted = [...history].sort((a, b) => a - b);
  const low = Math.max(planned, sorted.length ? quantile(sorted, 0.25) : planned);
  const high = Math.max(planned + usual, low, sorted.length ? quantile(sorted, 0.75) : 0);
  return { date, planned, usual, history, low, high };
}
