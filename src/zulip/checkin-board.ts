import { ZulipDigestChannel } from './digest-channel.js';
import type { Logger } from '../log.js';
import type { ZulipIdentity } from '../chat.js';
import type { ZulipApi } from './api.js';
import { ZulipApiError } from './errors.js';
import type { CheckinBoard, PostReaction } from '../checkins/board.js';
import { isPostFor, type PostKind } from '../checkins/posts.js';

export interface ZulipBoardOptions {
  api: Pick<ZulipApi, 'getMessages' | 'getMessage' | 'deleteMessage'>;
  stream: string;
  topic: string;
  /** The bot's own user id; read when needed (the transport learns it as it starts). */
  botUserId: () => number;
  /** Sends through the bot's rate-limited sender; resolves with the new message's id. */
  post: (place: { type: 'stream'; stream: string; topic: string } | { type: 'dm'; recipientIds: number[] }, text: string) => Promise<number>;
  react: (messageId: number, emojiName: string) => Promise<void>;
  /** People by Zulip id (bots left out); see ZulipPeople. */
  people: (userIds: number[]) => Promise<Map<number, ZulipIdentity>>;
  log: Logger;
}

/** The check-in stream and topic on Zulip. */
export class ZulipCheckinBoard implements CheckinBoard {
  constructor(private readonly opts: ZulipBoardOptions) {}

  get botUserId(): number {
    return this.opts.botUserId();
  }

  ledger(kind: PostKind): ZulipDigestChannel {
    const { api, stream, topic, log } = this.opts;
    const send = (text: string) => this.opts.post({ type: 'stream', stream, topic }, text);
    return new ZulipDigestChannel(api, send, { stream, topic, botUserId: this.botUserId }, log, { partOf: (content, date) => (isPostFor(kind, content, date) ? 1 : null) });
  }

  async message(messageId: number): Promise<{ senderId: number; content: string; reactions: PostReaction[] } | null> {
    try {
      const m = await this.opts.api.getMessage(messageId);
      return {
        senderId: m.sender_id,
        content: m.content,
        reactions: m.reactions.map((r) => ({ userId: r.user_id, emoji: { name: r.emoji_name, code: r.emoji_code, type: r.reaction_type } })),
      };
    } catch (error) {
      // "Invalid message(s)": deleted, or in a stream the bot cannot read.
      if (error instanceof ZulipApiError && error.code === 'BAD_REQUEST') return null;
      throw error;
    }
  }

  react(messageId: number, emojiName: string): Promise<void> {
    return this.opts.react(messageId, emojiName);
  }

  async dm(userId: number, text: string): Promise<void> {
    await this.opts.post({ type: 'dm', recipientIds: [userId] }, text);
  }

  people(userIds: number[]): Promise<Map<number, ZulipIdentity>> {
    return this.opts.people(userIds);
  }
}
