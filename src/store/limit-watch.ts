import { StoreFullError } from './errors.js';
import type { KeyValueStore } from './store.js';

/** Shares of the limit at which the admins hear about it, once each while above. */
const THRESHOLDS = [0.8, 0.95];

/**
 * The store, telling the admins as it nears its limit (80%, 95%) and when a
 * write is refused for lack of room: what is stored, how full it is, and what
 * to do. Each warning once until the store falls below it again.
 */
export function withLimitWatch(store: KeyValueStore, notify: (text: string) => void): KeyValueStore {
  const warned = new Set<number>();
  const percent = (n: number) => `${Math.round((n / store.limit) * 100)}%`;
  const check = () => {
    for (const share of THRESHOLDS) {
      if (store.size < share * store.limit) warned.delete(share);
      else if (!warned.has(share)) {
        warned.add(share);
        notify(
          `frontdesk's Zulip bot storage is ${percent(store.size)} full (${store.size.toLocaleString('en-US')} of ${store.limit.toLocaleString('en-US')} characters). ` +
            'It holds members\' follows, routines and settings; when it is full, new ones cannot be saved. ' +
            "Raise the server's USER_STATE_SIZE_LIMIT, or ask members who left to send `forget me`.",
        );
      }
    }
  };
  return {
    get: (keys, options) => store.get(keys, options),
    put: async (entries) => {
      try {
        await store.put(entries);
      } catch (error) {
        if (error instanceof StoreFullError) {
          notify(`frontdesk's Zulip bot storage is full (${error.limit.toLocaleString('en-US')} characters): a member's change was not saved. Raise the server's USER_STATE_SIZE_LIMIT, or ask members who left to send \`forget me\`.`);
        }
        throw error;
      }
      check();
    },
    delete: async (keys) => {
      await store.delete(keys);
      check();
    },
    peek: (key) => store.peek(key),
    keys: (prefix) => store.keys(prefix),
    get size() {
      return store.size;
    },
    get limit() {
      return store.limit;
    },
  };
}
