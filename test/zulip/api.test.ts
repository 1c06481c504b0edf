import { describe, expect, it } from 'vitest';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipApiError, ZulipNetworkError } from '../../src/zulip/errors.js';
import { ADA, BOT, world } from '../support/world.js';

async function connected() {
  const w = await world();
  const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey }, { requestTimeoutMs: 300 });
  return { w, api };
}

describe('ZulipApi against the fake Zulip', () => {
  it('returns typed results: own user, register limits, send, reactions, users, messages, streams', async () => {
    const { w, api } = await connected();
    expect(await api.getOwnUser()).toEqual({ userId: 42, email: BOT.email, fullName: 'frontdesk', isBot: true, deliveryEmail: BOT.email });
    const queue = await api.register();
    expect(queue).toMatchObject({ lastEventId: -1, longpollTimeoutSeconds: 90, maxMessageLength: 10_000, maxTopicLength: 60 });
    const id = await api.sendMessage({ type: 'dm', to: [ADA.id] }, 'hello');
    expect(w.zulip.messages.find((m) => m.id === id)?.content).toBe('hello');
    await api.addReaction(id, 'check');
    expect(await api.getUser(ADA.id)).toMatchObject({ userId: ADA.id, isBot: false, deliveryEmail: ADA.email });
    const [message] = await api.getMessages({ anchor: 'newest', numBefore: 5, numAfter: 0, narrow: [{ operator: 'is', operand: 'dm' }] });
    expect(message).toMatchObject({ id, content: 'hello', type: 'private' });
    expect(await api.getStreamId('hub')).toBe(5);
    expect((await api.getSubscriptions()).map((s) => s.name).sort()).toEqual(['announce', 'hub']);
    await api.deleteQueue(queue.queueId);
    expect(w.zulip.queues()).toHaveLength(0);
  });

  it('turns {result: "error"} bodies into ZulipApiError with code and message', async () => {
    const { api } = await connected();
    const error = await api.sendMessage({ type: 'stream', stream: 'nowhere', topic: 't' }, 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZulipApiError);
    expect(error).toMatchObject({ code: 'STREAM_DOES_NOT_EXIST', msg: "Channel 'nowhere' does not exist" });
    const badQueue = await api.getEvents('gone', -1, 1_000).catch((e: unknown) => e);
    expect(badQueue).toMatchObject({ code: 'BAD_EVENT_QUEUE_ID', isBadQueue: true, status: 400 });
  });

  it('carries retryAfter (seconds, fractional) and the status for RATE_LIMIT_HIT, from calls and from the long-poll', async () => {
    const { w, api } = await connected();
    w.zulip.rateLimitNext(1, 1.5, /\/messages$/);
    const viaCall = await api.sendMessage({ type: 'dm', to: [ADA.id] }, 'x').catch((e: unknown) => e);
    expect(viaCall).toMatchObject({ code: 'RATE_LIMIT_HIT', retryAfter: 1.5, isRateLimit: true, status: 429 });
    const queue = await api.register();
    w.zulip.rateLimitNext(1, 2.25, /\/events$/);
    const viaPoll = await api.getEvents(queue.queueId, -1, 1_000).catch((e: unknown) => e);
    expect(viaPoll).toMatchObject({ code: 'RATE_LIMIT_HIT', retryAfter: 2.25, status: 429 });
  });

  it('turns non-JSON bodies, refused connections and timeouts into ZulipNetworkError', async () => {
    const { w, api } = await connected();
    w.zulip.failNext(1, { status: 502, body: '<html>502 Bad Gateway</html>' });
    const html = await api.getOwnUser().catch((e: unknown) => e);
    expect(html).toBeInstanceOf(ZulipNetworkError);
    expect((html as ZulipNetworkError).code).toBe('INVALID_JSON');

    w.zulip.stallNext(1, /\/users\/me$/);
    const stalled = await api.getOwnUser().catch((e: unknown) => e);
    expect(stalled).toMatchObject({ code: 'ETIMEDOUT', timedOut: true });

    const refused = await ZulipApi.connect({ site: 'http://127.0.0.1:9', email: BOT.email, apiKey: 'x' });
    const noServer = await refused.getOwnUser().catch((e: unknown) => e);
    expect(noServer).toMatchObject({ code: 'ECONNREFUSED', notSent: true });
  });

  it('names frontdesk and its version in the User-Agent of every request, and leaves Node\'s FormData in place', async () => {
    const { w, api } = await connected();
    await api.getOwnUser();
    await api.register();
    expect(w.zulip.requests.map((r) => r.userAgent)).toEqual([expect.stringMatching(/^frontdesk\/\d+\.\d+\.\d+ /), expect.stringMatching(/^frontdesk\//)]);
    // POST bodies go urlencoded, the content type of Zulip's API description, arrays as JSON.
    const register = w.zulip.requests[1]!;
    expect(register.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(JSON.parse(register.form.event_types!)).toEqual(['message']);
    expect(new FormData()).toBeInstanceOf(globalThis.FormData);
    expect(typeof new FormData().entries).toBe('function');
  });
});
