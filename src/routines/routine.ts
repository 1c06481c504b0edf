import type { MemberRecord } from '../privacy/record.js';
import { weekdayOf, type IsoDate } from '../time/hub-date.js';

/**
 * What a member's routine says about a day: they usually come, unless they
 * said they would skip it or be away. Nothing here writes a visit: a routine
 * only feeds reminders, `my plans` and forecasts.
 */
export type RoutineDay = 'usual' | 'skipped' | 'away' | null;

export function routineDay(record: Pick<MemberRecord, 'routine' | 'skips' | 'away'>, date: IsoDate): RoutineDay {
  if (record.away.some(([from, to]) => from <= date && date <= to)) return 'away';
  if (record.skips.includes(date)) return 'skipped';
  return record.routine.includes(weekdayOf(date)) ? 'usual' : null;
}

/** Whether the member should be asked about `date`: a routine day, not skipped, not away, reminders at `when`. */
export function remindable(record: MemberRecord, date: IsoDate, when: 'evening' | 'morning'): boolean {
  return record.reminders === when && record.zulipId !== null && routineDay(record, date) === 'usual';
}
