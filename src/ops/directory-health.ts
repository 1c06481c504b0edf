import type { Exchange } from '../directory/http.js';
import { metrics, rateLimitHook } from './metrics.js';

/**
 * Whether the directory answers, as the last exchange saw it: a network
 * failure or a 5xx says no, any other answer yes (a 404 is an answer). Fed by
 * every directory exchange, read by the health check and the heartbeat.
 */
export const directoryHealth = {
  lastAnswerAt: undefined as number | undefined,
  lastFailureAt: undefined as number | undefined,
  lastFailure: undefined as string | undefined,
  /** The durations of recent exchanges (ms), for the `status` command. */
  recentMs: [] as number[],
  /** The last answer was 401/403. */
  tokenRefused: false,
  /** Since when every exchange failed (network or 5xx); undefined while it answers. */
  failingSince: undefined as number | undefined,
  /** Called after each exchange (alerts look at the new state). */
  onChange: undefined as (() => void) | undefined,

  get answering(): boolean {
    return this.lastFailureAt === undefined || (this.lastAnswerAt ?? 0) > this.lastFailureAt;
  },
};

export function observeDirectoryExchange(exchange: Exchange): void {
  const status = exchange.status === null ? (exchange.error ?? 'error') : String(exchange.status);
  metrics.directorySeconds.observe({ method: exchange.method, status }, exchange.durationMs / 1000);
  if (exchange.attempt > 1) metrics.retries.inc({ target: 'directory' });
  if (exchange.status === 429) {
    metrics.rateLimited.inc({ server: 'directory' });
    rateLimitHook.notify?.();
  }
  const failed = exchange.status === null || exchange.status >= 500;
  if (failed) {
    directoryHealth.lastFailureAt = Date.now();
    directoryHealth.lastFailure = status;
    directoryHealth.failingSince ??= Date.now();
  } else {
    directoryHealth.lastAnswerAt = Date.now();
    directoryHealth.failingSince = undefined;
    directoryHealth.tokenRefused = exchange.status === 401 || exchange.status === 403;
    if (directoryHealth.tokenRefused) directoryHealth.lastFailure = status;
  }
  directoryHealth.recentMs.push(exchange.durationMs);
  if (directoryHealth.recentMs.length > 200) directoryHealth.recentMs.shift();
  directoryHealth.onChange?.();
}
