import type { Clock } from '../time/clock.js';

/**
 * A TTL cache whose loads are shared: concurrent `get`s of the same key make
 * one request. Each value picks its own lifetime (hits live longer than misses).
 * Failed loads are not cached, so the next call tries again.
 */
export class LoadingCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>();
  readonly #inFlight = new Map<K, Promise<V>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlFor: (value: V) => number,
    private readonly maxEntries = 10_000,
  ) {}

  peek(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.clock.now().getTime()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    // Oldest-first eviction keeps memory bounded over months of uptime.
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.clock.now().getTime() + this.ttlFor(value) });
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const cached = this.peek(key);
    if (cached !== undefined) return cached;
    const pending = this.#inFlight.get(key);
    if (pending) return pending;
    const loading = load().then(
      (value) => {
        this.set(key, value);
        return value;
      },
    ).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, loading);
    return loading;
  }
}
