import { randomBytes } from 'node:crypto';
import type { Logger } from '../log.js';
import type { ZulipApi } from './api.js';

/** An entry older than this is a process that stopped (or crashed) and no longer counts. */
export const FRESH_SECONDS = 150;
const BEAT_MS = 60_000;
const ENTRY = /([0-9a-f]{8})@(\d{9,11})/g;

export interface Sighting {
  instance: string;
  secondsAgo: number;
}

/**
 * The instances that reported in the bot account's status text within
 * FRESH_SECONDS, newest first, leaving out `self`. The status text reads
 * "frontdesk <id>@<unix seconds> [<other id>@<unix seconds>]" (at most 60
 * characters, Zulip's limit).
 */
export function recentInstances(statusText: string, nowSeconds: number, self?: string): Sighting[] {
  if (!statusText.startsWith('frontdesk ')) return [];
  const seen: Sighting[] = [];
  for (const m of statusText.matchAll(ENTRY)) {
    const secondsAgo = nowSeconds - Number(m[2]);
    if (m[1] !== self && secondsAgo >= 0 && secondsAgo <= FRESH_SECONDS && !seen.some((s) => s.instance === m[1])) seen.push({ instance: m[1]!, secondsAgo });
  }
  return seen.sort((a, b) => a.secondsAgo - b.secondsAgo);
}

/**
 * Each running process reports in the bot account's Zulip status text once a
 * minute (two requests a minute), keeping the newest other report it found
 * there. So a process sees at start-up, and every minute after, whether
 * another one runs on the same account; `frontdesk check` reads the same text.
 * Zulip also tells every event queue that asked (`user_status` events) when
 * the text changes: `heard` takes those, so a running process learns of a new
 * one at once, before any message the new one can see (it reports before it
 * registers its queue), and of one that stopped when it withdraws its report.
 *
 * While another instance is live the bot claims each command before acting
 * (`multiple`), and splits the members' reactions between the instances (`owns`).
 */
export class InstanceBeacon {
  readonly id = randomBytes(4).toString('hex');
  #timer: NodeJS.Timeout | undefined;
  /** Other live instances: id -> the unix second of their latest report. */
  readonly #others = new Map<string, number>();

  constructor(
    private readonly api: Pick<ZulipApi, 'getStatusText' | 'setOwnStatusText'>,
    private readonly botUserId: number,
    private readonly log: Logger,
    private readonly nowMs: () => number = () => Date.now(),
  ) {}

  /** True while another instance reported within FRESH_SECONDS. */
  get multiple(): boolean {
    return this.live().length > 1;
  }

  /** This instance and the others live now, sorted: the same list in every instance that sees the same reports. */
  live(): string[] {
    const now = Math.floor(this.nowMs() / 1000);
    for (const [id, at] of this.#others) if (now - at > FRESH_SECONDS) this.#others.delete(id);
    return [this.id, ...this.#others.keys()].sort();
  }

  /** Whether this instance acts for `memberId`'s reactions: all of them alone; a fair share (by id) of them beside others. */
  owns(memberId: number): boolean {
    const live = this.live();
    return live.length === 1 || live[memberId % live.length] === this.id;
  }

  /**
   * The account's status text changed (an event): takes the reports in it.
   * Returns the instances that were live and have withdrawn (stopped gracefully).
   */
  heard(statusText: string): string[] {
    const now = Math.floor(this.nowMs() / 1000);
    const reported = recentInstances(statusText, now, this.id);
    const before = [...this.#others.keys()];
    const newcomers = reported.filter((s) => !this.#others.has(s.instance));
    // A report replaces the account's text: whoever is not in it now has withdrawn (or was pushed out by a third).
    this.#others.clear();
    for (const s of reported) this.#others.set(s.instance, now - s.secondsAgo);
    if (newcomers.length) this.#warn(reported);
    return before.filter((id) => !this.#others.has(id) && !statusText.includes(id));
  }

  /** Reads the others' reports, then writes ours. Undefined when Zulip would not say (before Zulip 9.0, or an error). */
  async beat(): Promise<Sighting[] | undefined> {
    const now = Math.floor(this.nowMs() / 1000);
    let others: Sighting[];
    try {
      others = recentInstances(await this.api.getStatusText(this.botUserId), now, this.id);
      for (const s of others) this.#others.set(s.instance, Math.max(this.#others.get(s.instance) ?? 0, now - s.secondsAgo));
      const kept = others[0] ? ` ${others[0].instance}@${now - others[0].secondsAgo}` : '';
      await this.api.setOwnStatusText(`frontdesk ${this.id}@${now}${kept}`);
    } catch (error) {
      this.log.debug({ err: error }, 'could not read or write the instance report (status text)');
      return undefined;
    }
    if (others.length > 0) this.#warn(others);
    return others;
  }

  /** The first report (its finding is in the start-up log), then one a minute. */
  async start(): Promise<Sighting[] | undefined> {
    const first = await this.beat();
    if (first?.length === 0) this.log.info({ instance: this.id }, 'no other frontdesk instance seen on this Zulip account');
    this.#timer = setInterval(() => void this.beat(), BEAT_MS);
    this.#timer.unref();
    return first;
  }

  /** Stops reporting and withdraws our report if it is still the newest, so a restart does not see a ghost. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    try {
      const text = await this.api.getStatusText(this.botUserId);
      if (text.startsWith(`frontdesk ${this.id}@`)) await this.api.setOwnStatusText('');
    } catch (error) {
      this.log.debug({ err: error }, 'could not withdraw the instance report');
    }
  }

  #warn(others: Sighting[]): void {
    this.log.warn(
      { instance: this.id, others },
      `another frontdesk instance is running on this Zulip account (${others[0]!.instance}, reported ${others[0]!.secondsAgo} s ago). Commands are still answered once (claim reactions), but run one process; if that was this host's previous run, ignore this.`,
    );
  }
}
