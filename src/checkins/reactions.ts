import type { InboundReaction } from '../chat.js';
import type { Deps } from '../commands/context.js';
import { directoryFailureText } from '../commands/failures.js';
import { dayLabel } from '../commands/format.js';
import { DirectoryError } from '../directory/errors.js';
import { LoadingCache } from '../util/loading-cache.js';
import type { ZulipIdentity } from '../chat.js';
import { hubToday } from '../time/hub-date.js';
import { RecentSet } from '../util/recent-set.js';
import { AppliedChanges } from './applied.js';
import type { CheckinBoard } from './board.js';
import { dayOf, recognisePost, type CheckinPost, type PostDay } from './posts.js';
import { appDataFor, NOT_THIS_REACTION, TYPED, whyKeep } from './tag.js';
import type { TypedMarks } from './typed.js';
import { reactionReplies } from './replies.js';

export interface ReactionSettings {
  timeZone: string;
  /** `dm`: a short DM after each reaction check-in or cancellation; `none`: quiet on success. */
  confirm: 'none' | 'dm';
}

export type ReactionDeps = Pick<Deps, 'directory' | 'members' | 'clock' | 'log'>;

/** What a reaction did, for the pipeline's log line and metric. */
export type CheckinOutcome = 'written' | 'already' | 'failed' | 'typed' | 'past' | 'deleted' | 'kept' | 'nothing' | 'ignored';

/**
 * Reactions as commands: a person's reaction on one of the bot's check-in posts
 * checks them in (or plans a day); removing it cancels the visit only if that
 * reaction made it and nothing changed it since, as the bot itself recorded it
 * (the reaction's tag on the visit, the typed-command marks): a typed command
 * always wins. Every write is preceded by a look, so a repeated or replayed
 * reaction writes nothing. Quiet on success unless `confirm` is `dm`; a
 * failure DMs once per member per post.
 */
export class ReactionCheckins {
  /** Which messages are check-in posts (null: not one); a post reacted to en masse is looked up once. */
  readonly #posts: LoadingCache<number, CheckinPost | null>;
  /** DMs already sent, so a failing directory or a stale post makes one DM per member per post, not one per tap. */
  readonly #told = new RecentSet<string>(10_000);
  /** Changes this process applied: reconciliation yields to any applied after its snapshot. */
  readonly applied = new AppliedChanges();

  constructor(
    private readonly deps: ReactionDeps,
    private readonly settings: ReactionSettings,
    private readonly board: CheckinBoard,
    private readonly typed: Pick<TypedMarks, 'has'>,
  ) {
    this.#posts = new LoadingCache(deps.clock, (post) => (post ? 7 * 24 * 3600_000 : 3600_000));
  }

  remember(post: CheckinPost): void {
    this.#posts.set(post.messageId, post);
  }

