/** What the sandbox stores. API responses are rendered from these (see render.ts). */

export interface StoredBatch {
  id: number;
  name: string;
  short_name: string;
  alt_name: string | null;
}

export interface StoredStint {
  /** Production stints carry an id and a title (null for most batch stints); older data files may lack them. */
  id?: number;
  title?: string | null;
  type: 'retreat' | 'residency' | 'research_fellowship' | 'employment' | 'facilitatorship';
  batch: StoredBatch | null;
  start_date: string;
  end_date: string | null;
  for_half_batch: boolean;
}

/** Free texts a search covers, besides name and GitHub username. */
export const SEARCHABLE_TEXTS = ['bio', 'before_rc', 'during_rc', 'interests', 'employer_info', 'skills'] as const;
export type SearchableText = (typeof SEARCHABLE_TEXTS)[number];

export interface StoredProfile {
  id: number;
  first_name: string;
  last_name: string;
  /** Typed nullable by every public client of the production service: a few demo profiles have null. */
  email: string | null;
  slug: string | null;
  image_path: string | null;
  pronouns: string | null;
  phone_number: string | null;
  github: string | null;
  twitter: string | null;
  linkedin: string | null;
  employer_role: string | null;
  zoom_url: string | null;
  zulip_id: number | null;
  personal_site_url: string | null;
  blog_url: string | null;
  cluster_username: string | null;
  current_location: { id: number; name: string; short_name: string } | null;
  company: { id: number; name: string } | null;
  stints: StoredStint[];
  texts: Record<SearchableText, string>;
  /** Orders an empty search (newest first). */
  created_at: string;
}

export interface StoredVisit {
  person_id: number;
  date: string;
  notes: string;
  app_data: unknown;
  created_at: string;
  updated_at: string;
  created_by_app: string | null;
  updated_by_app: string | null;
}

export interface SandboxToken {
  token: string;
  /** Whose profile `/profiles/me` returns. */
  person_id: number;
  /** Recorded as created_by_app / updated_by_app on writes (OAuth apps have one; personal tokens don't). */
  app: string | null;
}

export interface SandboxData {
  profiles: StoredProfile[];
  visits: StoredVisit[];
}

export function roleOfStint(type: StoredStint['type']): 'recurser' | 'resident' | 'facilitator' | 'faculty' {
  switch (type) {
    case 'residency':
    case 'research_fellowship':
      return 'resident';
    case 'facilitatorship':
      return 'facilitator';
    case 'employment':
      return 'faculty';
    default:
      return 'recurser';
  }
}
