import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { EventLoop } from '../../src/zulip/event-loop.js';
import { FakeZulip, type FakeUser } from '../support/fake-zulip/index.js';
import { testClock } from '../support/test-clock.js';

const BOT: FakeUser = { id: 42, email: 'frontdesk-bot@zulip.example.org', fullName: 'frontdesk', apiKey: 'test-bot-key', isBot: true };
const ADA: FakeUser = { id: 1001, email: 'ada@example.org', fullName: 'Ada Quillfeather', apiKey: 'ada-key' };
const cleanups: Array<() => Promise<void>> = [];
/** The loop's clock is the fake's (the test clock): the catch-up compares message stamps with when the loop first registered. */
const now = () => testClock.now().getTime();
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

describe('the catch-up after a lost queue', () => {
  it('a queue lost before its first message, while 1,000 DMs arrive: every one is handed on once (not only the newest page)', async () => {
    const zulip = await FakeZulip.start({ users: [BOT, ADA] });
    cleanups.push(() => zulip.close());
    const api = await ZulipApi.connect({ site: zulip.url, email: BOT.email, apiKey: BOT.apiKey });
    const handed: number[] = [];
    const loop = new EventLoop({ api, log: silentLogger, selfUserId: BOT.id, now, onMessage: (m) => handed.push(m.id) });
    cleanups.push(() => loop.stop());
    await loop.start();
    // In one turn of the event loop: the queue is gone before the bot saw any message, and the burst arrives with no queue to hold it.
    zulip.expireQueues();
    const sent = Array.from({ length: 1_000 }, (_, i) => zulip.sendDm(ADA.id, [BOT.id], `whois ${i}`).id);
    await zulip.waitFor(() => handed.length >= sent.length, 20_000).catch(() => undefined);
    expect(handed).toEqual(sent);
    // Paged back from the newest, 400 at a time, until a page reaches what came before the bot started.
    expect(zulip.requests.filter((r) => r.path === '/api/v1/messages' && r.method === 'GET').length).toBeGreaterThanOrEqual(3);
  }, 30_000);
});

describe('a catch-up that keeps failing', () => {
  it('is never given up: polling goes on (a new DM is answered meanwhile), and what the gap held is handed on once the history answers again', async () => {
    const zulip = await FakeZulip.start({ users: [BOT, ADA], heartbeatMs: 50 });
    cleanups.push(() => zulip.close());
    const api = await ZulipApi.connect({ site: zulip.url, email: BOT.email, apiKey: BOT.apiKey });
    const handed: string[] = [];
    const loop = new EventLoop({
      api,
      log: silentLogger,
      selfUserId: BOT.id,
      now,
      backoff: { baseMs: 10, maxMs: 20, jitter: 0 },
      catchUpRetry: { baseMs: 100, maxMs: 100, jitter: 0 },
      onMessage: (m) => handed.push(m.content),
    });
    cleanups.push(() => loop.stop());
    await loop.start();
    zulip.sendDm(ADA.id, [BOT.id], 'seen before the loss');
    await zulip.waitFor(() => handed.length === 1);
    // The history fails 6 times in a row (3 tries before polling goes on, then 3 between polls).
    zulip.failNext(6, { path: /\/messages$/, method: 'GET' });
    zulip.expireQueues();
    zulip.sendDm(ADA.id, [BOT.id], 'sent while no queue was there');
    await zulip.waitFor(() => zulip.requests.filter((r) => r.path === '/api/v1/messages' && r.status === 500).length >= 3);
    zulip.sendDm(ADA.id, [BOT.id], 'sent once polling went on');
    await zulip.waitFor(() => handed.length === 3, 10_000);
    expect(handed).toEqual(['seen before the loss', 'sent once polling went on', 'sent while no queue was there']);
  }, 30_000);
});
