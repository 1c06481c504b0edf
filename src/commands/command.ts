import type { IsoDate } from '../time/hub-date.js';
import type { DateRange } from './dates.js';

/** Someone named in a command: the sender, a Zulip mention, or an email. */
export type Target =
  | { kind: 'self' }
  | { kind: 'mention'; name: string; zulipId: number | null }
  | { kind: 'email'; email: string };

export type WhoisQuery =
  | { kind: 'email'; email: string }
  | { kind: 'mention'; name: string; zulipId: number | null }
  | { kind: 'id'; personId: number }
  | { kind: 'name'; text: string };

export type NoteAction = { type: 'show' } | { type: 'set'; text: string } | { type: 'clear' };

export type Command =
  | { kind: 'checkin'; target: Target; date: IsoDate; notes?: string }
  | { kind: 'checkout'; target: Target; date: IsoDate }
  | { kind: 'note'; target: Target; date: IsoDate; action: NoteAction }
  | { kind: 'whosHere'; when: { type: 'day'; date: IsoDate } | { type: 'range'; range: DateRange } }
  | { kind: 'whois'; query: WhoisQuery }
  | { kind: 'visits'; target: Target; range: DateRange }
  | { kind: 'digest'; date: IsoDate }
  | { kind: 'chart'; range: DateRange }
  | { kind: 'help'; topic?: CommandKind };

export type CommandKind = Command['kind'];
export type CommandOf<K extends CommandKind> = Extract<Command, { kind: K }>;

export type ParseResult =
  | { ok: true; command: Command }
  | { ok: false; error: string; suggestion?: CommandKind; crash?: ParseCrash };

/** The parser threw (a bug, never the member's mistake): what the runner logs and counts, without the text itself. */
export interface ParseCrash {
  /** The command the text started with, if the crash came after that was known. */
  kind: CommandKind | 'unmatched';
  inputLength: number;
  error: unknown;
}

/** What help shows, and the words each command answers to (matched case-insensitively, longest first). */
export interface CommandSpec {
  kind: CommandKind;
  /** The name used in help and suggestions. */
  name: string;
  aliases: string[];
  usage: string;
  summary: string;
  details: string[];
  examples: string[];
}
