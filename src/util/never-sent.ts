/**
 * Network error codes raised before any byte of a request left (the host did not resolve, nobody
 * listened, no route): the server never saw it, so even a write may be retried, and it certainly
 * changed nothing. A timeout or a reset is not here: such a request may have been carried out.
 */
const NEVER_SENT_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export function neverSent(code: unknown): boolean {
  return typeof code === 'string' && NEVER_SENT_CODES.has(code);
}
