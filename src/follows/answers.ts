import type { InboundReaction } from '../chat.js';
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
 * Shaped as the bot's reaction handler (src/bot/bot.ts ReactionHandler);
 * other emoji and other messages are ignored.
 */
export class HubAnswers {
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

  async handle(reaction: InboundReaction, signal?: AbortSignal): Promise<void> {
    const answer = reaction.op === 'add' ? answerOf(reaction.emoji) : undefined;
    if (!answer) return;
    const { reader, messenger, log } = this.deps;
    const message = await reader.message(reaction.messageId);
    if (!message || message.senderId !== reader.botUserId()) return;
    const date = reminderDate(message.content);
    const followerId = approvalFollower(message.content);
    if (date === null && followerId === null) return;
    if (!this.#done.add(`${reaction.messageId}:${reaction.member.zulipId}:${answer}`)) return;
    const tell = (text: string) => messenger.dm(reaction.member.zulipId, text).then(() => undefined, (error: unknown) => log.warn({ err: error }, 'could not answer a tap'));
    try {
      const lookup = await this.deps.members.resolve(reaction.member, { signal });
      if (lookup.status !== 'found') {
        await tell("I couldn't find a directory profile linked to your Zulip account, so that tap changed nothing.");
        return;
      }
      const today = hubToday(this.deps.clock.now(), this.deps.timeZone);
      const me = { personId: lookup.profile.id, name: lookup.profile.name, zulipId: reaction.member.zulipId };
      if (date !== null) {
        await tell(await answerReminder(this.deps, me, date, answer, today, signal));
        return;
      }
      await this.#approval(me, followerId!, answer === 'yes', today, tell);
    } catch (error) {
      if (!(error instanceof DirectoryError)) throw error;
      log.warn({ err: error }, 'a tap on a question failed');
      await tell("The directory didn't answer, so that tap changed nothing. Remove it and tap again in a minute.");
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
