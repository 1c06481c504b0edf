/**
 * A small store of string keys and values that outlives the process: Zulip's
 * bot storage on Zulip (src/zulip/bot-storage.ts), memory elsewhere (the shell,
 * tests). What the bot must remember across restarts goes through this.
 */
export interface KeyValueStore {
  /** The values of those `keys` that exist. */
  get(keys: string[]): Promise<Map<string, string>>;
  /** Every key (and value) whose name starts with `prefix`. */
  list(prefix: string): Promise<Map<string, string>>;
  put(entries: Record<string, string>): Promise<void>;
  /** Deletes `keys`; a key already gone is no error. */
  delete(keys: string[]): Promise<void>;
}

/** The store in memory: the shell, tests. */
export class MemoryStore implements KeyValueStore {
  readonly entries = new Map<string, string>();

  get(keys: string[]): Promise<Map<string, string>> {
    return Promise.resolve(new Map(keys.flatMap((k) => (this.entries.has(k) ? [[k, this.entries.get(k)!] as const] : []))));
  }

  list(prefix: string): Promise<Map<string, string>> {
    return Promise.resolve(new Map([...this.entries].filter(([k]) => k.startsWith(prefix))));
  }

  put(entries: Record<string, string>): Promise<void> {
    for (const [k, v] of Object.entries(entries)) this.entries.set(k, v);
    return Promise.resolve();
  }

  delete(keys: string[]): Promise<void> {
    for (const k of keys) this.entries.delete(k);
    return Promise.resolve();
  }
}
