import { DirectoryHttp, type DirectoryHttpOptions, type Method, type Query } from './http.js';
import { DirectoryNotFoundError, DirectorySchemaError } from './errors.js';
import type { Logger } from '../log.js';
import { RecentSet } from '../util/recent-set.js';
import {
  describeSchemaIssue,
  hubVisitDecoder,
  hubVisitListDecoder,
  profileListDecoder,
  profileSchema,
  type Decoder,
  type HubVisit,
  type Page,
  type Profile,
} from './schemas.js';
import { walkPages, walkOffsets, walkOffsetsConcurrently, type ConcurrentWalk } from './paging.js';

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
  /** Where list items that could not be used are reported (once per item id). */
  log?: Logger | undefined;
}

export class DirectoryClient {
  readonly #http: DirectoryHttp;
  readonly #log: Logger | undefined;
  readonly #reported = new RecentSet<string>(10_000);

  constructor(options: DirectoryHttpOptions | DirectoryHttp, extras: ClientExtras = {}) {
    this.#http = options instanceof DirectoryHttp ? options : new DirectoryHttp(options);
    this.#log = extras.log;
  }

  // ---- hub visits ----

  async listHubVisits(query: HubVisitQuery = {}, signal?: AbortSignal): Promise<HubVisit[]> {
    return (await this.#visitPage(query, signal)).items;
  }

  #visitPage(query: HubVisitQuery, signal?: AbortSignal): Promise<Page<HubVisit>> {
    return this.#list('GET', `${API}/hub_visits`, hubVisitListDecoder, 'visit', { query: { ...withHistoryStart(query) }, signal });
  }

  getHubVisit(personId: number, date: string, signal?: AbortSignal): Promise<HubVisit> {
    return this.#json('GET', visitPath(personId, date), hubVisitDecoder, { signal });
  }

  /** The visit, or null when there is none. */
  async findHubVisit(personId: number, date: string, signal?: AbortSignal): Promise<HubVisit | null> {
    try {
      return await this.getHubVisit(personId, date, signal);
    } catch (error) {
      if (error instanceof DirectoryNotFoundError) return null;
      throw error;
    }
  }

  /** Creates or updates the visit; only the fields given are sent (form-encoded, as the spec says). */
  upsertHubVisit(personId: number, date: string, write: VisitWrite = {}, signal?: AbortSignal): Promise<HubVisit> {
    const form: Record<string, string> = {};
    if (write.notes !== undefined) form.notes = write.notes;
    if (write.appData !== undefined) form.app_data = JSON.stringify(write.appData);
    return this.#json('PATCH', visitPath(personId, date), hubVisitDecoder, { form, signal });
  }

  /** Replaces the notes entirely; an empty string clears them. */
  replaceHubVisitNotes(personId: number, date: string, notes: string, signal?: AbortSignal): Promise<HubVisit> {
    return this.#json('PATCH', `${visitPath(personId, date)}/notes`, hubVisitDecoder, { form: { notes }, signal });
  }

  async deleteHubVisit(personId: number, date: string, signal?: AbortSignal): Promise<DeleteOutcome> {
    try {
      await this.#http.request('DELETE', visitPath(personId, date), { signal });
      return 'deleted';
    } catch (error) {
      if (error instanceof DirectoryNotFoundError) return 'not_found';
      throw error;
    }
  }

  /** Every visit matching the query, page by page (up to 200 a page) until a short or empty page. */
  walkHubVisits(query: Omit<HubVisitQuery, 'page'> = {}, signal?: AbortSignal): AsyncGenerator<HubVisit> {
    const perPage = Math.min(query.per_page ?? MAX_VISITS_PER_PAGE, MAX_VISITS_PER_PAGE);
    return walkPages((page) => this.#visitPage({ ...query, page, per_page: perPage }, signal), perPage);
  }

  // ---- profiles ----

  async searchProfiles(search: ProfileSearch = {}, signal?: AbortSignal): Promise<Profile[]> {
    return (await this.#profilePage(search, signal)).items;
  }

  #profilePage(search: ProfileSearch, signal?: AbortSignal): Promise<Page<Profile>> {
    return this.#list('GET', `${API}/profiles`, profileListDecoder, 'profile', { query: { ...search }, signal });
  }

  /** Every profile of a search, 50 at a time, offset advanced by the count received, until an empty page. */
  walkProfiles(search: Omit<ProfileSearch, 'offset'> = {}, signal?: AbortSignal): AsyncGenerator<Profile> {
    const limit = Math.min(search.limit ?? MAX_PROFILES_PER_PAGE, MAX_PROFILES_PER_PAGE);
    return walkOffsets((offset) => this.#profilePage({ ...search, limit, offset }, signal));
  }

  /** Every profile, with up to `inFlight` pages requested at once; `onProfiles` sees each page as it lands. */
  eachProfileConcurrently(onProfiles: (profiles: Profile[]) => void, options: { inFlight: number; signal?: AbortSignal }): Promise<ConcurrentWalk> {
    const limit = MAX_PROFILES_PER_PAGE;
    return walkOffsetsConcurrently((offset) => this.#profilePage({ limit, offset }, options.signal), {
      limit,
      inFlight: options.inFlight,
      onItems: onProfiles,
    });
  }

  getProfileById(personId: number, signal?: AbortSignal): Promise<Profile> {
    return this.#json('GET', `${API}/profiles/${checkPersonId(personId)}`, profileSchema, { signal });
  }

  getProfileByEmail(email: string, signal?: AbortSignal): Promise<Profile> {
    if (!email.includes('@')) throw new RangeError(`not an email address: ${email}`);
    return this.#json('GET', `${API}/profiles/${encodeURIComponent(email)}`, profileSchema, { signal });
  }

  /** The profile of the token's owner. */
  getMyProfile(signal?: AbortSignal): Promise<Profile> {
    return this.#json('GET', `${API}/profiles/me`, profileSchema, { signal });
  }

  /** A list, decoded item by item: what can't be used is skipped and reported once per item id. */
  async #list<T>(
    method: Method,
    path: string,
    decoder: Decoder<Page<T>>,
    kind: string,
    options: { query?: Query; signal?: AbortSignal | undefined },
  ): Promise<Page<T>> {
    const page = await this.#json(method, path, decoder, options);
    for (const skip of page.skipped) {
      if (!this.#reported.add(`${kind}:${skip.id ?? `#${skip.index}`}`)) continue;
      this.#log?.warn(
        { [`${kind}Id`]: skip.id, field: skip.path, problem: skip.problem, request: `/${path}` },
        `skipped a ${kind} the directory sent that frontdesk cannot use; the rest of the page is used`,
      );
    }
    return page;
  }

  async #json<T>(
    method: Method,
    path: string,
    decoder: Decoder<T>,
    options: { query?: Query; form?: Record<string, string>; signal?: AbortSignal | undefined },
  ): Promise<T> {
    const res = await this.#http.request(method, path, { query: options.query, form: options.form, signal: options.signal });
    const info = { method, path: `/${path}` };
    let data: unknown;
    try {
      data = JSON.parse(res.body);
    } catch (error) {
      throw new DirectorySchemaError(info, '', `body is not JSON (${res.body.slice(0, 60)})`, { cause: error });
    }
    const parsed = decoder.safeParse(data);
    if (!parsed.success) {
      const { path: fieldPath, problem } = describeSchemaIssue(parsed.error);
      throw new DirectorySchemaError(info, fieldPath, problem, { cause: parsed.error });
    }
    return parsed.data;
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
