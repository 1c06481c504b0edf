import type { Logger } from '../log.js';
import { LoadingCache } from '../util/loading-cache.js';
import type { ZulipIdentity } from '../chat.js';
import type { Clock } from '../time/clock.js';
import type { ZulipApi } from './api.js';
import type { ZulipUser } from './types.js';

const FULL_LOAD_EVERY_MS = 10 * 60_000;

/**
 * Zulip users by id, for events that carry only a user id (reactions). One
 * GET /users fills the cache for everyone (a morning rush of 200 reactions must
 * not become 200 requests against Zulip's 200-a-minute limit); a user unknown
 * after that is asked for alone, until the next full load is due. Concurrent
 * lookups of one id share one answer, so one person's events keep their order.
 */
export class ZulipUserCache {
  readonly #users: LoadingCache<number, ZulipUser | null>;
  #fullLoad: Promise<void> | undefined;
  #all = new Map<number, ZulipUser>();
  #fullLoadAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly api: Pick<ZulipApi, 'getUsers' | 'getUser'>,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {
    this.#users = new LoadingCache(clock, (u) => (u ? 6 * 3600_000 : 60_000), 100_000);
  }

  /** The user, or null when Zulip doesn't know them. Network trouble propagates. */
  get(userId: number): Promise<ZulipUser | null> {
    return this.#users.get(userId, async () => {
      if (this.clock.now().getTime() - this.#fullLoadAt >= FULL_LOAD_EVERY_MS) {
        const all = await this.#loadAll();
        return all.get(userId) ?? null;
      }
      try {
        return await this.api.getUser(userId);
      } catch (error) {
        this.log.debug({ err: error, userId }, 'no such Zulip user');
        return null;
      }
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

  async #loadAll(): Promise<Map<number, ZulipUser>> {
    this.#fullLoad ??= this.api
      .getUsers()
      .then((users) => {
        this.#all = new Map(users.map((u) => [u.userId, u]));
        for (const user of users) this.#users.set(user.userId, user);
        this.#fullLoadAt = this.clock.now().getTime();
        this.log.debug({ users: users.length }, 'loaded the Zulip user list');
      })
      .finally(() => (this.#fullLoad = undefined));
    await this.#fullLoad;
    return this.#all;
  }
}

function identityOf(user: ZulipUser): ZulipIdentity {
  return { zulipId: user.userId, fullName: user.fullName, email: user.email, deliveryEmail: user.deliveryEmail };
}
