/**
 * Answers as an independent directory might send them: the same data, drifted
 * in type and shape (issue 22). The store is untouched; only what the API
 * answers changes, so a client can be tried against data it has never seen.
 *
 * - `truncated-booleans`: every `*_truncated` field is a boolean (false for
 *   null, true for a shortened text), as other servers of the same spec send.
 * - `all`: that, and on every record a varying set of other drifts: ids and
 *   flags as text, dates with a time, a batch, location or company as a bare
 *   name (or a number), links as numbers, arrays and objects, app_data as a
 *   JSON text or an array, stamps as epoch seconds, new fields nobody knows.
 *   One person in 16 (`isBroken`) also loses what a record cannot do
 *   without: the profile its name, the visits their person's id.
 */
export type Drift = 'truncated-booleans' | 'all';
export const DRIFTS: readonly Drift[] = ['truncated-booleans', 'all'];

type Json = Record<string, unknown>;

/** People whose records `all` breaks beyond use: a profile without a name, visits without a person id. */
export function isBroken(personId: number): boolean {
  return personId % 16 === 15;
}

/** The answer to a GET/PATCH under /api/v1 (`segments` after it), drifted. */
export function driftAnswer(drift: Drift, segments: string[], body: unknown): unknown {
  const one = segments[0] === 'profiles' ? (p: Json) => driftProfile(drift, p) : segments[0] === 'hub_visits' ? (v: Json) => driftVisit(drift, v) : undefined;
  if (!one) return body;
  if (Array.isArray(body)) return (body as unknown[]).map((item) => (isJson(item) ? one(item) : item));
  return isJson(body) ? one(body) : body;
}

function driftProfile(drift: Drift, p: Json): Json {
  const out: Json = { ...p };
  for (const key of Object.keys(out)) if (key.endsWith('_truncated')) out[key] = out[key] !== null && out[key] !== false;
  if (drift === 'truncated-booleans') return out;
  const id = Number(p.id);
  const k = id % 8;
  if (isBroken(id)) Object.assign(out, { name: null, first_name: null, last_name: 42 });
  for (const key of Object.keys(out)) if (key.endsWith('_match')) out[key] = k % 2 ? String(out[key]) : out[key] ? 1 : 0;
  if (k === 0 || k === 3) out.id = String(id);
  if (k === 1 || k === 4) out.zulip_id = typeof out.zulip_id === 'number' ? String(out.zulip_id) : out.zulip_id;
  if (k === 2) delete out.name;
  if (k === 5) out.first_name = 0;
  out.pronouns = k % 3 === 0 ? ['she', 'her'] : out.pronouns;
  out.image_path = k % 2 ? { url: out.image_path } : out.image_path;
  out.github = k === 6 ? 12_345 : out.github;
  out.slug = k === 7 ? false : out.slug;
  out.name_hl = k % 4 === 0 ? { hl: out.name_hl } : out.name_hl;
  out.current_location = k % 2 ? ((out.current_location as Json | null)?.name ?? null) : out.current_location;
  out.company = k === 2 ? 42 : out.company;
  out.stints = Array.isArray(out.stints) ? (out.stints as unknown[]).map((s) => (isJson(s) ? driftStint(s, k) : s)) : out.stints;
  out.results_count = 'many';
  out.member_since_2027 = { nested: [1, { deep: true }], note: null };
  return out;
}

function driftStint(s: Json, k: number): Json {
  const batch = s.batch as Json | null;
  return {
    ...s,
    id: k % 2 ? String(s.id) : s.id,
    in_progress: String(s.in_progress),
    for_half_batch: k % 3 === 0 ? 'no' : s.for_half_batch,
    start_date: typeof s.start_date === 'string' ? `${s.start_date}T09:00:00-05:00` : s.start_date,
    end_date: k === 4 ? '' : s.end_date,
    batch: batch && k % 2 === 0 ? batch.name : batch,
    title: k === 5 ? ['x'] : s.title,
  };
}

function driftVisit(drift: Drift, v: Json): Json {
  if (drift === 'truncated-booleans') return v;
  const person = v.person as Json;
  const id = Number(person.id);
  const k = id % 6;
  const out: Json = { ...v, kiosk_session: { id: 'abc', at: [1, 2] } };
  if (isBroken(id)) out.person = { id: 'someone', name: person.name };
  else if (k === 0) out.person = { ...person, id: String(id) };
  else if (k === 1) {
    delete out.person;
    out.person_id = id;
  } else if (k === 2) out.person = { ...person, name: 7 };
  if (k === 3 && typeof v.date === 'string') out.date = `${v.date}T00:00:00-05:00`;
  if (k === 4) out.app_data = JSON.stringify(v.app_data ?? {});
  if (k === 5) out.notes = null;
  if (k === 2 && typeof v.created_at === 'string') {
    out.created_at = Math.floor(Date.parse(v.created_at) / 1000);
    out.updated_at = Math.floor(Date.parse(String(v.updated_at)) / 1000);
  }
  out.created_by_app = k === 1 ? 7 : out.created_by_app;
  return out;
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
