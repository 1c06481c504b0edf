import { sleep as realSleep, type Sleep } from '../util/sleep.js';

export interface RateLimitOptions {
  perMinute: number;
  burst: number;
  now?: () => number;
  sleep?: Sleep;
}

/**
 * A FIFO token bucket for everything the bot sends (messages, reactions):
 * `burst` at once, then `perMinute` on average. `pause()` (after a 429) holds
 * every sender until the server's retry-after has passed.
 */
export class RateLimiter {
  readonly #ratePerMs: number;
  readonly #burst: number;
  readonly #now: () => number;
  readonly #sleep: Sleep;
  #tokens: number;
  #updated: number;
  #pausedUntil = 0;
  #tail: Promise<void> = Promise.resolve();

  constructor(options: RateLimitOptions) {
    this.#ratePerMs = options.perMinute / 60_000;
    this.#burst = options.burst;
    this.#now = options.now ?? (() => performance.now());
    this.#sleep = options.sleep ?? realSleep;
    this.#tokens = options.burst;
    this.#updated = this.#now();
  }

  /** Resolves when the caller may send; callers are served in order. */
  acquire(): Promise<void> {
    const turn = this.#tail.then(() => this.#take());
    this.#tail = turn.catch(() => undefined);
    return turn;
  }

  /** No sends for `ms` from now (a 429's retry-after). */
  pause(ms: number): void {
    this.#pausedUntil = Math.max(this.#pausedUntil, this.#now() + ms);
  }

  async #take(): Promise<void> {
    for (;;) {
      const now = this.#now();
      if (this.#pausedUntil > now) {
        await this.#sleep(this.#pausedUntil - now);
        continue;
      }
      this.#tokens = Math.min(this.#burst, this.#tokens + (now - this.#updated) * this.#ratePerMs);
      this.#updated = now;
      if (this.#tokens >= 1) {
        this.#tokens -= 1;
        return;
      }
      await this.#sleep(Math.ceil((1 - this.#tokens) / this.#ratePerMs));
    }
  }
}
