import { z } from 'zod';

/**
 * Response schemas. They follow the spec's "required" columns strictly and are
 * lenient everywhere else: unknown fields are tolerated, optional fields may be
 * absent or null (production sends `zulip_id: null` for members without chat).
 */

const personId = z.int().nonnegative();
const optionalText = z.string().nullish().transform((v) => v ?? null);

export const personInfoSchema = z.object({ id: personId, name: z.string() });

export const hubVisitSchema = z.object({
  person: personInfoSchema,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date'),
  app_data: z.unknown().optional().transform((v) => v ?? null),
  notes: z.string().nullish().transform((v) => v ?? ''),
  created_at: z.string(),
  updated_at: z.string(),
  created_by_app: optionalText,
  updated_by_app: optionalText,
});
export type HubVisit = z.infer<typeof hubVisitSchema>;

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

export const hubVisitListSchema = z.array(hubVisitSchema);
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
