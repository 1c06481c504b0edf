import type { DigestScheduler } from '../posts/shared/schedule.js';
import type { ScheduleBoard, ScheduledOutcome, ScheduledPost, ScheduledRecord } from '../ops/schedule-board.js';
import { streamRefusal } from '../zulip/errors.js';

/** A scheduled post's outcomes as the board keeps them: messages, not error objects, and Zulip's refusals named. */
export function recordOf(outcome: ScheduledOutcome): ScheduledRecord {
  if (outcome.ok) return { ok: true, date: outcome.date, at: outcome.at, result: String(outcome.result) };
  const error = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  return { ok: false, date: outcome.date, at: outcome.at, error, gaveUp: outcome.gaveUp, refused: streamRefusal(outcome.error) };
}

/** The scheduler's `onOutcome` that records on the board (none without a board). */
export function recordOn(board: ScheduleBoard | undefined, name: string): ((outcome: ScheduledOutcome) => void) | undefined {
  return board && ((outcome) => board.record(name, recordOf(outcome)));
}

/** Puts a started scheduler on the board: its next run, read when asked. */
export function showOn(board: ScheduleBoard | undefined, post: ScheduledPost, scheduler: Pick<DigestScheduler, 'nextRun'>): void {
  board?.add(post, () => scheduler.nextRun());
}
