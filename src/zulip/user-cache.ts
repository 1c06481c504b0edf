import type { Logger } from '../log.js';
import { LoadingCache } from '../util/loading-cache.js';
import type { ZulipIdentity } from '../chat.js';
import type { ZulipPeople } from '../members/zulip-people.js';
import { systemClock, type Clock } from '../time/clock.js';
import type { ZulipApi } from './api.js';
import type { ZulipUser } from './types.js';

export interface ZulipUserCacheOptions {
  api: Pick<ZulipApi, 'getUsers' | 'getUser'>;
  log: Logger;
  clock?: Clock;
  /** How long the realm's list is trusted for names (mentions without an id). */
  listTtlMs?: number;
  /** A name not found refetches the list, but not more often than this (a new member, a renamed one). */
  refetchOnMissMs?: number;
  /** An id not known loads the whole list when the last load is older than this (else that user alone is asked for). */
  fullLoadEveryMs?: number;
}

/** A user found stays this long; a failed single lookup is asked again after a few seconds. */
const USER_TTL_MS = 6 * 3600_000;
const FAILED_LOOKUP_TTL_MS = 5_000;

/**
 * The one cache of the realm's Zulip users, built once in the composition root
 * and shared by everything that asks who someone is: mentions without `|id`
 * (by display name), reactions (by id: a morning rush of 200 reactions must not
 * become 200 requests against Zulip's 200-a-minute limit) and message senders
 * (by id, one GET /users/{id} each when the list does not know them yet).
 *
 * The list comes from one GET /users, shared by all three uses: a mention
 * loads it when older than `listTtlMs` (or, for a name nobody has, older than
 * `refetchOnMissMs`); a reaction from an unknown id loads it when older than
 * `fullLoadEveryMs`, else asks for that user alone. Concurrent loads of the
 * list, and concurrent lookups of one id, share one request, so one person's
 * events keep their order. The bot registers no `realm_user` events, so a
 * rename is seen at the next load.
 */
export class ZulipUserCache implements ZulipPeople {
  readonly #opts: Required<ZulipUserCacheOptions>;
  /** By id: from the list, or from single lookups; null: the lookup failed (asked again soon). */
  readonly #byId: LoadingCache<number, ZulipUser | null>;
  #list = new Map<number, ZulipUser>();
  /** When the list was last loaded or tried (a failed load is not retried at once). */
  #listAt = Number.NEGATIVE_INFINITY;
  #listLoading: Promise<void> | undefined;

  constructor(options: ZulipUserCacheOptions) {
    // `??`, not spread defaults: an option passed as undefined must not erase its default.
    this.#opts = {
      ...options,
      clock: options.clock ?? systemClock,
      listTtlMs: options.listTtlMs ?? 30 * 60_000,
      refetchOnMissMs: options.refetchOnMissMs ?? 60_000,
      fullLoadEveryMs: options.fullLoadEveryMs ?? 10 * 60_000,
    };
    this.#byId = new LoadingCache(this.#opts.clock, (u) => (u ? USER_TTL_MS : FAILED_LOOKUP_TTL_MS), 100_000);
  }

  /** Active human users whose full name is `fullName` (case-insensitive), as Zulip matches a mention. */
  async findByFullName(fullName: string, signal?: AbortSignal): Promise<ZulipIdentity[]> {
    if (this.#age() > this.#opts.listTtlMs) await this.#loadListLogged();
    let found = this.#match(fullName);
    if (found.length === 0 && this.#age() > this.#opts.refetchOnMissMs && !signal?.aborted) {
      await this.#loadListLogged();
      found = this.#match(fullName);
    }
    return found;
  }

  /** A user already known (from the list or a lookup), without asking Zulip; null: a lookup failed just now. */
  peek(userId: number): ZulipUser | null | undefined {
    return this.#byId.peek(userId);
  }

  /**
   * The sender of a message: known; else the whole list when it is due (one
   * request for a whole backlog of senders, where one GET /users/{id} each
   * would spend the request budget before the first reply), else that user
   * alone. Null when the lookup failed: the caller judges the message itself,
   * and the user is asked for again after a few seconds.
   */
  sender(userId: number): Promise<ZulipUser | null> {
    return this.#byId.get(userId, async () => {
      if (this.#age() >= this.#opts.fullLoadEveryMs) {
        try {
          await this.#loadList();
          const user = this.#list.get(userId);
          if (user) return user;
        } catch (error) {
          this.#opts.log.warn({ err: error }, "could not fetch the realm's users; asking for the sender alone");
        }
      }
      return this.#single(userId, 'warn', 'user lookup failed; judging the sender from the message');
    });
  }

  /**
   * Someone who reacted: known, else the whole list when it is due (one request
   * for everyone reacting), else that user alone. Null when Zulip doesn't know
   * them; a failed list load propagates.
   */
  get(userId: number): Promise<ZulipUser | null> {
    return this.#byId.get(userId, async () => {
      if (this.#age() >= this.#opts.fullLoadEveryMs) {
        await this.#loadList();
        return this.#list.get(userId) ?? null;
      }
      return this.#single(userId, 'debug', 'no such Zulip user');
    });
  }

  /** The people (not bots) among `userIds`, as identities the member resolver takes. */
  async people(userIds: number[]): Promise<Map<number, ZulipIdentity>> {
    const out = new Map<number, ZulipIdentity>();
    for (const id of userIds) {
      const user = await this.get(id);
      if (user && !user.isBot) out.set(id, identityOf(user));
    }
    return out;
  }

  #age(): number {
    return this.#opts.clock.now().getTime() - this.#listAt;
  }

  async #single(userId: number, level: 'warn' | 'debug', failed: string): Promise<ZulipUser | null> {
    try {
      return await this.#opts.api.getUser(userId);
    } catch (error) {
      this.#opts.log[level]({ err: error, userId }, failed);
      return null;
    }
  }

  #match(fullName: string): ZulipIdentity[] {
    const wanted = fullName.trim().toLowerCase();
    const out: ZulipIdentity[] = [];
    for (const u of this.#list.values()) {
      if (u.isBot || u.fullName.trim().toLowerCase() !== wanted) continue;
      out.push(identityOf(u));
    }
    return out;
  }

  /** For names: a failure keeps the old list (logged), so mentions fall back to names. */
  async #loadListLogged(): Promise<void> {
    try {
      await this.#loadList();
    } catch (error) {
      this.#opts.log.warn({ err: error }, "could not fetch the realm's users; mentions without an id fall back to names");
    }
  }

  /** One GET /users at a time, shared; it also fills the by-id cache, so senders and reactions known from it cost nothing. */
  #loadList(): Promise<void> {
    this.#listLoading ??= this.#opts.api
      .getUsers()
      .then((users) => {
        this.#list = new Map(users.map((u) => [u.userId, u]));
        for (const user of users) this.#byId.set(user.userId, user);
        this.#opts.log.debug({ users: users.length }, 'loaded the Zulip user list');
      })
      .finally(() => {
        this.#listAt = this.#opts.clock.now().getTime();
        this.#listLoading = undefined;
      });
    return this.#listLoading;
  }
}

function identityOf(user: ZulipUser): ZulipIdentity {
  return { zulipId: user.userId, fullName: user.fullName, email: user.email, deliveryEmail: user.deliveryEmail };
}
