import type { Place } from '../commands/context.js';
import type { ZulipIdentity } from '../members/resolver.js';
import type { InboundMessage } from './runner.js';

/**
 * Moves messages in and replies out; knows nothing about commands. Two
 * implementations: Zulip (src/zulip/transport.ts) and the terminal shell.
 */
export interface Transport {
  /** Starts receiving; each message addressed to the bot goes to `onMessage`. Resolves when ready. */
  start(onMessage: (message: InboundMessage) => void): Promise<void>;
  /** Stops receiving (in-flight replies can still be sent). */
  stop(): Promise<void>;
  /** Releases what `start` took (the Zulip event queue). */
  close(): Promise<void>;
  /** The sender as the bot should see them (e.g. with their real email), or null to ignore them (another bot). */
  identify(message: InboundMessage): Promise<ZulipIdentity | null>;
  send(place: Place, text: string): Promise<void>;
  /** The bot took this message in hand (its command starts): a transport that records progress marks it. */
  handled?(message: InboundMessage): void;
  /** Shutdown deadline: waits to send end at once, and nothing more is sent. */
  abortSends?(): void;
  react(messageId: number, emojiName: string): Promise<void>;
}
