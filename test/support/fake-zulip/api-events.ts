import { ApiFailure, badEventQueue, badRequest, success, type Answer, type Json } from './answers.js';
import type { Ctx } from './context.js';
import { DEFAULT_IDLE_QUEUE_TIMEOUT_SECS, MAX_IDLE_QUEUE_TIMEOUT_SECS } from './queues.js';
import { apiOwnUser, apiSubscription, apiUser, avatarUrl } from './render.js';
import type { FakeState } from './state.js';

/** The feature level at which POST /register takes `idle_queue_timeout` (Zulip 12.0). */
export const IDLE_QUEUE_TIMEOUT_LEVEL = 481;
/** What idle_queue_timeout="mobile" means (MOBILE_EVENT_QUEUE_TIMEOUT_SECS). */
const MOBILE_IDLE_QUEUE_TIMEOUT_SECS = 12 * 3600;
/** POST /register's documented parameters (register-request.md); idle_queue_timeout joins them at level 481. */
const REGISTER_PARAMS = [
  'apply_markdown', 'client_gravatar', 'include_subscribers', 'slim_presence', 'presence_history_limit_days',
  'event_types', 'all_public_streams', 'client_capabilities', 'fetch_event_types', 'narrow',
];

const versionOf = (state: FakeState) => (state.featureLevel >= IDLE_QUEUE_TIMEOUT_LEVEL ? '12.0-fake' : '11.0-fake');

/** GET /server_settings (what a client reads before registering to know the server's feature level). */
export function serverSettings({ state }: Ctx): Answer {
  return success({ zulip_feature_level: state.featureLevel, zulip_version: versionOf(state), zulip_merge_base: versionOf(state), push_notifications_enabled: false });
}

/**
 * idle_queue_timeout (feature level 481): an integer of seconds, or "mobile";
 * Zulip caps it at MAX_QUEUE_TIMEOUT_SECS (7 days). Below 481 the server does not
 * know the parameter: like any unknown one since feature level 167, it is ignored
 * and named in `ignored_parameters_unsupported` (the queue keeps the default 600 s).
 */
function idleTimeoutOf(state: FakeState, params: Ctx['params']): number {
  const value = state.featureLevel >= IDLE_QUEUE_TIMEOUT_LEVEL ? params.optional('idle_queue_timeout') : undefined;
  if (value === undefined) return DEFAULT_IDLE_QUEUE_TIMEOUT_SECS;
  if (value === '"mobile"' || value === 'mobile') return MOBILE_IDLE_QUEUE_TIMEOUT_SECS;
  const secs = params.int('idle_queue_timeout')!;
  if (secs <= 0) throw new ApiFailure(badRequest('Invalid idle_queue_timeout'));
  return Math.min(secs, MAX_IDLE_QUEUE_TIMEOUT_SECS);
}

/** POST /register */
export function register({ state, user, params }: Ctx): Answer {
  const eventTypes = params.stringList('event_types');
  const fetchTypes = params.stringList('fetch_event_types') ?? eventTypes;
  const applyMarkdown = params.bool('apply_markdown', false);
  const clientGravatar = params.bool('client_gravatar', true);
  const idleTimeoutSecs = idleTimeoutOf(state, params);
  const queue = state.register(user.id, eventTypes, applyMarkdown, clientGravatar, idleTimeoutSecs);
  const wants = (type: string) => fetchTypes === undefined || fetchTypes.includes(type);
  const supported = state.featureLevel >= IDLE_QUEUE_TIMEOUT_LEVEL ? [...REGISTER_PARAMS, 'idle_queue_timeout'] : REGISTER_PARAMS;
  const ignored = params.names().filter((name) => !supported.includes(name));
  const fields: Json = {
    queue_id: queue.id,
    last_event_id: -1,
    zulip_feature_level: state.featureLevel,
    zulip_version: versionOf(state),
    zulip_merge_base: versionOf(state),
    ...(state.featureLevel >= IDLE_QUEUE_TIMEOUT_LEVEL ? { idle_queue_timeout_secs: idleTimeoutSecs } : {}),
    ...(ignored.length ? { ignored_parameters_unsupported: ignored } : {}),
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
  // While this poll is open the queue is not idle; its idle clock restarts now.
  queue.connect(state.now());
  try {
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
  } finally {
    queue.disconnect();
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
