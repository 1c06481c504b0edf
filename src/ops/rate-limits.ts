import type { Metrics } from './metrics.js';

export type RateLimitedServer = 'zulip' | 'directory';

/**
 * Answers 429 from either server: counted in the metrics and told to whoever
 * subscribed (the alerts). One per process, built by the composition root and
 * given to both servers' clients.
 */
export class RateLimitSignal {
  readonly #listeners = new Set<(server: RateLimitedServer) => void>();

  /** `metrics`: the process's, where each 429 is counted (none: counted nowhere, as in a one-shot command). */
  constructor(private readonly metrics?: Pick<Metrics, 'rateLimited'>) {}

  record(server: RateLimitedServer): void {
    this.metrics?.rateLimited.inc({ server });
    for (const listener of this.#listeners) listener(server);
  }

  /** Calls `listener` on every 429 from now on; returns the unsubscribe. */
  subscribe(listener: (server: RateLimitedServer) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
