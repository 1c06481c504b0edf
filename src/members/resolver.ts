import type { ZulipIdentity } from '../chat.js';
import type { CallCount } from '../directory/call-count.js';
import type { DirectoryClient } from '../directory/client.js';
import { DirectoryNotFoundError } from '../directory/errors.js';
import { mapLimit } from '../util/map-limit.js';
import type { Profile } from '../directory/schemas.js';
import type { Clock } from '../time/clock.js';
import { RecentSet } from '../util/recent-set.js';
import { LoadingCache } from '../util/loading-cache.js';
import type { MemberIndex } from './member-index.js';
import { stripDisplaySuffixes, verifiedEmails } from './names.js';

/** Above this many unknown people, walking every profile is cheaper than asking one by one. */
const BULK_THRESHOLD = 20;

/**
 * What a lookup found. `unlinked`: the profile has the member's verified email
 * but no `zulip_id`. `loading`: nothing found yet, but the member index is
 * still being built, so "nobody" cannot be claimed (and is not cached).
 */
export type MemberLookup = { status: 'found'; profile: Profile; unlinked: boolean } | { status: 'none' } | { status: 'loading' };

export interface LookupOptions {
  signal?: AbortSignal | undefined;
  /** Called once if the lookup has to wait for the member index longer than `slowAfterMs`. */
  onSlow?: (() => void) | undefined;
  /** false: a cold index answers 'loading' at once (the caller has another way to try first). */
  waitForIndex?: boolean | undefined;
}

export interface ResolverOptions {
  directory: DirectoryClient;
  clock: Clock;
  index?: MemberIndex | undefined;
  /** How long a found profile is trusted. */
  ttlMs?: number;
  /** How long "no profile for this Zulip user" is trusted: short, so a member who just linked their account is found soon. */
  missTtlMs?: number;
  /** How long a lookup that found nobody waits for a cold index before saying it is still loading. */
  coldWaitMs?: number;
  /** After this long waiting, `onSlow` is called (the member is told "one moment"). */
  slowAfterMs?: number;
}

/** What a resolver and its counting views share: everything but the directory client. */
export interface ResolverShared {
  index: MemberIndex | undefined;
  byZulipId: LoadingCache<number, MemberLookup>;
  byPersonId: LoadingCache<number, Profile>;
  toldHowToLink: RecentSet<number>;
  coldWaitMs: number;
  slowAfterMs: number;
}

const NONE: MemberLookup = { status: 'none' };
const LOADING: MemberLookup = { status: 'loading' };

/**
 * Zulip user id -> directory profile (docs/architecture.md, "Members"), cheapest first: cache, the
 * warm index, the profile of a verified email (if its zulip_id is the user's,
 * or it has none), then a search by the display name without its
 * `(pronouns) (batch)` suffixes for the profile with the user's zulip_id.
 * Finding nobody while the index is cold waits for it (bounded).
 */
export class MemberResolver {
  readonly #directory: DirectoryClient;
  readonly #shared: ResolverShared;

