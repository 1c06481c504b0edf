import { addDaysIso, hubInstant, hubTimestamp, weekdayOf, type IsoDate } from '../time/hub-date.js';
import { COMPANIES, FAMILY_NAMES, GIVEN_NAMES, INTERESTS, LOCATIONS, PROJECTS, PRONOUNS, VISIT_NOTES } from './demo-names.js';
import type { SandboxData, StoredBatch, StoredProfile, StoredStint, StoredVisit } from './model.js';
import { pick, seededRandom } from './random.js';

export interface DemoOptions {
  /** The hub's today: visits cover the four weeks before it and a few planned days after. */
  today: IsoDate;
  timeZone: string;
  members?: number;
  seed?: number;
  /** First Zulip user id handed out; ids are consecutive from here. */
  firstZulipId?: number;
}

export const DEMO_FIRST_ZULIP_ID = 1001;
/** Which nullable field a demo profile leaves null, by index modulo 11 (most leave none). */
const NULLISH_FIELDS: Record<number, 'email' | 'slug' | 'image_path'> = { 3: 'image_path', 5: 'slug', 7: 'email' };
const BATCH_NAMES = ['Winter 1', 'Spring 1', 'Spring 2', 'Summer 1', 'Fall 1', 'Fall 2'];

/** Deterministic demo directory: the same options always give the same data. */
export function demoData(options: DemoOptions): SandboxData {
  const random = seededRandom(options.seed ?? 2026);
  const count = options.members ?? 64;
  const year = Number(options.today.slice(0, 4));
  const batches: StoredBatch[] = BATCH_NAMES.map((name, i) => ({
    id: 100 + i,
    name: `${name}, ${year}`,
    short_name: `${name.charAt(0)}${name.slice(-1)}'${String(year).slice(2)}`,
    alt_name: null,
  }));
  const profiles: StoredProfile[] = [];
  for (let i = 0; i < count; i++) profiles.push(demoProfile(i, random, batches, options));
  return { profiles, visits: demoVisits(profiles, random, options) };
}

function demoProfile(i: number, random: () => number, batches: StoredBatch[], options: DemoOptions): StoredProfile {
  const first = GIVEN_NAMES[i % GIVEN_NAMES.length] ?? 'Ada';
  const last = FAMILY_NAMES[(i * 7 + Math.floor(i / GIVEN_NAMES.length)) % FAMILY_NAMES.length] ?? 'Quillfeather';
  const id = 5000 + i;
  const slug = `${id}-${first}-${last}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const handle = `${first}${last}`.toLowerCase().replace(/[^a-z]/g, '');
  // Every fifth member has no Zulip account linked, as in production; the first always has one.
  const zulipId = i % 5 === 4 ? null : (options.firstZulipId ?? DEMO_FIRST_ZULIP_ID) + i;
  const company = random() < 0.6 ? pick(random, COMPANIES) : null;
  const location = pick(random, LOCATIONS);
  const interests = [pick(random, INTERESTS), pick(random, INTERESTS)];
  const project = pick(random, PROJECTS);
  const batch = batches[i % batches.length] ?? null;
  const year = options.today.slice(0, 4);
  const startDate = `${year}-${String((i % batches.length) * 2 + 1).padStart(2, '0')}-04`;
  const halfBatch = i % 4 === 0;
  const stint: StoredStint = {
    id: 90_000 + i,
    title: null,
    type: i % 13 === 0 ? 'residency' : i % 17 === 0 ? 'facilitatorship' : 'retreat',
    batch,
    start_date: startDate,
    end_date: addDaysIso(startDate, halfBatch ? 6 * 7 - 3 : 12 * 7 - 3),
    for_half_batch: halfBatch,
  };
  // Staff have a second stint, an employment with a title and no batch (as production sends it).
  const staff: StoredStint[] =
    i % 19 === 9
      ? [{ id: 95_000 + i, title: 'Faculty', type: 'employment', batch: null, start_date: `${Number(year) - 1}-06-01`, end_date: null, for_half_batch: false }]
      : [];
  // A few profiles carry the nulls public clients of production allow for (never the first ten, which tests name).
  const nullish = i >= 10 ? NULLISH_FIELDS[i % 11] : undefined;
  return {
    id,
    first_name: first,
    last_name: last,
    email: nullish === 'email' ? null : `${handle}@example.org`,
    slug: nullish === 'slug' ? null : slug,
    image_path: nullish === 'image_path' ? null : i % 6 === 0 ? '/assets/people/missing.png' : `https://assets.example.org/people/${slug}.jpg`,
    pronouns: pick(random, PRONOUNS),
    phone_number: `+1-555-01${String(i % 100).padStart(2, '0')}`,
    github: i % 3 === 2 ? null : handle,
    twitter: random() < 0.3 ? handle : null,
    linkedin: random() < 0.3 ? handle : null,
    employer_role: company ? company.role : null,
    zoom_url: null,
    zulip_id: zulipId,
    personal_site_url: random() < 0.4 ? `https://${handle}.example.net` : null,
    blog_url: random() < 0.3 ? `https://${handle}.example.net/blog` : null,
    cluster_username: null,
    current_location: location,
    company: company ? { id: company.id, name: company.name } : null,
    stints: [stint, ...staff],
    texts: {
      bio: `${first} writes software and is currently building ${project}.`,
      before_rc: company ? `Worked at ${company.name} as a ${company.role}.` : 'Studied physics, then taught myself to program.',
      during_rc: `Building ${project} and learning ${interests[0]}.`,
      interests: interests.join(', '),
      employer_info: company ? `${company.role} at ${company.name}` : '',
      skills: `${interests[1]}, ${project}`,
    },
    created_at: `${year}-01-01T09:00:${String(i % 60).padStart(2, '0')}-05:00`,
  };
}

/**
 * How a demo visit was recorded, as the hub's apps tag them: mostly the kiosk,
 * then door fobs, the website, frontdesk and a few untagged. Derived from the
 * person and day, not drawn from the seeded generator, so the rest of the demo data stays as it was.
 */
function demoSource(personId: number, offset: number): { app: string | null; appData: unknown } {
  const n = (personId * 7 + (offset + 100) * 13) % 20;
  if (n < 8) return { app: 'Hub Kiosk', appData: {} };
  if (n < 12) return { app: 'Door Fob Reader', appData: { source: 'fob' } };
  if (n < 15) return { app: null, appData: { source: 'web' } };
  if (n < 18) return { app: 'frontdesk', appData: { source: 'frontdesk' } };
  return { app: null, appData: {} };
}

function demoVisits(profiles: StoredProfile[], random: () => number, options: DemoOptions): StoredVisit[] {
  const visits: StoredVisit[] = [];
  for (let offset = -28; offset <= 3; offset++) {
    const date = addDaysIso(options.today, offset);
    const weekday = weekdayOf(date);
    const rate = weekday === 0 || weekday === 6 ? 0.05 : offset > 0 ? 0.12 : 0.25;
    for (const profile of profiles) {
      if (random() >= rate) continue;
      const at = hubInstant(date, 8 + Math.floor(random() * 9), Math.floor(random() * 60), options.timeZone);
      const stamp = hubTimestamp(at, options.timeZone);
      const source = demoSource(profile.id, offset);
      visits.push({
        person_id: profile.id,
        date,
        notes: pick(random, VISIT_NOTES),
        // As the hub's apps write them: an object (never null), equal one-second stamps, the app named when it says.
        app_data: source.appData,
        created_at: stamp,
        updated_at: stamp,
        created_by_app: source.app,
        updated_by_app: source.app,
      });
    }
  }
  return visits;
}
