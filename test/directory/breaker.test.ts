import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../../src/directory/breaker.js';

describe('CircuitBreaker', () => {
  it('opens after the threshold of consecutive failures, lets one probe through after the cooldown, closes on an answer', () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 30_000, () => now);
    breaker.record(false);
    breaker.record(false);
    breaker.record(true); // an answer resets the count
    for (let i = 0; i < 3; i++) {
      expect(breaker.blockedFor()).toBe(0);
      breaker.record(false);
    }
    expect(breaker.open).toBe(true);
    now = 10_000;
    expect(breaker.blockedFor()).toBe(20_000);
    now = 30_000;
    expect(breaker.blockedFor()).toBe(0); // the probe
    expect(breaker.blockedFor()).toBe(30_000); // one probe at a time
    breaker.record(false); // the probe failed: open again
    expect(breaker.blockedFor()).toBe(30_000);
    now = 60_000;
    expect(breaker.blockedFor()).toBe(0);
    breaker.record(true);
    expect(breaker.open).toBe(false);
    expect(breaker.blockedFor()).toBe(0);
  });
});
