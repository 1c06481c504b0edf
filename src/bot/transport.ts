import type { FileToUpload } from '../charts/attach.js';
import type { ChatLimits, InboundEvent, InboundMessage, Place } from '../chat.js';

/**
 * Moves events in and replies out; knows nothing about commands (Bolt's
 * `Receiver`). Two implementations: Zulip (src/zulip/transport.ts) and the
 * terminal shell. Events arrive with their sender already identified; events
 * the bot must not see (its own messages, other bots') never arrive.
 */
export interface Transport {
  /**
   * Starts receiving: each event goes to `onEvent`, whose promise settles once the
   * bot has handled it (the shell waits for it to prompt again). Resolves when
   * ready, with the limits the server set for what the bot sends.
   */
  start(onEvent: (event: InboundEvent) => Promise<void>): Promise<ChatLimits>;
  /** Stops receiving (in-flight replies can still be sent). */
  stop(): Promise<void>;
  /** Releases what `start` took (the Zulip event queue). */
  close(): Promise<void>;
  send(place: Place, text: string): Promise<void>;
  /** Like `send`, resolving with the new message's id (reactions on the bot's own questions need it); absent where there are no ids. */
  post?(place: Place, text: string): Promise<number>;
  /** The bot took this message in hand (its command starts): a transport that records progress marks it. */
  handled?(message: InboundMessage): void;
  /** Shutdown deadline: waits to send end at once, and nothing more is sent. */
  abortSends?(): void;
  react(messageId: number, emojiName: string): Promise<void>;
  /** Stores a file a message can link (a chart); resolves with the link target. Absent: replies go without pictures. */
  upload?(file: FileToUpload): Promise<string>;
}
