import { processDecodeReport } from '../util/tolerant/report.js';
import { decodeOne, type Shape } from '../util/tolerant/shape.js';
import { eventShape, messageShape, reactionEventShape, reactionShape } from './shapes.js';

/** One person of a DM's `display_recipient`. */
export interface ZulipRecipient {
  id: number;
  email: string;
  full_name: string;
}

/** A message as the events and messages endpoints deliver it, as read by messageShape (src/zulip/shapes.ts). */
export interface ZulipMessage {
  id: number;
  sender_id: number;
  sender_email: string;
  sender_full_name: string;
  content: string;
  type: 'stream' | 'private';
  /** A stream's name, or a DM's people (empty when unreadable: the reply goes to the sender). */
  display_recipient: string | ZulipRecipient[];
  subject?: string;
  stream_id?: number;
  /** Seconds since 1970; the time it arrived when the server's was unreadable. */
  timestamp: number;
  flags?: string[];
  /** The client that sent it ("website", "ZulipMobile", "ZulipPython", …). */
  client?: string;
}

/** One reaction on a message (GET /messages, GET /messages/{id}). `emoji_code` is '' when unreadable: match by name then. */
export interface ZulipReaction {
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
  user_id: number;
}

/** A `reaction` event: the same fields, plus whether it was added or removed and on which message. */
export interface ZulipReactionEvent extends ZulipReaction {
  op: 'add' | 'remove';
  message_id: number;
}

/** An event of any type; unknown types and keys pass for the loop to skip. */
export interface ZulipEvent {
  [key: string]: unknown;
  id: number;
  type: string;
  message?: unknown;
}

/**
 * A tolerant decoder with the `safeParse` face the event loop calls: problems
 * go to the process's decode report (logged once, counted in /metrics).
 */
function decoder<T>(s: Shape<T>) {
  return {
    safeParse(raw: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } } {
      const decoded = decodeOne(s, raw, { report: processDecodeReport });
      if (decoded.ok) return { success: true, data: decoded.value };
      return { success: false, error: { issues: [{ message: `${decoded.field || s.name}: ${decoded.problem}` }] } };
    },
  };
}

export const zulipMessageSchema = decoder(messageShape);
export const zulipReactionSchema = decoder(reactionShape);
export const zulipReactionEventSchema = decoder(reactionEventShape);
export const zulipEventSchema = decoder(eventShape);

export interface RegisteredQueue {
  queueId: string;
  lastEventId: number;
  /** Client timeout for GET /events, from the server (90 s before Zulip 5.0). */
  longpollTimeoutSeconds: number;
  maxMessageLength: number;
  maxTopicLength: number;
  featureLevel: number;
  /** The queue's idle lifetime as the server granted it (Zulip 12.0+ says; older servers keep 600 s). */
  idleQueueTimeoutSeconds?: number;
  /** Parameters the server did not know and ignored (ignored_parameters_unsupported, since Zulip 7.0). */
  ignoredParameters?: string[];
}

export interface ZulipUser {
  userId: number;
  email: string;
  fullName: string;
  isBot: boolean;
  deliveryEmail: string | null;
}

/** Where a message goes: a stream topic, or a DM conversation (user ids, the bot excluded). */
export type Destination = { type: 'stream'; stream: string; topic: string } | { type: 'dm'; to: number[] };
