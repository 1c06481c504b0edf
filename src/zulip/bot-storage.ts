import type { Logger } from '../log.js';
import type { ZulipApi } from './api.js';
import { ZulipApiError } from './errors.js';
import type { KeyValueStore } from '../util/key-value.js';

/**
 * Zulip's bot storage (GET/PUT/DELETE /bot_storage): string keys to string
 * values, kept by the server for the bot account, so what the bot must
 * remember survives a restart on a host without a disk. An unknown key is an
 * error on Zulip's side ("Key does not exist."): here it reads as absent.
 */
export class ZulipBotStorage implements KeyValueStore {
  constructor(
    private readonly api: Pick<ZulipApi, 'botStorage'>,
    private readonly log: Logger,
  ) {}

  async get(keys: string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    // One key at a time only when asking for several fails: Zulip refuses the whole request if any key is missing.
    try {
      for (const [k, v] of Object.entries(await this.api.botStorage('GET', { keys }))) out.set(k, v);
      return out;
    } catch (error) {
      if (!missingKey(error) || keys.length === 1) {
        if (missingKey(error)) return out;
        throw error;
      }
    }
    for (const key of keys) for (const [k, v] of await this.get([key])) out.set(k, v);
    return out;
  }

  async list(prefix: string): Promise<Map<string, string>> {
    const all = await this.api.botStorage('GET', {});
    return new Map(Object.entries(all).filter(([k]) => k.startsWith(prefix)));
  }

  async put(entries: Record<string, string>): Promise<void> {
    if (Object.keys(entries).length > 0) await this.api.botStorage('PUT', { storage: entries });
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.api.botStorage('DELETE', { keys });
    } catch (error) {
      if (!missingKey(error)) throw error;
      this.log.debug({ keys }, 'bot storage: a key to delete was already gone');
      if (keys.length > 1) for (const key of keys) await this.delete([key]);
    }
  }
}

function missingKey(error: unknown): boolean {
  return error instanceof ZulipApiError && /key does not exist/i.test(error.msg);
}
