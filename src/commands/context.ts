import type { Attachment } from '../charts/chart.js';
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

/** What the operator configured that handlers read; fixed for the process's life. */
export interface BotSettings {
  readonly timeZone: string;
  /** Zulip user ids allowed to act for other members. */
  readonly admins: readonly number[];
}

/** Renders the digest for a date, for the `digest` preview command. */
export interface DigestPreviewer {
  preview(date: IsoDate, signal?: AbortSignal): Promise<string>;
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
  /** Follows, routines and privacy settings (issue 26); absent where nothing stores them. */
  hub?: Hub | undefined;
}

/** What a handler gets: who asked, where, how to answer, and its dependencies; never a transport. */
export interface CommandContext {
  sender: ZulipIdentity;
  place: Place;
  reply(text: string): Promise<void>;
  /** A reply with pictures or files: each chart's summary always, its image when it could be drawn and uploaded. */
  replyWith(text: string, attachments: Attachment[]): Promise<void>;
  react(emojiName: string): Promise<void>;
  deps: Deps;
  /** Aborted when the bot shuts down; passed to directory calls. */
  signal?: AbortSignal | undefined;
}

/** ok: done as asked; rejected: refused or nothing to do (bad target, no profile); failed: a dependency failed. */
export type Outcome = 'ok' | 'rejected' | 'failed';

export type Handler<K extends CommandKind> = (command: CommandOf<K>, ctx: CommandContext) => Promise<Outcome>;

/** One handler per command kind: a missing one is a compile error. */
export type HandlerTable = { [K in CommandKind]: Handler<K> };
