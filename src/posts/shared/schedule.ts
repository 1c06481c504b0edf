import { createTask, parse, type ScheduledTask } from 'node-cron';
import type { Logger } from '../../log.js';
import type { ScheduledOutcome } from '../../ops/schedule-board.js';
import { systemClock } from '../../time/clock.js';
import { addDaysIso, hubToday, type IsoDate } from '../../time/hub-date.js';
import { backoffDelay, type BackoffPolicy } from '../../util/backoff.js';
import { withRetries } from '../../util/retry.js';
import { sleep as realSleep, type Sleep } from '../../util/sleep.js';

export interface DigestScheduleOptions {
  /** Cron expression in hub time. */
  schedule: string;
  timeZone: string;
  /** Which hub date a run reports on: the run's own day, or the day before. */
  day: 'today' | 'yesterday';
  catchUpMinutes: number;
  /** One attempt at the digest for a date: gather, compose, post once. Throws on failure; `signal` aborts on stop. */
  run: (date: IsoDate, signal: AbortSignal) => Promise<unknown>;
  log: Logger;
  now?: () => Date;
  sleep?: Sleep;
  /** What runs, for the log (default "digest"). */
  name?: string;
  /** The setting that holds catchUpMinutes, for the log (default "<name>.catchUpMinutes"). */
  catchUpSetting?: string;
  /** Failed runs are retried with backoff for this long, then reported in the log. */
  retryForMs?: number;
  backoff?: BackoffPolicy;
  /** Told of every attempt's end (alerts, the `status` command): a success, a failure to be retried, or the last failure. */
  onOutcome?: (outcome: ScheduledOutcome) => void;
}

const MINUTE = 60_000;

/**
 * The digest on node-cron, in the hub's time zone (so 17:30 stays 17:30 across
 * DST). A failed run is retried with backoff within the hour, then logged as
 * failed; a run missed while the process was down is caught up on start when
 * still within `catchUpMinutes`.
 */
export class DigestScheduler {
  readonly #opts: Required<Omit<DigestScheduleOptions, 'backoff' | 'onOutcome'>> & Pick<DigestScheduleOptions, 'onOutcome'> & { backoff: BackoffPolicy };
  readonly #task: ScheduledTask;
  /** The seconds a run may start at (0 for the usual 5-field expressions). */
  readonly #seconds: number[];
  readonly #stop = new AbortController();
  /** The run in progress and the ones waiting behind it: runs never overlap in one process. */
  #inFlight: Promise<void> | undefined;
  /** Dates with a run waiting or in progress: a second trigger for the same date (a late timer, a catch-up) joins it. */
  readonly #pending = new Map<IsoDate, Promise<void>>();

