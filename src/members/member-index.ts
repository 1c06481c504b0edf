import type { DirectoryClient } from '../directory/client.js';
import type { Profile } from '../directory/schemas.js';
import type { Logger } from '../log.js';
import { compactProfile } from './compact.js';

export interface MemberIndexOptions {
  refreshMs?: number;
  /** After a failed build, try again this soon rather than waiting a whole refresh period. */
  retryMs?: number;
  /** Profile pages requested at once while building (offset paging allows it). */
  pagesInFlight?: number;
  /** When a build finished, for `builtAt` (Date.now() ms; default the system clock). */
  now?: () => number;
}

/**
 * The full zulip_id -> profile map (docs/architecture.md, "Members"): built by walking every
 * profile in the background (a few pages at a time), refreshed on a timer.
 * Lookups never wait for it, except a lookup that found nobody any other way:
 * that one may wait (bounded) for the first build, because a cold index cannot
 * prove that nobody is there (`whenWarm`).
 */
export class MemberIndex {
  #byZulipId = new Map<number, Profile>();
  #byPersonId = new Map<number, Profile>();
  #warm = false;
  #asked = false;
  #building: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #retry: NodeJS.Timeout | undefined;
  #abort = new AbortController();
  readonly #warmWaiters = new Set<() => void>();
  #builtAt: number | undefined;
  readonly #opts: Required<MemberIndexOptions>;

  constructor(
    private readonly directory: DirectoryClient,
    private readonly log: Logger,
    options: MemberIndexOptions = {},
  ) {
    this.#opts = {
      refreshMs: options.refreshMs ?? 24 * 60 * 60 * 1000,
      retryMs: options.retryMs ?? 5 * 60 * 1000,
      pagesInFlight: options.pagesInFlight ?? 6,
      now: options.now ?? (() => Date.now()),
    };
  }

  get warm(): boolean {
    return this.#warm;
  }

  /** Started (or asked to build) but no build has finished yet: "nobody" is not known. */
  get cold(): boolean {
    return this.#asked && !this.#warm;
  }

  /** True while the first build is running. */
  get loading(): boolean {
    return !this.#warm && this.#building !== undefined;
  }

  get size(): number {
    return this.#byPersonId.size;
  }

  /** When the map in use was built (Date.now() ms); undefined before the first build. */
  get builtAt(): number | undefined {
    return this.#builtAt;
  }

  byZulipId(zulipId: number): Profile | undefined {
    return this.#byZulipId.get(zulipId);
  }

  byPersonId(personId: number): Profile | undefined {
    return this.#byPersonId.get(personId);
  }

  /** Resolves true once warm, false after `timeoutMs` (or when the build running now fails). */
  whenWarm(timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
    if (this.#warm) return Promise.resolve(true);
    if (!this.loading || timeoutMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        this.#warmWaiters.delete(wake);
        signal?.removeEventListener('abort', onAbort);
        resolve(value);
      };
      const wake = () => done(this.#warm);
      const onAbort = () => done(false);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.#warmWaiters.add(wake);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Starts the first build and the refresh timer; returns at once. */
  start(): void {
    void this.refresh();
    this.#timer = setInterval(() => void this.refresh(), this.#opts.refreshMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    clearTimeout(this.#retry);
    this.#abort.abort();
    for (const wake of [...this.#warmWaiters]) wake();
  }

  /** One build (concurrent calls share it). Failures are logged; the old map stays in use. */
  refresh(): Promise<void> {
    this.#asked = true;
    this.#building ??= this.#build().finally(() => {
      this.#building = undefined;
      this.#wakeWaiters();
    });
    return this.#building;
  }

  async #build(): Promise<void> {
    const started = performance.now();
    const byZulipId = new Map<number, Profile>();
    const byPersonId = new Map<number, Profile>();
    let requests: number;
    let received = 0;
    let usable = 0;
    try {
      const walk = await this.directory.eachProfileConcurrently(
        (profiles, sent) => {
          received += sent;
          usable += profiles.length;
          for (const full of profiles) {
            const profile = compactProfile(full);
            byPersonId.set(profile.id, profile);
            if (profile.zulip_id !== null) byZulipId.set(profile.zulip_id, profile);
          }
        },
        { inFlight: this.#opts.pagesInFlight, signal: this.#abort.signal },
      );
      requests = walk.requests;
    } catch (error) {
      if (this.#abort.signal.aborted) return;
      this.log.warn({ err: error, retryInMs: this.#opts.retryMs }, 'member index build failed; lookups go to the directory meanwhile');
      clearTimeout(this.#retry);
      this.#retry = setTimeout(() => void this.refresh(), this.#opts.retryMs);
      this.#retry.unref();
      return;
    }
    this.#byZulipId = byZulipId;
    this.#byPersonId = byPersonId;
    this.#warm = true;
    this.#builtAt = this.#opts.now();
    const built = { profiles: byPersonId.size, linked: byZulipId.size, skipped: received - usable, requests, ms: Math.round(performance.now() - started) };
    // The directory sent profiles and none could be used: every member would be a stranger. Said loudly, not as a success.
    if (received > 0 && usable === 0) this.log.error(built, 'member index built with no usable profile of those the directory sent; see the decode warnings');
    else this.log.info(built, 'member index built');
  }

  #wakeWaiters(): void {
    for (const wake of [...this.#warmWaiters]) wake();
  }
}
