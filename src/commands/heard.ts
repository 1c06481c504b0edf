import type { IsoDate } from '../time/hub-date.js';
import type { Command, CommandKind } from './command.js';
import type { Bias } from './dates.js';
import type { Phrasing } from './phrasings.js';
import type { Tail } from './reading.js';
import type { Token } from './words.js';

/** What the phrasing tables heard: the row, its middle slot, and the words after it. */
export interface Heard {
  row: Phrasing;
  slot: Token[];
  tail: Tail;
  today: IsoDate;
  /** The original text of the slot. */
  slotText: string;
  /** The last word of the phrasing as written, with any punctuation glued to it ("in:"). */
  lastRaw: string;
}

/** A command to act on; a command the member probably meant (ask first); or why not. */
export type Built = { command: Command } | { clarify: Command; why?: string } | { error: string; suggestion?: CommandKind } | { unknown: true };

/** Which way a bare weekday points for this phrasing. */
export const bias = (h: Heard, fallback: Bias): Bias => h.row.bias ?? fallback;
