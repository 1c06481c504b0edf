import type { IsoDate } from '../time/hub-date.js';
import type { DateRange } from './dates.js';
import type { HubAction } from './hub-action.js';

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

/** Someone asked about: the sender, or anyone the directory can find. */
export type Subject = { kind: 'self' } | WhoisQuery;

/**
 * `ack`: "ok", "noted", "nope": acknowledged, nothing to do. `about`: "who built you?".
 * `stepOut`: "grabbing lunch, back in 30" (the visit stays as it is). `notYet`: "on my way" (nothing recorded until they arrive).
 * `leaveLater`: "leaving at 3" (nothing recorded until they leave). `chat`: a message for people, not for the bot.
 */
export type Smalltalk = 'hello' | 'thanks' | 'bye' | 'ack' | 'about' | 'stepOut' | 'notYet' | 'leaveLater' | 'chat';

/** What a question about the hub's numbers asks: the busiest (or quietest) day, the daily average, up or down, or how many. */
export type StatsQuestion = 'busiest' | 'quietest' | 'average' | 'trend' | 'count' | 'top';

export type Command =
  /** `returning`: "undo leaving", "I didn't leave": only clears today's departure, never creates a visit. */
  | { kind: 'checkin'; target: Target; date: IsoDate; notes?: string; returning?: true }
  /** Cancel a visit: the record is deleted. */
  | { kind: 'checkout'; target: Target; date: IsoDate }
  /** Left the hub: the departure time goes into the visit's app_data; the visit stays. */
  | { kind: 'leave'; target: Target; date: IsoDate }
  | { kind: 'note'; target: Target; date: IsoDate; action: NoteAction }
  | { kind: 'whosHere'; when: { type: 'day'; date: IsoDate } | { type: 'range'; range: DateRange } | { type: 'days'; dates: IsoDate[] } }
  | { kind: 'whois'; query: WhoisQuery }
  /** Is one person at the hub (or coming) on a day? */
  | { kind: 'presence'; who: WhoisQuery; date: IsoDate }
  /** When was someone (or the sender) last at the hub? */
  | { kind: 'lastVisit'; who: Subject }
  /** The sender's own visit on a day: checked in? notes? left? */
  | { kind: 'myVisit'; date: IsoDate }
  | { kind: 'visits'; target: Target; range: DateRange }
  | { kind: 'digest'; date: IsoDate }
  | { kind: 'chart'; range: DateRange }
  /** Counts and trends over a span: visitors per day, the busiest day, the average, and the span before it for comparison. */
  | { kind: 'stats'; range: DateRange; question: StatsQuestion }
  | { kind: 'help'; topic?: CommandKind }
  /** The bot's own status, for admins (uptime, queue, latencies, index, digest). */
  | { kind: 'status' }
  | { kind: 'smalltalk'; says: Smalltalk }
  /** Arrivals, follows, routines and privacy (issue 26): one kind, its intents declared in hub-intents.ts. */
  | { kind: 'hub'; action: HubAction };

export type CommandKind = Command['kind'];
export type CommandOf<K extends CommandKind> = Extract<Command, { kind: K }>;

/** Commands that change the directory: only these need a message that unambiguously asks for them. */
export const WRITE_KINDS: ReadonlySet<CommandKind> = new Set(['checkin', 'checkout', 'leave', 'note']);

export function isWrite(command: Command): boolean {
  return WRITE_KINDS.has(command.kind) && (command.kind !== 'note' || command.action.type !== 'show');
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
