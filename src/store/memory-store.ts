import { DEFAULT_STORE_LIMIT, entrySize, type KeyValueStore } from './store.js';
import { StoreFullError } from './errors.js';

/**
 * The embedded store of the shell and the sandbox: Zulip's bot storage rules
 * (string keys and values, the size limit counted in code points, a write
 * past it refused whole), kept in this process.
 */
export class MemoryStore implements KeyValueStore {
  readonly #entries = new Map<string, string>();
  #size = 0;

  constructor(readonly limit: number = DEFAULT_STORE_LIMIT) {}

  get size(): number {
    return this.#size;
  }

  get(keys: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (const key of keys) {
      const value = this.#entries.get(key);
      if (value !== undefined) found.set(key, value);
    }
    return Promise.resolve(found);
  }

  put(entries: Readonly<Record<string, string>>): Promise<void> {
    let after = this.#size;
    for (const [key, value] of Object.entries(entries)) {
      const old = this.#entries.get(key);
      after += entrySize(key, value) - (old === undefined ? 0 : entrySize(key, old));
    }
    if (after > this.limit) return Promise.reject(new StoreFullError(after, this.limit));
    for (const [key, value] of Object.entries(entries)) this.#entries.set(key, value);
    this.#size = after;
    return Promise.resolve();
  }

  delete(keys: readonly string[]): Promise<void> {
    for (const key of new Set(keys)) {
      const old = this.#entries.get(key);
      if (old === undefined) continue;
      this.#size -= entrySize(key, old);
      this.#entries.delete(key);
    }
    return Promise.resolve();
  }

  peek(key: string): string | undefined {
    return this.#entries.get(key);
  }

  keys(prefix = ''): string[] {
    return [...this.#entries.keys()].filter((k) => k.startsWith(prefix));
  }
}
