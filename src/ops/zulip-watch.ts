import { RecentLatency } from './latency.js';
import type { Metrics, ZulipObserver } from './metrics.js';
import { RateLimitSignal } from './rate-limits.js';

/** The long-poll waits for news by design: its duration says nothing about Zulip's speed. */
const LONG_POLL = 'GET /events';

/**
 * What the bot saw of its Zulip requests: each one's duration in the metrics,
 * recent latencies (long-polls left out) for the `status` command, and 429s
 * passed on to the rate-limit signal. One per process, given to the Zulip API
 * by the composition root.
 */
export class ZulipWatch implements ZulipObserver {
  readonly latency = new RecentLatency();
  readonly #rateLimits: RateLimitSignal;

  constructor(
    rateLimits: RateLimitSignal = new RateLimitSignal(),
    private readonly metrics?: Pick<Metrics, 'zulipSeconds'>,
  ) {
    this.#rateLimits = rateLimits;
  }

  observe(endpoint: string, ms: number, result: string): void {
    this.metrics?.zulipSeconds.observe({ endpoint, result }, ms / 1000);
    if (result === 'RATE_LIMIT_HIT') this.#rateLimits.record('zulip');
    if (endpoint !== LONG_POLL) this.latency.record(ms);
  }
}
