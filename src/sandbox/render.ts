import { SEARCHABLE_TEXTS, type StoredProfile, type StoredVisit } from './model.js';
import { escapeHtml, fullName, highlight, isStintInProgress, matchesAny } from './search.js';

/** API shape of a visit (directory-api-spec.md, HubVisit). */
export function renderVisit(visit: StoredVisit, profile: StoredProfile | undefined): Record<string, unknown> {
  return {
    person: { id: visit.person_id, name: profile ? fullName(profile) : '' },
    date: visit.date,
    app_data: visit.app_data,
    notes: visit.notes,
    created_at: visit.created_at,
    updated_at: visit.updated_at,
    created_by_app: visit.created_by_app,
    updated_by_app: visit.updated_by_app,
  };
}

/** API shape of a profile, with `*_rendered`, `*_match` and `*_hl` for each searchable text. */
export function renderProfile(profile: StoredProfile, terms: string[], today: string): Record<string, unknown> {
  const name = fullName(profile);
  const { texts, created_at: _created, ...fields } = profile;
  const out: Record<string, unknown> = {
    ...fields,
    name,
    name_hl: highlight(name, terms),
    stints: profile.stints.map((s, i) => ({
      // Stored data from before stints had ids gets a stable made-up one.
      id: s.id ?? profile.id * 100 + i,
      title: s.title ?? null,
      type: s.type,
      // The spec names the field stint_type; the production service sends `type`. The sandbox sends both.
      stint_type: s.type,
      in_progress: isStintInProgress(s, today),
      start_date: s.start_date,
      end_date: s.end_date,
      for_half_batch: s.for_half_batch,
      batch: s.batch,
    })),
    github_match: profile.github !== null && matchesAny(profile.github, terms),
  };
  for (const field of SEARCHABLE_TEXTS) {
    const text = texts[field];
    out[`${field}_rendered`] = text ? `<p>${escapeHtml(text)}</p>` : '';
    out[`${field}_match`] = matchesAny(text, terms);
    out[`${field}_hl`] = highlight(text, terms);
    // Production: a string (a shortened copy of a long text) or null, never a boolean.
    out[`${field}_truncated`] = truncated(text);
  }
  return out;
}

const TRUNCATE_AT = 200;

function truncated(text: string): string | null {
  if (text.length <= TRUNCATE_AT) return null;
  return `${text.slice(0, TRUNCATE_AT).replace(/\s+\S*$/, '')}…`;
}
