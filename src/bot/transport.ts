import type { Place } from '../commands/context.js';
import type { ZulipIdentity } from '../members/resolver.js';
import type { InboundMessage } from './runner.js';

/** An emoji as Zulip names it: `type` is unicode_emoji, realm_emoji or zulip_extra_emoji. */
export interface ReactionEmoji {
  name: string;
  code: string;
  type: string;
}

/** The second kind of inbound event: a person added or removed a reaction on a message. */
export interface InboundReaction {
  op: 'add' | 'remove';
  messageId: number;
  /** A person: never this bot, never another bot. */
  member: ZulipIdentity;
  emoji: ReactionEmoji;
}

/** What a transport hands the bot besides messages (only when the bot wants reactions). */
export interface InboundHandlers {
  onReaction(reaction: InboundReaction): void;
  /** Events may have been missed (first start, a lost queue): look at the current state again. */
  onResync(): void;
}

/**
 * Moves messages in and replies out; knows nothing about commands. Two
 * implementations: Zulip (src/zulip/transport.ts) and the terminal shell.
 */
export interface Transport {
  /** Starts receiving; each message addressed to the bot goes to `onMessage` (reactions to `more`, if given). Resolves when ready. */
  start(onMessage: (message: InboundMessage) => void, more?: InboundHandlers): Promise<void>;
  /** Stops receiving (in-flight replies can still be sent). */
  stop(): Promise<void>;
  /** Releases what `start` took (the Zulip event queue). */
  close(): Promise<void>;
  /** The sender as the bot should see them (e.g. with their real email), or null to ignore them (another bot). */
  identify(message: InboundMessage): Promise<ZulipIdentity | null>;
  send(place: Place, text: string): Promise<void>;
  react(messageId: number, emojiName: string): Promise<void>;
}
