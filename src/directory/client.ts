import { DirectoryHttp, type DirectoryHttpOptions, type Method, type Query } from './http.js';
import type { CallCount } from './call-count.js';
import { DirectoryNotFoundError, DirectorySchemaError } from './errors.js';
import { DecodeReport } from '../util/tolerant/report.js';
import { decodeItems, decodeOne, listItems, type Page, type Shape } from '../util/tolerant/page.js';
import { profileShape, visitShape, type HubVisit, type Profile } from './schemas.js';
import { walkPages, walkOffsets, walkOffsetsConcurrently, WalkLengths, type ConcurrentWalk, type ReceivedPage } from './paging.js';
import type { SeenVisits } from './seen-visits.js';
import type { Collectable } from '../util/collect.js';

export interface HubVisitQuery {
  date?: string;
  start_date?: string;
  end_date?: string;
  person_id?: number;
  page?: number;
  per_page?: number;
}

export type ProfileRole = 'recurser' | 'resident' | 'facilitator' | 'faculty';
export type ProfileScope = 'current' | 'overlap';

export interface ProfileSearch {
  query?: string;
  batch_id?: number;
  location_id?: number;
  role?: ProfileRole | (string & {});
  scope?: ProfileScope | (string & {});
  limit?: number;
  offset?: number;
}

export interface VisitWrite {
  /** Sent only when given; omitting it leaves existing notes alone. */
  notes?: string;
  /** Any JSON value; sent as a JSON string, only when given. */
  appData?: unknown;
}

/** DELETE succeeds on any 2xx; production answers 200 even when there was no visit, the spec answers 404. */
export type DeleteOutcome = 'deleted' | 'not_found';

/**
 * The first day any history query starts from. One description of the
 * production service says `start_date` defaults to today *whatever else is
 * given*, which would make "any visit before X?" always answer no: history
 * queries never leave it out.
 */
export const HISTORY_START = '2000-01-01';

/** Largest page sizes the production service honours. */
export const MAX_VISITS_PER_PAGE = 200;
export const MAX_PROFILES_PER_PAGE = 50;

const API = 'api/v1';
const UINT32_MAX = 0xffff_ffff;

export interface ClientExtras {
  /**
   * Where fields and records the decoders could not use are counted (and
   * logged once per field and problem): the running bot's (src/app/ops.ts),
   * or, when none is given, a report of this client's own.
   */
  report?: DecodeReport | undefined;
  /** Where each exchange is counted besides (one command's or one post's requests: `counting`). */
  count?: CallCount | undefined;
  /** Visits this piece of work has just listed: look-ups inside them are answered from the list (`knowing`). */
  seen?: SeenVisits | undefined;
  /** How many pages recent visit walks took (shared by every view of one client). */
  walks?: WalkLengths | undefined;
}

export class DirectoryClient {
  readonly #http: DirectoryHttp;
  /** What the decoders met that was not as expected; `unusableAnswers()` is a readiness signal. */
  readonly decoding: DecodeReport;
  readonly #count: CallCount | undefined;
  readonly #seen: SeenVisits | undefined;
  readonly #walks: WalkLengths;

  constructor(options: DirectoryHttpOptions | DirectoryHttp, extras: ClientExtras = {}) {
    this.#http = options instanceof DirectoryHttp ? options : new DirectoryHttp(options);
    this.decoding = extras.report ?? new DecodeReport();
    this.#count = extras.count;
    this.#seen = extras.seen;
    this.#walks = extras.walks ?? new WalkLengths();
  }

