import type { Attachment } from '../charts/chart.js';
import type { CallCount } from '../directory/call-count.js';
import type { DirectoryClient } from '../directory/client.js';
import type { Hub } from '../follows/hub.js';
import type { Logger } from '../log.js';
import type { Place, ZulipIdentity } from '../chat.js';
import type { MemberResolver } from '../members/resolver.js';
import type { ZulipPeople } from '../members/zulip-people.js';
import type { Clock } from '../time/clock.js';
import type { IsoDate } from '../time/hub-date.js';
import type { CommandKind, CommandOf } from './command.js';
import type { StatusSource } from './status-report.js';
import type { Pictures } from '../charts/picture.js';

/** What the operator configured that handlers read; fixed for the process's life. */
export interface BotSettings {
  readonly timeZone: string;
  /** Zulip user ids allowed to act for other members. */
  readonly admins: readonly number[];
}

/** Renders the digest for a date, for the `digest` preview command. */
export interface DigestPreviewer {
  preview(date: IsoDate, signal?: AbortSignal): Promise<string>;
  /** The same previewer with its directory requests counted in `count` (src/commands/counted-deps.ts). */
  counting(count: CallCount): DigestPreviewer;
}

/** One of the bot's own messages, as the chat server has it. */
export interface BotMessage {
  id: number;
  content: string;
  sentAt: Date;
  place: Place;
  /** The bot already acted on it (a confirmation tapped, an undo done): acting again does nothing. */
  done: boolean;
}

/**
 * The bot's own recent messages, where pending confirmations and undos live
 * (conversation/offer.ts): nothing about them is kept only in memory, so a
 * restart loses none. Zulip's implementation asks the server for what it no
 * longer remembers; the shell's is in memory (it has no restarts to survive).
 */
/** A message the bot sent, as handed to the memory: without an id where the chat gives none. */
export type RememberedMessage = Omit<BotMessage, 'done' | 'id'> & { id?: number | undefined };

export interface ConversationMemory {
  /** Notes a message the bot just sent, by the chat server's id; where it gives none (the shell), the memory makes one up. */
  remember(message: RememberedMessage): void;
  /** The bot's messages in a conversation, newest first, sent at or after `since`. */
  recent(place: Place, since: Date, signal?: AbortSignal): Promise<BotMessage[]>;
  /** One of the bot's messages by id, or null (not the bot's, or gone). */
  message(id: number, signal?: AbortSignal): Promise<BotMessage | null>;
  /** Marks a message acted on, so a second tap or "yes" does nothing. */
  markDone(id: number): Promise<void>;
}

export interface Deps {
  directory: DirectoryClient;
  members: MemberResolver;
  clock: Clock;
  settings: BotSettings;
  log: Logger;
  /** Absent where no digest can be composed (never in the assembled bot). */
  digest?: DigestPreviewer | undefined;
  /** The chat server's users, for mentions without an id (Zulip; absent in the shell). */
  people?: ZulipPeople | undefined;
  /** The bot's own status for admins (`status`); absent where nothing gathers it. */
  status?: StatusSource | undefined;
  /** Where confirmations and undos are read back from; absent: "yes" and "undo" explain they can't. */
  conversation?: ConversationMemory | undefined;
  /** Follows, routines and privacy settings (issue 26); absent where nothing stores them. */
  hub?: Hub | undefined;
  /** What draws the pictures replies carry (the process's renderer). */
  pictures: Pictures;
}

/** What a handler gets: who asked, where, how to answer, and its dependencies; never a transport. */
export interface CommandContext {
  sender: ZulipIdentity;
  place: Place;
  /** Resolves with the sent message's id when the chat server gives one (the last part of a long reply). */
  reply(text: string): Promise<number | void>;
  /** Reacts on one of the bot's own messages (the ✅ on a question); absent where there are no reactions. */
  reactTo?: ((messageId: number, emojiName: string) => Promise<void>) | undefined;
  /** A reply with pictures or files: each chart's summary always, its image when it could be drawn and uploaded. */
  replyWith(text: string, attachments: Attachment[]): Promise<void>;
  deps: Deps;
  /** Aborted when the bot shuts down; passed to directory calls. */
  signal?: AbortSignal | undefined;
}

/** ok: done as asked; rejected: refused or nothing to do (bad target, no profile); failed: a dependency failed. */
export type Outcome = 'ok' | 'rejected' | 'failed';

export type Handler<K extends CommandKind> = (command: CommandOf<K>, ctx: CommandContext) => Promise<Outcome>;

/** One handler per command kind: a missing one is a compile error. */
export type HandlerTable = { [K in CommandKind]: Handler<K> };
