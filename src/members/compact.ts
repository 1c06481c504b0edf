import type { Profile, Stint } from '../directory/schemas.js';

/**
 * What the member index keeps of a profile: what replies, cards and lookups
 * read. A real profile also carries rendered and highlighted copies of every
 * text (bio, interests, before/during RC…): ten times the size, for 10,000
 * members tens of megabytes nobody reads. Those are left out.
 */
export function compactProfile(p: Profile): Profile {
  return {
    id: p.id,
    name: p.name,
    first_name: p.first_name,
    last_name: p.last_name,
    name_hl: null,
    email: p.email,
    slug: p.slug,
    image_path: p.image_path,
    stints: p.stints.map(compactStint),
    github: p.github,
    twitter: p.twitter,
    linkedin: p.linkedin,
    pronouns: p.pronouns,
    // Never shown by frontdesk (docs/architecture.md, "Members"): not kept either.
    phone_number: null,
    employer_role: p.employer_role,
    zoom_url: null,
    zulip_id: p.zulip_id,
    personal_site_url: p.personal_site_url,
    blog_url: p.blog_url,
    cluster_username: null,
    current_location: p.current_location ? { id: p.current_location.id, name: p.current_location.name } : null,
    company: p.company ? { id: p.company.id, name: p.company.name } : null,
    bio_rendered: null,
    bio_match: null,
    bio_hl: null,
    bio_truncated: null,
    interests_match: null,
    interests_hl: null,
    interests_truncated: null,
  };
}

function compactStint(s: Stint): Stint {
  const batch = s.batch ? { id: s.batch.id, name: s.batch.name, short_name: s.batch.short_name, alt_name: s.batch.alt_name } : s.batch;
  return {
    id: s.id,
    title: s.title,
    type: s.type,
    in_progress: s.in_progress,
    start_date: s.start_date,
    end_date: s.end_date,
    for_half_batch: s.for_half_batch,
    batch,
  };
}
