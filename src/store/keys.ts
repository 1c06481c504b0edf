import type { IsoDate } from '../time/hub-date.js';

/**
 * Every key frontdesk writes, in one place. Short, because keys count
 * against the storage limit; per member where the data is a member's, so
 * "forget me" is a handful of deletes.
 */
export const KEYS = {
  /** A member's settings, routine and follows (privacy/records.ts), by directory person id. */
  member: (personId: number) => `m:${personId}`,
  /** Arrival alerts held for a follower (quiet hours), by the follower's person id. */
  held: (personId: number) => `q:${personId}`,
  /** Arrivals already announced on a day (a claim, store/claims.ts). */
  alerted: (date: IsoDate) => `a:${date}`,
  /** Reminders already sent for a day. */
  reminded: (date: IsoDate) => `r:${date}`,
  /** Followers whose held arrival alerts went out on a day (a claim: one process sends them), by person id. */
  heldSent: (date: IsoDate) => `h:${date}`,
};

/** Prefixes of the per-day claims, for pruning and for forgetting a member. */
export const CLAIM_PREFIXES = ['a:', 'r:', 'h:'] as const;
export const MEMBER_PREFIX = 'm:';
export const HELD_PREFIX = 'q:';

/** The keys that belong to one member alone. */
export const memberKeys = (personId: number): string[] => [KEYS.member(personId), KEYS.held(personId)];

/** The person id in a per-member key, or undefined. */
export function personOfKey(key: string): number | undefined {
  const m = /^[mq]:(\d+)$/.exec(key);
  return m ? Number(m[1]) : undefined;
}

/** Deletes the per-day claims older than `keepFrom`: yesterday's alerts no longer matter. */
export function staleClaimKeys(keys: readonly string[], keepFrom: IsoDate): string[] {
  return keys.filter((k) => CLAIM_PREFIXES.some((p) => k.startsWith(p)) && k.slice(2, 12) < keepFrom);
}
