export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
  /** Share of the delay that is randomised ("full jitter" would be 1). */
  jitter: number;
}

/**
 * Exponential backoff with jitter, capped: attempt 0 waits about baseMs, each
 * further attempt doubles it, never beyond maxMs. Jitter spreads reconnecting
 * clients so they don't hammer a recovering server in lockstep.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const exp = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt));
  const spread = exp * policy.jitter;
  return Math.round(exp - spread + random() * spread);
}
