import { buildCore } from '../../src/app/core.js';
import { buildOps } from '../../src/app/ops.js';
import type { DecodeReport } from '../../src/util/tolerant/report.js';
import { Bot } from '../../src/bot/bot.js';
import { Dispatcher } from '../../src/bot/dispatch.js';
import { configSchema } from '../../src/config/schema.js';
import { silentLogger, type Logger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { RateLimiter } from '../../src/zulip/rate-limit.js';
import { ZulipTransport } from '../../src/zulip/transport.js';
import { ZulipUserCache } from '../../src/zulip/user-cache.js';
import { TEST_TOKEN } from './sandbox.js';
import { BOT, type World } from './world.js';
import { testClock } from './test-clock.js';
import { afterEachTest } from './after-each-test.js';
import { testPictures } from './pictures.js';

const stops: Array<() => Promise<unknown>> = [];
afterEachTest(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

export interface InProcessOptions {
  /** The one request budget for everything sent to Zulip (run builds it from zulip.requestsPerMinute, burst 10). */
  budget?: { perMinute: number; burst: number };
  /** The bot's limit on a whole command (default 60 s). */
  commandTimeLimitMs?: number;
  /** Each directory request's own timeout (directory.timeoutMs). */
  directoryTimeoutMs?: number;
  /** The bot's logger (default: silent). */
  log?: Logger;
  /** Where this bot's tolerant readers (Zulip's and the directory's) count what they could not use (default: one of its own). */
  decoding?: DecodeReport;
}

/**
 * The bot assembled as `frontdesk run` assembles it (one user cache, one request
 * budget, the transport, the core), in this process, on the world's fake Zulip
 * and sandbox: a test can set what `run` takes from the config, and watch the process.
 */
export async function inProcessRunBot(w: World, options: InProcessOptions = {}): Promise<Bot> {
  const log = options.log ?? silentLogger;
  const config = configSchema.parse({
    directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN, index: false, timeoutMs: options.directoryTimeoutMs ?? 10_000 },
  });
  const budget = options.budget ? new RateLimiter(options.budget) : undefined;
  const ops = buildOps(config, { now: () => testClock.now(), ...(options.decoding && { decoding: options.decoding }) });
  const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey }, { ...(budget && { budget }), decoding: ops.decoding });
  const users = new ZulipUserCache({ api, log });
  // (The event loop on the test clock, as the fake Zulip stamps messages: a catch-up compares the two.)
  const transport = new ZulipTransport({ api, log, users, sendsPerMinute: 60_000, sendBurst: 1_000, now: () => testClock.now().getTime() });
  const core = buildCore({ config, directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN }, log, clock: testClock, people: users , pictures: testPictures, ops });
  const bot = new Bot({
    transport,
    runner: core.runner,
    dispatcher: new Dispatcher(8, log),
    log,
    timeZone: core.deps.settings.timeZone,
    ...(options.commandTimeLimitMs ? { commandTimeLimitMs: options.commandTimeLimitMs } : {}),
  });
  await bot.start();
  stops.push(() => bot.stop());
  return bot;
}
