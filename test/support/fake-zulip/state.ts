import { randomUUID } from 'node:crypto';
import { testClock } from '../test-clock.js';
import { DEFAULT_IDLE_QUEUE_TIMEOUT_SECS, EventQueue } from './queues.js';
import { apiMessage, apiUser, flagsFor } from './render.js';
import type { FakeMessage, FakeReaction, FakeStream, FakeUpload, FakeUser, FakeZulipOptions } from './types.js';

export interface Limits {
  heartbeatMs: number;
  longpollTimeoutSeconds: number;
  maxMessageLength: number;
  maxTopicLength: number;
}

export interface ReactionMeta {
  emojiCode: string;
  reactionType: string;
}

export type NewMessage =
  | { type: 'stream'; senderId: number; streamId: number; topic: string; content: string; client: string }
  | { type: 'private'; senderId: number; recipientIds: number[]; content: string; client: string };

/** Users, streams, messages and event queues of the fake realm. */
export class FakeState {
  readonly users: FakeUser[];
  readonly streams: FakeStream[];
  readonly messages: FakeMessage[] = [];
  readonly #byId = new Map<number, FakeMessage>();
  readonly queues = new Map<string, EventQueue>();
  readonly limits: Limits;
  readonly uploads: FakeUpload[] = [];
  readonly uploadAnswer: 'url' | 'uri';
  readonly maxUploadMiB: number;
  /** Characters each bot may keep in /bot_storage (keys and values). */
  readonly botStorageLimit: number | undefined;
  /** zulip_feature_level of this server (what it supports, e.g. idle_queue_timeout from 481). */
  readonly featureLevel: number;
  /** The server's clock (ms): queue idleness is measured on it. */
  readonly now: () => number;
  /** The client name each message was sent with ("website" for the human helpers). */
  readonly clients = new Map<number, string>();
  /** Each user's status text (POST /users/me/status), "" when cleared. */
  readonly statusTexts = new Map<number, string>();
  /** Each bot's key-value storage (/bot_storage). */
  readonly #botStorage = new Map<number, Map<string, string>>();
  private readonly reactionMeta = new WeakMap<FakeReaction, ReactionMeta>();
  /** Rewrites every message and reaction event before it is queued (a server whose payloads drifted: issue 22). */
  eventDrift: ((event: Record<string, unknown>) => Record<string, unknown>) | undefined;
  private readonly conversationIds = new Map<string, number>();
  private nextMessageId: number;

  constructor(options: FakeZulipOptions) {
    this.users = options.users.map((u) => ({ ...u }));
    this.streams = (options.streams ?? []).map((s) => ({ ...s, subscribers: [...s.subscribers] }));
    this.limits = {
      heartbeatMs: options.heartbeatMs ?? 60_000,
      longpollTimeoutSeconds: options.longpollTimeoutSeconds ?? 90,
      maxMessageLength: options.maxMessageLength ?? 10_000,
      maxTopicLength: options.maxTopicLength ?? 60,
    };
    this.nextMessageId = options.firstMessageId ?? 1000;
    this.uploadAnswer = options.uploadAnswer ?? 'url';
    this.maxUploadMiB = options.maxUploadMiB ?? 25;
    this.botStorageLimit = options.botStorageLimit;
    this.featureLevel = options.featureLevel ?? 400;
    // The test clock: a message's timestamp is what the bot reads "today" from.
    this.now = options.now ?? (() => testClock.now().getTime());
  }

  user(id: number): FakeUser | undefined {
    return this.users.find((u) => u.id === id);
  }

