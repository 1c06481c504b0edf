import type { Logger } from '../log.js';
import type { KeyValueStore } from '../util/key-value.js';
import { StoreRefusedError } from './errors.js';
import type { BotStorageWire } from './zulip-store.js';

/**
 * The small, unmirrored store the transport and the check-ins keep their notes
 * in (the handoff note at a deploy, typed-command marks), straight on Zulip's
 * bot storage: every read asks the server, since another process may have
 * written since. Zulip refuses a whole request if one key is missing ("Key
 * does not exist."): here a missing key reads as absent and deletes as done.
 * The hub's mirrored store (zulip-store.ts) uses the same wire.
 */
export class WireKeyValue implements KeyValueStore {
  constructor(
    private readonly wire: BotStorageWire,
    private readonly log: Logger,
  ) {}

  async get(keys: string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    try {
      return new Map(Object.entries(await this.wire.get(keys)));
    } catch (error) {
      if (!missingKey(error)) throw error;
    }
    // One of them is missing: ask for each alone (usually one or two keys).
    const out = new Map<string, string>();
    if (keys.length === 1) return out;
    for (const key of keys) for (const [k, v] of await this.get([key])) out.set(k, v);
    return out;
  }

  async list(prefix: string): Promise<Map<string, string>> {
    return new Map(Object.entries(await this.wire.get()).filter(([k]) => k.startsWith(prefix)));
  }

  async put(entries: Record<string, string>): Promise<void> {
    if (Object.keys(entries).length > 0) await this.wire.put(entries);
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.wire.remove(keys);
    } catch (error) {
      if (!missingKey(error)) throw error;
      this.log.debug({ keys }, 'bot storage: a key to delete was already gone');
      if (keys.length > 1) for (const key of keys) await this.delete([key]);
    }
  }
}

function missingKey(error: unknown): boolean {
  return error instanceof StoreRefusedError && /key does not exist/i.test(error.msg);
}
