import { setMaxListeners } from 'node:events';
import { sleep as realSleep, type Sleep } from '../util/sleep.js';

export interface RateLimitOptions {
  perMinute: number;
  burst: number;
  now?: () => number;
  sleep?: Sleep;
}

/** The limiter was closed (shutdown) while the caller waited for its turn. */
export class LimiterClosedError extends Error {
  override name = 'LimiterClosedError';
}

/**
 * A FIFO token bucket for everything the bot sends (messages, reactions):
 * `burst` at once, then `perMinute` on average. `pause()` (after a 429) holds
 * every sender until the server's retry-after has passed.
 */
export class RateLimiter {
  readonly #ratePerMs: number;
  /** The rate and burst it was built with (a second bucket like it: the long-polls'). */
  readonly options: Readonly<Pick<RateLimitOptions, 'perMinute' | 'burst'>>;
  readonly #burst: number;
  readonly #now: () => number;
  readonly #sleep: Sleep;
  #tokens: number;
  #updated: number;
  #pausedUntil = 0;
  #tail: Promise<void> = Promise.resolve();
  readonly #closed = new AbortController();
  #waiting = 0;

  constructor(options: RateLimitOptions) {
    // Each waiter's sleep listens on the shutdown signal.
    setMaxListeners(0, this.#closed.signal);
    this.options = { perMinute: options.perMinute, burst: options.burst };
    this.#ratePerMs = options.perMinute / 60_000;
    this.#burst = options.burst;
    this.#now = options.now ?? (() => performance.now());
    this.#sleep = options.sleep ?? realSleep;
    this.#tokens = options.burst;
    this.#updated = this.#now();
  }

  /**
   * Resolves when the caller may send; callers are served in order. Rejects
   * with LimiterClosedError once closed, and at once when the caller's own
   * `signal` aborts (its turn then passes without taking a token).
   */
  acquire(signal?: AbortSignal): Promise<void> {
    this.#waiting++;
    const turn = this.#tail.then(() => this.#take(signal));
    this.#tail = turn.catch(() => undefined);
    void turn.then(
      () => this.#waiting--,
      () => this.#waiting--,
    );
    if (!signal) return turn;
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(new LimiterClosedError('aborted while waiting for a turn'));
      if (signal.aborted) onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      turn.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /** Callers waiting for their turn: more than none means the budget is tight. */
  get waiting(): number {
    return this.#waiting;
  }

  /** Shutdown: every wait ends at once (rejecting), and so does every later acquire. */
  close(): void {
    this.#closed.abort();
  }

  get closed(): boolean {
    return this.#closed.signal.aborted;
  }

  /** No sends for `ms` from now (a 429's retry-after). */
  pause(ms: number): void {
    this.#pausedUntil = Math.max(this.#pausedUntil, this.#now() + ms);
  }

  async #take(caller?: AbortSignal): Promise<void> {
    // The signal a wait listens on is made only when there is a wait: most turns take a token at once,
    // and AbortSignal.any registers each combined signal on the limiter's long-lived one until collected.
    let signal: AbortSignal | undefined;
    const waitSignal = () => (signal ??= caller ? AbortSignal.any([this.#closed.signal, caller]) : this.#closed.signal);
    for (;;) {
      if (this.#closed.signal.aborted || caller?.aborted) throw new LimiterClosedError('shutting down: not sent');
      const now = this.#now();
      if (this.#pausedUntil > now) {
        await this.#sleep(this.#pausedUntil - now, waitSignal());
        continue;
      }
      this.#tokens = Math.min(this.#burst, this.#tokens + (now - this.#updated) * this.#ratePerMs);
      this.#updated = now;
      if (this.#tokens >= 1) {
        this.#tokens -= 1;
        return;
      }
      await this.#sleep(Math.ceil((1 - this.#tokens) / this.#ratePerMs), waitSignal());
    }
  }
}
