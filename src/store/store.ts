/**
 * What frontdesk must remember between messages and across restarts (follows,
 * routines, settings, what it already announced), as string keys and string
 * values: the shape of Zulip's bot storage (docs/architecture.md, "State without a
 * disk"). Two implementations with the same limits: Zulip's bot storage
 * (zulip-store.ts) and an embedded one for the shell and the sandbox
 * (memory-store.ts).
 *
 * Reads of what this process knows are synchronous (`peek`, `keys`): both
 * implementations hold every key in memory, so the privacy policy can be asked
 * on every output path without a request. `get` with `fresh` asks the server
 * again (what another process may have written).
 */
export interface KeyValueStore {
  /** The values of those keys that exist (missing keys are simply absent). */
  get(keys: readonly string[], options?: { fresh?: boolean }): Promise<Map<string, string>>;
  /** Writes every entry, or none: a write past the size limit is refused whole (StoreFullError). */
  put(entries: Readonly<Record<string, string>>): Promise<void>;
  /** Deletes those keys that exist; a missing key is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** The value this process knows, without a request. */
  peek(key: string): string | undefined;
  /** The keys this process knows, optionally only those starting with `prefix`. */
  keys(prefix?: string): string[];
  /** Characters used: every key's and value's length in code points, as Zulip counts them. */
  readonly size: number;
  /** The most characters the store holds (Zulip: USER_STATE_SIZE_LIMIT, 10,000,000 by default). */
  readonly limit: number;
}

/** Zulip's default total size of one bot's storage (settings.USER_STATE_SIZE_LIMIT). */
export const DEFAULT_STORE_LIMIT = 10_000_000;

/** Length as Zulip (Python's len) counts it: code points, not UTF-16 units. */
export function chars(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** What an entry costs: its key and its value. */
export const entrySize = (key: string, value: string): number => chars(key) + chars(value);
