/**
 * Zulip's per-user API rate limit, as the server applies it (zerver/lib/rate_limiter.py,
 * the in-memory backend's arithmetic): each request moves the user's reset time on by
 * window/limit; a request that would move it past now + window is refused with 429 and
 * `retry-after`. Requests served by Tornado (GET and DELETE /events: the long-poll) count
 * in a bucket of their own, "separate from the default backend"
 * (zproject/computed_settings.py, RATE_LIMITING_DOMAINS_FOR_TORNADO): a long-poll never
 * takes from the budget that sends, reactions and look-ups share.
 */
export interface FakeRateLimit {
  /** Requests per user per minute in each bucket (Zulip's default rule is 200 a minute). */
  perMinute: number;
}

export class ZulipRateLimiter {
  readonly #resetAt = new Map<string, number>();
  /** 429s answered so far, by bucket. */
  readonly refused = { django: 0, tornado: 0 };

  constructor(
    private readonly limit: FakeRateLimit,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Seconds to wait when this request is over the limit; undefined when it may go on (and is counted). */
  take(userId: number, method: string, path: string): number | undefined {
    const bucket = path.endsWith('/events') && (method === 'GET' || method === 'DELETE') ? 'tornado' : 'django';
    const key = `${bucket}:${userId}`;
    const now = this.now() / 1000;
    const window = 60;
    const next = Math.max(this.#resetAt.get(key) ?? now, now) + window / this.limit.perMinute;
    if (next > now + window) {
      this.refused[bucket]++;
      return next - window - now;
    }
    this.#resetAt.set(key, next);
    return undefined;
  }
}
