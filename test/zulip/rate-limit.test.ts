import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/zulip/rate-limit.js';

/** Virtual time: sleeping advances the clock instead of waiting. */
function virtualTime() {
  let now = 0;
  return {
    now: () => now,
    sleep: (ms: number) => {
      now += ms;
      return Promise.resolve();
    },
  };
}

describe('RateLimiter', () => {
  it('allows a burst, then the configured rate, in order', async () => {
    const time = virtualTime();
    const limiter = new RateLimiter({ perMinute: 60, burst: 5, ...time });
    const at: number[] = [];
    await Promise.all(Array.from({ length: 15 }, (_, i) => limiter.acquire().then(() => (at[i] = time.now()))));
    expect(at.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    // Then one a second.
    expect(at.slice(5)).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000]);
    // Never more than burst + rate * window in any window.
    for (const t of at) expect(at.filter((x) => x >= t && x < t + 3000).length).toBeLessThanOrEqual(5 + 3);
  });

  it('holds everyone during a pause (a 429 retry-after)', async () => {
    const time = virtualTime();
    const limiter = new RateLimiter({ perMinute: 6000, burst: 10, ...time });
    await limiter.acquire();
    limiter.pause(1500);
    await limiter.acquire();
    expect(time.now()).toBeGreaterThanOrEqual(1500);
  });
});
