import { demoData } from '../../src/sandbox/demo-data.js';
import type { StoredProfile } from '../../src/sandbox/model.js';
import type { FakeUser } from './fake-zulip/index.js';

// No test-runner imports here: the world and the benchmark use this.

/** The fake realm's host: hidden-email users get Zulip's placeholder `user<ID>@` it. */
export const REALM_HOST = 'zulip.example.org';

/**
 * A Zulip display name as the community writes it: `Ada Quillfeather (she) (W1'26)`.
 * About 93% carry pronouns and a batch; here every member with a batch and pronouns does.
 */
export function displayName(profile: StoredProfile): string {
  const pronouns = profile.pronouns?.split('/')[0];
  const batch = profile.stints.find((s) => s.batch)?.batch?.short_name;
  return [`${profile.first_name} ${profile.last_name}`, pronouns && `(${pronouns})`, batch && `(${batch})`].filter(Boolean).join(' ');
}

/**
 * The Zulip users of the sandbox's demo community (every profile with a
 * zulip_id), with RC-style display names, and every fourth one (the second
 * member, Bram, among them) with their email hidden by the organisation's
 * `email_address_visibility`: a placeholder `email`, and `delivery_email`
 * null to the bot.
 */
export function communityUsers(today: string, timeZone = 'America/New_York'): FakeUser[] {
  return demoData({ today, timeZone }).profiles.flatMap((profile, i): FakeUser[] => {
    if (profile.zulip_id === null) return [];
    const hidden = i % 4 === 1 || profile.email === null;
    const email = hidden ? `user${profile.zulip_id}@${REALM_HOST}` : profile.email!;
    return [{ id: profile.zulip_id, email, fullName: displayName(profile), apiKey: `test-key-${profile.zulip_id}`, deliveryEmail: hidden ? null : email }];
  });
}
