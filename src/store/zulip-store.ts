import { StoreError, StoreFullError, StoreRefusedError, StoreUncertainError } from './errors.js';
import { DEFAULT_STORE_LIMIT, entrySize, type KeyValueStore } from './store.js';

/**
 * Zulip's bot storage endpoints as they are (zerver/views/storage.py): string
 * keys and values; GET and DELETE without `keys` mean every key; a key that
 * does not exist fails the whole request with "Key does not exist.". The
 * Zulip implementation is src/zulip/bot-storage.ts; API errors come back as
 * StoreRefusedError carrying the server's message.
 */
export interface BotStorageWire {
  get(keys?: readonly string[]): Promise<Record<string, string>>;
  put(storage: Readonly<Record<string, string>>): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
}

const MISSING_KEY = 'Key does not exist.';
/** zerver/lib/bot_storage.py: the one message a write past the limit gets. */
const OVER_LIMIT = /exceeds storage limit by (\d+) characters\. The limit is (\d+) characters/;

/**
 * Zulip's bot storage behind the store interface. Every key is read once
 * (`load`) and mirrored: reads cost nothing, writes go to Zulip and then to
 * the mirror. Its quirks are kept away from callers: a delete names only keys
 * that exist (one missing key fails the request, and an empty list would
 * delete everything); a write that would pass the limit is refused before it
 * is sent, and the server's own refusal says the same.
 */
export class ZulipStore implements KeyValueStore {
  readonly #mirror = new Map<string, string>();
  #size = 0;
  #limit: number;

  constructor(
    private readonly wire: BotStorageWire,
    options: { limit?: number } = {},
  ) {
    this.#limit = options.limit ?? DEFAULT_STORE_LIMIT;
  }

  get size(): number {
    return this.#size;
  }

  /** The server's limit once it told us (a refused write names it), else the configured one. */
  get limit(): number {
    return this.#limit;
  }

  /** Reads every key (one request): before the first use, and to see what another process wrote. */
  async load(): Promise<void> {
    const all = await this.wire.get();
    this.#mirror.clear();
    this.#size = 0;
    for (const [key, value] of Object.entries(all)) if (typeof value === 'string') this.#set(key, value);
  }

  async get(keys: readonly string[], options: { fresh?: boolean } = {}): Promise<Map<string, string>> {
    const wanted = [...new Set(keys)];
    if (options.fresh && wanted.length > 0) {
      try {
        const found = await this.wire.get(wanted);
        for (const key of wanted) {
          const value = found[key];
          if (typeof value === 'string') this.#set(key, value);
        }
      } catch (error) {
        // One of them is gone (or never was): read everything instead of guessing which.
        if (!(error instanceof StoreRefusedError && error.msg === MISSING_KEY)) throw error;
        await this.load();
      }
    }
    const found = new Map<string, string>();
    for (const key of wanted) {
      const value = this.#mirror.get(key);
      if (value !== undefined) found.set(key, value);
    }
    return found;
  }

  async put(entries: Readonly<Record<string, string>>): Promise<void> {
    const list = Object.entries(entries);
    if (list.length === 0) return;
    const after = this.#size + list.reduce((sum, [key, value]) => sum + entrySize(key, value) - this.#sizeOf(key), 0);
    if (after > this.#limit) throw new StoreFullError(after, this.#limit);
    try {
      await this.wire.put(entries);
    } catch (error) {
      const over = error instanceof StoreRefusedError ? OVER_LIMIT.exec(error.msg) : null;
      if (over) {
        // Another process filled it, or the server's limit is not the default: learn it.
        this.#limit = Number(over[2]);
        throw new StoreFullError(this.#limit + Number(over[1]), this.#limit, { cause: error });
      }
      await this.#readBack(error, () => list.every(([key, value]) => this.#mirror.get(key) === value));
      return;
    }
    for (const [key, value] of list) this.#set(key, value);
  }

  async delete(keys: readonly string[]): Promise<void> {
    let existing = [...new Set(keys)].filter((k) => this.#mirror.has(k));
    // Never an empty list: Zulip reads it as "every key".
    if (existing.length === 0) return;
    try {
      await this.wire.remove(existing);
    } catch (error) {
      if (!(error instanceof StoreRefusedError && error.msg === MISSING_KEY)) {
        const gone = existing;
        return this.#readBack(error, () => gone.every((key) => !this.#mirror.has(key)));
      }
      // Another process deleted one of them first: the request deleted nothing. Look again, delete what is left.
      await this.load();
      existing = existing.filter((k) => this.#mirror.has(k));
      if (existing.length > 0) await this.wire.remove(existing);
    }
    for (const key of existing) this.#drop(key);
  }

  /**
   * A write failed without a refusal: the server may have applied it anyway (a 5xx after the
   * write, a timeout whose request went through). Unless it certainly was not, everything is read
   * again (one request; the mirror then holds the server's truth) and the write counts as done
   * when the server shows it (`applied`). Not shown: a write the server answered with an error
   * did not happen (the error stands); one that got no answer may still land (StoreUncertainError).
   */
  async #readBack(error: unknown, applied: () => boolean): Promise<void> {
    if (!(error instanceof StoreError) || error.outcome === 'none') throw error;
    try {
      await this.load();
    } catch (readError) {
      throw new StoreUncertainError('a write failed, and reading the store back failed too', { cause: readError });
    }
    if (applied()) return;
    if (error.outcome === 'unknown') throw new StoreUncertainError('a write got no answer, and is not in the store yet', { cause: error });
    throw error;
  }

  peek(key: string): string | undefined {
    return this.#mirror.get(key);
  }

  keys(prefix = ''): string[] {
    return [...this.#mirror.keys()].filter((k) => k.startsWith(prefix));
  }

  #sizeOf(key: string): number {
    const value = this.#mirror.get(key);
    return value === undefined ? 0 : entrySize(key, value);
  }

  #set(key: string, value: string): void {
    this.#size += entrySize(key, value) - this.#sizeOf(key);
    this.#mirror.set(key, value);
  }

  #drop(key: string): void {
    this.#size -= this.#sizeOf(key);
    this.#mirror.delete(key);
  }
}
