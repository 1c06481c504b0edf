import { decodeOne, type Shape } from '../util/tolerant/page.js';
import type { DecodeSink } from '../util/tolerant/shape.js';
import { eventShape, messageShape, reactionEventShape, reactionShape } from './shapes.js';

export type { Destination, RegisteredQueue, ZulipEvent, ZulipMessage, ZulipReaction, ZulipReactionEvent, ZulipRecipient, ZulipUser } from './records.js';

/**
 * A tolerant decoder with the `safeParse` face the event loop calls: problems
 * go to the report given (the API's, ZulipApi.decoding: the running bot's,
 * logged once and counted in /metrics).
 */
function decoder<T>(s: Shape<T>) {
  return {
    safeParse(raw: unknown, report: DecodeSink): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } } {
      const decoded = decodeOne(s, raw, { report });
      if (decoded.ok) return { success: true, data: decoded.value };
      return { success: false, error: { issues: [{ message: `${decoded.field || s.name}: ${decoded.problem}` }] } };
    },
  };
}

export const zulipMessageSchema = decoder(messageShape);
export const zulipReactionSchema = decoder(reactionShape);
export const zulipReactionEventSchema = decoder(reactionEventShape);
export const zulipEventSchema = decoder(eventShape);
