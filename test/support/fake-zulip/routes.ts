import { deleteQueue, getEvents, register, serverSettings } from './api-events.js';
import { addReaction, deleteMessage, getMessage, getMessages, removeReaction, sendMessage } from './api-messages.js';
import { uploadFile } from './api-uploads.js';
import { BOT_STORAGE_ROUTES } from './api-storage.js';
import { getOwnUser, getStreamId, getSubscriptions, getUser, getUserStatus, getUsers, setOwnStatus } from './api-users.js';
import type { Handler } from './context.js';

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

/** Paths are relative to /api/v1. */
const ROUTES: Route[] = [
  { method: 'POST', pattern: /^\/register$/, handler: register },
  { method: 'GET', pattern: /^\/server_settings$/, handler: serverSettings },
  { method: 'GET', pattern: /^\/events$/, handler: getEvents },
  { method: 'DELETE', pattern: /^\/events$/, handler: deleteQueue },
  { method: 'POST', pattern: /^\/messages$/, handler: sendMessage },
  { method: 'GET', pattern: /^\/messages$/, handler: getMessages },
  { method: 'GET', pattern: /^\/messages\/(\d+)$/, handler: getMessage },
  { method: 'DELETE', pattern: /^\/messages\/(\d+)$/, handler: deleteMessage },
  { method: 'POST', pattern: /^\/messages\/(\d+)\/reactions$/, handler: addReaction },
  { method: 'DELETE', pattern: /^\/messages\/(\d+)\/reactions$/, handler: removeReaction },
  { method: 'GET', pattern: /^\/users\/me$/, handler: getOwnUser },
  { method: 'GET', pattern: /^\/users\/me\/subscriptions$/, handler: getSubscriptions },
  { method: 'GET', pattern: /^\/users$/, handler: getUsers },
  { method: 'GET', pattern: /^\/users\/([^/]+)$/, handler: getUser },
  { method: 'POST', pattern: /^\/users\/me\/status$/, handler: setOwnStatus },
  { method: 'GET', pattern: /^\/users\/([^/]+)\/status$/, handler: getUserStatus },
  { method: 'GET', pattern: /^\/get_stream_id$/, handler: getStreamId },
  { method: 'POST', pattern: /^\/user_uploads$/, handler: uploadFile },
  ...BOT_STORAGE_ROUTES,
];

export const API_PREFIX = '/api/v1';

export function findRoute(method: string, path: string): { handler: Handler; pathParams: string[] } | undefined {
  if (!path.startsWith(`${API_PREFIX}/`)) return undefined;
  const rest = path.slice(API_PREFIX.length).replace(/\/+$/, '');
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(rest);
    if (match) return { handler: route.handler, pathParams: match.slice(1) };
  }
  return undefined;
}
