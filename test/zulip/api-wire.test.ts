import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipApiError, ZulipNetworkError } from '../../src/zulip/errors.js';
import { RateLimiter } from '../../src/zulip/rate-limit.js';

/**
 * ZulipApi's calls on the wire, against a loopback server that records each
 * request as it arrived and answers what the test says: the encoding Zulip's
 * API documents (GET parameters in the query string, the others' in an
 * urlencoded body, lists and objects JSON-encoded, booleans as "true"/"false"),
 * and how each kind of answer becomes a result or an error.
 */

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The body as sent. */
  raw: string;
  /** The body, read as a form. */
  form: Record<string, string>;
  /** Resolves when the server saw the connection close. */
  closed: Promise<void>;
}

type Reply = { status: number; body: string; headers?: Record<string, string> } | 'hold';

const SUCCESS: Reply = { status: 200, body: JSON.stringify({ result: 'success', msg: '' }) };
const CREDENTIALS = { email: 'bot@zulip.example.com', apiKey: 'fictional-key-0001' };

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A loopback "Zulip": `answer` decides each reply (default: a bare success). */
async function loopback(answer: (seen: Seen) => Reply = () => SUCCESS) {
  const seen: Seen[] = [];
  const sockets = new Set<Socket>();
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://loopback');
      const raw = Buffer.concat(chunks).toString('utf8');
      const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
      const request: Seen = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        raw,
        form: Object.fromEntries(new URLSearchParams(raw)),
        closed,
      };
      seen.push(request);
      const reply = answer(request);
      if (reply === 'hold') return void held.push(res);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body);
    });
  });
  server.on('connection', (socket: Socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(async () => {
    for (const res of held) res.destroy();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { site, seen };
}

async function apiAt(site: string, options: Parameters<typeof ZulipApi.connect>[1] = {}) {
  const api = await ZulipApi.connect({ site, ...CREDENTIALS }, options);
  closers.push(() => Promise.resolve(api.exchange.close()));
  return api;
}

const ok = (fields: Record<string, unknown>): Reply => ({ status: 200, body: JSON.stringify({ result: 'success', msg: '', ...fields }) });

describe('ZulipApi on the wire', () => {
  it('GET: parameters in the query string, no body; the narrow JSON-encoded, booleans and numbers as text', async () => {
    const { site, seen } = await loopback(() => ok({ messages: [], members: [] }));
    const api = await apiAt(site);
    const narrow = [
      { operator: 'is', operand: 'dm' },
      { operator: 'sender', operand: 12, negated: true },
    ];
    await api.getMessages({ anchor: 'newest', numBefore: 5, numAfter: 0, narrow });
    await api.getMessages({ anchor: 1234, numBefore: 0, numAfter: 100, narrow: [] });
    await api.getUsers();
    const [newest, forward, users] = seen;
    expect(newest).toMatchObject({ method: 'GET', path: '/api/v1/messages', raw: '' });
    expect(newest!.headers['content-type']).toBeUndefined();
    expect(newest!.query).toEqual({ anchor: 'newest', num_before: '5', num_after: '0', narrow: JSON.stringify(narrow), apply_markdown: 'false', client_gravatar: 'true' });
    expect(JSON.parse(newest!.query.narrow!)).toEqual(narrow);
    expect(forward!.query).toMatchObject({ anchor: '1234', num_before: '0', num_after: '100', narrow: '[]' });
    expect(users).toMatchObject({ method: 'GET', path: '/api/v1/users', query: { client_gravatar: 'true' }, raw: '' });
  });

  it('GET: a stream name and ids in the path or query as they are', async () => {
    const { site, seen } = await loopback((s) =>
      s.path.endsWith('/get_stream_id') ? ok({ stream_id: 7 }) : ok({ message: { id: 99, sender_id: 1, sender_email: 'a@x', sender_full_name: 'A', content: 'c', type: 'private', display_recipient: [], timestamp: 1 } }),
    );
    const api = await apiAt(site);
    expect(await api.getStreamId('hub & more')).toBe(7);
    await api.getMessage(99);
    expect(seen.map((s) => [s.path, s.query])).toEqual([
      ['/api/v1/get_stream_id', { stream: 'hub & more' }],
      ['/api/v1/messages/99', { apply_markdown: 'false' }],
    ]);
  });

  it('POST /register: an urlencoded body, event_types and fetch_event_types JSON-encoded, booleans as "true"/"false"', async () => {
    const { site, seen } = await loopback(() => ok({ queue_id: 'q1', last_event_id: -1 }));
    const api = await apiAt(site);
    expect(await api.register(['message', 'reaction'], { idleQueueTimeoutSeconds: 3600 })).toMatchObject({ queueId: 'q1', lastEventId: -1 });
    await api.register([]);
    const [withIdle, empty] = seen;
    expect(withIdle).toMatchObject({ method: 'POST', path: '/api/v1/register', query: {} });
    expect(withIdle!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(withIdle!.form).toEqual({
      event_types: '["message","reaction"]',
      fetch_event_types: '["realm"]',
      apply_markdown: 'false',
      client_gravatar: 'true',
      idle_queue_timeout: '3600',
    });
    // No idle timeout asked: the parameter is not sent at all (an older server would name it as ignored).
    expect(empty!.form).toEqual({ event_types: '[]', fetch_event_types: '["realm"]', apply_markdown: 'false', client_gravatar: 'true' });
  });

  it('POST, DELETE: messages, reactions, status and the queue in urlencoded bodies; credentials and User-Agent on each', async () => {
    const { site, seen } = await loopback((s) => (s.path === '/api/v1/messages' ? ok({ id: 5 }) : SUCCESS));
    const api = await apiAt(site);
    expect(await api.sendMessage({ type: 'dm', to: [11, 12] }, 'hi & bye = 100%')).toBe(5);
    await api.sendMessage({ type: 'stream', stream: 'hub', topic: 'a/b' }, 'x');
    await api.addReaction(5, 'check');
    await api.setOwnStatusText('frontdesk: on');
    await api.deleteQueue('q-1');
    await api.deleteMessage(5);
    expect(seen.map((s) => [s.method, s.path, s.form, s.query])).toEqual([
      ['POST', '/api/v1/messages', { type: 'private', to: '[11,12]', content: 'hi & bye = 100%' }, {}],
      ['POST', '/api/v1/messages', { type: 'stream', to: 'hub', topic: 'a/b', content: 'x' }, {}],
      ['POST', '/api/v1/messages/5/reactions', { emoji_name: 'check' }, {}],
      ['POST', '/api/v1/users/me/status', { status_text: 'frontdesk: on' }, {}],
      ['DELETE', '/api/v1/events', { queue_id: 'q-1' }, {}],
      ['DELETE', '/api/v1/messages/5', {}, {}],
    ]);
    const auth = `Basic ${Buffer.from(`${CREDENTIALS.email}:${CREDENTIALS.apiKey}`).toString('base64')}`;
    for (const s of seen) {
      expect(s.headers.authorization).toBe(auth);
      expect(s.headers['user-agent']).toMatch(/^frontdesk\/\d+\.\d+\.\d+ /);
    }
    for (const s of seen.slice(0, 5)) expect(s.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('a 429 without a code is RATE_LIMIT_HIT, with retryAfter from the Retry-After header (the body\'s wins when it has one)', async () => {
    const replies: Reply[] = [
      { status: 429, body: JSON.stringify({ result: 'error', msg: 'API usage exceeded rate limit' }), headers: { 'retry-after': '7' } },
      { status: 429, body: JSON.stringify({ result: 'error', msg: 'slow down', code: 'RATE_LIMIT_HIT', 'retry-after': 1.5 }), headers: { 'retry-after': '9' } },
      { status: 400, body: JSON.stringify({ result: 'error', msg: 'Invalid message(s)' }) },
    ];
    const { site } = await loopback(() => replies.shift()!);
    const api = await apiAt(site);
    const headerOnly = await api.sendMessage({ type: 'dm', to: [11] }, 'x').catch((e: unknown) => e);
    expect(headerOnly).toBeInstanceOf(ZulipApiError);
    expect(headerOnly).toMatchObject({ code: 'RATE_LIMIT_HIT', retryAfter: 7, status: 429, isRateLimit: true, msg: 'API usage exceeded rate limit', endpoint: 'POST /messages' });
    expect(await api.addReaction(1, 'check').catch((e: unknown) => e)).toMatchObject({ code: 'RATE_LIMIT_HIT', retryAfter: 1.5, status: 429 });
    // Another status without a code is a plain refusal, with no retryAfter.
    const refused = await api.deleteMessage(1).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', status: 400, retryAfter: undefined, endpoint: 'DELETE /messages/{id}' });
  });

  it('an HTML 502 (a proxy) is a ZulipNetworkError INVALID_JSON naming the status, never an API error', async () => {
    const { site } = await loopback(() => ({ status: 502, body: '<html><body>502 Bad Gateway</body></html>', headers: { 'content-type': 'text/html' } }));
    const api = await apiAt(site);
    const error = await api.getUser(11).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZulipNetworkError);
    expect(error).toMatchObject({ code: 'INVALID_JSON', endpoint: 'GET /users/{id}', timedOut: false });
    expect((error as Error).message).toContain('HTTP 502');
  });

  it('no answer within requestTimeoutMs: a ZulipNetworkError that timed out, and the request is given up (its connection closed)', async () => {
    const { site, seen } = await loopback(() => 'hold');
    const api = await apiAt(site, { requestTimeoutMs: 150 });
    const started = performance.now();
    const error = await api.getOwnUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZulipNetworkError);
    expect(error).toMatchObject({ code: 'ETIMEDOUT', timedOut: true, endpoint: 'GET /users/me', notSent: false });
    expect(performance.now() - started).toBeLessThan(2_000);
    // Not left open until a later ceiling: the server sees the connection go.
    await expect(Promise.race([seen[0]!.closed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('open'), 1_000))])).resolves.toBe('closed');
  });

  it('an answer larger than the body limit is a ZulipNetworkError, not a full heap', async () => {
    const { site } = await loopback(() => ok({ members: [], padding: 'x'.repeat(9 << 20) }));
    const api = await apiAt(site);
    expect(await api.getUsers().catch((e: unknown) => e)).toMatchObject({ name: 'ZulipNetworkError', code: 'EBODYTOOLARGE', endpoint: 'GET /users' });
  });

  it('every call takes a turn of the request budget but DELETE /events; a closed budget lets the last requests through at once', async () => {
    const { site, seen } = await loopback((s) => (s.path === '/api/v1/users/me' ? ok({ user_id: 1, email: 'b@x', full_name: 'B', is_bot: true }) : SUCCESS));
    // One token, then one a minute: a second budgeted call waits.
    const budget = new RateLimiter({ perMinute: 1, burst: 1 });
    const observed: string[] = [];
    const api = await apiAt(site, { budget, observer: { observe: (endpoint, _ms, result) => observed.push(`${endpoint} ${result}`) } });
    await api.getOwnUser();
    let waitingDone = false;
    const waiting = api.setOwnStatusText('x').then(() => (waitingDone = true));
    await api.deleteQueue('q-1');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /api/v1/users/me', 'DELETE /api/v1/events']);
    expect(waitingDone).toBe(false);
    budget.close();
    await expect(waiting).rejects.toThrow();
    // Closed (shutdown): a budgeted call goes at once rather than fail.
    await api.sendMessage({ type: 'dm', to: [11] }, 'bye');
    expect(seen.map((s) => `${s.method} ${s.path}`).at(-1)).toBe('POST /api/v1/messages');
    expect(observed).toEqual(['GET /users/me success', 'DELETE /events success', 'POST /messages success']);
  });
});
