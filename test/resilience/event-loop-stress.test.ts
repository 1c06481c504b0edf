import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/sandbox/random.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { EventLoop } from '../../src/zulip/event-loop.js';
import { FakeZulip, type FakeUser } from '../support/fake-zulip/index.js';
import { testClock } from '../support/test-clock.js';

/**
 * The event loop alone (no bot, no directory: seconds, not minutes) against a
 * fake Zulip that loses its queue every few dozen messages, answers polls 500,
 * any request 429 and stalls polls, while 20,000 DMs arrive in bursts: every DM
 * is handed on exactly once. Each scenario is one that lost messages before
 * (the catch-up's first page only; a catch-up given up after three failures).
 */
const BOT: FakeUser = { id: 42, email: 'frontdesk-bot@zulip.example.org', fullName: 'frontdesk', apiKey: 'test-bot-key', isBot: true };
const SENDERS: FakeUser[] = Array.from({ length: 100 }, (_, i) => ({ id: 30_001 + i, email: `stress${i}@example.org`, fullName: `Stress ${i}`, apiKey: `stress-key-${i}` }));
const MESSAGES = 20_000;
const PER_TICK = 50;

interface Scenario {
  seed: number;
  /** A queue is lost after every this many messages. */
  expireEvery: number;
  /** Milliseconds between bursts of PER_TICK messages. */
  tickMs: number;
  /** Share of polls that stall (the loop gives up on one after its long-poll timeout). */
  stallRate: number;
}

async function stress({ seed, expireEvery, tickMs, stallRate }: Scenario) {
  const zulip = await FakeZulip.start({ users: [BOT, ...SENDERS], longpollTimeoutSeconds: 1, heartbeatMs: 500 });
  const api = await ZulipApi.connect({ site: zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line.trim()) });
  const handed = new Map<number, number>();
  // The loop's clock is the fake's (the test clock): the catch-up compares message stamps with when it first registered.
  const loop = new EventLoop({ api, log, selfUserId: BOT.id, now: () => testClock.now().getTime(), onMessage: (m) => handed.set(m.id, (handed.get(m.id) ?? 0) + 1) });
  await loop.start();
  const random = seededRandom(seed);
  let seen = 0;
  // Faults per request as the loop makes them: 3% of polls 500, 2% of all requests 429, some polls stall.
  const injector = setInterval(() => {
    for (; seen < zulip.requests.length; seen++) {
      const poll = zulip.requests[seen]!.path === '/api/v1/events';
      const roll = random();
      if (poll && roll < 0.03) zulip.failNext(1, { status: 500, path: /\/events$/ });
      else if (roll >= 0.1 && roll < 0.12) zulip.rateLimitNext(1, 0.2);
      else if (poll && roll >= 0.2 && roll < 0.2 + stallRate) zulip.stallNext(1, /\/events$/);
    }
  }, 20);
  const sent: number[] = [];
  try {
    for (let n = 0; n < MESSAGES; ) {
      for (let k = 0; k < PER_TICK; k++, n++) {
        sent.push(zulip.sendDm(SENDERS[n % SENDERS.length]!.id, [BOT.id], `whois ${n}`).id);
        if (n > 0 && n % expireEvery === 0) zulip.expireQueues();
      }
      await new Promise((resolve) => setTimeout(resolve, tickMs));
    }
    await zulip.waitFor(() => sent.every((id) => handed.has(id)), 120_000).catch(() => undefined);
  } finally {
    clearInterval(injector);
    await loop.stop();
    await zulip.close();
  }
  const missing = sent.filter((id) => !handed.has(id));
  return { missing, twice: [...handed.values()].filter((count) => count > 1).length, lastLines: lines.slice(-10) };
}

describe('the event loop under lost queues, 500s, 429s and stalls: every DM handed on exactly once', () => {
  it.each<Scenario>([
    // A stalled first poll: the queue goes before the loop saw a message (the catch-up read only the newest 400).
    { seed: 1, expireEvery: 97, tickMs: 1, stallRate: 0.003 },
    // Bursts with no pause and a queue lost every 31 messages: catch-ups hit 429s (three failures once dropped the gap).
    { seed: 13, expireEvery: 31, tickMs: 0, stallRate: 0.002 },
  ])('seed $seed, a queue lost every $expireEvery messages', async (scenario) => {
    const { missing, twice, lastLines } = await stress(scenario);
    expect(missing.length, `not handed on: ${missing.slice(0, 10).join(', ')}\n${lastLines.join('\n')}`).toBe(0);
    expect(twice).toBe(0);
  }, 240_000);
});
