import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRetries } from '../../src/util/retry.js';

afterEach(() => vi.useRealTimers());

describe('withRetries', () => {
  it('tries again after the wait the policy names, numbering attempts from 1, until one succeeds', async () => {
    const waits: number[] = [];
    const seen: number[] = [];
    const result = await withRetries(
      (n) => (n < 3 ? Promise.reject(new Error(`fail ${n}`)) : Promise.resolve(`ok on ${n}`)),
      {
        delayAfter: (_error, attempt) => (seen.push(attempt), attempt * 100),
        sleep: (ms) => Promise.resolve(void waits.push(ms)),
      },
    );
    expect(result).toBe('ok on 3');
    expect(seen).toEqual([1, 2]);
    expect(waits).toEqual([100, 200]);
  });

  it('throws the error the policy calls final, without waiting', async () => {
    const waits: number[] = [];
    const final = new Error('final');
    const run = withRetries((n) => Promise.reject(n === 2 ? final : new Error('again')), {
      delayAfter: (error) => (error === final ? null : 5),
      sleep: (ms) => Promise.resolve(void waits.push(ms)),
    });
    await expect(run).rejects.toBe(final);
    expect(waits).toEqual([5]);
  });

  it('an abort during the wait ends it at once and throws the last error; no further attempt', async () => {
    vi.useFakeTimers();
    const stop = new AbortController();
    let attempts = 0;
    const last = new Error('down');
    const run = withRetries(() => (attempts++, Promise.reject(last)), { signal: stop.signal, delayAfter: () => 60_000 });
    const settled = run.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempts).toBe(1);
    stop.abort();
    expect(await settled).toBe(last);
    expect(attempts).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an attempt failing after the abort is thrown as is, without asking the policy', async () => {
    const stop = new AbortController();
    const asked = vi.fn(() => 1);
    const failure = new Error('aborted mid-request');
    await expect(withRetries(() => (stop.abort(), Promise.reject(failure)), { signal: stop.signal, delayAfter: asked })).rejects.toBe(failure);
    expect(asked).not.toHaveBeenCalled();
  });
});
