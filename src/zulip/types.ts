import { z } from 'zod';

/** A message as the events and messages endpoints deliver it (lenient: unknown fields pass). */
export const zulipMessageSchema = z.looseObject({
  id: z.int(),
  sender_id: z.int(),
  sender_email: z.string(),
  sender_full_name: z.string(),
  content: z.string(),
  type: z.enum(['stream', 'private']),
  display_recipient: z.union([z.string(), z.array(z.looseObject({ id: z.int(), email: z.string(), full_name: z.string() }))]),
  subject: z.string().optional(),
  stream_id: z.int().optional(),
  timestamp: z.number(),
  flags: z.array(z.string()).optional(),
  /** The client that sent it ("website", "ZulipMobile", "ZulipPython", …). */
  client: z.string().optional(),
});
export type ZulipMessage = z.infer<typeof zulipMessageSchema>;

/** One reaction on a message (GET /messages, GET /messages/{id}). */
export const zulipReactionSchema = z.looseObject({
  emoji_name: z.string(),
  emoji_code: z.string(),
  reaction_type: z.string(),
  user_id: z.int(),
});
export type ZulipReaction = z.infer<typeof zulipReactionSchema>;

/** A `reaction` event: the same fields, plus whether it was added or removed and on which message. */
export const zulipReactionEventSchema = zulipReactionSchema.extend({ op: z.enum(['add', 'remove']), message_id: z.int() });
export type ZulipReactionEvent = z.infer<typeof zulipReactionEventSchema>;

export const zulipEventSchema = z.looseObject({ id: z.int(), type: z.string(), message: z.unknown().optional() });
export type ZulipEvent = z.infer<typeof zulipEventSchema>;

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
