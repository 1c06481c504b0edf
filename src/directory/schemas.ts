import { z } from 'zod';

/**
 * Response schemas. They follow the spec's "required" columns strictly and are
 * lenient everywhere else: unknown fields are tolerated, optional fields may be
 * absent or null (production sends `zulip_id: null` for members without chat).
 */

const personId = z.int().nonnegative();
const optionalText = z.string().nullish().transform((v) => v ?? null);

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
export const hubVisitListDecoder = checkedThen(z.array(hubVisitWire), (visits) => visits.map(finishVisit));

export const batchSchema = z.looseObject({
  id: z.int().nullish(),
  name: z.string(),
  short_name: z.string().nullish(),
  alt_name: z.string().nullish(),
});

// The spec calls the kind `stint_type`; the production service sends `type`. Accept both.
export const stintSchema = z
  .looseObject({
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

export const profileSchema = z.looseObject({
  id: personId,
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  name_hl: z.string(),
  email: z.string(),
  slug: z.string(),
  image_path: z.string(),
  stints: z.array(stintSchema),
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
  bio_match: z.boolean().nullish(),
  bio_hl: optionalText,
  interests_match: z.boolean().nullish(),
  interests_hl: optionalText,
});
export type Profile = z.infer<typeof profileSchema>;

export const profileListSchema = z.array(profileSchema);

/** `[3].person.id`-style path of the first problem zod found, and what it was. */
export function describeSchemaIssue(error: z.ZodError): { path: string; problem: string } {
  const issue = error.issues[0];
  if (!issue) return { path: '', problem: 'invalid response' };
  const path = issue.path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
  return { path, problem: issue.message };
}
