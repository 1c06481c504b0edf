import type { InboundReaction, Place } from '../chat.js';
import type { CommandContext, Deps, HandlerTable } from '../commands/context.js';
import { hubToday } from '../time/hub-date.js';
import { fresh, OFFER_MINUTES, readOffer, tapped } from './offer.js';
import { applyTexts } from './turn.js';
import { turnReplies } from './replies.js';

/** How a tap answers: where the bot's own messages go. The transport's, handed in by whoever assembles the bot. */
export interface TapOutlet {
  /** Posts to a conversation; resolves with the new message's id where the chat server gives one. */
  send(place: Place, text: string): Promise<number | void>;
  /** Reacts on a message (the ✅ on a question the tap's answer asks in turn). */
  react(messageId: number, emojiName: string): Promise<void>;
}

/**
 * Taps on the bot's own questions and replies: ✅ or a keycap on a question
 * runs the choice it offers; ↩️ on a reply after a write undoes it. All of it
 * is read back from the message tapped (conversation/offer.ts), so a tap
 * works after a restart; only the member it was offered to can tap it, only
 * within ten minutes, and only once. Any other reaction is not the
 * conversation's: `handle` says false and the caller passes it on (the
 * check-ins' reactions).
 */
export class ConversationTaps {
  constructor(
    private readonly deps: Deps,
    private readonly handlers: HandlerTable,
    private readonly outlet: TapOutlet,
  ) {}

  /** Handles a tap on one of the bot's questions or undo lines; false when the reaction is not one. */
  async handle(reaction: InboundReaction, signal?: AbortSignal): Promise<boolean> {
    const tap = reaction.op === 'add' ? tapped(reaction.emoji) : undefined;
    const memory = this.deps.conversation;
    if (!tap || !memory) return false;
    const message = await memory.message(reaction.messageId, signal).catch(() => null);
    const offer = message ? readOffer(message.content) : undefined;
    if (!message || !offer) return false;
    // Someone else's question, or one already answered: a tap there changes nothing.
    if ((offer.member !== undefined && offer.member !== reaction.member.zulipId) || message.done) return true;
    const ctx = this.#context(reaction, message.place, signal);
    const now = this.deps.clock.now();
    if (!fresh(message.sentAt, now)) {
      await memory.markDone(message.id);
      await ctx.reply(turnReplies.tapTooLate(OFFER_MINUTES));
      return true;
    }
    const today = hubToday(now, this.deps.settings.timeZone);
    if ('undo' in tap) {
      if (!offer.undo) return true;
      await applyTexts(offer.undo, message.id, ctx, this.handlers, today, 'undo');
      return true;
    }
    const choice = offer.choices[tap.choice];
    if (!choice) return true;
    await applyTexts(choice, message.id, ctx, this.handlers, today, 'confirm');
    return true;
  }

  #context(reaction: InboundReaction, place: Place, signal?: AbortSignal): CommandContext {
    const { outlet } = this;
    return {
      sender: reaction.member,
      place,
      reply: (text) => outlet.send(place, text),
      replyWith: async (text) => {
        await outlet.send(place, text);
      },
      reactTo: (messageId, emoji) => outlet.react(messageId, emoji),
      deps: this.deps,
      signal,
    };
  }
}