  userByEmail(email: string): FakeUser | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.find((u) => u.email.toLowerCase() === wanted);
  }

  /** A user by id (number or digits) or email. */
  userByRef(ref: unknown): FakeUser | undefined {
    if (typeof ref === 'number') return this.user(ref);
    if (typeof ref !== 'string') return undefined;
    return /^\d+$/.test(ref.trim()) ? this.user(Number(ref)) : this.userByEmail(ref);
  }

  stream(id: number): FakeStream | undefined {
    return this.streams.find((s) => s.id === id);
  }

  /** Stream names are case-insensitive in Zulip. */
  streamByName(name: string): FakeStream | undefined {
    const wanted = name.trim().toLowerCase();
    return this.streams.find((s) => s.name.toLowerCase() === wanted);
  }

  message(id: number): FakeMessage | undefined {
    return this.#byId.get(id);
  }

  /** Removes a message (DELETE /messages/{id}); true if it was there. */
  deleteMessage(id: number): boolean {
    const index = this.messages.findIndex((m) => m.id === id);
    if (index < 0) return false;
    this.messages.splice(index, 1);
    this.#byId.delete(id);
    return true;
  }

  /** Notes when a message event first left for a user (benchmarks measure from there). */
  markDelivered(events: Array<{ type: string; message?: unknown }>, userId: number): void {
    const now = performance.now();
    for (const event of events) {
      const id = (event.message as { id?: number } | undefined)?.id;
      if (event.type !== 'message' || id === undefined) continue;
      const message = this.#byId.get(id);
      if (message) message.deliveredHr ??= new Map();
      if (message && !message.deliveredHr!.has(userId)) message.deliveredHr!.set(userId, now);
    }
  }

  isSubscribed(userId: number, streamId: number): boolean {
    return this.stream(streamId)?.subscribers.includes(userId) ?? false;
  }

  /** What a user may read: DMs they are in, and stream messages they received, sent, or whose stream they are in. */
  canSee(m: FakeMessage, userId: number): boolean {
    if (m.type === 'private') return m.recipientIds.includes(userId);
    return m.senderId === userId || m.recipientIds.includes(userId) || (m.streamId !== undefined && this.isSubscribed(userId, m.streamId));
  }

  /** Zulip's recipient id: one per stream, one per DM conversation (set of participants). */
  recipientId(m: FakeMessage): number {
    if (m.type === 'stream') return 100_000 + (m.streamId ?? 0);
    const key = [...new Set(m.recipientIds)].sort((a, b) => a - b).join(',');
    let id = this.conversationIds.get(key);
    if (id === undefined) {
      id = 200_000 + this.conversationIds.size;
      this.conversationIds.set(key, id);
    }
    return id;
  }

  /** Stores a message and delivers a message event to every recipient's queues. */
  send(spec: NewMessage): FakeMessage {
    const base = {
      id: this.nextMessageId++,
      senderId: spec.senderId,
      content: spec.content,
      timestamp: Math.floor(this.now() / 1000),
      reactions: [],
    };
    const message: FakeMessage =
      spec.type === 'stream'
        ? {
            ...base,
            type: 'stream',
            streamId: spec.streamId,
            topic: spec.topic,
            recipientIds: [...(this.stream(spec.streamId)?.subscribers ?? [])],
          }
        : { ...base, type: 'private', recipientIds: [...new Set([spec.senderId, ...spec.recipientIds])].sort((a, b) => a - b) };
    this.messages.push(message);
    this.#byId.set(message.id, message);
    this.clients.set(message.id, spec.client);
    for (const queue of this.queuesOf(message.recipientIds)) {
      if (!queue.wants('message')) continue;
      queue.push(
        this.drifted({
          type: 'message',
          message: apiMessage(this, message, queue.applyMarkdown, queue.clientGravatar),
          flags: flagsFor(this, message, queue.userId),
        }),
      );
    }
    return message;
  }

  /**
   * A user joins the realm, or changes their display name: every queue that
   * asked for `realm_user` events hears of it (op add / update), as in Zulip.
   */
  addUser(user: FakeUser): void {
    if (this.user(user.id)) throw new Error(`FakeZulip: duplicate user id ${user.id}`);
    this.users.push({ ...user });
    this.realmUserEvent({ type: 'realm_user', op: 'add', person: apiUser(this, user) });
  }

  renameUser(id: number, fullName: string): void {
    const user = this.user(id);
    if (!user) throw new Error(`FakeZulip: no user with id ${id}`);
    user.fullName = fullName;
    this.realmUserEvent({ type: 'realm_user', op: 'update', person: { user_id: id, full_name: fullName } });
  }

  private realmUserEvent(event: { type: 'realm_user'; op: string; person: Record<string, unknown> }): void {
    for (const queue of this.queues.values()) if (queue.wants('realm_user')) queue.push(event);
  }

  addReaction(message: FakeMessage, reaction: FakeReaction, meta: ReactionMeta): void {
    message.reactions.push(reaction);
    this.reactionMeta.set(reaction, meta);
    this.reactionEvent('add', message, reaction);
  }

  removeReaction(message: FakeMessage, reaction: FakeReaction): void {
    message.reactions.splice(message.reactions.indexOf(reaction), 1);
    this.reactionEvent('remove', message, reaction);
  }

  /** A user's status text changed: every queue that asked for `user_status` events hears of it (Zulip tells the whole realm). */
  setStatusText(userId: number, text: string): void {
    this.statusTexts.set(userId, text);
    for (const queue of this.queues.values()) if (queue.wants('user_status')) queue.push({ type: 'user_status', user_id: userId, status_text: text });
  }

  botStorage(userId: number): Map<string, string> {
    let store = this.#botStorage.get(userId);
    if (!store) this.#botStorage.set(userId, (store = new Map<string, string>()));
    return store;
  }

  reactionMetaOf(reaction: FakeReaction): ReactionMeta {
    return this.reactionMeta.get(reaction) ?? { emojiCode: emojiCodeFor(reaction.emojiName) ?? '', reactionType: 'unicode_emoji' };
  }

  register(
    userId: number,
    eventTypes: string[] | undefined,
    applyMarkdown: boolean,
    clientGravatar: boolean,
    idleTimeoutSecs = DEFAULT_IDLE_QUEUE_TIMEOUT_SECS,
  ): EventQueue {
    const queue = new EventQueue(randomUUID(), userId, eventTypes ? new Set(eventTypes) : null, applyMarkdown, clientGravatar, idleTimeoutSecs, this.now());
    this.queues.set(queue.id, queue);
    return queue;
  }

  /** Forgets one queue; its pending long-polls answer BAD_EVENT_QUEUE_ID. */
  dropQueue(queue: EventQueue): void {
    this.queues.delete(queue.id);
    queue.kill(true);
  }

  /** Zulip's queue GC (it runs every minute): forgets the queues idle for longer than their timeout. */
  collectIdleQueues(): number {
    const now = this.now();
    const idle = [...this.queues.values()].filter((q) => q.idleExpired(now));
    for (const queue of idle) this.dropQueue(queue);
    return idle.length;
  }

  /** Forgets every queue; `wake` lets pending long-polls answer BAD_EVENT_QUEUE_ID (a restart closes them instead). */
  dropAllQueues(wake: boolean): void {
    const all = [...this.queues.values()];
    this.queues.clear();
    for (const queue of all) queue.kill(wake);
  }

  private reactionEvent(op: 'add' | 'remove', message: FakeMessage, reaction: FakeReaction): void {
    const meta = this.reactionMetaOf(reaction);
    const viewers = this.users.filter((u) => this.canSee(message, u.id)).map((u) => u.id);
    for (const queue of this.queuesOf(viewers)) {
      if (!queue.wants('reaction')) continue;
      queue.push(this.drifted({
        type: 'reaction',
        op,
        user_id: reaction.userId,
        // Deprecated in Zulip but still sent; clients should use user_id.
        user: { user_id: reaction.userId, email: this.user(reaction.userId)?.email ?? '', full_name: this.user(reaction.userId)?.fullName ?? '' },
        message_id: message.id,
        emoji_name: reaction.emojiName,
        emoji_code: meta.emojiCode,
        reaction_type: meta.reactionType,
      }));
    }
  }

  private drifted(event: { type: string; [field: string]: unknown }): { type: string; [field: string]: unknown } {
    return this.eventDrift ? { type: event.type, ...this.eventDrift(event) } : event;
  }

  private queuesOf(userIds: number[]): EventQueue[] {
    const wanted = new Set(userIds);
    return [...this.queues.values()].filter((q) => wanted.has(q.userId));
  }
}

