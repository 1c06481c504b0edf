/**
 * The chat vocabulary every layer may speak: where something was said, who
 * said it, and what a transport hands the bot. No behaviour, no imports: the
 * transports (Zulip, the shell) produce these, the bot and the handlers read
 * them.
 */

/** Where a message was said, so the reply goes to the same place and privacy rules can tell DMs apart. */
export type Place = { type: 'stream'; stream: string; streamId?: number | undefined; topic: string } | { type: 'dm'; recipientIds: number[] };

/** Who a Zulip user is, as far as Zulip told us: the sender of a message, or a member named in one. */
export interface ZulipIdentity {
  zulipId: number;
  fullName: string;
  /** The message's sender_email; may be a placeholder when email visibility is restricted. */
  email?: string | undefined;
  /** The real address, when Zulip gave us one. */
  deliveryEmail?: string | null | undefined;
}

/** A message addressed to the bot, with its sender already identified by the transport. */
export interface InboundMessage {
  id: number;
  sender: ZulipIdentity;
  /** The command text, the bot's own leading mention already removed. */
  text: string;
  place: Place;
  /** When the member sent it: "today" in a command means that day, even if it is handled later. */
  sentAt?: Date | undefined;
  /** The previous process started this command and stopped before it answered: this answer comes from a fresh look. */
  resumed?: boolean | undefined;
}

/** An emoji as Zulip names it: `type` is unicode_emoji, realm_emoji or zulip_extra_emoji. */
export interface ReactionEmoji {
  name: string;
  code: string;
  type: string;
}

/** A person (never this bot, never another bot) added or removed a reaction on a message. */
export interface InboundReaction {
  op: 'add' | 'remove';
  messageId: number;
  member: ZulipIdentity;
  emoji: ReactionEmoji;
}

/**
 * Everything a transport hands the bot, one variant per kind of event
 * (docs/architecture.md, "Inbound events"). `resync`: events may have been missed (the first
 * registration, a queue lost and registered again), so whoever keeps state
 * derived from events (the check-ins' reactions) should look again.
 */
export type InboundEvent =
  | { kind: 'message'; message: InboundMessage; identify?: Identify<InboundMessage> }
  | { kind: 'reaction'; reaction: InboundReaction; identify?: Identify<InboundReaction> }
  | { kind: 'resync' };

/**
 * Who really sent it, asked only once the bot has admitted the event (a look-up
 * may cost a request): the event with its sender's identity completed, or null
 * when the sender turned out to be a bot (then nothing is done with it).
 */
export type Identify<T> = () => Promise<T | null>;

/** What the chat server allows, learned when the transport starts; whoever sends is given these as values. */
export interface ChatLimits {
  /** Longer replies are split at line boundaries. */
  maxMessageLength: number;
}

/** Zulip's defaults (`max_message_length`), for a transport that has no server to ask (the shell). */
export const DEFAULT_CHAT_LIMITS: ChatLimits = Object.freeze({ maxMessageLength: 10_000 });

/** How a member action ended, for its one log line and its one metric. */
export interface ActionResult {
  /** What it turned out to be: a command's kind, a reaction's kind ('checkin'). */
  kind: string;
  outcome: string;
  /** Extra fields of the log line (ids, directory calls…). */
  fields?: Record<string, unknown>;
}

/** Runs `task` as a step of member `memberId` (their queue, the claim, the time limit); resolves when it ran. */
export type SubmitStep = (memberId: number, task: (signal: AbortSignal) => Promise<void>) => Promise<void>;

/**
 * One kind of reaction the bot acts on (the check-ins' 👋 and 1️⃣…5️⃣; later a
 * ✅/↩️ confirmation): registering one is all it takes for its reactions to go
 * through the member pipeline like a typed command.
 */
export interface ReactionKind {
  /** The log line's and the metric's kind. */
  readonly name: string;
  /** Free and synchronous: could this reaction be one of ours? Most reactions in a realm are not, and cost nothing. */
  mayConcern(reaction: InboundReaction): boolean;
  /**
   * What the reaction is about (looked up, cached), as a key: taps on one key
   * settle into one action with the last state. Null: not ours after all.
   */
  subject(reaction: InboundReaction): Promise<string | null>;
  /** Applies the settled reaction (its last state), with the reactor identified. */
  handle(reaction: InboundReaction, signal: AbortSignal): Promise<ActionResult>;
  /** Looks at the current reactions again after events may have been missed (a new event queue). */
  resync?(submit: SubmitStep, signal: AbortSignal): Promise<void>;
}
