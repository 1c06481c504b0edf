import type { SandboxToken } from './model.js';
import { ApiError, decodeSegment, isoDate, limitedAppData, notFound, oneOf, optional, uint } from './params.js';
import { renderProfile, renderVisit } from './render.js';
import { ROLES, SCOPES, searchProfiles, searchTerms } from './search.js';
import type { SandboxStore } from './store.js';

export interface ApiRequest {
  method: string;
  /** Path segments after /api/v1. */
  segments: string[];
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** Form bodies carry app_data as a JSON string; JSON bodies carry the value itself, or (as production accepts) a JSON string. */
  bodyKind: 'form' | 'json' | 'none';
  caller: SandboxToken;
}

export interface ApiResponse {
  status: number;
  /** Absent for "no content". */
  body?: unknown;
}

const DEFAULT_PER_PAGE = 100;
const MAX_PER_PAGE = 200;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;

/** The directory API of directory-api-spec.md, over the store. Throws ApiError for 4xx answers. */
export function route(req: ApiRequest, store: SandboxStore): ApiResponse {
  const [resource, ...rest] = req.segments;
  if (resource === 'hub_visits') return hubVisits(req, rest, store);
  if (resource === 'profiles') return profiles(req, rest, store);
  throw notFound();
}

function hubVisits(req: ApiRequest, rest: string[], store: SandboxStore): ApiResponse {
  const app = req.caller.app;
  if (rest.length === 0) {
    allow(req, 'GET');
    const q = req.query;
    const page = optional(q, 'page', uint) ?? 1;
    const perPage = Math.min(optional(q, 'per_page', uint) ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
    if (page < 1) throw new ApiError(400, 'page must be 1 or more');
    if (perPage < 1) throw new ApiError(400, 'per_page must be 1 or more');
    const visits = store.listVisits({
      date: optional(q, 'date', isoDate),
      start_date: optional(q, 'start_date', isoDate),
      end_date: optional(q, 'end_date', isoDate),
      person_id: optional(q, 'person_id', uint),
    });
    const slice = visits.slice((page - 1) * perPage, page * perPage);
    return ok(slice.map((v) => renderVisit(v, store.profile(v.person_id))));
  }
  const [idText, dateText, sub, ...extra] = rest;
  if (idText === undefined || dateText === undefined || extra.length > 0 || (sub !== undefined && sub !== 'notes')) {
    throw notFound();
  }
  const personId = uint(idText, 'person_id');
  const date = isoDate(dateText, 'date');
  const render = (v: Parameters<typeof renderVisit>[0]) => renderVisit(v, store.profile(v.person_id));

  if (sub === 'notes') {
    allow(req, 'PATCH');
    const notes = req.body.notes;
    if (typeof notes !== 'string') throw new ApiError(400, 'notes is required');
    const visit = store.replaceNotes(personId, date, notes, app);
    if (!visit) throw notFound();
    return ok(render(visit));
  }
  switch (req.method) {
    case 'GET': {
      const visit = store.visit(personId, date);
      if (!visit) throw notFound();
      return ok(render(visit));
    }
    case 'PATCH': {
      if (!store.profile(personId)) throw notFound();
      const { notes, app_data: appData } = req.body;
      if (notes !== undefined && typeof notes !== 'string') throw new ApiError(400, 'notes must be a string');
      // A JSON string is parsed in both body kinds: production parses `{"app_data": "<JSON string>"}` and merges it.
      return ok(render(store.upsertVisit(personId, date, { notes, app_data: limitedAppData(parseAppData(appData)) }, app)));
    }
    case 'DELETE': {
      // Production: a no-op answered 200 when there is no visit, as long as the person exists.
      if (store.quirks === 'production' && !store.profile(personId)) throw notFound();
      const existed = store.deleteVisit(personId, date);
      if (store.quirks === 'production') return { status: 200 };
      if (!existed) throw notFound();
      return { status: 204 };
    }
    default:
      throw new ApiError(405, 'method_not_allowed');
  }
}

function profiles(req: ApiRequest, rest: string[], store: SandboxStore): ApiResponse {
  allow(req, 'GET');
  const today = store.today();
  const caller = store.profile(req.caller.person_id);
  if (rest.length === 0) {
    const q = req.query;
    const limit = Math.min(optional(q, 'limit', uint) ?? DEFAULT_LIMIT, MAX_LIMIT);
    const offset = optional(q, 'offset', uint) ?? 0;
    const query = q.get('query') ?? undefined;
    const hits = searchProfiles(
      store.profilesNewestFirst(),
      {
        query,
        batch_id: optional(q, 'batch_id', uint),
        location_id: optional(q, 'location_id', uint),
        role: optional(q, 'role', oneOf(ROLES)),
        scope: optional(q, 'scope', oneOf(SCOPES)),
      },
      { today, caller },
    );
    const terms = searchTerms(query);
    return ok(hits.slice(offset, offset + limit).map((p) => renderProfile(p, terms, today)));
  }
  if (rest.length > 1) throw notFound();
  const key = decodeSegment(rest[0] ?? '');
  let profile;
  if (key === 'me') profile = caller;
  else if (key.includes('@')) profile = store.profileByEmail(key);
  else profile = store.profile(uint(key, 'person_id'));
  if (!profile) throw notFound();
  return ok(renderProfile(profile, [], today));
}

function allow(req: ApiRequest, method: string): void {
  if (req.method !== method) throw new ApiError(405, 'method_not_allowed');
}

function parseAppData(value: unknown): unknown {
  if (value === undefined || typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new ApiError(400, 'app_data must be a JSON value');
  }
}

function ok(body: unknown): ApiResponse {
  return { status: 200, body };
}
