import { afterEach, describe, expect, it } from 'vitest';
import { FakeZulip, type FakeUser } from '../support/fake-zulip/index.js';

/** The fake's newer strictness and helpers: Zulip's rate limit (long-polls apart), bot storage, status events, slow answers. */
const BOT: FakeUser = { id: 42, email: 'bot@zulip.example.org', fullName: 'bot', apiKey: 'k42', isBot: true };
const ADA: FakeUser = { id: 7, email: 'ada@example.org', fullName: 'Ada', apiKey: 'k7' };
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function fake(options: { rateLimit?: { perMinute: number } } = {}) {
  const zulip = await FakeZulip.start({ users: [BOT, ADA], heartbeatMs: 50, ...options });
  stops.push(() => zulip.close());
  const auth = `Basic ${Buffer.from(`${BOT.email}:${BOT.apiKey}`).toString('base64')}`;
  const call = async (method: string, path: string, form?: Record<string, string>) => {
    const res = await fetch(`${zulip.url}/api/v1/${path}`, {
      method,
      headers: { authorization: auth, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { zulip, call };
}

describe('the fake Zulip', () => {
  it("enforces Zulip's per-user limit with retry-after; long-polls count in a bucket of their own", async () => {
    const { call } = await fake({ rateLimit: { perMinute: 5 } });
    const queue = (await call('POST', 'register', { event_types: '["message"]' })).body.queue_id as string;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call('GET', 'users/me')).status);
    // register + 4 = 5 in the default bucket: the 6th is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await call('GET', 'users/me');
    expect(refused.body).toMatchObject({ code: 'RATE_LIMIT_HIT' });
    expect(refused.body['retry-after']).toBeGreaterThan(0);
    // The long-poll bucket is untouched by all that.
    expect((await call('GET', `events?queue_id=${queue}&last_event_id=-1`)).status).toBe(200);
  });

  it('keeps bot storage: put, get some or all, an unknown key is an error, delete', async () => {
    const { call } = await fake();
    expect((await call('PUT', 'bot_storage', { storage: JSON.stringify({ a: '1', b: '2' }) })).status).toBe(200);
    expect((await call('GET', `bot_storage?keys=${encodeURIComponent('["a"]')}`)).body.storage).toEqual({ a: '1' });
    expect((await call('GET', 'bot_storage')).body.storage).toEqual({ a: '1', b: '2' });
    expect((await call('GET', `bot_storage?keys=${encodeURIComponent('["nope"]')}`)).body).toMatchObject({ result: 'error', msg: 'Key does not exist.' });
    expect((await call('DELETE', 'bot_storage', { keys: '["a"]' })).status).toBe(200);
    expect((await call('GET', 'bot_storage')).body.storage).toEqual({ b: '2' });
  });

  it("tells the queues that asked of a user's status text change", async () => {
    const { call } = await fake();
    const queue = (await call('POST', 'register', { event_types: '["user_status"]' })).body.queue_id as string;
    await call('POST', 'users/me/status', { status_text: 'frontdesk abc' });
    const events = (await call('GET', `events?queue_id=${queue}&last_event_id=-1`)).body.events as Array<Record<string, unknown>>;
    expect(events[0]).toMatchObject({ type: 'user_status', user_id: BOT.id, status_text: 'frontdesk abc' });
  });

  it('delayNext answers normally, late', async () => {
    const { zulip, call } = await fake();
    zulip.delayNext(1, 300, { path: /users\/me$/ });
    const started = Date.now();
    expect((await call('GET', 'users/me')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });
});
