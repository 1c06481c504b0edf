import { appData, calendarDate, count, flag, id, text, timestamp } from '../util/tolerant/read.js';
import { listOf, nested, shape, type FieldSpec } from '../util/tolerant/shape.js';

/**
 * The directory's records, declared for the tolerant decoder
 * (src/util/tolerant/shape.ts). A record needs only what frontdesk cannot work
 * without: a profile its `id` (every request is keyed by it) and a name it can
 * show; a visit its person's id and its date. Every other field is read as
 * leniently as is meaningful (ids as digit strings, dates with a time) and,
 * when it is of an unexpected type, shape or value, treated as absent and
 * reported once (typed clients of the production service disagree on
 * `*_truncated`, `*_match`, stint ids and `batch`: directory-api-notes.md).
 * Unknown fields are normal (services grow fields without notice) and left out.
 */

const orNull = <T>(value: T | undefined): T | null => value ?? null;

export interface Batch {
  id: number | null;
  name: string;
  short_name: string | null;
  alt_name: string | null;
}

export const batchShape = shape({
  name: 'batch',
  fields: { id, name: text, short_name: text, alt_name: text },
  // A batch is shown by its name: without one it is no batch at all (the stint stays).
  requires: [{ anyOf: ['name'] }],
  build: (v): Batch => ({ id: orNull(v.id), name: v.name!, short_name: orNull(v.short_name), alt_name: orNull(v.alt_name) }),
});

export interface Stint {
  id: number | null;
  title: string | null;
  /** `type` (production) or `stint_type` (the spec). */
  type: string | null;
  in_progress: boolean | null;
  start_date: string | null;
  end_date: string | null;
  for_half_batch: boolean | null;
  batch: Batch | null;
}

export const stintShape = shape({
  name: 'stint',
  fields: {
    id,
    title: text,
    type: text,
    stint_type: text,
    in_progress: flag,
    start_date: calendarDate,
    end_date: calendarDate,
    for_half_batch: flag,
    // A bare text is the batch's name ("S1'19"): another server's way of saying the same.
    batch: nested(batchShape, { fromText: 'name' }),
  },
  build: (v): Stint => ({
    id: orNull(v.id),
    title: orNull(v.title),
    type: v.type ?? v.stint_type ?? null,
    in_progress: orNull(v.in_progress),
    start_date: orNull(v.start_date),
    end_date: orNull(v.end_date),
    for_half_batch: orNull(v.for_half_batch),
    batch: orNull(v.batch),
  }),
});

export interface NamedRecord {
  id: number | null;
  name: string | null;
}

/** A location or a company: `{id, name}` and, for locations, a few more names nobody reads. A bare text is its name. */
function namedShape(name: string) {
  return shape({
    name,
    fields: { id, name: text },
    build: (v): NamedRecord => ({ id: orNull(v.id), name: orNull(v.name) }),
  });
}
export const locationShape = namedShape('location');
export const companyShape = namedShape('company');

/** Free texts with a rendered, a highlighted and a shortened copy and a match flag in search answers. */
const SEARCH_TEXTS = ['bio', 'before_rc', 'during_rc', 'interests', 'employer_info', 'skills'] as const;

/** The search extras of each text: `bio_rendered`, `bio_match`, `bio_hl`, `bio_truncated`… and `github_match`. */
const searchExtras: Record<string, FieldSpec<unknown>> = Object.fromEntries([
  ...SEARCH_TEXTS.flatMap((t): Array<[string, FieldSpec<unknown>]> => [
    [`${t}_rendered`, text],
    [`${t}_match`, flag],
    [`${t}_hl`, text],
    [`${t}_truncated`, text],
  ]),
  ['github_match', flag] as const,
  // Search results may carry a total.
  ['results_count', count] as const,
]);


/** A profile as frontdesk uses it: absent (and unusable) optional fields are null. */
export interface Profile {
  [field: string]: unknown;
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  name_hl: string | null;
  email: string | null;
  slug: string | null;
  image_path: string | null;
  stints: Stint[];
  github: string | null;
  twitter: string | null;
  linkedin: string | null;
  pronouns: string | null;
  phone_number: string | null;
  employer_role: string | null;
  zoom_url: string | null;
  zulip_id: number | null;
  personal_site_url: string | null;
  blog_url: string | null;
  cluster_username: string | null;
  current_location: NamedRecord | null;
  company: NamedRecord | null;
  bio_rendered: string | null;
  bio_match: boolean | null;
  bio_hl: string | null;
  bio_truncated: string | null;
  interests_match: boolean | null;
  interests_hl: string | null;
  interests_truncated: string | null;
}

