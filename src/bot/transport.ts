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
  /**
   * The bot is done with this message (answered it, or had nothing to do, or left it
   * to another process): a transport that records progress marks it. A message
   * never marked (dropped or cut short at shutdown) is the next process's to answer.
   */
  handled?(message: InboundMessage): void;
  /** Its command started and was cut short at shutdown before it answered: the next process answers it, saying it looked again. */
  interrupted?(message: InboundMessage): void;
  /**
   * Whether this process is the one to act on `message` (two processes on one
   * account by mistake: exactly one gets true). Absent: always this one.
   */
  claim?(message: InboundMessage): Promise<boolean>;
  /** Likewise for a member's reactions: whether this process acts for `memberId`. Absent: always this one. */
  owns?(memberId: number): boolean;
  /** Shutdown deadline: waits to send end at once, and nothing more is sent. */
  abortSends?(): void;
  react(messageId: number, emojiName: string): Promise<void>;
  /** Stores a file a message can link (a chart); resolves with the link target. Absent: replies go without pictures. */
  upload?(file: FileToUpload): Promise<string>;
}
