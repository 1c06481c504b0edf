import type { Logger } from '../log.js';
import { directoryHealth } from './directory-health.js';
import { rateLimitHook } from './metrics.js';

export interface AlertsOptions {
  /** Posts one alert (a DM to the admins, or the alerts stream). */
  send: (text: string) => Promise<void>;
  log: Logger;
  now?: () => number;
  /** A condition still active is repeated at most this often (default 1 h). */
  repeatMs?: number;
  /** The directory counts as down after failing for this long (default 10 min). */
  directoryDownMs?: number;
  /** How often conditions are looked at besides on every directory exchange (default 30 s). */
  intervalMs?: number;
}

interface Condition {
  key: string;
  active: boolean;
  text: string;
  recovered: string;
}

/**
 * Alerts to the admins: at most once per condition per hour while it lasts,
 * and one recovery notice when it ends. Conditions: the directory refuses the
 * token; the directory down for more than 10 minutes; repeated 429s. Failures
 * to send an alert are logged, never thrown.
 */
export class Alerts {
  readonly #opts: Required<AlertsOptions>;
  readonly #sentAt = new Map<string, number>();
  readonly #rateLimits: number[] = [];
  #timer: NodeJS.Timeout | undefined;

  constructor(options: AlertsOptions) {
    this.#opts = { now: () => Date.now(), repeatMs: 3_600_000, directoryDownMs: 10 * 60_000, intervalMs: 30_000, ...options };
  }

  start(): void {
    directoryHealth.onChange = () => this.evaluate();
    rateLimitHook.notify = () => this.rateLimited();
    this.#timer = setInterval(() => this.evaluate(), this.#opts.intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    directoryHealth.onChange = undefined;
    rateLimitHook.notify = undefined;
  }

  /** A 429 from either server; five in ten minutes is an alert. */
  rateLimited(): void {
    this.#rateLimits.push(this.#opts.now());
    this.evaluate();
  }

  evaluate(): void {
    const now = this.#opts.now();
    while (this.#rateLimits.length && this.#rateLimits[0]! < now - 10 * 60_000) this.#rateLimits.shift();
    const failingSince = directoryHealth.failingSince;
    const conditions: Condition[] = [
      {
        key: 'directory-token',
        active: directoryHealth.tokenRefused,
        text: `the directory refuses the bot's token (${directoryHealth.lastFailure ?? '401'}): members' commands fail. Fix directory.token (DIRECTORY_TOKEN).`,
        recovered: 'the directory accepts the bot\'s token again.',
      },
      {
        key: 'directory-down',
        active: failingSince !== undefined && now - failingSince >= this.#opts.directoryDownMs,
        text: `the directory has not answered for ${Math.round((now - (failingSince ?? now)) / 60_000)} minutes (last: ${directoryHealth.lastFailure ?? 'error'}).`,
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