export const profileShape = shape({
  name: 'profile',
  fields: {
    id,
    name: text,
    first_name: text,
    last_name: text,
    name_hl: text,
    email: text,
    slug: text,
    image_path: text,
    // One Rust client defaults a missing `stints` to []; so do we.
    stints: listOf(stintShape),
    github: text,
    twitter: text,
    linkedin: text,
    pronouns: text,
    phone_number: text,
    employer_role: text,
    zoom_url: text,
    personal_site_url: text,
    blog_url: text,
    cluster_username: text,
    zulip_id: id,
    // A bare text is the place's name, a bare number its id.
    current_location: nested(locationShape, { fromText: 'name', fromNumber: 'id' }),
    company: nested(companyShape, { fromText: 'name', fromNumber: 'id' }),
    ...searchExtras,
  },
  // A name to show: `name`, or else first and last name.
  requires: [{ anyOf: ['id'] }, { anyOf: ['name', 'first_name', 'last_name'] }],
  // Another implementation answers `{data: [profiles], meta: {…}}`, `{data: profile}`, or a list of one for one profile.
  envelopes: ['data'],
  build(v): Profile {
    const extras = v as Record<string, unknown> as Partial<Record<'bio_rendered' | 'bio_hl' | 'bio_truncated' | 'interests_hl' | 'interests_truncated', string>> &
      Partial<Record<'bio_match' | 'interests_match', boolean>>;
    // One object literal of fixed shape: a walk decodes 10,000 of them. The other search extras are read (and
    // reported when odd) but not kept: nothing shows them.
    return {
      id: v.id!,
      name: v.name?.trim() || [v.first_name, v.last_name].filter(Boolean).join(' ').trim(),
      first_name: v.first_name ?? '',
      last_name: v.last_name ?? '',
      name_hl: orNull(v.name_hl),
      email: orNull(v.email),
      slug: orNull(v.slug),
      image_path: orNull(v.image_path),
      stints: v.stints ?? [],
      github: orNull(v.github),
      twitter: orNull(v.twitter),
      linkedin: orNull(v.linkedin),
      pronouns: orNull(v.pronouns),
      phone_number: orNull(v.phone_number),
      employer_role: orNull(v.employer_role),
      zoom_url: orNull(v.zoom_url),
      // 0 is no Zulip account (no Zulip user has id 0), as null and "" are.
      zulip_id: v.zulip_id ? v.zulip_id : null,
      personal_site_url: orNull(v.personal_site_url),
      blog_url: orNull(v.blog_url),
      cluster_username: orNull(v.cluster_username),
      current_location: orNull(v.current_location),
      company: orNull(v.company),
      bio_rendered: orNull(extras.bio_rendered),
      bio_match: orNull(extras.bio_match),
      bio_hl: orNull(extras.bio_hl),
      bio_truncated: orNull(extras.bio_truncated),
      interests_match: orNull(extras.interests_match),
      interests_hl: orNull(extras.interests_hl),
      interests_truncated: orNull(extras.interests_truncated),
    };
  },
});

export interface HubVisit {
  person: { id: number; name: string };
  date: string;
  /** An object, or null. Anything else another app stored is kept as sent: every reader sees no app data, no write replaces it. */
  app_data: unknown;
  notes: string;
  /** '' when the server sent none we can read: then nobody can tell whether the visit changed since it was made. */
  created_at: string;
  updated_at: string;
  created_by_app: string | null;
  updated_by_app: string | null;
}

export const personShape = shape({
  name: 'visit person',
  fields: { id, name: text },
  requires: [{ anyOf: ['id'] }],
  build: (v) => ({ id: v.id!, name: v.name ?? '' }),
});

export const visitShape = shape({
  name: 'visit',
  fields: {
    // A bare number is the person's id (`person: 4103`).
    person: nested(personShape, { fromNumber: 'id' }),
    // The person's id at the top level, as some servers (and the sandbox's own store) keep it.
    person_id: id,
    date: calendarDate,
    app_data: appData,
    notes: text,
    created_at: timestamp,
    updated_at: timestamp,
    created_by_app: text,
    updated_by_app: text,
  },
  requires: [{ anyOf: ['person', 'person_id'] }, { anyOf: ['date'] }],
  // Another implementation answers `{hub_visits: [visits], page, per_page, total}` (or `{data: …}`).
  envelopes: ['hub_visits', 'data'],
  build(v): HubVisit {
    const person = v.person ?? { id: v.person_id!, name: '' };
    return {
      // A name to show until the profile is known.
      person: { id: person.id, name: person.name.trim() || `member #${person.id}` },
      date: v.date!,
      app_data: v.app_data ?? null,
      notes: v.notes ?? '',
      // Blank is no stamp (the fast path lets it through: src/util/tolerant/fast.ts).
      created_at: v.created_at?.trim() ? v.created_at : '',
      updated_at: v.updated_at?.trim() ? v.updated_at : '',
      created_by_app: orNull(v.created_by_app),
      updated_by_app: orNull(v.updated_by_app),
    };
  },
});
