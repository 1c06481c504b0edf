import { describe, expect, it } from 'vitest';
import type { Child } from '../support/child.js';
import { ADA, BOT, world, type World } from '../support/world.js';

/** Faults with absurd values and wrong-shape successes: the bot neither goes deaf nor spins, and says so in the log. */

const EVENTS = /\/events$/;
const eventPolls = (w: World) => w.zulip.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/events');
const logLines = (bot: Child) =>
  bot
    .stdout()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answersHelp(w: World, timeoutMs = 8_000): Promise<void> {
  const reply = w.nextReply((m) => m.type === 'private' && m.recipientIds.includes(ADA.id), timeoutMs);
  w.zulip.sendDm(ADA.id, [BOT.id], 'help');
  expect((await reply).content).toContain("Here's what I can do");
}

describe('frontdesk run: absurd values from Zulip', () => {
  it.each([0, -1, 1e10])('429 with retry-after %s on GET /events: waits at least 1 s and at most 5 min, and logs the clamp', async (retryAfter) => {
    const w = await world({ zulip: { heartbeatMs: 200 } });
    const bot = await w.startBot();
    const before = eventPolls(w).length;
    w.zulip.rateLimitNext(3, retryAfter, EVENTS);
    await pause(2_500);
    // Today's code spun here: thousands of requests in a few seconds.
    expect(eventPolls(w).length - before).toBeLessThanOrEqual(4);
    const clamp = logLines(bot).find((l) => l.msg === 'server-provided value out of range; clamped');
    expect(clamp).toMatchObject({ what: 'retry-after (ms)', endpoint: 'GET /events', used: retryAfter > 1 ? 300_000 : 1_000 });
  });

  it('429 with retry-after 86400 on a send: the wait is clamped to 5 min and logged', async () => {
    const w = await world();
    const bot = await w.startBot();
    w.zulip.rateLimitNext(1, 86_400, /\/messages$/);
    w.zulip.sendDm(ADA.id, [BOT.id], 'help');
    await bot.waitFor(/"msg":"zulip refused a send; retrying"/);
    expect(logLines(bot).find((l) => l.msg === 'zulip refused a send; retrying')).toMatchObject({ waitMs: 300_000 });
    expect(logLines(bot).find((l) => l.msg === 'server-provided value out of range; clamped')).toMatchObject({ asked: 86_400_000, used: 300_000 });
  });

  it.each([0, -5, 1e9])('a register answer with a long-poll timeout of %s: clamped into [10 s, 10 min] (a negative one read as absent), and the bot hears', async (seconds) => {
    const w = await world({ zulip: { longpollTimeoutSeconds: seconds, heartbeatMs: 500 } });
    const bot = await w.startBot();
    await answersHelp(w);
    await pause(1_200);
    // Every poll timing out at once (today) shows as ETIMEDOUT and polls answered with status 0.
    expect(bot.stdout()).not.toContain('ETIMEDOUT');
    expect(eventPolls(w).filter((r) => r.status === 0)).toHaveLength(0);
    if (seconds < 0) {
      // Not a count at all: the tolerant reader treats it as absent (said once) and Zulip's default, 90 s, applies.
      expect(logLines(bot).find((l) => l.field === 'event_queue_longpoll_timeout_seconds')).toMatchObject({ outcome: 'ignored' });
      expect(logLines(bot).find((l) => l.what === 'event_queue_longpoll_timeout_seconds')).toBeUndefined();
    } else expect(logLines(bot).find((l) => l.what === 'event_queue_longpoll_timeout_seconds')).toMatchObject({ used: seconds > 10 ? 600 : 10 });
  });

  it('a register success without a queue id is a failed exchange, retried; no poll on a made-up queue', async () => {
    const w = await world();
    w.zulip.failNext(2, { status: 200, body: '{"result":"success","msg":""}', path: /\/register$/ });
    const bot = await w.startBot();
    await answersHelp(w);
    expect(bot.stdout()).toContain('BAD_ANSWER');
    expect(eventPolls(w).filter((r) => r.query.queue_id === 'undefined')).toHaveLength(0);
  });
});

