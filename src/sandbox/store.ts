import type { Clock } from '../time/clock.js';
import { hubTimestamp, hubToday } from '../time/hub-date.js';
import type { SandboxData, StoredProfile, StoredVisit } from './model.js';

export interface VisitFilter {
  date?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  person_id?: number | undefined;
}

export interface VisitWrite {
  notes?: string | undefined;
  app_data?: unknown;
}

/**
 * `spec`: PATCH replaces the fields given, DELETE of a missing visit is 404.
 * `production`: what the live service was observed to do (directory-api-notes.md):
 * PATCH appends notes after a blank line and merges app_data; DELETE always succeeds.
 */
export type Quirks = 'spec' | 'production';

export interface StoreOptions {
  clock: Clock;
  timeZone: string;
  quirks?: Quirks;
  /** Called after every change (persistence hooks in here). */
  onChange?: () => void;
}

/** The sandbox's in-memory directory. Every change after construction notifies `onChange` (persistence hooks in there). */
export class SandboxStore {
  readonly #profiles = new Map<number, StoredProfile>();
  readonly #byEmail = new Map<string, number>();
  readonly #visits = new Map<string, StoredVisit>();
  #newestFirst: StoredProfile[] | undefined;
  readonly #opts: Required<Omit<StoreOptions, 'onChange'>>;
  readonly #onChange: () => void;

  constructor(data: SandboxData, options: StoreOptions) {
    this.#opts = { quirks: 'spec', clock: options.clock, timeZone: options.timeZone, ...(options.quirks ? { quirks: options.quirks } : {}) };
    this.#onChange = options.onChange ?? (() => undefined);
    for (const profile of data.profiles) this.#indexProfile(profile);
    for (const visit of data.visits) this.#visits.set(key(visit.person_id, visit.date), { ...visit });
  }

  get quirks(): Quirks {
    return this.#opts.quirks;
  }

  today(): string {
    return hubToday(this.#opts.clock.now(), this.#opts.timeZone);
  }

  profiles(): StoredProfile[] {
    return [...this.#profiles.values()];
  }

  /**
   * Every profile, newest first (what an empty search lists), sorted once per
   * change: a client walking 10,000 profiles 50 at a time would otherwise have
   * the sandbox sort them all 200 times.
   */
  profilesNewestFirst(): StoredProfile[] {
    this.#newestFirst ??= this.profiles().sort((a, b) => cmp(b.created_at, a.created_at) || b.id - a.id);
    return this.#newestFirst;
  }

  profile(id: number): StoredProfile | undefined {
    return this.#profiles.get(id);
  }

  profileByEmail(email: string): StoredProfile | undefined {
    const id = this.#byEmail.get(email.toLowerCase());
    return id === undefined ? undefined : this.#profiles.get(id);
  }

  putProfile(profile: StoredProfile): void {
    this.#indexProfile(profile);
    this.#onChange();
  }

  /**
   * A profile gone from the directory (a member who left, a duplicate merged
   * away): lookups by id, email or search no longer find it. Its visits are
   * left as they are (the API notes say nothing of what the service does with them).
   */
  deleteProfile(id: number): boolean {
    const profile = this.#profiles.get(id);
    if (!profile) return false;
    this.#newestFirst = undefined;
    if (profile.email) this.#byEmail.delete(profile.email.toLowerCase());
    this.#profiles.delete(id);
    this.#onChange();
    return true;
  }

  #indexProfile(profile: StoredProfile): void {
    this.#newestFirst = undefined;
    const previous = this.#profiles.get(profile.id);
    if (previous?.email) this.#byEmail.delete(previous.email.toLowerCase());
    this.#profiles.set(profile.id, profile);
    if (profile.email) this.#byEmail.set(profile.email.toLowerCase(), profile.id);
  }

  /**
   * Visits in date order (then check-in time, then person). The production
   * rule: with neither `date` nor `end_date` the range starts today (hub time).
   */
  listVisits(filter: VisitFilter): StoredVisit[] {
    // Every bound given applies (`date` with a range intersects it); the range ends are inclusive.
    const openEnded = filter.date === undefined && filter.end_date === undefined && filter.start_date === undefined;
    const defaultStart = openEnded ? this.today() : undefined;
    const lower = [filter.date, filter.start_date, defaultStart].filter(isDefined).sort().at(-1);
    const upper = [filter.date, filter.end_date].filter(isDefined).sort().at(0);
    const out: StoredVisit[] = [];
    for (const visit of this.#visits.values()) {
      if (lower !== undefined && visit.date < lower) continue;
      if (upper !== undefined && visit.date > upper) continue;
      if (filter.person_id !== undefined && visit.person_id !== filter.person_id) continue;
      out.push(visit);
    }
    return out.sort(
      (a, b) => cmp(a.date, b.date) || cmp(a.created_at, b.created_at) || a.person_id - b.person_id,
    );
  }

  visit(personId: number, date: string): StoredVisit | undefined {
    return this.#visits.get(key(personId, date));
  }

  upsertVisit(personId: number, date: string, write: VisitWrite, app: string | null): StoredVisit {
    const now = this.#stamp();
    const existing = this.#visits.get(key(personId, date));
    const visit: StoredVisit = existing ?? {
      person_id: personId,
      date,
      notes: '',
      // A real fresh visit: `"app_data": {}` (directory-api-notes.md).
      app_data: {},
      created_at: now,
      updated_at: now,
      created_by_app: app,
      updated_by_app: app,
    };
    if (write.notes !== undefined) visit.notes = this.#mergeNotes(existing ? visit.notes : '', write.notes);
    if (write.app_data !== undefined) visit.app_data = this.#mergeAppData(visit.app_data, write.app_data);
    visit.updated_at = now;
    visit.updated_by_app = app;
    this.#visits.set(key(personId, date), visit);
    this.#onChange();
    return visit;
  }

  replaceNotes(personId: number, date: string, notes: string, app: string | null): StoredVisit | undefined {
    const visit = this.#visits.get(key(personId, date));
    if (!visit) return undefined;
    visit.notes = notes;
    visit.updated_at = this.#stamp();
    visit.updated_by_app = app;
    this.#onChange();
    return visit;
  }

  /** True when a visit was there to delete. */
  deleteVisit(personId: number, date: string): boolean {
    const existed = this.#visits.delete(key(personId, date));
    if (existed) this.#onChange();
    return existed;
  }

  snapshot(): SandboxData {
    return { profiles: this.profiles(), visits: [...this.#visits.values()] };
  }

  #stamp(): string {
    return hubTimestamp(this.#opts.clock.now(), this.#opts.timeZone);
  }

  #mergeNotes(current: string, given: string): string {
    if (this.#opts.quirks === 'production' && current && given) return `${current}\n\n${given}`;
    return given;
  }

  #mergeAppData(current: unknown, given: unknown): unknown {
    if (this.#opts.quirks === 'production' && isPlainObject(current) && isPlainObject(given)) return { ...current, ...given };
    return given;
  }
}

function key(personId: number, date: string): string {
  return `${personId}|${date}`;
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
