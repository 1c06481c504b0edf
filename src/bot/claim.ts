import type { InboundMessage } from '../chat.js';

/** Another process on the same account claimed the command first: this one neither writes nor answers. */
export class ClaimLost extends Error {
  override name = 'ClaimLost';
}

/** A ClaimLost, however deeply wrapped (a failed reply carries its cause). */
export function isClaimLost(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth++) if (e instanceof ClaimLost) return true;
  return false;
}

/** The check to pass before a side effect of handling `message`: throws ClaimLost once the claim is lost. */
export function claimGate(message: InboundMessage): () => Promise<void> {
  const { claimed } = message;
  return async () => {
    if (claimed && !(await claimed)) throw new ClaimLost(`message ${message.id} was claimed by another process`);
  };
}
