import type { InboundReaction } from '../chat.js';
import type { Deps } from '../commands/context.js';
import { directoryFailureText } from '../commands/failures.js';
import { dayLabel } from '../commands/format.js';
import { DirectoryError } from '../directory/errors.js';
import type { HubVisit } from '../directory/schemas.js';
import { LoadingCache } from '../util/loading-cache.js';
import type { ZulipIdentity } from '../chat.js';
import { hubToday } from '../time/hub-date.js';
import { RecentSet } from '../util/recent-set.js';
import { AppliedChanges } from './applied.js';
import type { CheckinBoard } from './board.js';
import { dayOf, recognisePost, type CheckinPost, type PostDay } from './posts.js';
import { appDataFor, NOT_THIS_REACTION, whyKeep } from './tag.js';

export interface ReactionSettings {
  timeZone: string;
  /** `dm`: a short DM after each reaction check-in or cancellation; `none`: quiet on success. */
  confirm: 'none' | 'dm';
}

export type ReactionDeps = Pick<Deps, 'directory' | 'members' | 'clock' | 'log'>;

/**
 * Reactions as commands: a person's reaction on one of the bot's check-in posts
 * checks them in (or plans a day); removing it cancels the visit only if that
 * reaction made it and nothing changed it since. Quiet on success unless
 * `confirm` is `dm`; a failure DMs once per member per post.
 */
export class ReactionCheckins {
  /** Which messages are check-in posts (null: not one); a post reacted to en masse is looked up once. */
  readonly #posts: LoadingCache<number, CheckinPost | null>;
  /** DMs already sent, so a failing directory or a stale post makes one DM per member per post, not one per tap. */
  readonly #told = new RecentSet<string>(10_000);
  /** Changes this process applied: duplicates skipped, reconciliation yields to newer ones. */
  readonly applied = new AppliedChanges();

  constructor(
    private readonly deps: ReactionDeps,
    private readonly settings: ReactionSettings,
    private readonly board: CheckinBoard,
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

  /** One reaction event. Everything but check-in posts and their emoji is ignored. */
  async handle(reaction: InboundReaction, signal?: AbortSignal): Promise<void> {
    const post = await this.postOf(reaction.messageId);
    const day = post && dayOf(post, reaction.emoji);
    if (!post || !day) return;
    const today = hubToday(this.deps.clock.now(), this.settings.timeZone);
    if (day.date < today) {
      const what = reaction.op === 'add' ? `your :${reaction.emoji.name}: there changes nothing` : 'removing your reaction changes nothing';
      const how = reaction.op === 'add' ? `To record a past visit, send me \`checkin ${day.date}\`.` : `To cancel that visit, send me \`checkout ${day.date}\`.`;
      await this.#tellOnce(reaction.member.zulipId, `${post.messageId}:past`, `That post is for ${dayLabel(day.date, today)}, which has passed, so ${what}. ${how}`);
      return;
    }
    if (reaction.op === 'add') await this.add(reaction.member, post, day, signal);
    else await this.remove(reaction.member, post, day, undefined, signal);
  }

  /** Checks `member` in for `day` (one PATCH for a known member), tagging the visit as made by this reaction. */
  async add(member: ZulipIdentity, post: CheckinPost, day: PostDay, signal?: AbortSignal): Promise<'written' | 'already' | 'failed'> {
    if (this.applied.last(post, day, member.zulipId) === 'add') return 'already';
    const what = post.kind === 'morning' ? 'check-in' : 'planned visit';
    const today = hubToday(this.deps.clock.now(), this.settings.timeZone);
    try {
      const lookup = await this.deps.members.resolve(member, { signal });
      if (lookup.status === 'loading') {
        // Never "no profile" from a cold member index: say so, and nothing is marked as done.
        await this.#tell(member.zulipId, `I'm still loading the member list, so your :${day.emoji.name}: did not record a ${what} yet. Remove it and react again in a minute.`);
        return 'failed';
      }
      if (lookup.status === 'none') {
        await this.#tellOnce(
          member.zulipId,
          `${post.messageId}:failed`,
          `I couldn't find a directory profile linked to your Zulip account, so your :${day.emoji.name}: did not record a ${what} ${dayLabel(day.date, today)}. ` +
            'Add your Zulip account to your directory profile, then react again.',
        );
        return 'failed';
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
      await this.#tellOnce(member.zulipId, `${post.messageId}:failed`, `${directoryFailureText(error, what)} (That was your :${day.emoji.name}: ${dayLabel(day.date, today)}.) Remove it and react again, or send me \`checkin ${day.date}\`.`);
      return 'failed';
    }
    this.applied.record(post, day, member.zulipId, 'add');
    if (this.settings.confirm === 'dm') {
      await this.#tell(member.zulipId, post.kind === 'morning' ? `Checked in for ${dayLabel(day.date, today)}.` : `Planned: a visit ${dayLabel(day.date, today)}.`);
    }
    return 'written';
  }

  /**
   * A removed reaction: deletes the visit only if this reaction made it and nothing changed it
   * since; otherwise keeps it, drops the reaction's tag (so it is not judged again) and says why.
   * `known` is the visit when the caller already read it (reconciliation).
   */
  async remove(member: ZulipIdentity, post: CheckinPost, day: PostDay, known?: HubVisit, signal?: AbortSignal): Promise<void> {
    const zulipId = member.zulipId;
    const today = hubToday(this.deps.clock.now(), this.settings.timeZone);
    try {
      let visit = known;
      if (!visit) {
        const lookup = await this.deps.members.resolve(member, { signal });
        if (lookup.status !== 'found') return; // the reaction never made a visit (or reconciliation will see it once the index is warm)
        visit = (await this.deps.directory.findHubVisit(lookup.profile.id, day.date, signal)) ?? undefined;
        if (!visit) return this.applied.record(post, day, zulipId, 'remove');
      }
      const reason = whyKeep(visit, { messageId: post.messageId, emoji: day.emoji.name });
      if (reason === null) {
        await this.deps.directory.deleteHubVisit(visit.person.id, day.date, signal);
        this.applied.record(post, day, zulipId, 'remove');
        if (this.settings.confirm === 'dm') await this.#tell(zulipId, `Cancelled your visit ${dayLabel(day.date, today)}.`);
        return;
      }
      if (reason !== NOT_THIS_REACTION) {
        await this.deps.directory.upsertHubVisit(visit.person.id, day.date, { appData: appDataFor(null) }, signal);
      }
      this.applied.record(post, day, zulipId, 'remove');
      await this.#tell(zulipId, `I kept your visit ${dayLabel(day.date, today)}: ${reason}. Send me \`checkout ${day.date}\` if you want it gone.`);
    } catch (error) {
      if (!(error instanceof DirectoryError)) throw error;
      this.deps.log.warn({ err: error, senderId: zulipId, date: day.date }, 'reaction cancellation failed');
      await this.#tellOnce(zulipId, `${post.messageId}:failed`, `${directoryFailureText(error)} Your visit ${dayLabel(day.date, today)} may still be there: send me \`checkout ${day.date}\` to cancel it.`);
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

