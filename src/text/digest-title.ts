/**
 * How the digest's messages begin (posts/digest/compose.ts writes the date after
 * it), and the guard that keeps every other message of the bot from beginning
 * so: `partOf` (posts/digest/compose.ts) takes a message for a posted digest by this
 * start alone, so no member input may make the bot write it.
 */
export const DIGEST_TITLE_START = '**Hub attendance for ';

/** What `notADigestPart` may add in front of a message. */
export const NOT_DIGEST_MARK = '↪ ';

/** Every message the bot sends outside the digest goes through this: whatever starts like a digest title gets a mark in front. */
export function notADigestPart(text: string): string {
  return text.startsWith(DIGEST_TITLE_START) ? NOT_DIGEST_MARK + text : text;
}
