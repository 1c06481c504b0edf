import type { StoredProfile } from '../../src/sandbox/model.js';

// No test-runner imports here: the benchmark uses this too.

/** A minimal fictional profile for seeding a store. */
export function makeProfile(id: number, overrides: Partial<StoredProfile> = {}): StoredProfile {
  return {
    id,
    first_name: `Test${id}`,
    last_name: 'Person',
    email: `test${id}@example.org`,
    slug: `${id}-test-person`,
    image_path: '',
    pronouns: null,
    phone_number: null,
    github: null,
    twitter: null,
    linkedin: null,
    employer_role: null,
    zoom_url: null,
    zulip_id: 90_000 + id,
    personal_site_url: null,
    blog_url: null,
    cluster_username: null,
    current_location: null,
    company: null,
    stints: [],
    texts: { bio: '', before_rc: '', during_rc: '', interests: '', employer_info: '', skills: '' },
    created_at: '2026-01-01T09:00:00-05:00',
    ...overrides,
  };
}
