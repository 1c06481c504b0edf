import { count, epochSeconds, flag, id, integer, oneOf, text, textList, type Read } from '../util/tolerant/read.js';
import { listOf, nested, shape, type NestedReader } from '../util/tolerant/shape.js';
import { isRendered, markdownOf } from './rendered.js';
import type { RegisteredQueue, ZulipMessage, ZulipReaction, ZulipReactionEvent, ZulipRecipient, ZulipUser } from './records.js';

/**
 * What frontdesk reads of Zulip's answers and events, declared for the
 * tolerant decoder (src/util/tolerant/shape.ts). Zulip adds fields and event
 * types at every feature level: unknown ones are normal and ignored. A record
 * needs only what the bot cannot act without; any other field of an
 * unexpected type is treated as absent and reported once.
 */

const recipientShape = shape({
  name: 'zulip recipient',
  fields: { id, email: text, full_name: text },
  requires: [{ anyOf: ['id'] }],
  build: (v): ZulipRecipient => ({ id: v.id!, email: v.email ?? '', full_name: v.full_name ?? '' }),
});

const recipientList = listOf(recipientShape);

/** `display_recipient`: a stream's name, or a DM's people. */
const recipients: NestedReader<string | ZulipRecipient[]> = {
  kind: 'recipients',
  shape: recipientList.shape,
  list: true,
  readIn: (raw, ctx): Read<string | ZulipRecipient[]> => (typeof raw === 'string' ? raw : recipientList.readIn(raw, ctx)),
  read: (raw) => (typeof raw === 'string' ? raw : recipientList.read(raw)),
};

const isStreamType = (raw: Record<string, unknown>): boolean => raw.type === 'stream' || raw.type === 'channel';

export const messageShape = shape({
  name: 'zulip message',
  fields: {
    id: integer,
    sender_id: id,
    sender_email: text,
    sender_full_name: text,
    content: text,
    // "text/html" when the server rendered the content although the bot asked for Markdown.
    content_type: text,
    // Newer servers may say "channel" and "direct".
    type: oneOf(['stream', 'private'], { channel: 'stream', direct: 'private' }),
    display_recipient: recipients,
    subject: text,
    topic: text,
    stream_id: id,
    timestamp: epochSeconds,
    flags: textList,
    client: text,
  },
  requires: [
    { anyOf: ['id'] },
    { anyOf: ['sender_id'] },
    { anyOf: ['content'] },
    // Where it was said, or a stream message could be taken for a DM and every stream message answered.
    { anyOf: ['type', 'display_recipient'] },
    // A stream reply needs the stream's name.
    { anyOf: ['display_recipient'], when: isStreamType, accepts: (v) => typeof v === 'string' && v.trim() !== '' },
  ],
  build(v, _raw, now): ZulipMessage {
    const where = v.display_recipient ?? [];
    const message: ZulipMessage = {
      id: v.id!,
      sender_id: v.sender_id!,
      sender_email: v.sender_email ?? '',
      sender_full_name: v.sender_full_name ?? '',
      // Read as the Markdown it stands for when it came rendered (src/zulip/rendered.ts).
      content: isRendered(v.content!, v.content_type) ? markdownOf(v.content!) : v.content!,
      type: v.type ?? (typeof where === 'string' ? 'stream' : 'private'),
      display_recipient: where,
      // A send time we cannot read is taken to be the time it arrived.
      timestamp: v.timestamp ?? Math.floor(now() / 1000),
    };
    const topic = v.subject ?? v.topic;
    if (topic !== undefined) message.subject = topic;
    if (v.stream_id !== undefined) message.stream_id = v.stream_id;
    if (v.flags !== undefined) message.flags = v.flags;
    if (v.client !== undefined) message.client = v.client;
    return message;
  },
});

/** Servers before Zulip 3.0 named who reacted in `user: {user_id, …}` (events) or `user: {id, …}` (a message's reactions) instead of `user_id`. */
const reactingUserShape = shape({
  name: 'zulip reacting user',
  fields: { user_id: id, id },
  requires: [{ anyOf: ['user_id', 'id'] }],
  build: (v) => (v.user_id ?? v.id)!,
});

