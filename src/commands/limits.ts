import { codePoints } from '../text/markdown.js';
import type { Place } from '../chat.js';
import { limitReplies } from './replies/common.js';

/**
 * Input limits, checked before any work. Commands are short: 2,000 characters
 * leaves room for long notes and bounds the parser's work whatever the input.
 */
export const MAX_COMMAND_LENGTH = 2_000;
/** The directory's own limit on notes is not documented; 1,000 characters is a long paragraph and fits every reply. */
export const MAX_NOTES_LENGTH = 1_000;
/** Lists in a stream longer than this are cut, with the full list offered in a DM. */
export const STREAM_LIST_MAX = 15;

/** Code points, counting only as far as needed (a 100,000-character message costs nothing more than one over the limit). */
function longerThan(text: string, max: number): number | undefined {
  if (text.length <= max) return undefined;
  const n = codePoints(text);
  return n > max ? n : undefined;
}

export function commandTooLong(text: string): string | undefined {
  const n = longerThan(text, MAX_COMMAND_LENGTH);
  return n === undefined
    ? undefined
    : limitReplies.commandTooLong(n, MAX_COMMAND_LENGTH);
}

export function notesTooLong(notes: string | undefined): string | undefined {
  const n = notes === undefined ? undefined : longerThan(notes, MAX_NOTES_LENGTH);
  return n === undefined
    ? undefined
    : limitReplies.notesTooLong(n, MAX_NOTES_LENGTH);
}

/** At most STREAM_LIST_MAX items in a stream (with how many more, and where to see them all); everything in a DM. */
export function listFor(place: Place, items: string[]): { shown: string[]; more: string | undefined } {
  if (place.type !== 'stream' || items.length <= STREAM_LIST_MAX) return { shown: items, more: undefined };
  const rest = items.length - STREAM_LIST_MAX;
  return { shown: items.slice(0, STREAM_LIST_MAX), more: limitReplies.andMore(rest) };
}
