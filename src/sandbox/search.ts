import { SEARCHABLE_TEXTS, roleOfStint, type StoredProfile } from './model.js';

/**
 * Profile search as the sandbox does it: the query is split into words; a
 * profile matches when every word occurs (case-insensitively) in its name,
 * GitHub username or one of the searchable texts. Matches are highlighted as
 * `<span class="highlight">…</span>` inside HTML-escaped text.
 */
export const ROLES = ['recurser', 'resident', 'facilitator', 'faculty'] as const;
export const SCOPES = ['current', 'overlap'] as const;

export interface SearchParams {
  query?: string | undefined;
  batch_id?: number | undefined;
  location_id?: number | undefined;
  role?: (typeof ROLES)[number] | undefined;
  scope?: (typeof SCOPES)[number] | undefined;
}

export interface SearchContext {
  today: string;
  /** The token's owner, for `scope=overlap`. */
  caller: StoredProfile | undefined;
}

export function searchTerms(query: string | undefined): string[] {
  return (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

export function fullName(profile: StoredProfile): string {
  return `${profile.first_name} ${profile.last_name}`;
}

/** Matching profiles, best first: name matches, then others; an empty query lists the newest first. */
export function searchProfiles(profiles: StoredProfile[], params: SearchParams, context: SearchContext): StoredProfile[] {
  const terms = searchTerms(params.query);
  const hits = profiles.filter(
    (p) =>
      terms.every((term) => haystack(p).some((text) => text.toLowerCase().includes(term))) &&
      (params.batch_id === undefined || p.stints.some((s) => s.batch?.id === params.batch_id)) &&
      (params.location_id === undefined || p.current_location?.id === params.location_id) &&
      (params.role === undefined || p.stints.some((s) => roleOfStint(s.type) === params.role)) &&
      (params.scope === undefined || inScope(p, params.scope, context)),
  );
  // Given SandboxStore.profilesNewestFirst(), this sort only confirms the order (one pass).
  if (terms.length === 0) return hits.sort((a, b) => cmp(b.created_at, a.created_at) || b.id - a.id);
  const nameScore = (p: StoredProfile) => (matchesAny(fullName(p), terms) ? 0 : 1);
  return hits.sort((a, b) => nameScore(a) - nameScore(b) || a.id - b.id);
}

export function isStintInProgress(stint: { start_date: string; end_date: string | null }, today: string): boolean {
  return stint.start_date <= today && (stint.end_date === null || stint.end_date >= today);
}

function inScope(profile: StoredProfile, scope: (typeof SCOPES)[number], context: SearchContext): boolean {
  if (scope === 'current') return profile.stints.some((s) => isStintInProgress(s, context.today));
  const mine = context.caller?.stints ?? [];
  return profile.stints.some((s) =>
    mine.some((m) => s.start_date <= (m.end_date ?? '9999-12-31') && m.start_date <= (s.end_date ?? '9999-12-31')),
  );
}

function haystack(p: StoredProfile): string[] {
  return [fullName(p), p.github ?? '', ...SEARCHABLE_TEXTS.map((t) => p.texts[t])];
}

export function matchesAny(text: string, terms: string[]): boolean {
  const lower = text.toLowerCase();
  return terms.some((term) => lower.includes(term));
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function highlight(text: string, terms: string[]): string {
  if (terms.length === 0 || text === '') return escapeHtml(text);
  const pattern = new RegExp(terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
  let out = '';
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    out += `${escapeHtml(text.slice(last, m.index))}<span class="highlight">${escapeHtml(m[0])}</span>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