  constructor(options: DigestScheduleOptions) {
    this.#opts = {
      ...options,
      now: options.now ?? (() => systemClock.now()),
      sleep: options.sleep ?? realSleep,
      retryForMs: options.retryForMs ?? 60 * MINUTE,
      name: options.name ?? 'digest',
      catchUpSetting: options.catchUpSetting ?? `${options.name ?? 'digest'}.catchUpMinutes`,
      backoff: options.backoff ?? { baseMs: MINUTE, maxMs: 15 * MINUTE, jitter: 0.2 },
    };
    this.#seconds = parse(options.schedule).second;
    this.#task = createTask(options.schedule, () => this.#fire(this.#opts.now()), { timezone: options.timeZone, name: this.#opts.name, noOverlap: true });
    // node-cron skips a run whose timer fires over a second late (a clock step from NTP, a stall) with only a
    // coloured warning on stderr: run it anyway, late, and say so in one log line.
    this.#task.on('execution:missed', (context) => {
      const scheduledAt = context.date;
      if (this.#stop.signal.aborted) return;
      this.#opts.log.warn(
        { scheduledAt: scheduledAt.toISOString(), lateByMs: this.#opts.now().getTime() - scheduledAt.getTime(), date: this.dateFor(scheduledAt) },
        `${this.#opts.name} timer fired late; running it now`,
      );
      void this.#fire(scheduledAt);
    });
  }

  start(): void {
    void this.#task.start();
  }

  /** Stops scheduling, ends retry waits, and waits for a run in progress. */
  async stop(): Promise<void> {
    this.#stop.abort();
    await this.#task.stop();
    await this.#task.destroy();
    await this.#inFlight;
  }

  /** The first scheduled run after `now` (the scheduler's clock, so fake time in tests), looking ahead at most 8 days. */
  nextRun(): Date | null {
    const now = this.#opts.now();
    const seconds = [...this.#seconds].sort((a, b) => a - b);
    const first = Math.floor(now.getTime() / MINUTE) * MINUTE;
    for (let minute = first; minute <= now.getTime() + 8 * 24 * 60 * MINUTE; minute += MINUTE) {
      for (const second of seconds) {
        const at = new Date(minute + second * 1000);
        if (at > now && this.#task.match(at)) return at;
      }
    }
    return this.#task.getNextRun();
  }

  /** The hub date a run at `at` reports on. */
  dateFor(at: Date): IsoDate {
    const today = hubToday(at, this.#opts.timeZone);
    return this.#opts.day === 'today' ? today : addDaysIso(today, -1);
  }

  /** The latest scheduled run at or before `now`, looking back at most `lookBackMs` (minute by minute). */
  lastRunBefore(now: Date, lookBackMs = 24 * 60 * MINUTE): Date | null {
    const seconds = [...this.#seconds].sort((a, b) => b - a);
    for (let minute = Math.floor(now.getTime() / MINUTE) * MINUTE; minute >= now.getTime() - lookBackMs; minute -= MINUTE) {
      for (const second of seconds) {
        const at = new Date(minute + second * 1000);
        if (at <= now && this.#task.match(at)) return at;
      }
    }
    return null;
  }

  /** On start: post a run missed within the catch-up window (postOnce makes a posted one a no-op), or say why not. */
  async catchUp(): Promise<'caught-up' | 'no-recent-run' | 'outside-window'> {
    const now = this.#opts.now();
    const last = this.lastRunBefore(now);
    if (!last) return 'no-recent-run';
    const minutesAgo = Math.round((now.getTime() - last.getTime()) / MINUTE);
    if (minutesAgo > this.#opts.catchUpMinutes) {
      this.#opts.log.info(
        { lastRun: last.toISOString(), minutesAgo, catchUpMinutes: this.#opts.catchUpMinutes, date: this.dateFor(last) },
        `not catching up the last ${this.#opts.name} run: it is outside ${this.#opts.catchUpSetting}`,
      );
      return 'outside-window';
    }
    this.#opts.log.info({ lastRun: last.toISOString(), minutesAgo, date: this.dateFor(last) }, `catching up the last ${this.#opts.name} run`);
    await this.#fire(last);
    return 'caught-up';
  }

  /**
   * One run at a time, whatever triggered it. node-cron's noOverlap covers only its own ticks; the late-timer
   * handler and catch-up call here directly, and two overlapping runs of one process would each post before
   * either looks (seen under load with a run every second: three posts from two processes).
   */
  #fire(at: Date): Promise<void> {
    const date = this.dateFor(at);
    const joined = this.#pending.get(date);
    if (joined) return joined;
    const run = (this.#inFlight ?? Promise.resolve()).catch(() => undefined).then(() => this.#runWithRetries(date));
    const settled = run.finally(() => {
      if (this.#pending.get(date) === settled) this.#pending.delete(date);
    });
    this.#pending.set(date, settled);
    this.#inFlight = settled;
    return settled;
  }

  async #runWithRetries(date: IsoDate): Promise<void> {
    const { log, retryForMs } = this.#opts;
    const started = this.#opts.now().getTime();
    const signal = this.#stop.signal;
    if (signal.aborted) return;
    const tell = (outcome: ScheduledOutcome) => {
      try {
        this.#opts.onOutcome?.(outcome);
      } catch (error) {
        log.error({ err: error, date }, `${this.#opts.name} outcome listener failed`);
      }
    };
    const attempt = async () => {
      const result = await this.#opts.run(date, signal);
      tell({ ok: true, date, at: this.#opts.now(), result });
      return result;
    };
    await withRetries(attempt, {
      signal,
      sleep: this.#opts.sleep,
      delayAfter: (error, attempt) => {
        const delay = backoffDelay(attempt - 1, this.#opts.backoff);
        const elapsed = this.#opts.now().getTime() - started;
        const gaveUp = elapsed + delay > retryForMs;
        // A run ended by stop() is not a failure of the run.
        if (!signal.aborted) tell({ ok: false, date, at: this.#opts.now(), error, gaveUp });
        if (gaveUp) {
          log.error({ err: error, date, attempts: attempt }, `${this.#opts.name} failed for an hour; giving up on this date`);
          return null;
        }
        log.warn({ err: error, date, attempt, retryInMs: delay }, `${this.#opts.name} run failed; will retry`);
        return delay;
      },
    }).catch(() => undefined); // given up (logged above), or stopped
  }
}