  /** The check-in post a message is, or null; asks Zulip once per unknown message. */
  async postOf(messageId: number): Promise<CheckinPost | null> {
    const board = this.board;
    return this.#posts.get(messageId, async () => {
      const message = await board.message(messageId);
      const post = message && message.senderId === board.botUserId ? recognisePost(message.content) : null;
      return post ? { ...post, messageId } : null;
    });
  }

  /** One (settled) reaction. Everything but check-in posts and their emoji is ignored. */
  async handle(reaction: InboundReaction, signal?: AbortSignal): Promise<CheckinOutcome> {
    const post = await this.postOf(reaction.messageId);
    const day = post && dayOf(post, reaction.emoji);
    if (!post || !day) return 'ignored';
    const today = hubToday(this.deps.clock.now(), this.settings.timeZone);
    if (day.date < today) {
      const what = reaction.op === 'add' ? reactionReplies.pastAdded(reaction.emoji.name) : reactionReplies.pastRemoved();
      const how = reaction.op === 'add' ? reactionReplies.pastHowToRecord(day.date) : reactionReplies.pastHowToCancel(day.date);
      await this.#tellOnce(reaction.member.zulipId, `${post.messageId}:past`, reactionReplies.past(dayLabel(day.date, today), what, how));
      return 'past';
    }
    return reaction.op === 'add' ? this.add(reaction.member, post, day, signal) : this.remove(reaction.member, post, day, signal);
  }

  /**
   * Checks `member` in for `day` (a look, then one PATCH), tagging the visit as
   * made by this reaction. A visit already there is left alone, untagged (the
   * reaction did not make it); a day the member typed a command about is theirs.
   */
  async add(member: ZulipIdentity, post: CheckinPost, day: PostDay, signal?: AbortSignal): Promise<CheckinOutcome> {
    const what = post.kind === 'morning' ? reactionReplies.checkIn() : reactionReplies.plannedVisit();
    const today = hubToday(this.deps.clock.now(), this.settings.timeZone);
    try {
      const lookup = await this.deps.members.resolve(member, { signal });
      if (lookup.status === 'loading') {
        // Never "no profile" from a cold member index: say so, and nothing is marked as done.
        await this.#tell(member.zulipId, reactionReplies.loading(day.emoji.name, what));
        return 'failed';
      }
      if (lookup.status === 'none') {
        await this.#tellOnce(
          member.zulipId,
          `${post.messageId}:failed`,
          reactionReplies.noProfile(day.emoji.name, what, dayLabel(day.date, today)),
        );
        return 'failed';
      }
      if (await this.deps.directory.findHubVisit(lookup.profile.id, day.date, signal)) {
        this.applied.record(post, day, member.zulipId, 'add');
        return 'already';
      }
      if (await this.typed.has(day.date, member.zulipId)) {
        this.applied.record(post, day, member.zulipId, 'add');
        await this.#tellOnce(
          member.zulipId,
          `${post.messageId}:${day.date}:typed`,
          reactionReplies.typed(dayLabel(day.date, today), day.emoji.name, day.date),
        );
        return 'typed';
      }
      await this.deps.directory.upsertHubVisit(
        lookup.profile.id,
        day.date,
        { appData: appDataFor({ message_id: post.messageId, emoji: day.emoji.name, zulip_id: member.zulipId }) },
        signal,
      );
    } catch (error) {
      if (!(error instanceof DirectoryError)) throw error;
      this.deps.log.warn({ err: error, senderId: member.zulipId, date: day.date }, 'reaction check-in failed');
      await this.#tellOnce(member.zulipId, `${post.messageId}:failed`, reactionReplies.addFailed(directoryFailureText(error, what), day.emoji.name, dayLabel(day.date, today), day.date));
      return 'failed';
    }
    this.applied.record(post, day, member.zulipId, 'add');
    if (this.settings.confirm === 'dm') {
      await this.#tell(member.zulipId, post.kind === 'morning' ? reactionReplies.checkedIn(dayLabel(day.date, today)) : reactionReplies.planned(dayLabel(day.date, today)));
    }
    return 'written';
  }

  /**
   * A removed reaction: deletes the visit only if this reaction made it and
   * nothing changed it since (see whyKeep); otherwise keeps it, drops the
   * reaction's tag (so it is not judged again) and says why. Always looks at
   * the visit as it is now. `personId`: the member's, when the caller knows it
   * (reconciliation knows a tagged visit's person, not the member's profile).
   */
  async remove(member: ZulipIdentity, post: CheckinPost, day: PostDay, signal?: AbortSignal, personId?: number): Promise<CheckinOutcome> {
    const zulipId = member.zulipId;
    const today = hubToday(this.deps.clock.now(), this.settings.timeZone);
    try {
      let person = personId;
      if (person === undefined) {
        const lookup = await this.deps.members.resolve(member, { signal });
        // The reaction never made a visit (or reconciliation will see it once the index is warm).
        if (lookup.status !== 'found') return 'nothing';
        person = lookup.profile.id;
      }
      const visit = await this.deps.directory.findHubVisit(person, day.date, signal);
      if (!visit) {
        this.applied.record(post, day, zulipId, 'remove');
        return 'nothing';
      }
      const reason = whyKeep(visit, { messageId: post.messageId, emoji: day.emoji.name, zulipId }, await this.typed.has(day.date, zulipId));
      if (reason === null) {
        await this.deps.directory.deleteHubVisit(visit.person.id, day.date, signal);
        this.applied.record(post, day, zulipId, 'remove');
        if (this.settings.confirm === 'dm') await this.#tell(zulipId, reactionReplies.cancelled(dayLabel(day.date, today)));
        return 'deleted';
      }
      if (reason !== NOT_THIS_REACTION) {
        await this.deps.directory.upsertHubVisit(visit.person.id, day.date, { appData: appDataFor(null) }, signal);
      }
      this.applied.record(post, day, zulipId, 'remove');
      const text = reactionReplies.kept(dayLabel(day.date, today), reason, day.date);
      await (reason === TYPED ? this.#tellOnce(zulipId, `${post.messageId}:${day.date}:typed`, text) : this.#tell(zulipId, text));
      return 'kept';
    } catch (error) {
      if (!(error instanceof DirectoryError)) throw error;
      this.deps.log.warn({ err: error, senderId: zulipId, date: day.date }, 'reaction cancellation failed');
      await this.#tellOnce(zulipId, `${post.messageId}:failed`, reactionReplies.removeFailed(directoryFailureText(error), dayLabel(day.date, today), day.date));
      return 'failed';
    }
  }

  async #tellOnce(zulipId: number, key: string, text: string): Promise<void> {
    if (this.#told.add(`${zulipId}:${key}`)) await this.#tell(zulipId, text);
  }

  async #tell(zulipId: number, text: string): Promise<void> {
    try {
      await this.board.dm(zulipId, text);
    } catch (error) {
      this.deps.log.warn({ err: error, userId: zulipId }, 'could not send a check-in DM');
    }
  }
}
