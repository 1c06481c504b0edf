import { badRequest, success, type Answer } from './answers.js';
import type { Ctx } from './context.js';
import { apiOwnUser, apiSubscription, apiUser } from './render.js';

/** GET /users/me */
export function getOwnUser({ state, user }: Ctx): Answer {
  return success(apiOwnUser(state, user));
}

/** GET /users/{id} and GET /users/{email} */
export function getUser({ state, params, pathParams }: Ctx): Answer {
  const target = state.userByRef(decodeURIComponent(pathParams[0] ?? ''));
  if (!target) return badRequest('No such user');
  return success({ user: apiUser(state, target, params.bool('client_gravatar', true)) });
}

/** GET /users */
export function getUsers({ state, params }: Ctx): Answer {
  const clientGravatar = params.bool('client_gravatar', true);
  return success({ members: state.users.map((u) => apiUser(state, u, clientGravatar)) });
}

/** GET /users/me/subscriptions */
export function getSubscriptions({ state, user }: Ctx): Answer {
  const mine = state.streams.filter((s) => s.subscribers.includes(user.id));
  return success({ subscriptions: mine.map((s) => apiSubscription(state, s.id)) });
}

/** GET /get_stream_id */
export function getStreamId({ state, params }: Ctx): Answer {
  const name = params.required('stream');
  const stream = state.streamByName(name);
  if (!stream) return badRequest(`Invalid channel name '${name}'`);
  return success({ stream_id: stream.id });
}

/** POST /users/me/status (only status_text; Zulip caps it at 60 characters) */
export function setOwnStatus({ state, params, user }: Ctx): Answer {
  const text = params.optional('status_text');
  if (text !== undefined) {
    if ([...text].length > 60) return badRequest('status_text is too long (limit: 60 characters)');
    state.setStatusText(user.id, text);
  }
  return success();
}

/** GET /users/{id}/status (Zulip 9.0+): empty object when no status is set */
export function getUserStatus({ state, pathParams }: Ctx): Answer {
  const target = state.userByRef(decodeURIComponent(pathParams[0] ?? ''));
  if (!target) return badRequest('No such user');
  const text = state.statusTexts.get(target.id);
  return success({ status: text ? { status_text: text } : {} });
}
