import type { HubAction } from '../commands/hub-action.js';
import type { Command, CommandKind, Target } from '../commands/command.js';
import type { TimeOfDay } from './time-of-day.js';
import type { When } from './when.js';

/**
 * What one clause of a message means, before the member's visits are known.
 * Reads are complete commands already; writes say what to change, and the
 * resolver (resolve.ts) turns them into exact commands once it has looked at
 * the visits ("cancel" alone: which one? "tuesday" on a Tuesday: today or
 * next week?).
 */
export type Write =
  /** Check in (today) or plan a visit: notes given, or undefined to keep what is there. */
  /** `exact`: the exact syntax (`checkin 2026-11-19` may record a past visit). */
  /** `present`: said as being here now ("I'm in", `checkin`), not as a plan (today's weekday is today for both unless a visit today already is). */
  /** notesByComma: the notes were set off by a comma alone ("still here, the call ran long"): said about the visit as much as what they do. */
  | { op: 'checkin'; when?: When | undefined; time?: TimeOfDay | undefined; notes?: string; notesByComma?: boolean; target: Target; exact?: boolean; present?: boolean }
  | { op: 'cancel'; when?: When | undefined; target: Target; all?: boolean; next?: boolean }
  /** `time`: when they said they leave ("out 5pm": later than now is not leaving yet). */
  | { op: 'leave'; target: Target; time?: TimeOfDay | undefined }
  /** "I'm out today", "not in today": left, or not coming? Always asked. */
  | { op: 'away' }
  /** Back after leaving: the departure goes, the visit stays. */
  /** `arrived`: "I'm back" (a visit today if there was none); without it only a departure is undone. */
  | { op: 'back'; arrived?: boolean }
  | { op: 'setNotes'; when?: When | undefined; text: string; target: Target }
  | { op: 'appendNotes'; when?: When | undefined; text: string }
  | { op: 'clearNotes'; when?: When | undefined; target: Target }
  /** "move my friday to monday": cancel one, plan the other (with its notes). */
  | { op: 'move'; from: When; to: When }
  /** Follows, routines, reminders, privacy (issue 26): what frontdesk holds, not a visit. */
  | { op: 'hub'; action: HubAction }
  /** "keep thursday": nothing to change, said so it is not read as anything else. */
  | { op: 'keep'; when?: When | undefined };

export type Clause =
  | { type: 'write'; write: Write; sure: boolean; question: boolean; intent: string }
  | { type: 'read'; command: Command; intent: string }
  /** Small talk, greetings, chat not meant for the bot: an answer, never a write. */
  | { type: 'chat'; command: Command | undefined; intent: string }
  /** "on my way", "back in 30": a short answer, nothing written. */
  | { type: 'say'; text: string; intent: string }
  /** A pending confirmation answered ("yes", "2"), or an undo. */
  | { type: 'control'; control: Control; intent: string }
  /** A sentence about doing something ("should I check in?", "how do I cancel?"): help on that. */
  | { type: 'help'; topic?: CommandKind; intent: string };

export type Control = { kind: 'yes' } | { kind: 'no' } | { kind: 'choose'; option: number } | { kind: 'undo' };

/** The whole message: its clauses, in order, and how sure the reading is. */
export interface Reading {
  clauses: Clause[];
  /** Words no clause accounted for that look like a request (a date, a command word): the message is not clear. */
  unclear: string[];
  /** Days named in those words ("I shall come in tomorrow morning to help set up …"): a notes write that names no day may be for one of them. */
  unreadDays?: string[];
  /** The message asks (ends with "?", or begins as a question). */
  question: boolean;
  /** What the member typed, trimmed (for "I didn't understand …"). */
  text: string;
  /** The hub's today when it was read. */
  today: string;
  /** The hub's clock when it was read, in minutes after midnight ("at 10:15" is past or still to come). */
  minutes: number;
}