  /**
   * This client (its connection, retries, circuit breaker and decode report)
   * with every exchange also counted in `count`: what one command or post is
   * handed, so its requests are counted apart from those of others in flight.
   */
  counting(count: CallCount): DirectoryClient {
    return new DirectoryClient(this.#http, { report: this.decoding, count, seen: this.#seen, walks: this.#walks });
  }

  /** This client (counting where it counts), answering look-ups of the visits in `seen` from that list. */
  knowing(seen: SeenVisits): DirectoryClient {
    return new DirectoryClient(this.#http, { report: this.decoding, count: this.#count, seen, walks: this.#walks });
  }

  // ---- hub visits ----

  async listHubVisits(query: HubVisitQuery = {}, signal?: AbortSignal): Promise<HubVisit[]> {
    return (await this.#visitPage(query, signal)).items;
  }

  #visitPage(query: HubVisitQuery, signal?: AbortSignal): Promise<Page<HubVisit>> {
    return this.#page(`${API}/hub_visits`, visitShape, { ...withHistoryStart(query) }, signal);
  }

  async #receivedVisitPage(query: HubVisitQuery, signal?: AbortSignal): Promise<ReceivedPage<HubVisit>> {
    const raw = await this.#list(`${API}/hub_visits`, visitShape, { ...withHistoryStart(query) }, signal);
    return { received: raw.length, items: () => decodeItems(visitShape, raw, { report: this.decoding }).items };
  }

  getHubVisit(personId: number, date: string, signal?: AbortSignal): Promise<HubVisit> {
    return this.#one('GET', visitPath(personId, date), visitShape, { signal });
  }

  /** The visit, or null when there is none. */
  async findHubVisit(personId: number, date: string, signal?: AbortSignal): Promise<HubVisit | null> {
    const seen = this.#seen?.lookup(personId, date);
    if (seen !== undefined) return seen;
    try {
      return await this.getHubVisit(personId, date, signal);
    } catch (error) {
      if (error instanceof DirectoryNotFoundError) return null;
      throw error;
    }
  }

  /** Creates or updates the visit; only the fields given are sent (form-encoded, as the spec says). */
  upsertHubVisit(personId: number, date: string, write: VisitWrite = {}, signal?: AbortSignal): Promise<HubVisit> {
    this.#seen?.forget(personId, date);
    const form: Record<string, string> = {};
    if (write.notes !== undefined) form.notes = write.notes;
    if (write.appData !== undefined) form.app_data = JSON.stringify(write.appData);
    return this.#one('PATCH', visitPath(personId, date), visitShape, { form, signal });
  }

  /** Replaces the notes entirely; an empty string clears them. */
  replaceHubVisitNotes(personId: number, date: string, notes: string, signal?: AbortSignal): Promise<HubVisit> {
    this.#seen?.forget(personId, date);
    return this.#one('PATCH', `${visitPath(personId, date)}/notes`, visitShape, { form: { notes }, signal });
  }

  async deleteHubVisit(personId: number, date: string, signal?: AbortSignal): Promise<DeleteOutcome> {
    this.#seen?.forget(personId, date);
    try {
      await this.#request('DELETE', visitPath(personId, date), { signal });
      return 'deleted';
    } catch (error) {
      if (error instanceof DirectoryNotFoundError) return 'not_found';
      throw error;
    }
  }

  /** Every visit matching the query, page by page (up to 200 a page) until a short or empty page. */
  walkHubVisits(query: Omit<HubVisitQuery, 'page'> = {}, signal?: AbortSignal): Collectable<HubVisit> {
    const perPage = Math.min(query.per_page ?? MAX_VISITS_PER_PAGE, MAX_VISITS_PER_PAGE);
    const hint = this.#walks.of(JSON.stringify([query.date, query.start_date, query.end_date, query.person_id, perPage]));
    return walkPages((page) => this.#receivedVisitPage({ ...query, page, per_page: perPage }, signal), perPage, hint);
  }

  // ---- profiles ----

  async searchProfiles(search: ProfileSearch = {}, signal?: AbortSignal): Promise<Profile[]> {
    return (await this.#profilePage(search, signal)).items;
  }

  #profilePage(search: ProfileSearch, signal?: AbortSignal): Promise<Page<Profile>> {
    return this.#page(`${API}/profiles`, profileShape, { ...search }, signal);
  }

  /** Every profile of a search, 50 at a time, offset advanced by the count received, until an empty page. */
  walkProfiles(search: Omit<ProfileSearch, 'offset'> = {}, signal?: AbortSignal): Collectable<Profile> {
    const limit = Math.min(search.limit ?? MAX_PROFILES_PER_PAGE, MAX_PROFILES_PER_PAGE);
    return walkOffsets((offset) => this.#profilePage({ ...search, limit, offset }, signal));
  }

  /** Every profile, with up to `inFlight` pages requested at once; `onProfiles` sees each page as it lands (and how many the server sent). */
  eachProfileConcurrently(onProfiles: (profiles: Profile[], received: number) => void, options: { inFlight: number; signal?: AbortSignal }): Promise<ConcurrentWalk> {
    const limit = MAX_PROFILES_PER_PAGE;
    return walkOffsetsConcurrently((offset) => this.#profilePage({ limit, offset }, options.signal), {
      limit,
      inFlight: options.inFlight,
      onItems: onProfiles,
    });
  }

  getProfileById(personId: number, signal?: AbortSignal): Promise<Profile> {
    return this.#one('GET', `${API}/profiles/${checkPersonId(personId)}`, profileShape, { signal });
  }

  getProfileByEmail(email: string, signal?: AbortSignal): Promise<Profile> {
    if (!email.includes('@')) throw new RangeError(`not an email address: ${email}`);
    return this.#one('GET', `${API}/profiles/${encodeURIComponent(email)}`, profileShape, { signal });
  }

  /** The profile of the token's owner. */
  getMyProfile(signal?: AbortSignal): Promise<Profile> {
    return this.#one('GET', `${API}/profiles/me`, profileShape, { signal });
  }

  /** A list, decoded item by item: an item that can't be used is skipped (and counted), the rest kept. */
  async #page<T>(path: string, itemShape: Shape<T>, query: Query, signal: AbortSignal | undefined): Promise<Page<T>> {
    return decodeItems(itemShape, await this.#list(path, itemShape, query, signal), { report: this.decoding });
  }

  /** A list answer's items as sent, not decoded yet (a walk asks for its next page first). */
  async #list(path: string, itemShape: Shape<unknown>, query: Query, signal: AbortSignal | undefined): Promise<unknown[]> {
    const { body, info } = await this.#body('GET', path, { query, signal });
    const list = listItems(itemShape, body, { report: this.decoding });
    if (!list.ok) throw new DirectorySchemaError(info, list.field, list.problem);
    return list.value;
  }

  async #one<T>(method: Method, path: string, recordShape: Shape<T>, options: { form?: Record<string, string>; signal?: AbortSignal | undefined }): Promise<T> {
    const { body, info } = await this.#body(method, path, options);
    const decoded = decodeOne(recordShape, body, { report: this.decoding });
    if (!decoded.ok) throw new DirectorySchemaError(info, decoded.field, `${decoded.problem} (a ${recordShape.name} is unusable without ${decoded.field || 'being a record'})`);
    return decoded.value;
  }

