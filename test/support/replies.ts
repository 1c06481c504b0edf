/**
 * A reply after a write ends with how to undo it (src/conversation/render.ts):
 * "↩️ To undo: tap ↩️ on this message or send `undo` …". Tests about something
 * else (who the sender is, what was written) compare the reply without it;
 * test/conversation holds the undo line itself to its form.
 */
export const UNDO_LINE = /\n↩️ To undo: tap ↩️ on this message or send `undo` within 10 minutes \(it runs `[^`\n]+`\)\. \(For @_\*\*[^\n]+\*\*\.\)$/;

/** The reply without its closing undo line (unchanged when it has none). */
export function withoutUndo(reply: string): string {
  return reply.replace(UNDO_LINE, '');
}
