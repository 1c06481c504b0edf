import type { PrivacyPolicy } from '../privacy/policy.js';
import type { MemberRecords } from '../privacy/records.js';
import type { Follows } from './follows.js';

/**
 * What command handlers get of the hub's features (issue 26) through their
 * deps (`deps.hub`): members' records in the store, the one privacy policy,
 * and follows. Absent: the features are off, and the policy names everyone.
 */
export interface Hub {
  records: MemberRecords;
  policy: PrivacyPolicy;
  follows: Follows;
  /** reminders.eveningHour / morningHour, for `privacy` and `help` to say when reminders come. */
  reminders: { eveningHour: number; morningHour: number };
  /** Whether a storage warning reaches a person (admins or an alerts stream configured), for what replies promise. */
  adminsHear: boolean;
}
