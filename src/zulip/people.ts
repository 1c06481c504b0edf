import type { Logger } from '../log.js';
import type { ZulipIdentity } from '../members/resolver.js';
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
 * list is older than a minute. `apply` keeps it current from `realm_user`
 * events where the transport receives them.
 */
export class RealmPeople implements ZulipPeople {
  #byId = new Map<number, ZulipUser>();
  #fetchedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<void> | undefined;
  readonly #opts: Required<Omit<RealmPeopleOptions, 'api' | 'log'>> & Pick<RealmPeopleOptions, 'api' | 'log'>;

  constructor(options: RealmPeopleOptions) {
    this.#opts = { ttlMs: 30 * 60_000, refetchOnMissMs: 60_000, now: () => Date.now(), ...options };
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

  /** A `realm_user` event (op add, update or remove). */
  apply(event: { op?: unknown; person?: unknown }): void {
    const person = event.person as Partial<Record<string, unknown>> | undefined;
    const id = typeof person?.user_id === 'number' ? person.user_id : undefined;
    if (id === undefined) return;
    if (event.op === 'remove') {
      this.#byId.delete(id);
      return;
    }
    const known = this.#byId.get(id);
    const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
    this.#byId.set(id, {
      userId: id,
      email: text(person?.email, known?.email ?? ''),
      fullName: text(person?.full_name, known?.fullName ?? ''),
      isBot: typeof person?.is_bot === 'boolean' ? person.is_bot : (known?.isBot ?? false),
      deliveryEmail: 'delivery_email' in (person ?? {}) ? (typeof person?.delivery_email === 'string' ? person.delivery_email : null) : (known?.deliveryEmail ?? null),
    });
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