describe('frontdesk run: wrong-shape successes on GET /events never hot-loop', () => {
  const shapes = {
    'no events': '{"result":"success","msg":""}',
    '"events":"nope"': '{"result":"success","msg":"","events":"nope"}',
    'non-integer ids': '{"result":"success","msg":"","events":[{"id":"7","type":"heartbeat"},{"id":1.5,"type":"heartbeat"}]}',
    'an empty list, forever': '{"result":"success","msg":"","events":[]}',
  };
  it.each(Object.entries(shapes))('%s: at most one poll a second, and one log line for many', async (_name, body) => {
    const w = await world({ zulip: { heartbeatMs: 200 } });
    const bot = await w.startBot();
    const before = eventPolls(w).length;
    const linesBefore = logLines(bot).length;
    w.zulip.failNext(100_000, { status: 200, body, path: EVENTS });
    await pause(3_000);
    const polls = eventPolls(w).length - before;
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(polls).toBeLessThanOrEqual(5);
    const warnings = logLines(bot).slice(linesBefore).filter((l) => l.level === 40);
    // Each distinct problem said once (the reader's line per field and problem, the loop's line, polling slower), never one per poll.
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(3);
  });
});

describe('frontdesk run: oversized bodies and long outages', () => {
  it('a 50 MB GET /events answer is a failed exchange, not a crash: the bot goes on and answers', async () => {
    const w = await world({ zulip: { heartbeatMs: 300 } });
    const bot = await w.startBot();
    const event = '{"id":1,"type":"heartbeat"},';
    const huge = `{"result":"success","msg":"","events":[${event.repeat(Math.ceil((50 * 1024 * 1024) / event.length))}{"id":2,"type":"heartbeat"}]}`;
    w.zulip.failNext(1, { status: 200, body: huge, path: EVENTS });
    await bot.waitFor(/EBODYTOOLARGE/, 10_000);
    await answersHelp(w);
    expect(bot.proc.exitCode).toBeNull();
  }, 30_000);

  it('a 40 MB directory page is a failed exchange: the member gets an honest answer and the bot lives', async () => {
    const w = await world();
    const bot = await w.startBot();
    const page = JSON.stringify({ data: Array.from({ length: 200_000 }, (_, i) => ({ id: i, note: 'x'.repeat(180) })) });
    w.sandbox.injectFault({ status: 200, body: page, times: 3, match: (method, path) => method === 'GET' && path.includes('hub_visits') });
    const reply = w.nextReply((m) => m.recipientIds.includes(ADA.id), 15_000);
    w.zulip.sendDm(ADA.id, [BOT.id], "who's here");
    expect((await reply).content).toContain("The directory didn't answer");
    expect(bot.stdout()).toContain('EBODYTOOLARGE');
    await answersHelp(w);
  }, 30_000);

  it('after six 500s and a non-JSON 502 on GET /events, the next poll comes within 5 s of recovery', async () => {
    const w = await world({ zulip: { heartbeatMs: 300 } });
    await w.startBot();
    w.zulip.failNext(6, { status: 500, path: EVENTS });
    w.zulip.failNext(1, { status: 502, body: '<html>502 Bad Gateway</html>', path: EVENTS });
    await w.zulip.waitFor(() => eventPolls(w).some((r) => r.status === 502), 25_000);
    const lastFailure = eventPolls(w).find((r) => r.status === 502)!;
    await w.zulip.waitFor(() => eventPolls(w).some((r) => r.at > lastFailure.at), 10_000);
    const next = eventPolls(w).find((r) => r.at > lastFailure.at)!;
    expect(next.at - lastFailure.at).toBeLessThanOrEqual(5_000);
    await answersHelp(w);
  }, 45_000);
});
