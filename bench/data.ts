import type { SandboxData, StoredProfile, StoredVisit } from '../src/sandbox/model.js';
import { addDaysIso } from '../src/time/hub-date.js';
import { makeProfile } from '../test/support/profiles.js';

export const FIRST_ZULIP_ID = 10_001;

/** A fictional member for the benchmark directory. */
function profile(i: number): StoredProfile {
  return makeProfile(7_000 + i, { first_name: `Bench${i}`, last_name: 'Member', email: `bench${i}@example.org`, slug: `${7_000 + i}-bench-member`, zulip_id: FIRST_ZULIP_ID + i });
}

function visit(personId: number, date: string, i: number): StoredVisit {
  const stamp = `${date}T${String(8 + Math.floor(i / 60) % 10).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00-05:00`;
  return { person_id: personId, date, notes: i % 3 ? `working on thing ${i}` : '', app_data: null, created_at: stamp, updated_at: stamp, created_by_app: null, updated_by_app: null };
}

/**
 * 600 members; 250 visitors today (who's here); 500 on the digest day, whose
 * same weekday in each of the 4 weeks before had 450 visitors, so 471 of the
 * 500 were seen in those weeks and 29 are first-timers (realistic, not a worst case).
 */
export function benchData(today: string, digestDay: string): SandboxData {
  const profiles = Array.from({ length: 600 }, (_, i) => profile(i));
  const visits: StoredVisit[] = [];
  for (let i = 0; i < 250; i++) visits.push(visit(profiles[i]!.id, today, i));
  for (let i = 0; i < 500; i++) visits.push(visit(profiles[i]!.id, digestDay, i));
  for (let week = 1; week <= 4; week++) {
    const day = addDaysIso(digestDay, -7 * week);
    for (let i = 0; i < 450; i++) visits.push(visit(profiles[(i + week * 7) % 480]!.id, day, i));
  }
  return { profiles, visits };
}
