import { z } from 'zod';

/**
 * Response schemas. Lenient wherever public clients of the production service
 * are (directory-api-notes.md, "More observations"): unknown fields pass,
 * optional fields may be absent or null, and a profile needs only what
 * frontdesk cannot work without: an `id` (every request is keyed by it) and a
 * name (every reply names the member; search falls back to it). The spec's
 * other "required" profile fields (`email`, `slug`, `image_path`, `name_hl`,
 * `stints`) are typed nullable by every typed client of the real service, so
 * a profile missing one is still a member we can check in and talk about.
 */

const personId = z.int().nonnegative();

/**
 * How a response body becomes a typed value; zod schemas are decoders as they
 * are. Hub visits, which arrive 200 to a page, are checked by a schema without
 * transforms and then given their defaults by a plain function: zod's per-field
 * transforms made checking a 200-visit page five times slower (0.23 ms against
 * 0.05 ms, see bench/README.md).
 */
export interface Decoder<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: z.ZodError };
}

function checkedThen<S extends z.ZodType, T>(schema: S, finish: (checked: z.output<S>) => T): Decoder<T> & { parse(data: unknown): T } {
  const decoder: Decoder<T> = {
    safeParse(data) {
      const checked = schema.safeParse(data);
      return checked.success ? { success: true, data: finish(checked.data) } : checked;
    },
  };
  return {
    ...decoder,
    parse(data) {
      const result = decoder.safeParse(data);
      if (!result.success) throw result.error;
      return result.data;
    },
  };
}

export const personInfoSchema = z.object({ id: personId, name: z.string() });

