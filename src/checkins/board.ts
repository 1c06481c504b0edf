import type { ReactionEmoji } from '../chat.js';
import type { DigestChannel } from '../posts/shared/once.js';
import type { ZulipIdentity } from '../chat.js';
import type { PostKind } from './posts.js';

export interface PostReaction {
  userId: number;
  emoji: ReactionEmoji;
}

/**
 * The check-in posts' place in chat, as the check-in logic needs it; the Zulip
 * implementation is zulip/checkin-board.ts. Keeps the logic free of any transport.
 */
export interface CheckinBoard {
  readonly botUserId: number;
  /** Where `kind` posts go, and which of the bot's own messages there are `kind` posts for a date. */
  ledger(kind: PostKind): DigestChannel;
  /** A message with its current reactions; null when it is gone or hidden from the bot. */
  message(messageId: number): Promise<{ senderId: number; content: string; reactions: PostReaction[] } | null>;
  react(messageId: number, emojiName: string): Promise<void>;
  dm(userId: number, text: string): Promise<void>;
  /** The people among `userIds` (bots and unknown ids left out). */
  people(userIds: number[]): Promise<Map<number, ZulipIdentity>>;
}
