import type { IsoDate } from '../time/hub-date.js';
import type { MemberRecords } from './records.js';

/**
 * Every place frontdesk shows who came: lists (who's here, the digest, who
 * knows X), the weekly report and its CSV, charts, arrival alerts, forecasts,
 * and answers about one person.
 */
export type Output = 'roster' | 'digest' | 'search' | 'report' | 'csv' | 'chart' | 'forecast' | 'follow' | 'person';

/** named: shown with their name; counted: in the numbers, never named; hidden: not there at all. */
export type Visibility = 'named' | 'counted' | 'hidden';

export interface PrivacyPolicy {
  /**
   * THE privacy decision: how `personId`'s visit on `date` may appear in
   * `output`; `viewer` (a person id) is who will read it (a follower).
   */
  visibility(personId: number, date: IsoDate, output: Output, viewer?: number): Visibility;
}

/** Without stored settings (hub features off): everyone named, no follows. */
export const EVERYONE_NAMED: PrivacyPolicy = { visibility: (_p, _d, output) => (output === 'follow' ? 'hidden' : 'named') };

/**
 * The policy from members' own settings:
 * - ghost on that day: counted, never named, never announced;
 * - not listed by name: counted without a name; a single-person answer says nothing;
 * - follows: only as the member allowed (anyone, or followers they approved; nobody: hidden).
 */
export function memberPolicy(records: Pick<MemberRecords, 'view'>): PrivacyPolicy {
  return {
    visibility(personId, date, output, viewer) {
      const r = records.view(personId);
      const ghost = r.ghost === date;
      if (output === 'follow') {
        if (ghost || viewer === undefined || viewer === personId) return 'hidden';
        if (r.followable === 'anyone') return 'named';
        return r.followable === 'approved' && r.approved.includes(viewer) ? 'named' : 'hidden';
      }
      // Counts are counts: a chart or a forecast names nobody, so everyone is in them.
      if (output === 'chart' || output === 'forecast') return 'counted';
      if (ghost || !r.listed) return output === 'person' ? 'hidden' : 'counted';
      return 'named';
    },
  };
}

/** A list split as the policy says: who may be named, and how many more are counted without a name. */
export function splitByPolicy<T>(items: readonly T[], personOf: (item: T) => number, date: IsoDate, output: Output, policy: PrivacyPolicy | undefined): { named: T[]; unnamed: number } {
  if (!policy) return { named: [...items], unnamed: 0 };
  const named: T[] = [];
  let unnamed = 0;
  for (const item of items) {
    const seen = policy.visibility(personOf(item), date, output);
    if (seen === 'named') named.push(item);
    else if (seen === 'counted') unnamed++;
  }
  return { named, unnamed };
}

/** "and 2 more" for the members counted but not named. */
export const andMore = (n: number): string => (n === 0 ? '' : `and ${n} more (not listed by name)`);
