import type { Logger } from '../log.js';
import { unclaim } from '../store/claims.js';
import { CLAIM_PREFIXES, KEYS, MEMBER_PREFIX, memberKeys } from '../store/keys.js';
import type { KeyValueStore } from '../store/store.js';
import type { IsoDate } from '../time/hub-date.js';
import { RecentSet } from '../util/recent-set.js';
import { decodeRecord, encodeRecord, isEmptyRecord, NO_RECORD, pruned, type MemberRecord } from './record.js';

/**
 * Members' records in the store, one key each (`m:<person id>`). Reads are
 * synchronous (the store holds every key in memory), so the privacy policy
 * can be asked on every output path; writes go through the store.
 */
export class MemberRecords {
  readonly #reported = new RecentSet<string>(1_000);

  constructor(
    readonly store: KeyValueStore,
    private readonly log: Logger,
  ) {}

  get(personId: number): MemberRecord {
    return this.#decode(this.store.peek(KEYS.member(personId)));
  }

  /**
   * The record to read, never to change: the member's, or for a member
   * without one the defaults all such members share (NO_RECORD, frozen). The
   * privacy policy asks for every person of a list (who's here, the digest):
   * most have no record, and a fresh one each would be most of its cost.
   */
  view(personId: number): Readonly<MemberRecord> {
    const text = this.store.peek(KEYS.member(personId));
    return text === undefined ? NO_RECORD : this.#decode(text);
  }

  #decode(text: string | undefined): MemberRecord {
    return decodeRecord(text, (field) => {
      // Reported once per field, not per record (a drifted writer would otherwise flood the log).
      if (this.#reported.add(field)) this.log.warn({ field }, 'a stored member record has a field of an unexpected type; read as its default');
    });
  }

  /** Whether frontdesk holds anything about this member. */
  has(personId: number): boolean {
    return memberKeys(personId).some((key) => this.store.peek(key) !== undefined);
  }

  /** Every member with a record, by person id. */
  all(): Array<[number, MemberRecord]> {
    return this.store.keys(MEMBER_PREFIX).flatMap((key) => {
      const id = Number(key.slice(MEMBER_PREFIX.length));
      return Number.isInteger(id) ? [[id, this.get(id)] as [number, MemberRecord]] : [];
    });
  }

  /** Changes one record (passed dates dropped); a record back to all defaults is deleted. */
  async update(personId: number, today: IsoDate, change: (record: MemberRecord) => MemberRecord): Promise<MemberRecord> {
    const next = pruned(change(this.get(personId)), today);
    const key = KEYS.member(personId);
    if (isEmptyRecord(next)) await this.store.delete([key]);
    else await this.store.put({ [key]: encodeRecord(next) });
    return next;
  }

  /** Who follows `personId` on `date`: steady follows and that day's one-shots. */
  followersOf(personId: number, date: IsoDate): Array<[number, MemberRecord]> {
    return this.all().filter(([id, r]) => id !== personId && (r.following.includes(personId) || r.once[personId] === date));
  }

  /**
   * Forget me: every key of the member deleted, and every mention of them in
   * other members' records (follows both ways, approvals) and in the claims.
   */
  async forget(personId: number): Promise<void> {
    const others: Record<string, string> = {};
    for (const [id, r] of this.all()) {
      if (id === personId) continue;
      const mentions = r.following.includes(personId) || personId in r.once || r.approved.includes(personId) || r.refused.includes(personId);
      if (!mentions) continue;
      const { [personId]: _gone, ...once } = r.once;
      const next = {
        ...r,
        once,
        following: r.following.filter((x) => x !== personId),
        approved: r.approved.filter((x) => x !== personId),
        refused: r.refused.filter((x) => x !== personId),
      };
      others[KEYS.member(id)] = encodeRecord(next);
    }
    await this.store.put(others);
    await this.store.delete(memberKeys(personId));
    for (const prefix of CLAIM_PREFIXES) await unclaim(this.store, prefix, personId);
  }
}
