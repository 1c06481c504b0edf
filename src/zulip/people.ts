import type { Logger } from '../log.js';
import type { ZulipIdentity } from '../chat.js';
import type { ZulipPeople } from '../members/zulip-people.js';
import type { ZulipApi } from './api.js';
import type { ZulipUser } from './types.js';

export interface RealmPeopleOptions {
  api: Pick<ZulipApi, 'getUsers'>;
  log: Logger;
  /** How long the realm's user list is trusted. */
  ttlMs?: number;
  /** A name not found refetches the list, but not more often than this (a new member, a renamed one). */
  refetchOnMissMs?: number;
  now?: () => number;
}

/**
 * The realm's users from one cached `GET /users` (one request for the whole
 * realm), refetched when stale, or when a mention names nobody we know and the
 * list is older than a minute (a new member, a changed display name). The
 * transport's event queue carries messages only (and other branches add
 * reactions); `realm_user` events would make this current to the second.
 */
export class RealmPeople implements ZulipPeople {
  #byId = new Map<number, ZulipUser>();
  #fetchedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<void> | undefined;
  readonly #opts: Required<Omit<RealmPeopleOptions, 'api' | 'log'>> & Pick<RealmPeopleOptions, 'api' | 'log'>;

  constructor(options: RealmPeopleOptions) {
    // `??`, not spread defaults: an option passed as undefined must not erase its default.
    this.#opts = {
      ...options,
      ttlMs: options.ttlMs ?? 30 * 60_000,
      refetchOnMissMs: options.refetchOnMissMs ?? 60_000,
      now: options.now ?? (() => Date.now()),
    };
  }

  async findByFullName(fullName: string, signal?: AbortSignal): Promise<ZulipIdentity[]> {
    const age = this.#opts.now() - this.#fetchedAt;
    if (age > this.#opts.ttlMs) await this.#fetch();
    let found = this.#match(fullName);
    if (found.length === 0 && this.#opts.now() - this.#fetchedAt > this.#opts.refetchOnMissMs && !signal?.aborted) {
      await this.#fetch();
      found = this.#match(fullName);
    }
    return found;
  }

  #match(fullName: string): ZulipIdentity[] {
    const wanted = fullName.trim().toLowerCase();
    const out: ZulipIdentity[] = [];
    for (const u of this.#byId.values()) {
      if (u.isBot || u.fullName.trim().toLowerCase() !== wanted) continue;
      out.push({ zulipId: u.userId, fullName: u.fullName, email: u.email, deliveryEmail: u.deliveryEmail });
    }
    return out;
  }

  /** One fetch at a time; a failure keeps the old list (logged), so mentions fall back to names. */
  #fetch(): Promise<void> {
    this.#loading ??= (async () => {
      try {
        const users = await this.#opts.api.getUsers();
        this.#byId = new Map(users.map((u) => [u.userId, u]));
      } catch (error) {
        this.#opts.log.warn({ err: error }, "could not fetch the realm's users; mentions without an id fall back to names");
      } finally {
        this.#fetchedAt = this.#opts.now();
        this.#loading = undefined;
      }
    })();
    return this.#loading;
  }
}
