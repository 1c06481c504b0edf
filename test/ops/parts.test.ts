import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../src/directory/http.js';
import { DirectoryHealth } from '../../src/ops/directory-health.js';
import { RecentLatency } from '../../src/ops/latency.js';
import { RateLimitSignal } from '../../src/ops/rate-limits.js';

const exchange = (status: number | null, durationMs = 5): Exchange =>
  ({ method: 'GET', path: '/api/v1/hub_visits', attempt: 1, status, error: status === null ? 'ECONNRESET' : null, durationMs });

describe('the ops parts', () => {
  it('recent latency: nearest-rank p50 and p95 over the last N exchanges only', () => {
    const latency = new RecentLatency(20);
    expect(latency.summary()).toBeUndefined();
    for (let ms = 1; ms <= 20; ms++) latency.record(ms);
    expect(latency.summary()).toEqual({ p50: 10, p95: 19, count: 20 });
    // Twenty more, slower: the first twenty are forgotten.
    for (let ms = 101; ms <= 120; ms++) latency.record(ms);
    expect(latency.summary()).toEqual({ p50: 110, p95: 119, count: 20 });
  });

  it('directory health is per instance (no state shared between two bots in one worker), and tells its subscribers until they leave', () => {
    let now = 1_000;
    const signal = new RateLimitSignal();
    const a = new DirectoryHealth({ rateLimits: signal, now: () => now });
    const b = new DirectoryHealth();
    let told = 0;
    let limited = 0;
    const leave = a.subscribe(() => told++);
    signal.subscribe(() => limited++);
    a.observe(exchange(null));
    expect([a.answering, a.failingSince, a.lastFailure]).toEqual([false, 1_000, 'ECONNRESET']);
    expect([b.answering, b.failingSince]).toEqual([true, undefined]);
    now = 2_000;
    a.observe(exchange(401));
    expect([a.answering, a.failingSince, a.tokenRefused, a.lastFailure]).toEqual([true, undefined, true, '401']);
    a.observe(exchange(429));
    expect(limited).toBe(1);
    expect(a.tokenRefused).toBe(false);
    leave();
    a.observe(exchange(200));
    expect(told).toBe(3);
    expect(a.latency.summary()?.count).toBe(4);
    expect(b.latency.summary()).toBeUndefined();
  });
});
