import { TZDate } from '@date-fns/tz';
import type { Profile } from '../directory/schemas.js';
import type { Logger } from '../log.js';
import type { MemberResolver } from '../members/resolver.js';
import type { PrivacyPolicy } from '../privacy/policy.js';
import type { MemberRecords } from '../privacy/records.js';
import type { Messenger } from '../routines/messenger.js';
import { claimOnce, type ClaimOptions } from '../store/claims.js';
import { KEYS } from '../store/keys.js';
import { hubToday } from '../time/hub-date.js';
import { arrivalHow } from '../watcher/how.js';
import { wasPlanned } from '../watcher/visit-state.js';
import type { VisitEvent, WatchTick } from '../watcher/watcher.js';
import { alertText, type ArrivalItem } from './alert-text.js';

export interface AlertSettings {
  timeZone: string;
  /** A follower gets at most one DM per this long; arrivals meanwhile come together in the next (follows.coalesceMinutes). */
  coalesceMs: number;
  /** Hub hours when alerts are held, to be sent when they end (follows.quietHours); false: never quiet. */
  quiet: { from: number; to: number } | false;
}

interface Pending {
  zulipId: number;
  items: ArrivalItem[];
  /** Held in the store (quiet hours), so a restart still sends them. */
  held: boolean;
}

/**
 * Arrival alerts, fed by the visit watcher: for each arrival, its followers
 * who may know (the privacy policy, asked again when the DM goes out) get
 * one DM. The first arrival goes out at once; more within `coalesceMs` come
 * together in the next DM; in quiet hours they wait (in the store) until the
 * hours end. Each arrival is announced once: a claim in the store, so
 * neither a restart nor a second process announces it again.
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
    const today = hubToday(now, this.settings.timeZone);
    for (const [followerId, pending] of [...this.#pending]) {
      const last = this.#lastSent.get(followerId);
      if (last !== undefined && now.getTime() - last < this.settings.coalesceMs) continue;
      this.#pending.delete(followerId);
      // Asked again as it goes out: a member who turned ghost or withdrew consent meanwhile is not told of.
      const items = pending.items.filter((i) => this.deps.policy.visibility(i.personId, i.date, 'follow', followerId) === 'named');
      try {
        if (items.length > 0) {
          await this.deps.messenger.dm(pending.zulipId, alertText(items, today, this.settings.timeZone));
          this.#lastSent.set(followerId, now.getTime());
        }
        if (pending.held) await this.deps.records.store.delete([KEYS.held(followerId)]);
      } catch (error) {
        this.deps.log.warn({ err: error, followerId, arrivals: items.length }, 'could not send an arrival alert');
      }
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
    const pending = this.#pending.get(followerId) ?? { zulipId, items: [], held: false };
    if (!pending.items.some((i) => i.personId === item.personId && i.date === item.date)) pending.items.push(item);
    this.#pending.set(followerId, pending);
    if (this.#quiet(now)) {
      // Held until the quiet hours end, in the store: a restart overnight still sends them (notes are not kept).
      const stored = pending.items.map((i) => [i.personId, i.name, i.zulipId ?? 0, i.date, i.at ?? 0, i.how ?? '']);
      await this.deps.records.store.put({ [KEYS.held(followerId)]: JSON.stringify([zulipId, stored]) });
      pending.held = true;
    }
  }

  #loadHeld(): void {
    this.#loaded = true;
    const { store } = this.deps.records;
    for (const key of store.keys('q:')) {
      const followerId = Number(key.slice(2));
      try {
        const [zulipId, stored] = JSON.parse(store.peek(key) ?? '[]') as [number, Array<[number, string, number, string, number, string]>];
        const items = stored.map(([personId, name, zid, date, at, how]): ArrivalItem => ({
          personId, name, zulipId: zid || null, date, at: at || null, how: (how || undefined) as ArrivalItem['how'], earlier: false, notes: '',
        }));
        if (Number.isInteger(zulipId) && items.length) this.#pending.set(followerId, { zulipId, items, held: true });
      } catch (error) {
        this.deps.log.warn({ err: error, key }, 'unreadable held arrival alerts; dropped');
      }
    }
  }

  #quiet(now: Date): boolean {
    const quiet = this.settings.quiet;
    if (!quiet || quiet.from === quiet.to) return false;
    const hour = new TZDate(now.getTime(), this.settings.timeZone).getHours();
    return quiet.from < quiet.to ? hour >= quiet.from && hour < quiet.to : hour >= quiet.from || hour < quiet.to;
  }
}