const reactionFields = { emoji_name: text, emoji_code: text, reaction_type: text, user_id: id, user: nested(reactingUserShape) };

function reactionOf(v: { emoji_name?: string | undefined; emoji_code?: string | undefined; reaction_type?: string | undefined; user_id?: number | undefined; user?: number | undefined }): ZulipReaction {
  // Without a code, the emoji is matched by its name (src/checkins/emoji.ts). Codes are hex: "1F44B" is "1f44b".
  return { emoji_name: v.emoji_name ?? '', emoji_code: (v.emoji_code ?? '').toLowerCase(), reaction_type: v.reaction_type ?? '', user_id: (v.user_id ?? v.user)! };
}

/** One reaction on a message (GET /messages, GET /messages/{id}). */
export const reactionShape = shape({
  name: 'zulip reaction',
  fields: reactionFields,
  requires: [{ anyOf: ['user_id', 'user'] }, { anyOf: ['emoji_name', 'emoji_code'] }],
  build: (v) => reactionOf(v),
});

/** A `reaction` event: a reaction, added or removed, on a message. */
export const reactionEventShape = shape({
  name: 'zulip reaction event',
  fields: { ...reactionFields, op: oneOf(['add', 'remove']), message_id: integer },
  requires: [{ anyOf: ['user_id', 'user'] }, { anyOf: ['emoji_name', 'emoji_code'] }, { anyOf: ['op'] }, { anyOf: ['message_id'] }],
  build: (v): ZulipReactionEvent => ({ ...reactionOf(v), op: v.op!, message_id: v.message_id! }),
});

/** A user (GET /users/{id}, /users/me, each of GET /users). `profile_data` and the rest are not read at all. */
export const userShape = shape({
  name: 'zulip user',
  fields: { user_id: id, email: text, full_name: text, delivery_email: text, is_bot: flag, bot_type: integer, is_active: flag },
  requires: [{ anyOf: ['user_id'] }],
  build: (v): ZulipUser & { isActive: boolean } => ({
    userId: v.user_id!,
    email: v.email ?? '',
    fullName: v.full_name ?? '',
    // A bot_type tells a bot whatever is_bot says (a server answered is_bot false with bot_type 2): never answer a bot.
    // (The fast path hands null on as null, not undefined.)
    isBot: v.is_bot === true || (v.bot_type ?? null) !== null,
    deliveryEmail: v.delivery_email ?? null,
    isActive: v.is_active ?? true,
  }),
});

/** POST /register's answer: a queue to poll, and the server's limits (sane defaults when unreadable). */
export const registerShape = shape({
  name: 'zulip register answer',
  fields: {
    queue_id: text,
    last_event_id: integer,
    event_queue_longpoll_timeout_seconds: count,
    max_message_length: count,
    max_topic_length: count,
    zulip_feature_level: count,
    idle_queue_timeout_secs: count,
    ignored_parameters_unsupported: textList,
  },
  requires: [{ anyOf: ['queue_id'] }, { anyOf: ['last_event_id'] }],
  build(v): RegisteredQueue {
    return {
      queueId: v.queue_id!,
      lastEventId: v.last_event_id!,
      longpollTimeoutSeconds: v.event_queue_longpoll_timeout_seconds ?? 90,
      maxMessageLength: v.max_message_length ?? 10_000,
      maxTopicLength: v.max_topic_length ?? 60,
      featureLevel: v.zulip_feature_level ?? 0,
      // Since feature level 481: the queue's idle lifetime as granted (capped by the server).
      ...(v.idle_queue_timeout_secs !== undefined ? { idleQueueTimeoutSeconds: v.idle_queue_timeout_secs } : {}),
      ignoredParameters: v.ignored_parameters_unsupported ?? [],
    };
  },
});

/** An event of any type (the loop reads `message` and reaction fields of its own kinds, and skips the rest). */
export const eventShape = shape({
  name: 'zulip event',
  fields: { id: integer, type: text },
  requires: [{ anyOf: ['id'] }],
  build: (v, raw) => ({ ...raw, id: v.id!, type: v.type ?? '' }),
});
