/** What frontdesk reads of Zulip's payloads, as decoded by src/zulip/shapes.ts (these interfaces import nothing). */

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