/**
 * Unicode emoji the fake knows, by Zulip name (aliases included), with Zulip's codes
 * (names as in Zulip's tools/setup/emoji/emoji_names.py). Names outside this table are
 * refused, as Zulip refuses names that are not in its emoji set.
 */
const EMOJI_CODES: Record<string, string> = {
  '+1': '1f44d',
  thumbs_up: '1f44d',
  like: '1f44d',
  check: '2705',
  all_good: '2705',
  approved: '2705',
  check_mark: '2714',
  white_check_mark: '2705',
  wave: '1f44b',
  hello: '1f44b',
  hi: '1f44b',
  heart: '2764',
  eyes: '1f440',
  tada: '1f389',
  octopus: '1f419',
  question: '2753',
  warning: '26a0',
  x: '274c',
  cross_mark: '274c',
  hourglass: '231b',
  smile: '1f604',
  zero: '0030-20e3',
  one: '0031-20e3',
  two: '0032-20e3',
  three: '0033-20e3',
  four: '0034-20e3',
  five: '0035-20e3',
  six: '0036-20e3',
  seven: '0037-20e3',
};

/** Zulip's unicode code of a known emoji name; undefined for a name Zulip would refuse. */
export function emojiCodeFor(name: string): string | undefined {
  return Object.hasOwn(EMOJI_CODES, name) ? EMOJI_CODES[name] : undefined;
}

/** Whether `code` names an emoji the fake knows. */
export function isKnownEmojiCode(code: string): boolean {
  return Object.values(EMOJI_CODES).includes(code);
}
