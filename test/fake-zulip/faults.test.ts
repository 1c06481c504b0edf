import { describe, expect, it } from 'vitest';
import { ALICE, api, BOT, getEvents, register, startFake } from './helpers.js';

describe('fake Zulip: injected faults', () => {
  it('failNext with a non-JSON body answers an HTML page with that status, once', async () => {
    const fake = await startFake();
    fake.failNext(1, { status: 502, body: '<html>502 Bad Gateway</html>' });
    const failed = await api(fake, BOT, 'GET', '/users/me');
    expect(failed.status).toBe(502);
    expect(failed.text).toBe('<html>502 Bad Gateway</html>');
    expect(failed.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await api(fake, BOT, 'GET', '/users/me')).status).toBe(200);
  });

  it('failNext defaults to a JSON 500, counts down, and applies before authentication', async () => {
    const fake = await startFake();
    fake.failNext(2);
    const first = await api(fake, null, 'GET', '/users/me');
    expect(first.status).toBe(500);
    expect(first.body).toEqual({ result: 'error', msg: 'Internal server error', code: 'BAD_REQUEST' });
    expect(first.headers.get('content-type')).toBe('application/json');
    expect((await api(fake, BOT, 'GET', '/users/me')).status).toBe(500);
    expect((await api(fake, BOT, 'GET', '/users/me')).status).toBe(200);
    expect(fake.requests.map((r) => [r.userId, r.status])).toEqual([
      [null, 500],
      [BOT.id, 500],
      [BOT.id, 200],
    ]);
  });

  it('only hits requests whose path matches, in the order faults were added', async () => {
    const fake = await startFake();
    fake.failNext(1, { status: 503, path: /\/messages$/ });
    fake.rateLimitNext(1, 2, /\/messages$/);
    expect((await api(fake, BOT, 'GET', '/users/me')).status).toBe(200);
    const send = () => api(fake, BOT, 'POST', '/messages', { type: 'stream', to: 'hub', topic: 't', content: 'x' });
    expect((await send()).status).toBe(503);
    expect((await send()).status).toBe(429);
    expect((await send()).status).toBe(200);
    expect(fake.messages).toHaveLength(1);
  });

  it('rateLimitNext answers 429 RATE_LIMIT_HIT with retry-after in the body and a Retry-After header', async () => {
    const fake = await startFake();
    fake.rateLimitNext(1, 3);
    const reply = await api(fake, BOT, 'POST', '/register', { event_types: ['message'] });
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual({ code: 'RATE_LIMIT_HIT', msg: 'API usage exceeded rate limit', result: 'error', 'retry-after': 3 });
    expect(reply.headers.get('retry-after')).toBe('3');
    expect(reply.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(fake.queues()).toEqual([]);
  });

  it('stallNext never answers: the client gives up and the request is recorded with status 0', async () => {
    const fake = await startFake();
    fake.stallNext(1, /\/messages$/);
    const started = Date.now();
    await expect(
      api(fake, BOT, 'POST', '/messages', { type: 'direct', to: [ALICE.id], content: 'lost' }, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    await fake.waitFor(() => fake.requests.length === 1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/messages',
      status: 0,
      userId: BOT.id,
      form: { type: 'direct', to: '[11]', content: 'lost' },
    });
    expect(fake.messages).toEqual([]);
    expect((await api(fake, BOT, 'POST', '/messages', { type: 'direct', to: [ALICE.id], content: 'ok' })).status).toBe(200);
  });

  it('a stalled long-poll is released by close()', async () => {
    const fake = await startFake();
    const queueId = await register(fake, BOT);
    fake.stallNext(1, /\/events$/);
    const pending = getEvents(fake, BOT, queueId, -1, { dontBlock: true }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fake.close();
    // The client sees the connection drop (the rejection is caught above, before it could go unhandled).
    expect(await pending).toBeInstanceOf(Error);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/api/v1/events', status: 0, query: { queue_id: queueId, last_event_id: '-1', dont_block: 'true' } });
  });
});

describe('fake Zulip: observation helpers', () => {
  it('records requests with method, query, form, user agent and arrival time', async () => {
    const fake = await startFake();
    const before = Date.now();
    await api(fake, BOT, 'GET', '/messages', { anchor: 'newest', num_before: 1, num_after: 0 });
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/messages',
      query: { anchor: 'newest', num_before: '1', num_after: '0' },
      form: {},
      userId: BOT.id,
      status: 200,
      userAgent: 'node',
    });
    expect(fake.requests[0]?.at).toBeGreaterThanOrEqual(before);
  });

  it('waitForMessageFrom resolves on a later message; waitFor rejects with a description of what happened', async () => {
    const fake = await startFake();
    const waiting = fake.waitForMessageFrom(BOT.id, (m) => m.content.includes('hello'));
    setTimeout(() => {
      void api(fake, BOT, 'POST', '/messages', { type: 'direct', to: [ALICE.id], content: 'hello there' });
    }, 30);
    expect((await waiting).content).toBe('hello there');
    const error = await fake.waitFor(() => false, 50).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/condition still false after 50 ms/);
    expect((error as Error).message).toMatch(/POST \/api\/v1\/messages → 200 \(user 10\)/);
    expect((error as Error).message).toMatch(/from 10 to DM 10,11: "hello there"/);
    await expect(fake.waitForMessageFrom(ALICE.id, undefined, 30)).rejects.toThrow(/waitForMessageFrom\(11\)/);
  });
});
