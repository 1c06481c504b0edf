import type { Exchange } from '../directory/http.js';
import { metrics } from './metrics.js';

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

  get answering(): boolean {
    return this.lastFailureAt === undefined || (this.lastAnswerAt ?? 0) > this.lastFailureAt;
  },
};

export function observeDirectoryExchange(exchange: Exchange): void {
  const status = exchange.status === null ? (exchange.error ?? 'error') : String(exchange.status);
  metrics.directorySeconds.observe({ method: exchange.method, status }, exchange.durationMs / 1000);
  if (exchange.attempt > 1) metrics.retries.inc({ target: 'directory' });
  if (exchange.status === 429) metrics.rateLimited.inc({ server: 'directory' });
  const failed = exchange.status === null || exchange.status >= 500;
  if (failed) {
    directoryHealth.lastFailureAt = Date.now();
    directoryHealth.lastFailure = status;
  } else directoryHealth.lastAnswerAt = Date.now();
  directoryHealth.recentMs.push(exchange.durationMs);
  if (directoryHealth.recentMs.length > 200) directoryHealth.recentMs.shift();
}
