import type { ZulipIdentity } from '../chat.js';
import type { DirectoryClient } from '../directory/client.js';
import { DirectoryNotFoundError } from '../directory/errors.js';
import { mapLimit } from '../util/map-limit.js';
import type { Profile } from '../directory/schemas.js';
import type { Clock } from '../time/clock.js';
import { LoadingCache } from '../util/loading-cache.js';
import type { MemberIndex } from './member-index.js';

/** Above this many unknown people, walking every profile is cheaper than asking one by one. */
const BULK_THRESHOLD = 20;

export interface ResolverOptions {
  directory: DirectoryClient;
  clock: Clock;
  index?: MemberIndex | undefined;
  /** How long a found profile is trusted. */
  ttlMs?: number;
  /** How long "no profile for this Zulip user" is trusted: short, so a member who just linked their account is found soon. */
  missTtlMs?: number;
}

/**
 * Zulip user id -> directory profile (DESIGN.md §3), cheapest first: cache, the
 * warm index, the profile of the sender's email (only if its zulip_id is the
 * sender's), then a name search for the profile with the sender's zulip_id.
 */
export class MemberResolver {
  readonly #directory: DirectoryClient;
  readonly #index: MemberIndex | undefined;
  readonly #byZulipId: LoadingCache<number, Profile | null>;
  readonly #byPersonId: LoadingCache<number, Profile>;

  constructor(options: ResolverOptions) {
    const ttl = options.ttlMs ?? 10 * 60 * 1000;
    const missTtl = options.missTtlMs ?? 60 * 1000;
    this.#directory = options.directory;
    this.#index = options.index;
    this.#byZulipId = new LoadingCache(options.clock, (p) => (p ? ttl : missTtl));
    this.#byPersonId = new LoadingCache(options.clock, () => ttl);
  }

  /** The profile linked to this Zulip user, or null when there is none. Directory failures propagate. */
  resolve(who: ZulipIdentity, signal?: AbortSignal): Promise<Profile | null> {
    return this.#byZulipId.get(who.zulipId, async () => {
      const profile = (await this.#find(who, signal)) ?? null;
      if (profile) this.remember(profile);
      return profile;
    });
  }

  /**
   * A member named in a mention: we know their Zulip id and display name but
   * not their email, so a miss here proves little. Hits are cached; misses are
   * not, so the member's own lookup (with their email) never inherits one.
   */
  async resolveMention(zulipId: number, name: string, signal?: AbortSignal): Promise<Profile | null> {
    const known = this.#byZulipId.peek(zulipId);
    if (known !== undefined) return known;
    const profile = await this.#find({ zulipId, fullName: name }, signal);
    if (!profile) return null;
    this.#byZulipId.set(zulipId, profile);
    this.remember(profile);
    return profile;
  }

  /** A profile by directory person id, without any request (index or recently seen). */
  known(personId: number): Profile | undefined {
    return this.#byPersonId.peek(personId) ?? this.#index?.byPersonId(personId);
  }

  /**
   * Profiles for many person ids at once (digests, lists): what is known costs
   * nothing; a few unknowns are fetched one by one; many unknowns mean the
   * index is cold, so all profiles are walked once (50 a page) instead.
   */
  async lookupMany(personIds: number[], signal?: AbortSignal): Promise<Map<number, Profile>> {
    const found = new Map<number, Profile>();
    const unknown: number[] = [];
    for (const id of new Set(personIds)) {
      const profile = this.known(id);
      if (profile) found.set(id, profile);
      else unknown.push(id);
    }
    if (unknown.length > BULK_THRESHOLD) {
      const wanted = new Set(unknown);
      for await (const profile of this.#directory.walkProfiles({}, signal)) {
        this.remember(profile);
        if (wanted.has(profile.id)) found.set(profile.id, profile);
      }
      return found;
    }
    await mapLimit(unknown, 8, async (id) => {
      try {
        const profile = await this.#byPersonId.get(id, () => this.#directory.getProfileById(id, signal));
        found.set(id, profile);
      } catch (error) {
        if (!(error instanceof DirectoryNotFoundError)) throw error;
      }
    });
    return found;
  }

  remember(profile: Profile): void {
    this.#byPersonId.set(profile.id, profile);
  }

  async #find(who: ZulipIdentity, signal?: AbortSignal): Promise<Profile | undefined> {
    const indexed = this.#index?.warm ? this.#index.byZulipId(who.zulipId) : undefined;
    if (indexed) return indexed;
    for (const email of new Set([who.deliveryEmail, who.email])) {
      if (!email || !email.includes('@')) continue;
      try {
        const profile = await this.#directory.getProfileByEmail(email, signal);
        if (profile.zulip_id === who.zulipId) return profile;
      } catch (error) {
        if (!(error instanceof DirectoryNotFoundError)) throw error;
      }
    }
    const name = who.fullName.trim();
    if (name === '') return undefined;
    const hits = await this.#directory.searchProfiles({ query: name, limit: 50 }, signal);
    return hits.find((p) => p.zulip_id === who.zulipId);
  }
}
