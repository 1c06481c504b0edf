import type { ScheduleBoard, ScheduledOutcome, ScheduledPost, ScheduledRecord } from '../ops/schedule-board.js';
import type { PostDeclaration } from '../posts/post.js';
import { DigestScheduler } from '../posts/shared/schedule.js';
import type { Sleep } from '../util/sleep.js';
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

/**
 * A declared post on its schedule (src/posts/), started, with a run missed
 * within its catch-up window caught up in the background; each attempt's
 * outcome on the board when given (alerts, `status`). `now`/`sleep`: tests' fake time.
 */
export function schedulePost(post: PostDeclaration, options: { schedules?: ScheduleBoard | undefined; now?: () => Date; sleep?: Sleep } = {}): DigestScheduler {
  const { name, when, log } = post;
  const { schedules } = options;
  const scheduler = new DigestScheduler({
    name,
    ...(when.catchUpSetting ? { catchUpSetting: when.catchUpSetting } : {}),
    schedule: when.schedule,
    timeZone: when.timeZone,
    day: when.day,
    catchUpMinutes: when.catchUpMinutes,
    run: post.run,
    log: post.component ? log.child({ component: post.component }) : log,
    onOutcome: recordOn(schedules, name),
    ...(options.now ? { now: options.now } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  const { where, setting, byHand, title } = post;
  showOn(schedules, { name, where, setting, byHand, ...(title ? { title } : {}) }, scheduler);
  scheduler.start();
  log.info({ next: scheduler.nextRun()?.toISOString(), stream: post.stream, topic: post.topic }, `${name} scheduled`);
  scheduler.catchUp().catch((error: unknown) => log.error({ err: error }, `${name} catch-up failed`));
  return scheduler;
}
