import { afterEach, describe, expect, it } from 'vitest';
import { botOn, buildCore } from '../../src/app/core.js';
import { Bot } from '../../src/bot/bot.js';
import { Dispatcher } from '../../src/bot/dispatch.js';
import { CommandRunner } from '../../src/bot/runner.js';
import { HANDLERS } from '../../src/commands/handlers/index.js';
import { configSchema } from '../../src/config/schema.js';
import { silentLogger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipTransport } from '../../src/zulip/transport.js';
import { ZulipUserCache } from '../../src/zulip/user-cache.js';
import { ADA, BOT, world, type World } from '../support/world.js';
import { TEST_TOKEN } from '../support/sandbox.js';
import { testClock } from '../support/test-clock.js';
import { testPictures } from '../support/pictures.js';

const stops: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** The real bot stack in this process (so a test can record the event loop's waits or swap a handler). */
async function inProcessBot(w: World, options: { waits?: number[]; handlers?: typeof HANDLERS } = {}) {
  const config = configSchema.parse({ directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN, index: false } });
  const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  const transport = new ZulipTransport({
    api,
    log: silentLogger,
    users: new ZulipUserCache({ api, log: silentLogger }),
    sendsPerMinute: 6_000,
    sendBurst: 50,
    backoff: { baseMs: 100, maxMs: 1_000, jitter: 0 },
    // The fake Zulip stamps messages by the test clock: the catch-up compares them with this one.
    now: () => testClock.now().getTime(),
    ...(options.waits ? { sleep: (ms: number) => Promise.resolve(void options.waits!.push(ms)) } : {}),
  });
  const core = buildCore({ config, directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN }, log: silentLogger, clock: testClock , pictures: testPictures });
  const bot = options.handlers
    ? new Bot({ transport, runner: new CommandRunner(core.deps, options.handlers), dispatcher: new Dispatcher(8, silentLogger), log: silentLogger })
    : botOn(core, transport, silentLogger);
  await bot.start();
  stops.push(() => bot.stop());
  return bot;
}

describe('the Zulip transport in process', () => {
  it('events answering 500 ten times in a row: backoff grows and is capped; 11 polls; then it answers', async () => {
    const w = await world();
    const waits: number[] = [];
    await inProcessBot(w, { waits });
    w.zulip.failNext(10, { status: 500, path: /\/events$/ });
    const reply = w.nextReply();
    w.zulip.sendDm(ADA.id, [BOT.id], 'help');
    expect((await reply).content).toContain("Here's what I can do");
    expect(waits).toEqual([100, 200, 400, 800, 1000, 1000, 1000, 1000, 1000, 1000]);
    const polls = w.zulip.requests.filter((r) => r.path === '/api/v1/events' && r.method === 'GET');
    expect(polls.filter((r) => r.status === 500)).toHaveLength(10);
    expect(polls.findIndex((r) => r.status === 200)).toBe(10);
  });

  it('more DMs arrive while deaf than one page of history holds: all 450 answered once, in order', async () => {
    const w = await world();
    await inProcessBot(w);
    const first = w.nextReply();
    w.zulip.sendDm(ADA.id, [BOT.id], 'help');
    await first;
    w.zulip.expireQueues();
    for (let i = 0; i < 450; i++) w.zulip.sendDm(ADA.id, [BOT.id], `whois ${800_000 + i}`);
    await w.zulip.waitFor(() => w.botMessages().length >= 451, 20_000);
    // A sentinel from Ada: her messages are answered in order, so any duplicate would come before its answer.
    const sentinel = w.nextReply((m) => m.content.startsWith("Here's what I can do"));
    w.zulip.sendDm(ADA.id, [BOT.id], 'help');
    await sentinel;
    const ids = w.botMessages().slice(1, -1).map((m) => Number(/id (\d+)\./.exec(m.content)?.[1]));
    expect(ids).toEqual(Array.from({ length: 450 }, (_, i) => 800_000 + i));
  }, 30_000);

  it('a catch-up that keeps failing is given up after 3 tries, and the bot keeps answering new messages', async () => {
    const w = await world();
    await inProcessBot(w, { waits: [] });
    w.zulip.failNext(1_000, { status: 500, path: /\/messages$/, method: 'GET' });
    w.zulip.expireQueues();
    await w.zulip.waitFor(() => w.zulip.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/messages').length >= 3);
    const reply = w.nextReply();
    w.zulip.sendDm(ADA.id, [BOT.id], 'help');
    expect((await reply).content).toContain("Here's what I can do");
    expect(w.zulip.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/messages')).toHaveLength(3);
  });

  it('a queue that dies right after registering is re-registered with backoff, not in a tight loop', async () => {
    const w = await world();
    const waits: number[] = [];
    await inProcessBot(w, { waits });
    const badQueue = JSON.stringify({ result: 'error', msg: 'Bad event queue ID: x', code: 'BAD_EVENT_QUEUE_ID', queue_id: 'x' });
    w.zulip.failNext(6, { status: 400, body: badQueue, path: /\/events$/ });
    w.zulip.expireQueues(); // ends the long-poll in flight, so the faults apply to the next ones
    const badPolls = () => w.zulip.requests.filter((r) => r.path === '/api/v1/events' && r.status === 400).length;
    await w.zulip.waitFor(() => badPolls() >= 6 && waits.length >= 6);
    // One growing wait per queue that died within seconds of its registration.
    expect(waits.slice(0, 6)).toEqual([100, 200, 400, 800, 1000, 1000]);
    const reply = w.nextReply();
    w.zulip.sendDm(ADA.id, [BOT.id], 'help');
    expect((await reply).content).toContain("Here's what I can do");
  });

  it('a handler that throws: the member gets an apology, and the next message is answered', async () => {
    const w = await world();
    await inProcessBot(w, { handlers: { ...HANDLERS, whois: () => Promise.reject(new TypeError('a bug')) } });
    const apology = w.nextReply();
    const asked = w.zulip.sendDm(ADA.id, [BOT.id], 'whois ada');
    expect((await apology).content).toBe(`Sorry, something went wrong while handling that (message ${asked.id}); it's in the logs. Try again, or send \`help\`.`);
    const next = w.nextReply();
    w.zulip.sendDm(ADA.id, [BOT.id], 'help');
    expect((await next).content).toContain("Here's what I can do");
  });
});
