import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { EventLoop, IDLE_QUEUE_TIMEOUT_S } from '../../src/zulip/event-loop.js';
import { FakeZulip, type FakeUser } from '../support/fake-zulip/index.js';

/**
 * idle_queue_timeout (Zulip 12.0, feature level 481): the bot asks for a longer
 * idle lifetime only where the server knows the parameter, and a short outage
 * then does not cost the queue. The fake's queue GC runs when the test says,
 * on the fake's own clock.
 */
const BOT: FakeUser = { id: 42, email: 'frontdesk-bot@zulip.example.org', fullName: 'frontdesk', apiKey: 'test-bot-key', isBot: true };
const MINUTE = 60_000;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

async function fakeAt(featureLevel: number) {
  let now = 1_000_000;
  const zulip = await FakeZulip.start({ users: [BOT], featureLevel, now: () => now });
  cleanups.push(() => zulip.close());
  const api = await ZulipApi.connect({ site: zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  return { zulip, api, advance: (ms: number) => (now += ms) };
}

/** The bot's event loop registers and polls once, then goes deaf (an outage): no poll open on the server. */
async function registerThenGoDeaf(zulip: FakeZulip, api: ZulipApi) {
  const loop = new EventLoop({ api, log: silentLogger, onMessage: () => undefined });
  const queue = await loop.start();
  await zulip.waitFor(() => zulip.queues()[0]?.openPolls === 1);
  await loop.stop();
  // The aborted long-poll ends when the server sees it close.
  await zulip.waitFor(() => zulip.queues()[0]?.openPolls === 0);
  const register = zulip.requests.find((r) => r.path === '/api/v1/register')!;
  return { queue, register };
}

describe('idle_queue_timeout on POST /register', () => {
  it('at feature level 481 the bot asks for an hour: a 20-minute outage keeps the queue, and it goes after the hour', async () => {
    const { zulip, api, advance } = await fakeAt(481);
    const { queue, register } = await registerThenGoDeaf(zulip, api);
    // The level was read before the first queue, so the first queue already asks.
    expect(zulip.requests.findIndex((r) => r.path === '/api/v1/server_settings')).toBeLessThan(zulip.requests.indexOf(register));
    expect(register.form.idle_queue_timeout).toBe(String(IDLE_QUEUE_TIMEOUT_S));
    expect(queue.idleQueueTimeoutSeconds).toBe(IDLE_QUEUE_TIMEOUT_S);
    expect(queue.ignoredParameters).toEqual([]);
    advance(20 * MINUTE);
    expect(zulip.collectIdleQueues()).toBe(0);
    expect(zulip.queues().map((q) => q.id)).toEqual([queue.queueId]);
    advance(41 * MINUTE);
    expect(zulip.collectIdleQueues()).toBe(1);
    expect(zulip.queues()).toEqual([]);
  });

  it('below level 481 the bot does not ask, and the server keeps its 10 minutes: the same outage costs the queue', async () => {
    const { zulip, api, advance } = await fakeAt(400);
    const { queue, register } = await registerThenGoDeaf(zulip, api);
    expect(register.form).not.toHaveProperty('idle_queue_timeout');
    expect(queue.ignoredParameters).toEqual([]);
    advance(9 * MINUTE);
    expect(zulip.collectIdleQueues()).toBe(0);
    advance(11 * MINUTE);
    expect(zulip.collectIdleQueues()).toBe(1);
    expect(zulip.queues()).toEqual([]);
  });
});

describe('the fake Zulip, as the real one treats idle_queue_timeout', () => {
  it('below 481 it ignores the parameter and names it in ignored_parameters_unsupported (as every endpoint does since level 167)', async () => {
    const { zulip, api, advance } = await fakeAt(480);
    const queue = await api.register(['message'], { idleQueueTimeoutSeconds: 3_600 });
    expect(queue.ignoredParameters).toEqual(['idle_queue_timeout']);
    expect(queue.idleQueueTimeoutSeconds).toBeUndefined();
    advance(10 * MINUTE);
    expect(zulip.collectIdleQueues()).toBe(1);
  });

  it('from 481 it caps the timeout at 7 days, says what it granted, and refuses a non-positive one', async () => {
    const { zulip, api } = await fakeAt(481);
    expect((await api.register(['message'], { idleQueueTimeoutSeconds: 30 * 24 * 3600 })).idleQueueTimeoutSeconds).toBe(7 * 24 * 3600);
    expect((await api.register(['message'])).idleQueueTimeoutSeconds).toBe(600);
    await expect(api.register(['message'], { idleQueueTimeoutSeconds: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(zulip.queues()).toHaveLength(2);
  });

  it('a queue with a poll open is never idle; once closed, idleness counts from when that poll connected (Zulip\'s last_connection_time)', async () => {
    const { zulip, api, advance } = await fakeAt(400);
    const queue = await api.register(['message']);
    const abort = new AbortController();
    const poll = api.getEvents(queue.queueId, -1, 60_000, abort.signal).catch(() => undefined);
    await zulip.waitFor(() => zulip.queues()[0]?.openPolls === 1);
    advance(30 * MINUTE);
    expect(zulip.collectIdleQueues()).toBe(0);
    abort.abort();
    await poll;
    await zulip.waitFor(() => zulip.queues()[0]?.openPolls === 0);
    expect(zulip.collectIdleQueues()).toBe(1);
  });
});
