import type { Clause } from './meaning.js';
import type { Slots } from './slots.js';

/** One intent, declared as data (intents.ts says how; hub.ts makes the hub's from its rows). */
export interface IntentDeclaration {
  name: string;
  say: string[];
  /** Changes the directory: acted on only when the reading is clear. */
  writes: boolean;
  /** A phrasing that is never sure enough: always offered as a question. */
  confirm?: boolean;
  /** Entities that may stand anywhere in the clause ("tmrw i'll be in", "put me down for thurs pls"). */
  floating?: Array<'when' | 'time'>;
  /** Notes may follow in the clauses after it ("I'm here, pairing on a parser"). */
  notes?: boolean;
  /** Its {text} may go on into the next clauses ("change my notes to: …"). */
  textContinues?: boolean;
  /** Its {text} may be a word that is filler elsewhere ("hi", "lol"): `note @**Bram** hi` sets the notes "hi". */
  textAsWritten?: boolean;
  /** The exact syntax: its {text} is everything after it, as written, to the end of the message. */
  strict?: boolean;
  /** With strict: the {text} ends with its sentence (a day list, a span, a person: never sentences), and the next sentence is read. */
  sentenceText?: boolean;
  /** Wins over another intent that matches the same words as well (a chat opener over a check-in). */
  priority?: number;
  /** Means something only with a day (from the clause, or a date standing alone next to it: "plan: tuesday"); `future`: a day after today. */
  needsWhen?: 'any' | 'future';
  /** Only when it is the whole message ("status", "yes", "undo"): "status: pairing on a parser" is not the bot's status. */
  alone?: boolean;
  /** Examples for help and the README; each reads back as this intent (a test holds them to it). */
  examples?: string[];
  build(s: Slots): Clause | undefined;
}
