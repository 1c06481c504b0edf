import { afterEach } from 'vitest';
import { FakeZulip, type FakeUser, type FakeZulipOptions } from '../support/fake-zulip/index.js';

export const BOT: FakeUser = { id: 10, email: 'frontdesk-bot@zulip.example.com', fullName: 'Front Desk', apiKey: 'bot-key-0001', isBot: true };
export const ALICE: FakeUser = {
  id: 11,
  email: 'user11@zulip.example.com',
  fullName: 'Alice Example',
  apiKey: 'alice-key-0001',
  deliveryEmail: 'alice@example.org',
};
export const BOB: FakeUser = { id: 12, email: 'user12@zulip.example.com', fullName: 'Bob Example', apiKey: 'bob-key-0001', deliveryEmail: null };
/** Not subscribed to "hub". */
export const CAROL: FakeUser = { id: 13, email: 'user13@zulip.example.com', fullName: 'Carol Example', apiKey: 'carol-key-0001' };

export const HUB = { id: 5, name: 'hub', subscribers: [BOT.id, ALICE.id, BOB.id] };
export const RANDOM = { id: 6, name: 'random', subscribers: [ALICE.id, CAROL.id] };

const open: FakeZulip[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((f) => f.close()));
});

/** A fake with BOT, ALICE, BOB, CAROL and streams hub/random, closed after the test. */
export async function startFake(options: Partial<FakeZulipOptions> = {}): Promise<FakeZulip> {
  const fake = await FakeZulip.start({ users: [BOT, ALICE, BOB, CAROL], streams: [HUB, RANDOM], ...options });
  open.push(fake);
  return fake;
}

export type Body = Record<string, unknown>;
export interface Reply {
  status: number;
  body: Body;
  text: string;
  headers: Headers;
}

export type ParamValue = string | number | boolean | unknown[] | Record<string, unknown>;

function encode(params: Record<string, ParamValue>): Array<[string, string]> {
  return Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
}

export function basicAuth(user: { email: string; apiKey: string }): string {
  return `Basic ${Buffer.from(`${user.email}:${user.apiKey}`).toString('base64')}`;
}

/**
 * Raw HTTP against the fake: GET/DELETE params in the query string, POST params in an urlencoded
 * (or, with `multipart`, a multipart/form-data) body. `user: null` sends no credentials.
 */
export async function api(
  fake: FakeZulip,
  user: FakeUser | null,
  method: string,
  path: string,
  params: Record<string, ParamValue> = {},
  init: { signal?: AbortSignal; multipart?: boolean } = {},
): Promise<Reply> {
  const url = new URL(`${fake.url}/api/v1${path}`);
  const headers: Record<string, string> = {};
  if (user) headers.authorization = basicAuth(user);
  let body: string | FormData | undefined;
  if (method === 'GET' || method === 'DELETE') {
    for (const [k, v] of encode(params)) url.searchParams.append(k, v);
  } else if (init.multipart) {
    const form = new FormData();
    for (const [k, v] of encode(params)) form.append(k, v);
    body = form;
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(encode(params)).toString();
  }
  const res = await fetch(url, { method, headers, body, signal: init.signal });
  const text = await res.text();
  let parsed: Body = {};
  try {
    parsed = JSON.parse(text) as Body;
  } catch {
    // not JSON: look at `text`
  }
  return { status: res.status, body: parsed, text, headers: res.headers };
}

/** Registers a queue for message events, raw Markdown; returns its id. */
export async function register(fake: FakeZulip, user: FakeUser, params: Record<string, ParamValue> = {}): Promise<string> {
  const reply = await api(fake, user, 'POST', '/register', { event_types: ['message'], apply_markdown: false, ...params });
  if (reply.status !== 200) throw new Error(`register failed: ${reply.text}`);
  return reply.body.queue_id as string;
}

export interface Event {
  id: number;
  type: string;
  [field: string]: unknown;
}

export async function getEvents(
  fake: FakeZulip,
  user: FakeUser,
  queueId: string,
  lastEventId: number,
  options: { dontBlock?: boolean; signal?: AbortSignal } = {},
): Promise<Reply & { events: Event[] }> {
  const params: Record<string, ParamValue> = { queue_id: queueId, last_event_id: lastEventId };
  if (options.dontBlock) params.dont_block = true;
  const reply = await api(fake, user, 'GET', '/events', params, { signal: options.signal });
  return { ...reply, events: (reply.body.events ?? []) as Event[] };
}

/** The `message` object of a message event. */
export function messageOf(event: Event | undefined): Body {
  if (!event || event.type !== 'message') throw new Error(`not a message event: ${JSON.stringify(event)}`);
  return event.message as Body;
}
