import { badEventQueue, badRequest, success, type Answer, type Json } from './answers.js';
import type { Ctx } from './context.js';
import { apiOwnUser, apiSubscription, apiUser, avatarUrl } from './render.js';

export const FEATURE_LEVEL = 400;
export const ZULIP_VERSION = '11.0-fake';

/** POST /register */
export function register({ state, user, params }: Ctx): Answer {
  const eventTypes = params.stringList('event_types');
  const fetchTypes = params.stringList('fetch_event_types') ?? eventTypes;
  const applyMarkdown = params.bool('apply_markdown', false);
  const clientGravatar = params.bool('client_gravatar', true);
  const queue = state.register(user.id, eventTypes, applyMarkdown, clientGravatar);
  const wants = (type: string) => fetchTypes === undefined || fetchTypes.includes(type);
  const fields: Json = {
    queue_id: queue.id,
    last_event_id: -1,
    zulip_feature_level: FEATURE_LEVEL,
    zulip_version: ZULIP_VERSION,
    zulip_merge_base: ZULIP_VERSION,
  };
  if (wants('realm')) {
    Object.assign(fields, {
      max_message_length: state.limits.maxMessageLength,
      max_topic_length: state.limits.maxTopicLength,
      max_stream_name_length: 60,
      max_stream_description_length: 1024,
      event_queue_longpoll_timeout_seconds: state.limits.longpollTimeoutSeconds,
      realm_name: 'Fake Zulip',
      server_presence_ping_interval_seconds: 60,
      server_presence_offline_threshold_seconds: 140,
    });
  }
  if (wants('realm_emoji')) fields.realm_emoji = {};
  if (wants('message')) fields.max_message_id = apiOwnUser(state, user).max_message_id;
  if (wants('realm_user')) {
    Object.assign(fields, {
      user_id: user.id,
      email: user.email,
      delivery_email: user.deliveryEmail ?? user.email,
      full_name: user.fullName,
      is_admin: false,
      is_owner: false,
      is_moderator: false,
      is_guest: false,
      avatar_url: avatarUrl(user),
      // The realm's users, as GET /users lists them (kept current afterwards by realm_user events).
      realm_users: state.users.map((u) => apiUser(state, u, clientGravatar)),
      realm_non_active_users: [],
    });
  }
  if (wants('subscription')) {
    fields.subscriptions = state.streams.filter((s) => s.subscribers.includes(user.id)).map((s) => apiSubscription(state, s.id));
  }
  return success(fields);
}

/** GET /events: long-polls until an event arrives, answering a heartbeat event after heartbeatMs. */
export async function getEvents({ state, user, params, signal }: Ctx): Promise<Answer | undefined> {
  const queueId = params.required('queue_id');
  const queue = state.queues.get(queueId);
  if (!queue) return badEventQueue(queueId);
  if (queue.userId !== user.id) return badRequest('You are not authorized to get events from this queue');
  const lastEventId = params.int('last_event_id') ?? -1;
  queue.acknowledge(lastEventId);
  const dontBlock = params.bool('dont_block', false);
  for (;;) {
    if (queue.dead) return badEventQueue(queueId);
    const events = queue.pending(lastEventId);
    if (events.length > 0 || dontBlock) {
      state.markDelivered(events, user.id);
      return success({ events, queue_id: queueId });
    }
    const outcome = await queue.wait(state.limits.heartbeatMs, signal);
    if (outcome === 'gone') return undefined;
    if (outcome === 'timeout' && !queue.dead) queue.push({ type: 'heartbeat' });
  }
}

/** DELETE /events */
export function deleteQueue({ state, user, params }: Ctx): Answer {
  const queueId = params.required('queue_id');
  const queue = state.queues.get(queueId);
  if (!queue) return badEventQueue(queueId);
  if (queue.userId !== user.id) return badRequest('You are not authorized to access this queue');
  state.dropQueue(queue);
  return success();
}
