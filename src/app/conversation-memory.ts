import { z } from 'zod';
import type { Place } from '../chat.js';
import type { BotMessage, ConversationMemory, RememberedMessage } from '../commands/context.js';
import { RecentMessages } from '../conversation/memory.js';
import type { Logger } from '../log.js';
import type { Narrow, ZulipApi } from '../zulip/api.js';
import { zulipReactionSchema, type ZulipMessage } from '../zulip/types.js';

/** The bot's own reaction on a question or reply it has acted on: "done", seen after a restart too. */
export const DONE_EMOJI = 'lock';

/**
 * The bot's own messages on Zulip, where confirmations and undos live: the
 * ones this process sent are in memory; after a restart (or for a message
 * sent by another process) the server is asked. A message the bot acted on
 * carries the bot's 🔒, so a second tap or "yes" does nothing, restart or not.
 */
export class ZulipConversationMemory implements ConversationMemory {
  readonly #recent = new RecentMessages();

  constructor(
    private readonly api: Pick<ZulipApi, 'getMessages' | 'getMessage' | 'addReaction' | 'decoding'>,
    private readonly botUserId: () => number,
    private readonly log: Logger,
  ) {}

  remember(message: RememberedMessage): void {
    this.#recent.remember(message);
  }

  async recent(place: Place, since: Date): Promise<BotMessage[]> {
    const known = this.#recent.known(place, since);
    if (known.length > 0) return known;
    const narrow: Narrow = [{ operator: 'sender', operand: this.botUserId() }, ...narrowOf(place)];
    const messages = await this.api.getMessages({ anchor: 'newest', numBefore: 10, numAfter: 0, narrow });
    return messages
      .map((m) => this.#fromZulip(m))
      .filter((m) => m.sentAt >= since)
      .sort((a, b) => b.id - a.id);
  }

  async message(id: number): Promise<BotMessage | null> {
    const known = this.#recent.knownMessage(id);
    if (known) return known;
    try {
      const m = await this.api.getMessage(id);
      return m.sender_id === this.botUserId() ? this.#fromZulip(m) : null;
    } catch (error) {
      this.log.debug({ err: error, msgId: id }, 'could not read back a message that was reacted to');
      return null;
    }
  }

  async markDone(id: number): Promise<void> {
    await this.#recent.markDone(id);
    try {
      await this.api.addReaction(id, DONE_EMOJI);
    } catch (error) {
      // The memory of this process still knows; only a restart within the ten minutes could act on it again.
      this.log.warn({ err: error, msgId: id }, 'could not mark a question as answered');
    }
  }

  #fromZulip(m: ZulipMessage): BotMessage {
    const reactions = z.array(z.unknown()).safeParse((m as unknown as Record<string, unknown>).reactions);
    const done = (reactions.success ? reactions.data : []).some((r) => {
      const reaction = zulipReactionSchema.safeParse(r, this.api.decoding);
      return reaction.success && reaction.data.user_id === this.botUserId() && reaction.data.emoji_name === DONE_EMOJI;
    });
    return { id: m.id, content: m.content, sentAt: new Date(m.timestamp * 1000), place: placeOf(m, this.botUserId()), done };
  }
}

/** Where a message was, as the bot replies there. */
function placeOf(m: ZulipMessage, botUserId: number): Place {
  if (m.type === 'stream' && typeof m.display_recipient === 'string') {
    return { type: 'stream', stream: m.display_recipient, ...(m.stream_id !== undefined ? { streamId: m.stream_id } : {}), topic: m.subject ?? '' };
  }
  const recipients = Array.isArray(m.display_recipient) ? m.display_recipient.map((r) => r.id) : [];
  return { type: 'dm', recipientIds: recipients.filter((id) => id !== botUserId) };
}

function narrowOf(place: Place): Narrow {
  if (place.type === 'stream') return [{ operator: 'channel', operand: place.streamId ?? place.stream }, { operator: 'topic', operand: place.topic }];
  return [{ operator: 'dm', operand: place.recipientIds }];
}
