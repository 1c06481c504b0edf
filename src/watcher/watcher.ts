import type { DirectoryClient } from '../directory/client.js';
import type { HubVisit } from '../directory/schemas.js';
import type { Logger } from '../log.js';
import type { Clock } from '../time/clock.js';
import { hubToday, type IsoDate } from '../time/hub-date.js';
import { collect } from '../util/collect.js';
import { LogThrottle } from '../util/log-throttle.js';
import { sleep as realSleep, type Sleep } from '../util/sleep.js';
import { diffVisits, type VisitChange } from './diff.js';
import { arrivedAt, stateOf, type VisitState } from './visit-state.js';

/** A change, with when it happened and whether it is old news (it happened during an outage). */
export type VisitEvent = VisitChange & {
  date: IsoDate;
  /** When the member arrived (arrivals), if the directory's timestamps say. */
  at: Date | null;
  /** Seen late, after the directory was unreachable: told as "earlier today". */
  earlier: boolean;
};

export interface WatcherOptions {
  directory: Pick<DirectoryClient, 'walkHubVisits'>;
  clock: Clock;
  timeZone: string;
  /** Between listings (watcher.intervalSeconds; default 60 s). */
  intervalMs: number;
  log: Logger;
  /** The wait between listings (tests: fake time). */
  sleep?: Sleep;
}

/** What a listener is given after each listing: the changes (often none) and the day's visits as now known. */
export interface WatchTick {
  date: IsoDate;
  events: VisitEvent[];
  visits: ReadonlyMap<number, VisitState>;
  now: Date;
}

/**
 * The third inbound source, beside messages and reactions (docs/architecture.md,
 * "The visit watcher"):
 * lists today's visits (every page) once an interval and tells what changed
 * by person, whatever app made the change. The first listing is a baseline:
 * nothing already there when it starts is news. A failed listing changes
 * nothing (no alert storm when the directory is back): the next good one is
 * diffed against the last good one, and arrivals it finds are marked
 * `earlier`. At midnight the new day starts from nothing, and its planned
 * visits are not arrivals.
 */
export class VisitWatcher {
  readonly #listeners: Array<(tick: WatchTick) => Promise<void> | void> = [];
  readonly #throttle: LogThrottle;
  readonly #stop = new AbortController();
  #snapshot: { date: IsoDate; visits: Map<number, VisitState> } | undefined;
  #failing = false;
  #loop: Promise<void> | undefined;

  constructor(private readonly opts: WatcherOptions) {
    this.#throttle = new LogThrottle(10 * 60_000, () => opts.clock.now().getTime());
  }

  /** Called after every good listing, in order, awaited (one listener's failure is logged, the others still run). */
  onTick(listener: (tick: WatchTick) => Promise<void> | void): void {
    this.#listeners.push(listener);
  }

  /** Today's visits as last listed (undefined before the first good listing). */
  get today(): { date: IsoDate; visits: ReadonlyMap<number, VisitState> } | undefined {
    return this.#snapshot;
  }

  /** Whether the last listing failed (the directory is unreachable). */
  get failing(): boolean {
    return this.#failing;
  }

  /** One listing and its diff. Never throws: a failure is logged (throttled) and waits for the next. */
  async tick(signal?: AbortSignal): Promise<WatchTick | undefined> {
    const { clock, timeZone, log } = this.opts;
    const now = clock.now();
    const date = hubToday(now, timeZone);
    let visits: HubVisit[];
    try {
      visits = await collect(this.opts.directory.walkHubVisits({ date }, signal));
    } catch (error) {
      // Cut short by the shutdown: the directory did nothing wrong, and there is no next listing to wait for.
      if (signal?.aborted) return undefined;
      if (!this.#failing) log.warn({ err: error }, 'visit watcher: could not list today\'s visits; paused until the directory answers');
      else this.#throttle.log(log, 'warn', 'failing', { err: error }, 'visit watcher: still cannot list visits');
      this.#failing = true;
      return undefined;
    }
    const after = new Map<number, VisitState>();
    for (const visit of visits) after.set(visit.person.id, stateOf(visit, timeZone));
    const baseline = this.#snapshot === undefined;
    const before = this.#snapshot?.date === date ? this.#snapshot.visits : new Map<number, VisitState>();
    const afterOutage = this.#failing;
    if (this.#failing) log.info('visit watcher: the directory answers again');
    this.#failing = false;
    this.#snapshot = { date, visits: after };
    const changes = baseline ? [] : diffVisits(before, after);
    const events = changes.map((change): VisitEvent => {
      const at = change.kind === 'arrived' ? arrivedAt(change.visit, timeZone) : null;
      // Found after an outage, and older than one interval: it happened while we could not look.
      const earlier = afterOutage && at !== null && at.getTime() < now.getTime() - this.opts.intervalMs;
      return { ...change, date, at, earlier };
    });
    if (baseline) log.info({ date, visits: after.size }, 'visit watcher: baseline taken; changes from now on are news');
    else if (events.length) log.info({ date, arrived: count(events, 'arrived'), left: count(events, 'left'), cancelled: count(events, 'cancelled') }, 'visit watcher: changes');
    const tick = { date, events, visits: after, now };
    for (const listener of this.#listeners) {
      try {
        await listener(tick);
      } catch (error) {
        log.error({ err: error }, 'visit watcher: a listener failed');
      }
    }
    return tick;
  }

  /** Lists now, then once an interval until `stop()`. */
  start(): void {
    if (this.#loop) return;
    const sleep = this.opts.sleep ?? realSleep;
    const signal = this.#stop.signal;
    this.#loop = (async () => {
      while (!signal.aborted) {
        await this.tick(signal);
        await sleep(this.opts.intervalMs, signal);
      }
    })();
  }

  async stop(): Promise<void> {
    this.#stop.abort();
    await this.#loop;
  }
}

const count = (events: VisitEvent[], kind: VisitEvent['kind']) => events.filter((e) => e.kind === kind).length;
