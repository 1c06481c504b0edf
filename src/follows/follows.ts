import type { Logger } from '../log.js';
import type { MemberRecord } from '../privacy/record.js';
import type { MemberRecords } from '../privacy/records.js';
import { offerAnswers, type Messenger } from '../routines/messenger.js';
import { personRef } from '../text/markdown.js';
import type { IsoDate } from '../time/hub-date.js';
import { approvalText } from './approvals.js';
import { followsReplies } from './replies.js';

/** Someone in a follow: their directory person id, name and Zulip account (null: none linked). */
export interface Party {
  personId: number;
  name: string;
  zulipId: number | null;
}

/**
 * following: arrivals will be told; asked: the member was asked (approved only); waiting: asked
 * before, no yes yet (or a no, which the follower is never told); cannot: they allow nobody
 * (the follower hears only "I can't tell you about that member"); self: yourself.
 */
export type FollowResult = 'following' | 'asked' | 'waiting' | 'cannot' | 'self';

const add = (list: number[], id: number) => (list.includes(id) ? list : [...list, id]);
const without = (list: number[], id: number) => list.filter((x) => x !== id);

/**
 * Follows, with consent first: a member who allows anyone is followed at
 * once; one who allows approved followers is asked by DM (✅/❌); one who
 * allows nobody cannot be followed, and the follower learns nothing more.
 */
export class Follows {
  constructor(
    private readonly deps: { records: MemberRecords; messenger: Messenger; log: Logger },
  ) {}

  /** Whether `follower` may be told of `followee`'s arrivals now (their consent, not the day's ghosting). */
  static allowed(followee: MemberRecord, follower: number): boolean {
    return followee.followable === 'anyone' || (followee.followable === 'approved' && followee.approved.includes(follower) && !followee.refused.includes(follower));
  }

  /** `follow` (steady) or "tell me when X comes in" (`oneShot`: for `today` only). */
  async follow(follower: Party, followee: Party, today: IsoDate, oneShot = false): Promise<FollowResult> {
    const { records, messenger, log } = this.deps;
    if (follower.personId === followee.personId) return 'self';
    const theirs = records.get(followee.personId);
    // Nobody, or approval asked of someone the bot cannot DM: the same answer, which says nothing about them.
    if (theirs.followable === 'nobody' || (!Follows.allowed(theirs, follower.personId) && followee.zulipId === null)) return 'cannot';
    const mine = records.get(follower.personId);
    const askedBefore = mine.following.includes(followee.personId) || followee.personId in mine.once || theirs.refused.includes(follower.personId);
    await records.update(follower.personId, today, (r) => ({
      ...r,
      zulipId: follower.zulipId ?? r.zulipId,
      ...(oneShot ? { once: { ...r.once, [followee.personId]: today } } : { following: add(r.following, followee.personId) }),
    }));
    if (Follows.allowed(theirs, follower.personId)) return 'following';
    if (askedBefore) return 'waiting';
    const messageId = await messenger.dm(followee.zulipId!, approvalText(follower));
    await offerAnswers(messenger, messageId, (error) => log.warn({ err: error }, 'could not add the answers to a follow request'));
    return 'asked';
  }

  /** Stops a follow (steady and one-shot); false when there was none. */
  async unfollow(follower: Party, followeeId: number, today: IsoDate): Promise<boolean> {
    const mine = this.deps.records.get(follower.personId);
    if (!mine.following.includes(followeeId) && !(followeeId in mine.once)) return false;
    await this.deps.records.update(follower.personId, today, (r) => {
      const { [followeeId]: _gone, ...once } = r.once;
      return { ...r, once, following: without(r.following, followeeId) };
    });
    return true;
  }

  /**
   * The followee's answer to a request: allow (the follower is told, and will
   * hear of arrivals) or refuse (never told). Returns what to tell the followee.
   * A request is open while the follower still follows them: one withdrawn
   * (unfollow, a one-shot's day gone, `forget me` by either) is answered by
   * writing nothing, or an old ✅ would put a forgotten member back in the store.
   */
  async answer(followee: Party, followerId: number, allow: boolean, today: IsoDate): Promise<string> {
    const { records, messenger, log } = this.deps;
    if (!Follows.#asks(records.get(followerId), followee.personId, today)) return followsReplies.noLongerPending();
    await records.update(followee.personId, today, (r) => ({
      ...r,
      zulipId: followee.zulipId ?? r.zulipId,
      approved: allow ? add(r.approved, followerId) : without(r.approved, followerId),
      refused: allow ? without(r.refused, followerId) : add(r.refused, followerId),
    }));
    if (!allow) return followsReplies.refused();
    const follower = records.get(followerId);
    if (follower.zulipId !== null) {
      await messenger
        .dm(follower.zulipId, followsReplies.saidYes(personRef(followee.name, followee.zulipId)))
        .catch((error: unknown) => log.warn({ err: error }, 'could not tell a follower they were allowed'));
    }
    return followsReplies.allowed();
  }

  /** Whether `follower` (their record) follows `followeeId`: steadily, or today only. */
  static #asks(follower: MemberRecord, followeeId: number, today: IsoDate): boolean {
    return follower.following.includes(followeeId) || follower.once[followeeId] === today;
  }
}
