import type { Exchange } from '../directory/http.js';
import { RecentLatency } from './latency.js';
import type { Metrics } from './metrics.js';
import { RateLimitSignal } from './rate-limits.js';

/**
 * Whether the directory answers, as the last exchange saw it: a network
 * failure or a 5xx says no, any other answer yes (a 404 is an answer). One per
 * process, built by the composition root: fed by every directory exchange
 * (`observe`), read by the health check, the heartbeat, the alerts and the
 * `status` command. A 429 is passed on to the rate-limit signal.
 */
export class DirectoryHealth {
  #lastAnswerAt: number | undefined;
  #lastFailureAt: number | undefined;
  #lastFailure: string | undefined;
  #tokenRefused = false;
  #failingSince: number | undefined;
  /** Recent exchanges' durations, for the `status` command. */
  readonly latency = new RecentLatency();
  readonly #listeners = new Set<() => void>();
  readonly #now: () => number;
  readonly #rateLimits: RateLimitSignal;
  readonly #metrics: Pick<Metrics, 'directorySeconds' | 'retries'> | undefined;

  constructor(options: { rateLimits?: RateLimitSignal; now?: () => number; metrics?: Pick<Metrics, 'directorySeconds' | 'retries'> } = {}) {
    this.#rateLimits = options.rateLimits ?? new RateLimitSignal();
    this.#now = options.now ?? (() => Date.now());
    this.#metrics = options.metrics;
  }

  get answering(): boolean {
    return this.#lastFailureAt === undefined || (this.#lastAnswerAt ?? 0) > this.#lastFailureAt;
  }

  /** The status (or network error code) of the last failure or refusal. */
  get lastFailure(): string | undefined {
    return this.#lastFailure;
  }

  /** The last answer was 401/403. */
  get tokenRefused(): boolean {
    return this.#tokenRefused;
  }

  /** Since when every exchange failed (network or 5xx); undefined while it answers. */
  get failingSince(): number | undefined {
    return this.#failingSince;
  }

  /** Calls `listener` after every exchange (the alerts look at the new state); returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  observe(exchange: Exchange): void {
    const status = exchange.status === null ? (exchange.error ?? 'error') : String(exchange.status);
    this.#metrics?.directorySeconds.observe({ method: exchange.method, status }, exchange.durationMs / 1000);
    if (exchange.attempt > 1) this.#metrics?.retries.inc({ target: 'directory' });
    if (exchange.status === 429) this.#rateLimits.record('directory');
    const now = this.#now();
    if (exchange.status === null || exchange.status >= 500) {
      this.#lastFailureAt = now;
      this.#lastFailure = status;
      this.#failingSince ??= now;
    } else {
      this.#lastAnswerAt = now;
      this.#failingSince = undefined;
      this.#tokenRefused = exchange.status === 401 || exchange.status === 403;
      if (this.#tokenRefused) this.#lastFailure = status;
    }
    this.latency.record(exchange.durationMs);
    for (const listener of this.#listeners) listener();
  }
}
