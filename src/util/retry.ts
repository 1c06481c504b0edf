import { sleep as realSleep, type Sleep } from './sleep.js';

/** How one caller retries: which failures are worth another attempt, and how long to wait first. */
export interface RetryPolicy {
  /**
   * Milliseconds to wait after `error` ended attempt number `attempt` (1 for the
   * first), or null when it is final and should be thrown. May log, or pause a
   * shared limiter, before answering.
   */
  delayAfter(error: unknown, attempt: number): number | null;
  /** Ends the wait at once; the last error is then thrown instead of trying again. */
  signal?: AbortSignal | undefined;
  sleep?: Sleep;
}

/**
 * Runs `attempt` until it succeeds or the policy gives up (grammY's
 * `withRetries`): the one retry loop of the code base, each caller bringing
 * its own policy. The attempt gets its number, from 1.
 */
export async function withRetries<T>(attempt: (n: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  const sleep = policy.sleep ?? realSleep;
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (policy.signal?.aborted) throw error;
      const waitMs = policy.delayAfter(error, n);
      if (waitMs === null) throw error;
      await sleep(waitMs, policy.signal);
      if (policy.signal?.aborted) throw error;
    }
  }
}
