import type { ActionResult, InboundReaction, ReactionKind } from '../chat.js';
import type { DirectoryClient } from '../directory/client.js';
import { DirectoryError } from '../directory/errors.js';
import type { Logger } from '../log.js';
import type { MemberResolver } from '../members/resolver.js';
import type { MemberRecords } from '../privacy/records.js';
import { answerReminder } from '../routines/answers.js';
import { answerOf, type Messenger } from '../routines/messenger.js';
import { reminderDate } from '../routines/reminders.js';
import type { Clock } from '../time/clock.js';
import { hubToday } from '../time/hub-date.js';
import { RecentSet } from '../util/recent-set.js';
import { approvalFollower } from './approvals.js';
import type { Follows } from './follows.js';
import { followsReplies } from './replies.js';

/** A message of the bot's own, read back to see what a reaction answers. */
export interface MessageReader {
  botUserId(): number;
  message(messageId: number): Promise<{ senderId: number; content: string } | null>;
}

/**
 * Taps on the bot's questions: ✅ or ❌ under a routine reminder (plan the
 * visit, or skip the day) and under a follow request (allow, or refuse). The
 * question carries what it is about in its own text (the date, the
 * follower), so nothing is kept in memory between the question and the tap.
 * One kind of reaction the bot acts on (src/bot/reactions.ts): its taps go
 * through the member pipeline like a typed command; other emoji and other
 * messages are not its own.
 */
export class HubAnswers implements ReactionKind {
  readonly name = 'answer';

  /** Answers already handled (a tap seen twice after a re-registration). */
  readonly #done = new RecentSet<string>(10_000);

  constructor(
    private readonly deps: {
      records: MemberRecords;
      follows: Follows;
      directory: Pick<DirectoryClient, 'upsertHubVisit' | 'findHubVisit'>;
      members: Pick<MemberResolver, 'resolve'>;
      reader: MessageReader;
      messenger: Messenger;
      clock: Clock;
      timeZone: string;
      log: Logger;
    },
  ) {}

  /** Free: a ✅ or ❌ added (a removed one changes nothing). */
  mayConcern(reaction: InboundReaction): boolean {
    return reaction.op === 'add' && answerOf(reaction.emoji) !== undefined;
  }

  /** The question tapped: one of the bot's own reminders or follow requests, read back from its text; null otherwise. */
  async subject(reaction: InboundReaction): Promise<string | null> {
    return (await this.#question(reaction)) ? String(reaction.messageId) : null;
  }

  async handle(reaction: InboundReaction, signal?: AbortSignal): Promise<ActionResult> {
    const answer = reaction.op === 'add' ? answerOf(reaction.emoji) : undefined;
    const question = answer && (await this.#question(reaction));
    if (!answer || !question) return { kind: this.name, outcome: 'ignored' };
    const key = `${reaction.messageId}:${reaction.member.zulipId}:${answer}`;
    if (!this.#done.add(key)) return { kind: this.name, outcome: 'repeated' };
    // A tap that changed nothing may be tried again ("Remove it and tap again"): it is not a repeat.
    if (!(await this.#answer(reaction, answer, question, signal))) this.#done.delete(key);
    return { kind: this.name, outcome: 'ok' };
  }

  async #question(reaction: InboundReaction): Promise<{ date: string | null; followerId: number | null } | null> {
    const { reader } = this.deps;
    const message = await reader.message(reaction.messageId);
    if (!message || message.senderId !== reader.botUserId()) return null;
    const date = reminderDate(message.content);
    const followerId = approvalFollower(message.content);
    return date === null && followerId === null ? null : { date, followerId };
  }

  /** False when the tap changed nothing (no profile, or the directory failed). */
  async #answer(reaction: InboundReaction, answer: 'yes' | 'no', { date, followerId }: { date: string | null; followerId: number | null }, signal?: AbortSignal): Promise<boolean> {
    const { messenger, log } = this.deps;
    const tell = (text: string) => messenger.dm(reaction.member.zulipId, text).then(() => undefined, (error: unknown) => log.warn({ err: error }, 'could not answer a tap'));
    try {
      const lookup = await this.deps.members.resolve(reaction.member, { signal });
      if (lookup.status !== 'found') {
        await tell(followsReplies.tapNoProfile());
        return false;
      }
      const today = hubToday(this.deps.clock.now(), this.deps.timeZone);
      const me = { personId: lookup.profile.id, name: lookup.profile.name, zulipId: reaction.member.zulipId };
      if (date !== null) {
        await tell(await answerReminder(this.deps, me, date, answer, today, signal));
        return true;
      }
      await this.#approval(me, followerId!, answer === 'yes', today, tell);
      return true;
    } catch (error) {
      if (!(error instanceof DirectoryError)) throw error;
      log.warn({ err: error }, 'a tap on a question failed');
      await tell(followsReplies.tapNoDirectory());
      return false;
    }
  }

  async #approval(me: { personId: number; name: string; zulipId: number }, followerId: number, allow: boolean, today: string, tell: (text: string) => Promise<void>): Promise<void> {
    await tell(await this.deps.follows.answer(me, followerId, allow, today));
  }

  /** Nothing to look at again: a question answered while the bot was down is answered by tapping again. */
  resync(): Promise<void> {
    return Promise.resolve();
  }
}
