import type { Logger } from '../log.js';
import type { DirectoryHealth } from './directory-health.js';
import type { RateLimitSignal } from './rate-limits.js';
import type { ScheduleBoard, ScheduledPost, ScheduledRecord } from './schedule-board.js';

export interface AlertsOptions {
  /** Posts one alert (a DM to the admins, or the alerts stream). */
  send: (text: string) => Promise<void>;
  log: Logger;
  /** The directory's state, fed by every exchange. */
  directory: DirectoryHealth;
  /** 429s from either server. */
  rateLimits: RateLimitSignal;
  /** The scheduled posts' outcomes (digest, weekly report, check-in posts); none: no alerts about them. */
  schedules?: ScheduleBoard | undefined;
  now?: () => number;
  /** A condition still active is repeated at most this often (default 1 h). */
  repeatMs?: number;
  /** The directory counts as down after failing for this long (default 10 min). */
  directoryDownMs?: number;
  /** How often conditions are looked at besides on every directory exchange (default 30 s). */
  intervalMs?: number;
}

/** The outcome of a scheduled run that had nothing to post (posts/shared/once.ts's PostOutcome). */
const NOTHING_POSTED = 'nothing-to-post';

interface Condition {
  key: string;
  active: boolean;
  text: string;
  recovered: string;
}

/**
 * Alerts to the admins: at most once per condition per hour while it lasts,
 * and one recovery notice when it ends. Conditions: the directory refuses the
 * token; the directory down for more than 10 minutes; repeated 429s (five in
 * ten minutes); a scheduled post (the digest, and likewise the weekly report
 * and the check-in posts) failed after its retries; Zulip refusing a scheduled
 * post's stream. The last two end with that post's next successful run.
 * Failures to send an alert are logged, never thrown.
 */
export class Alerts {
  readonly #opts: Required<Omit<AlertsOptions, 'schedules'>> & Pick<AlertsOptions, 'schedules'>;
  readonly #sentAt = new Map<string, number>();
  readonly #rateLimits: number[] = [];
  readonly #unsubscribe: Array<() => void> = [];
  #timer: NodeJS.Timeout | undefined;

  constructor(options: AlertsOptions) {
    this.#opts = { now: () => Date.now(), repeatMs: 3_600_000, directoryDownMs: 10 * 60_000, intervalMs: 30_000, ...options };
  }

  start(): void {
    const { directory, rateLimits, schedules } = this.#opts;
    this.#unsubscribe.push(
      directory.subscribe(() => this.evaluate()),
      rateLimits.subscribe(() => this.rateLimited()),
      ...(schedules ? [schedules.subscribe((post, record) => this.scheduled(post, record))] : []),
    );
    this.#timer = setInterval(() => this.evaluate(), this.#opts.intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    for (const unsubscribe of this.#unsubscribe.splice(0)) unsubscribe();
  }

  /** A 429 from either server; five in ten minutes is an alert. */
  rateLimited(): void {
    this.#rateLimits.push(this.#opts.now());
    this.evaluate();
  }

  evaluate(): void {
    const now = this.#opts.now();
    const { directory } = this.#opts;
    while (this.#rateLimits.length && this.#rateLimits[0]! < now - 10 * 60_000) this.#rateLimits.shift();
    const failingSince = directory.failingSince;
    const conditions: Condition[] = [
      {
        key: 'directory-token',
        active: directory.tokenRefused,
        text: `the directory refuses the bot's token (${directory.lastFailure ?? '401'}): members' commands fail. Fix directory.token (DIRECTORY_TOKEN).`,
        recovered: 'the directory accepts the bot\'s token again.',
      },
      {
        key: 'directory-down',
        active: failingSince !== undefined && now - failingSince >= this.#opts.directoryDownMs,
        text: `the directory has not answered for ${Math.round((now - (failingSince ?? now)) / 60_000)} minutes (last: ${directory.lastFailure ?? 'error'}).`,
        recovered: 'the directory answers again.',
      },
      {
        key: 'rate-limited',
        active: this.#rateLimits.length >= 5,
        text: `${this.#rateLimits.length} answers 429 (rate limited) in the last 10 minutes: the bot is sending too much, or another client shares its account.`,
        recovered: 'no more 429s for 10 minutes.',
      },
    ];
    for (const c of conditions) this.#apply(c, now);
  }

  /**
   * One attempt of a scheduled post ended. A refusal of its stream is an alert
   * at once (retrying will not help until someone acts); any failure is one
   * when the retries gave up. A success ends both. A failure for another
   * reason leaves the refusal as it was: it proves nothing about the stream.
   */
  scheduled(post: ScheduledPost, record: ScheduledRecord): void {
    const now = this.#opts.now();
    const { name, where, setting } = post;
    const title = post.title ?? ((date: string) => `${name} for ${date}`);
    const refused = `${name}-refused`;
    const failed = `${name}-failed`;
    if (record.ok) {
      // A day with nothing to post never reached the stream: it proves nothing about the refusal.
      if (record.result !== NOTHING_POSTED) this.#apply({ key: refused, active: false, text: '', recovered: `the ${name} was posted to ${where} again.` }, now);
      this.#apply({ key: failed, active: false, text: '', recovered: `the ${title(record.date)} was posted.` }, now);
      return;
    }
    if (record.refused !== undefined) {
      this.#apply(
        {
          key: refused,
          active: true,
          text: `Zulip refuses the ${name} in ${where}: ${record.refused}. Check that the stream exists and the bot may post there (Zulip: stream settings), or fix ${setting}.`,
          recovered: '',
        },
        now,
      );
    }
    if (record.gaveUp) {
      this.#apply(
        {
          key: failed,
          active: true,
          text: `the ${title(record.date)} failed after its retries (last error: ${record.error.slice(0, 300)}); it will not be posted unless someone posts it by hand: \`${post.byHand(record.date)}\`.`,
          recovered: '',
        },
        now,
      );
    }
  }

  #apply(condition: Condition, now: number): void {
    const sentAt = this.#sentAt.get(condition.key);
    if (condition.active) {
      if (sentAt !== undefined && now - sentAt < this.#opts.repeatMs) return;
      this.#sentAt.set(condition.key, now);
      this.#send(condition.key, `⚠ frontdesk alert: ${condition.text}`);
    } else if (sentAt !== undefined) {
      this.#sentAt.delete(condition.key);
      this.#send(condition.key, `✅ frontdesk recovered: ${condition.recovered}`);
    }
  }

  #send(key: string, text: string): void {
    this.#opts.log.warn({ alert: key }, text);
    this.#opts.send(text).catch((error: unknown) => this.#opts.log.error({ err: error, alert: key }, 'could not send an alert'));
  }
}
