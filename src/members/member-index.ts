import type { DirectoryClient } from '../directory/client.js';
import type { Profile } from '../directory/schemas.js';
import type { Logger } from '../log.js';

/**
 * The full zulip_id -> profile map (DESIGN.md §3 step 4): built by walking every
 * profile in the background, refreshed on a timer. Lookups never wait for it;
 * until the first build finishes it is "cold" and answers nothing.
 */
export class MemberIndex {
  #byZulipId = new Map<number, Profile>();
  #byPersonId = new Map<number, Profile>();
  #warm = false;
  #building: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #retry: NodeJS.Timeout | undefined;
  #abort = new AbortController();

  constructor(
    private readonly directory: DirectoryClient,
    private readonly log: Logger,
    private readonly refreshMs = 24 * 60 * 60 * 1000,
    /** After a failed build, try again this soon rather than waiting a whole refresh period. */
    private readonly retryMs = 5 * 60 * 1000,
  ) {}

  get warm(): boolean {
    return this.#warm;
  }

  get size(): number {
    return this.#byPersonId.size;
  }

  byZulipId(zulipId: number): Profile | undefined {
    return this.#byZulipId.get(zulipId);
  }

  byPersonId(personId: number): Profile | undefined {
    return this.#byPersonId.get(personId);
  }

  /** Starts the first build and the refresh timer; returns at once. */
  start(): void {
    void this.refresh();
    this.#timer = setInterval(() => void this.refresh(), this.refreshMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    clearTimeout(this.#retry);
    this.#abort.abort();
  }

  /** One build (concurrent calls share it). Failures are logged; the old map stays in use. */
  refresh(): Promise<void> {
    this.#building ??= this.#build().finally(() => (this.#building = undefined));
    return this.#building;
  }

  async #build(): Promise<void> {
    const started = performance.now();
    const byZulipId = new Map<number, Profile>();
    const byPersonId = new Map<number, Profile>();
    try {
      for await (const profile of this.directory.walkProfiles({}, this.#abort.signal)) {
        byPersonId.set(profile.id, profile);
        if (profile.zulip_id !== null) byZulipId.set(profile.zulip_id, profile);
      }
    } catch (error) {
      if (this.#abort.signal.aborted) return;
      this.log.warn({ err: error, retryInMs: this.retryMs }, 'member index build failed; lookups go to the directory meanwhile');
      clearTimeout(this.#retry);
      this.#retry = setTimeout(() => void this.refresh(), this.retryMs);
      this.#retry.unref();
      return;
    }
    this.#byZulipId = byZulipId;
    this.#byPersonId = byPersonId;
    this.#warm = true;
    this.log.info(
      { profiles: byPersonId.size, linked: byZulipId.size, ms: Math.round(performance.now() - started) },
      'member index built',
    );
  }
}
