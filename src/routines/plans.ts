import type { MemberRecord } from '../privacy/record.js';
import { addDaysIso, shortDate, type IsoDate } from '../time/hub-date.js';
import { routineDay } from './routine.js';
import { routinesReplies } from './replies.js';

/** How far ahead `my plans` looks. */
export const PLAN_DAYS = 14;

/**
 * `my plans`: each of the next two weeks' days that says something: a
 * planned visit (in the directory; today's, once arrived, as checked in), a routine day (usually, nothing planned
 * yet), a skipped one, or away.
 */
export function planLines(record: Pick<MemberRecord, 'routine' | 'skips' | 'away'>, planned: ReadonlySet<IsoDate>, today: IsoDate, hereToday = false): string[] {
  const lines: string[] = [];
  for (let i = 0; i < PLAN_DAYS; i++) {
    const date = addDaysIso(today, i);
    const routine = routineDay(record, date);
    const label = `${i === 0 ? 'Today' : i === 1 ? 'Tomorrow' : shortDate(date)}`;
    // Today's visit once the member has come (checked in by any app): here, not planned.
    if (i === 0 && hereToday && planned.has(date)) lines.push(routinesReplies.hereLine(label));
    else if (planned.has(date)) lines.push(routinesReplies.plannedLine(label, routine));
    else if (routine === 'usual') lines.push(routinesReplies.usualLine(label));
    else if (routine === 'skipped') lines.push(routinesReplies.skippingLine(label));
    else if (routine === 'away') lines.push(routinesReplies.awayLine(label));
  }
  return lines;
}