const hubVisitWire = z.object({
  person: personInfoSchema,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date'),
  app_data: z.unknown().optional(),
  notes: z.string().nullish(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by_app: z.string().nullish(),
  updated_by_app: z.string().nullish(),
});

export interface HubVisit {
  person: { id: number; name: string };
  date: string;
  app_data: unknown;
  notes: string;
  created_at: string;
  updated_at: string;
  created_by_app: string | null;
  updated_by_app: string | null;
}

function finishVisit(visit: z.output<typeof hubVisitWire>): HubVisit {
  return {
    ...visit,
    app_data: visit.app_data ?? null,
    notes: visit.notes ?? '',
    created_by_app: visit.created_by_app ?? null,
    updated_by_app: visit.updated_by_app ?? null,
  };
}

export const hubVisitDecoder = checkedThen(hubVisitWire, finishVisit);
const hubVisitArrayDecoder = checkedThen(z.array(hubVisitWire), (visits) => visits.map(finishVisit));

const nullableText = z.string().nullish();
const nullableInt = z.int().nullish();

const batchWire = z.looseObject({
  id: nullableInt,
  name: z.string(),
  short_name: nullableText,
  alt_name: nullableText,
});

// The spec calls the kind `stint_type`; the production service sends `type`. Accept both.
// Production stints also carry `id` and `title` (string or null); `batch` is absent or null for employment.
const stintWire = z.looseObject({
  id: nullableInt,
  title: nullableText,
  type: nullableText,
  stint_type: nullableText,
  in_progress: z.boolean().nullish(),
  start_date: nullableText,
  end_date: nullableText,
  for_half_batch: z.boolean().nullish(),
  batch: batchWire.nullish(),
});

const namedRecord = z.looseObject({ id: nullableInt, name: nullableText });

/**
 * Checked without transforms, then given its defaults by `finishProfile`, as
 * visits are: a walk of 10,000 profiles decodes 200 pages of 50.
 */
const profileWire = z
  .looseObject({
    id: personId,
    // A name is required, as `name` or as first and last name (checked below).
    name: nullableText,
    first_name: nullableText,
    last_name: nullableText,
    name_hl: nullableText,
    email: nullableText,
    slug: nullableText,
    image_path: nullableText,
    // One Rust client defaults a missing `stints` to []; so do we.
    stints: z.array(stintWire).nullish(),
    github: nullableText,
    twitter: nullableText,
    linkedin: nullableText,
    pronouns: nullableText,
    phone_number: nullableText,
    employer_role: nullableText,
    zoom_url: nullableText,
    zulip_id: z.int().nonnegative().nullish(),
    personal_site_url: nullableText,
    blog_url: nullableText,
    cluster_username: nullableText,
    current_location: namedRecord.nullish(),
    company: namedRecord.nullish(),
    bio_rendered: nullableText,
    // `*_match` is a boolean or null; `*_truncated` a string or null (never a boolean) in every typed client.
    bio_match: z.boolean().nullish(),
    bio_hl: nullableText,
    bio_truncated: nullableText,
    interests_match: z.boolean().nullish(),
    interests_hl: nullableText,
    interests_truncated: nullableText,
  })
  .refine((p) => nameOf(p) !== '', { message: 'a profile needs a name (name, or first_name and last_name)', path: ['name'] });

export interface Batch {
  id: number | null;
  name: string;
  short_name: string | null;
  alt_name: string | null;
}

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

export interface NamedRecord {
  id: number | null;
  name: string | null;
}

/** A profile as frontdesk uses it: absent and null optional fields are null; unknown fields pass through. */
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

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

function finishStint(s: z.output<typeof stintWire>): Stint {
  const b = s.batch;
  return {
    ...s,
    id: orNull(s.id),
    title: orNull(s.title),
    type: s.type ?? s.stint_type ?? null,
    in_progress: orNull(s.in_progress),
    start_date: orNull(s.start_date),
    end_date: orNull(s.end_date),
    for_half_batch: orNull(s.for_half_batch),
    batch: b ? { ...b, id: orNull(b.id), short_name: orNull(b.short_name), alt_name: orNull(b.alt_name) } : null,
  };
}

const record = (r: z.output<typeof namedRecord> | null | undefined): NamedRecord | null => (r ? { ...r, id: orNull(r.id), name: orNull(r.name) } : null);

function finishProfile(p: z.output<typeof profileWire>): Profile {
  return {
    ...p,
    name: nameOf(p),
    first_name: p.first_name ?? '',
    last_name: p.last_name ?? '',
    name_hl: orNull(p.name_hl),
    email: orNull(p.email),
    slug: orNull(p.slug),
    image_path: orNull(p.image_path),
    stints: (p.stints ?? []).map(finishStint),
    github: orNull(p.github),
    twitter: orNull(p.twitter),
    linkedin: orNull(p.linkedin),
    pronouns: orNull(p.pronouns),
    phone_number: orNull(p.phone_number),
    employer_role: orNull(p.employer_role),
    zoom_url: orNull(p.zoom_url),
    zulip_id: orNull(p.zulip_id),
    personal_site_url: orNull(p.personal_site_url),
    blog_url: orNull(p.blog_url),
    cluster_username: orNull(p.cluster_username),
    current_location: record(p.current_location),
    company: record(p.company),
    bio_rendered: orNull(p.bio_rendered),
    bio_match: orNull(p.bio_match),
    bio_hl: orNull(p.bio_hl),
    bio_truncated: orNull(p.bio_truncated),
    interests_match: orNull(p.interests_match),
    interests_hl: orNull(p.interests_hl),
    interests_truncated: orNull(p.interests_truncated),
  };
}

export const profileSchema = checkedThen(profileWire, finishProfile);

function nameOf(p: { name?: string | null | undefined; first_name?: string | null | undefined; last_name?: string | null | undefined }): string {
  const name = p.name?.trim();
  return name || [p.first_name, p.last_name].filter(Boolean).join(' ').trim();
}

/** An item of a list that could not be used, and why. */
export interface SkippedItem {
  index: number;
  /** The item's `id` (or `person.id` for a visit), when it had a usable one. */
  id: number | undefined;
  path: string;
  problem: string;
}

/** A decoded page: the usable items, how many the server sent (paging advances by that), and what was skipped. */
export interface Page<T> {
  items: T[];
  received: number;
  skipped: SkippedItem[];
}

/**
 * A list decoded item by item: one bad profile (a null where we once wanted a
 * string) must not cost the whole page, let alone every index build. Only a
 * body that is not an array at all fails. `whole` is a faster check of the
 * entire array, tried first; items are decoded one by one only when it fails.
 */
export function listDecoder<T>(item: Decoder<T>, whole?: Decoder<T[]>): Decoder<Page<T>> {
  return {
    safeParse(data) {
      const asArray = z.array(z.unknown()).safeParse(data);
      if (!asArray.success) return asArray;
      const fast = whole?.safeParse(data);
      if (fast?.success) return { success: true, data: { items: fast.data, received: asArray.data.length, skipped: [] } };
      const items: T[] = [];
      const skipped: SkippedItem[] = [];
      asArray.data.forEach((raw, index) => {
        const parsed = item.safeParse(raw);
        if (parsed.success) items.push(parsed.data);
        else skipped.push({ index, id: idOf(raw), ...describeSchemaIssue(parsed.error) });
      });
      return { success: true, data: { items, received: asArray.data.length, skipped } };
    },
  };
}

function idOf(raw: unknown): number | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as { id?: unknown; person?: { id?: unknown } | null };
  const id = record.id ?? record.person?.id;
  return typeof id === 'number' ? id : undefined;
}

export const hubVisitListDecoder = listDecoder(hubVisitDecoder, hubVisitArrayDecoder);
export const profileListDecoder = listDecoder<Profile>(profileSchema);

/** `[3].person.id`-style path of the first problem zod found, and what it was. */
export function describeSchemaIssue(error: z.ZodError): { path: string; problem: string } {
  const issue = error.issues[0];
  if (!issue) return { path: '', problem: 'invalid response' };
  const path = issue.path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
  return { path, problem: issue.message };
}
