import { TZDate } from '@date-fns/tz';
import type { Profile } from '../directory/schemas.js';
import type { Logger } from '../log.js';
import type { MemberResolver } from '../members/resolver.js';
import type { PrivacyPolicy } from '../privacy/policy.js';
import type { MemberRecords } from '../privacy/records.js';
import type { Messenger } from '../routines/messenger.js';
import { claimOnce, type ClaimOptions } from '../store/claims.js';
import { HELD_PREFIX, KEYS } from '../store/keys.js';
import { hubToday, type IsoDate } from '../time/hub-date.js';
import { arrivalHow } from '../watcher/how.js';
import { wasPlanned } from '../watcher/visit-state.js';
import type { VisitEvent, WatchTick } from '../watcher/watcher.js';
import { alertText, type ArrivalItem } from './alert-text.js';
import { decodeHeld, encodeHeld, sameArrival, unionOfArrivals, type Held } from './held.js';

export interface AlertSettings {
  timeZone: string;
  /** A follower gets at most one DM per this long; arrivals meanwhile come together in the next (follows.coalesceMinutes). */
  coalesceMs: number;
  /** Hub hours when alerts are held, to be sent when they end (follows.quietHours); false: never quiet. */
  quiet: { from: number; to: number } | false;
}

interface Pending {
  zulipId: number;
  /** Arrivals this process claimed, kept in memory only. */
  items: ArrivalItem[];
  /** Arrivals held in the store (quiet hours), so a restart still sends them; any process may have put them there. */
  held: ArrivalItem[];
}

/**
 * Arrival alerts, fed by the visit watcher: for each arrival, its followers
 * who may know (the privacy policy, asked again when the DM goes out) get
 * one DM. The first arrival goes out at once; more within `coalesceMs` come
 * together in the next DM; in quiet hours they wait (in the store) until the
 * hours end. Each arrival is announced once: a claim in the store, so
 * neither a restart nor a second process announces it again. Held alerts
 * are claimed the same way when they go out (every process that starts in
 * the night finds them in the store): one process sends them.
 */
export class ArrivalAlerts {
  readonly #pending = new Map<number, Pending>();
  readonly #lastSent = new Map<number, number>();
  #retry: VisitEvent[] = [];
  #loaded = false;

  constructor(
    private readonly deps: {
      records: MemberRecords;
      policy: PrivacyPolicy;
      members: Pick<MemberResolver, 'known' | 'lookupMany'>;
      messenger: Messenger;
      claims: ClaimOptions;
      log: Logger;
    },
    private readonly settings: AlertSettings,
  ) {}

