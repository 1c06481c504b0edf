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
const optionalText = z.string().nullish().transform((v) => v ?? null);
const optionalFlag = z.boolean().nullish().transform((v) => v ?? null);

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

function checkedThen<S extends z.ZodType, T>(schema: S, finish: (checked: z.output<S>) => T): Decoder<T> {
  return {
    safeParse(data) {
      const checked = schema.safeParse(data);
      return checked.success ? { success: true, data: finish(checked.data) } : checked;
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

export const batchSchema = z.looseObject({
  id: z.int().nullish(),
  name: z.string(),
  short_name: z.string().nullish(),
  alt_name: z.string().nullish(),
});

// The spec calls the kind `stint_type`; the production service sends `type`. Accept both.
// Production stints also carry `id` and `title` (string or null); `batch` is absent or null for employment.
export const stintSchema = z
  .looseObject({
    id: z.int().nullish(),
    title: z.string().nullish(),
    type: z.string().nullish(),
    stint_type: z.string().nullish(),
    in_progress: z.boolean().nullish(),
    start_date: z.string().nullish(),
    end_date: z.string().nullish(),
    for_half_batch: z.boolean().nullish(),
    batch: batchSchema.nullish(),
  })
  .transform((s) => ({ ...s, type: s.type ?? s.stint_type ?? null }));
export type Stint = z.infer<typeof stintSchema>;

const namedRecord = z.looseObject({ id: z.int().nullish(), name: z.string().nullish() });

export const profileSchema = z
  .looseObject({
    id: personId,
    // A name is required, as `name` or as first and last name (checked below).
    name: z.string().nullish(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    name_hl: optionalText,
    email: optionalText,
    slug: optionalText,
    image_path: optionalText,
    // One Rust client defaults a missing `stints` to []; so do we.
    stints: z
      .array(stintSchema)
      .nullish()
      .transform((v) => v ?? []),
    github: optionalText,
    twitter: optionalText,
    linkedin: optionalText,
    pronouns: optionalText,
    phone_number: optionalText,
    employer_role: optionalText,
    zoom_url: optionalText,
    zulip_id: z.int().nonnegative().nullish().transform((v) => v ?? null),
    personal_site_url: optionalText,
    blog_url: optionalText,
    cluster_username: optionalText,
    current_location: namedRecord.nullish().transform((v) => v ?? null),
    company: namedRecord.nullish().transform((v) => v ?? null),
    bio_rendered: optionalText,
    // `*_match` is a boolean or null; `*_truncated` a string or null (never a boolean) in every typed client.
    bio_match: optionalFlag,
    bio_hl: optionalText,
    bio_truncated: optionalText,
    interests_match: optionalFlag,
    interests_hl: optionalText,
    interests_truncated: optionalText,
  })
  .refine((p) => nameOf(p) !== '', { message: 'a profile needs a name (name, or first_name and last_name)', path: ['name'] })
  .transform((p) => ({ ...p, name: nameOf(p), first_name: p.first_name ?? '', last_name: p.last_name ?? '' }));
export type Profile = z.infer<typeof profileSchema>;

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