  /** `options`, or (`counting`) another resolver's shared part with a directory of its own. */
  constructor(options: ResolverOptions | { directory: DirectoryClient; shared: ResolverShared }) {
    this.#directory = options.directory;
    if ('shared' in options) {
      this.#shared = options.shared;
      return;
    }
    const ttl = options.ttlMs ?? 10 * 60 * 1000;
    const missTtl = options.missTtlMs ?? 60 * 1000;
    this.#shared = {
      index: options.index,
      coldWaitMs: options.coldWaitMs ?? 15_000,
      slowAfterMs: options.slowAfterMs ?? 2_000,
      // "Still loading" lives 0 ms: never cached.
      byZulipId: new LoadingCache(options.clock, (r) => (r.status === 'found' ? ttl : r.status === 'none' ? missTtl : 0)),
      byPersonId: new LoadingCache(options.clock, () => ttl),
      toldHowToLink: new RecentSet<number>(10_000),
    };
  }

  /**
   * This resolver (its caches and member index) asking the directory through
   * a client that counts into `count`: one command's view. A lookup another
   * command already started is joined, and counted where it was started.
   */
  counting(count: CallCount): MemberResolver {
    return new MemberResolver({ directory: this.#directory.counting(count), shared: this.#shared });
  }

  /** The profile linked to this Zulip user. Directory failures propagate. */
  resolve(who: ZulipIdentity, options: LookupOptions = {}): Promise<MemberLookup> {
    return this.#shared.byZulipId.get(who.zulipId, () => this.#lookup(who, options));
  }

  /**
   * A member named in a mention: we know their Zulip id and display name (and
   * their email when Zulip shows it), so a miss here proves little. Hits are
   * cached; misses are not, so the member's own lookup never inherits one.
   */
  async resolveMention(who: ZulipIdentity, options: LookupOptions = {}): Promise<MemberLookup> {
    const known = this.#shared.byZulipId.peek(who.zulipId);
    if (known?.status === 'found') return known;
    const found = await this.#lookup(who, options);
    if (found.status === 'found') this.#shared.byZulipId.set(who.zulipId, found);
    return found;
  }

  /** True the first time for each member: the caller tells them how to link their Zulip account. */
  shouldExplainLinking(zulipId: number): boolean {
    return this.#shared.toldHowToLink.add(zulipId);
  }

  /** A profile by directory person id, without any request (index or recently seen). */
  known(personId: number): Profile | undefined {
    return this.#shared.byPersonId.peek(personId) ?? this.#shared.index?.byPersonId(personId);
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
        if (!wanted.has(profile.id)) continue;
        this.remember(profile);
        found.set(profile.id, profile);
      }
      return found;
    }
    await mapLimit(unknown, 8, async (id) => {
      try {
        const profile = await this.#shared.byPersonId.get(id, () => this.#directory.getProfileById(id, signal));
        found.set(id, profile);
      } catch (error) {
        if (!(error instanceof DirectoryNotFoundError)) throw error;
      }
    });
    return found;
  }

  remember(profile: Profile): void {
    this.#shared.byPersonId.set(profile.id, profile);
  }

  async #lookup(who: ZulipIdentity, options: LookupOptions): Promise<MemberLookup> {
    const found = await this.#find(who, options.signal);
    if (found.status === 'found') {
      this.remember(found.profile);
      return found;
    }
    const index = this.#shared.index;
    if (!index?.cold) return NONE;
    if (options.waitForIndex === false) return LOADING;
    // A cold index cannot prove "nobody": wait for its build (bounded), telling the member if it takes a
    // while. Still cold after that (slow, or the build failed and waits for its retry): no claim either way.
    const slow = index.loading && options.onSlow ? setTimeout(options.onSlow, this.#shared.slowAfterMs) : undefined;
    try {
      if (!(await index.whenWarm(this.#shared.coldWaitMs, options.signal))) return LOADING;
    } finally {
      clearTimeout(slow);
    }
    const indexed = index.byZulipId(who.zulipId);
    return indexed ? { status: 'found', profile: indexed, unlinked: false } : NONE;
  }

  async #find(who: ZulipIdentity, signal?: AbortSignal): Promise<MemberLookup> {
    const indexed = this.#shared.index?.warm ? this.#shared.index.byZulipId(who.zulipId) : undefined;
    if (indexed) return { status: 'found', profile: indexed, unlinked: false };
    let unlinked: Profile | undefined;
    for (const email of verifiedEmails(who)) {
      try {
        const profile = await this.#directory.getProfileByEmail(email, signal);
        if (profile.zulip_id === who.zulipId) return { status: 'found', profile, unlinked: false };
        // Zulip verified this address, so the profile is theirs even though it names no Zulip account.
        if (profile.zulip_id === null) unlinked ??= profile;
      } catch (error) {
        if (!(error instanceof DirectoryNotFoundError)) throw error;
      }
    }
    if (unlinked) return { status: 'found', profile: unlinked, unlinked: true };
    const name = stripDisplaySuffixes(who.fullName);
    if (name === '') return NONE;
    const hits = await this.#directory.searchProfiles({ query: name, limit: 50 }, signal);
    const hit = hits.find((p) => p.zulip_id === who.zulipId);
    return hit ? { status: 'found', profile: hit, unlinked: false } : NONE;
  }
}