  async onTick(tick: WatchTick): Promise<void> {
    if (!this.#loaded) this.#loadHeld();
    const { records, policy } = this.deps;
    const arrivals = [...this.#retry.filter((e) => e.date === tick.date), ...tick.events.filter((e) => e.kind === 'arrived')];
    this.#retry = [];
    // Only arrivals someone follows are claimed: a hub nobody follows costs no storage request.
    const followed = arrivals.filter((e) => records.followersOf(e.visit.person.id, e.date).length > 0);
    if (followed.length > 0) {
      const { mine, lost } = await claimOnce(records.store, KEYS.alerted(tick.date), followed.map((e) => e.visit.person.id), this.deps.claims);
      this.#retry = followed.filter((e) => lost.includes(e.visit.person.id));
      for (const event of followed) {
        const personId = event.visit.person.id;
        if (!mine.includes(personId)) continue;
        const item = await this.#item(event);
        for (const [followerId, follower] of records.followersOf(personId, event.date)) {
          if (follower.zulipId === null || policy.visibility(personId, event.date, 'follow', followerId) !== 'named') continue;
          await this.#enqueue(followerId, follower.zulipId, item, tick.now);
          // "Tell me when Ada comes in" is told once.
          if (follower.once[personId] === event.date) {
            await records.update(followerId, tick.date, (r) => {
              const { [personId]: _done, ...once } = r.once;
              return { ...r, once };
            });
          }
        }
      }
    }
    await this.flush(tick.now);
  }

  /** Sends what is due: not in quiet hours, and the follower's last DM at least `coalesceMs` ago. */
  async flush(now: Date): Promise<void> {
    if (this.#quiet(now)) return;
    const { records, policy, messenger, log } = this.deps;
    const today = hubToday(now, this.settings.timeZone);
    const due = [...this.#pending].filter(([followerId]) => {
      const last = this.#lastSent.get(followerId);
      return last === undefined || now.getTime() - last >= this.settings.coalesceMs;
    });
    const { mine, lost, stored } = await this.#claimHeld(due.filter(([, p]) => p.held.length > 0).map(([id]) => id), today);
    for (const [followerId, pending] of due) {
      // Claimed by nobody after all: the next flush tries again.
      if (lost.includes(followerId)) continue;
      this.#pending.delete(followerId);
      // Held alerts not claimed by this process are another's to send; those only in this process's memory are its own.
      const sendsHeld = mine.includes(followerId);
      const all = sendsHeld ? unionOfArrivals(stored.get(followerId) ?? [], pending.held, pending.items) : pending.items;
      // Asked again as it goes out: a member who turned ghost or withdrew consent meanwhile is not told of.
      const items = all.filter((i) => policy.visibility(i.personId, i.date, 'follow', followerId) === 'named');
      try {
        // Out of the store before they go: a crash in between loses them (at most once) rather than sending them again.
        if (sendsHeld) await records.store.delete([KEYS.held(followerId)]);
        if (items.length > 0) {
          await messenger.dm(pending.zulipId, alertText(items, today, this.settings.timeZone));
          this.#lastSent.set(followerId, now.getTime());
        }
      } catch (error) {
        log.warn({ err: error, followerId, arrivals: items.length }, 'could not send an arrival alert');
      }
    }
  }

  /**
   * Which followers' held alerts this process sends today, claimed as arrivals are (a restart, or a
   * second process by mistake, finds them in the store too), and what the store holds for them now
   * (another process may have added to them). A store that fails: claimed by nobody, tried again.
   */
  async #claimHeld(followerIds: number[], today: IsoDate): Promise<{ mine: number[]; lost: number[]; stored: Map<number, ArrivalItem[]> }> {
    const stored = new Map<number, ArrivalItem[]>();
    if (followerIds.length === 0) return { mine: [], lost: [], stored };
    const { store } = this.deps.records;
    try {
      const { mine, lost } = await claimOnce(store, KEYS.heldSent(today), followerIds, this.deps.claims);
      if (mine.length > 0) {
        const values = await store.get(mine.map((id) => KEYS.held(id)), { fresh: true });
        for (const id of mine) stored.set(id, this.#readHeld(KEYS.held(id), values.get(KEYS.held(id)))?.items ?? []);
      }
      return { mine, lost, stored };
    } catch (error) {
      this.deps.log.warn({ err: error, followers: followerIds.length }, 'could not claim held arrival alerts; trying again');
      return { mine: [], lost: followerIds, stored };
    }
  }

  async #item(event: VisitEvent): Promise<ArrivalItem> {
    const { visit } = event;
    const personId = visit.person.id;
    let profile = this.deps.members.known(personId);
    if (!profile) profile = (await this.deps.members.lookupMany([personId]).catch(() => new Map<number, Profile>())).get(personId);
    return {
      personId,
      name: profile?.name ?? visit.person.name,
      zulipId: profile?.zulip_id ?? null,
      date: event.date,
      at: event.at?.getTime() ?? null,
      how: arrivalHow(visit, wasPlanned(visit, this.settings.timeZone)),
      earlier: event.earlier,
      notes: visit.notes,
    };
  }

  async #enqueue(followerId: number, zulipId: number, item: ArrivalItem, now: Date): Promise<void> {
    const pending = this.#pending.get(followerId) ?? { zulipId, items: [], held: [] };
    this.#pending.set(followerId, pending);
    if (!this.#quiet(now)) {
      if (![...pending.items, ...pending.held].some((i) => sameArrival(i, item))) pending.items.push(item);
      return;
    }
    // Held until the quiet hours end, in the store: a restart overnight still sends them (notes are not kept).
    // Added to what is stored: a second process by mistake may hold other arrivals for the same follower.
    const { store } = this.deps.records;
    const key = KEYS.held(followerId);
    const stored = this.#readHeld(key, (await store.get([key], { fresh: true })).get(key));
    pending.held = unionOfArrivals(stored?.items ?? [], pending.held, pending.items, [item]);
    pending.items = [];
    await store.put({ [key]: encodeHeld({ zulipId, items: pending.held }) });
  }

  #loadHeld(): void {
    this.#loaded = true;
    const { store } = this.deps.records;
    for (const key of store.keys(HELD_PREFIX)) {
      const held = this.#readHeld(key, store.peek(key));
      if (held) this.#pending.set(Number(key.slice(HELD_PREFIX.length)), { zulipId: held.zulipId, items: [], held: held.items });
    }
  }

  #readHeld(key: string, value: string | undefined): Held | undefined {
    try {
      return decodeHeld(value);
    } catch (error) {
      this.deps.log.warn({ err: error, key }, 'unreadable held arrival alerts; dropped');
      return undefined;
    }
  }

  #quiet(now: Date): boolean {
    const quiet = this.settings.quiet;
    if (!quiet || quiet.from === quiet.to) return false;
    const hour = new TZDate(now.getTime(), this.settings.timeZone).getHours();
    return quiet.from < quiet.to ? hour >= quiet.from && hour < quiet.to : hour >= quiet.from || hour < quiet.to;
  }
}