  async #body(
    method: Method,
    path: string,
    options: { query?: Query; form?: Record<string, string> | undefined; signal?: AbortSignal | undefined },
  ): Promise<{ body: unknown; info: { method: Method; path: string } }> {
    const res = await this.#request(method, path, { query: options.query, form: options.form, signal: options.signal });
    const info = { method, path: `/${path}` };
    try {
      return { body: JSON.parse(res.body) as unknown, info };
    } catch (error) {
      throw new DirectorySchemaError(info, '', `body is not JSON (${res.body.slice(0, 60)})`, { cause: error });
    }
  }

  #request(method: Method, path: string, options: { query?: Query | undefined; form?: Record<string, string> | undefined; signal?: AbortSignal | undefined }) {
    const count = this.#count;
    return this.#http.request(method, path, { ...options, onExchange: count && (() => count.add()) });
  }
}

/** A query that reaches into the past (an end date) and names no start gets an explicit one. */
function withHistoryStart(query: HubVisitQuery): HubVisitQuery {
  if (query.end_date === undefined || query.start_date !== undefined || query.date !== undefined) return query;
  return { ...query, start_date: HISTORY_START };
}

function checkPersonId(personId: number): number {
  if (!Number.isInteger(personId) || personId < 0 || personId > UINT32_MAX) {
    throw new RangeError(`person id must be an unsigned 32-bit integer, got ${personId}`);
  }
  return personId;
}

function visitPath(personId: number, date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`date must be YYYY-MM-DD, got ${date}`);
  return `${API}/hub_visits/${checkPersonId(personId)}/${date}`;
}
