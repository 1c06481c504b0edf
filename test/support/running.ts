import { alertsFor } from '../../src/app/alerts.js';
import { botOn, buildCore, type Core } from '../../src/app/core.js';
import { buildOps, type Ops } from '../../src/app/ops.js';
import { schedulePost } from '../../src/app/schedules.js';
import type { Place } from '../../src/chat.js';
import { configSchema, type Config, type ConfigInput } from '../../src/config/schema.js';
import { silentLogger } from '../../src/log.js';
import type { Alerts } from '../../src/ops/alerts.js';
import { digestPost, zulipDigestPoster } from '../../src/posts/digest.js';
import { reportPost, reportService } from '../../src/posts/report.js';
import type { DigestScheduler } from '../../src/posts/shared/schedule.js';
import { fixedClock, type FixedClock } from '../../src/time/clock.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipTransport } from '../../src/zulip/transport.js';
import { ZulipUserCache } from '../../src/zulip/user-cache.js';
import { TEST_TOKEN } from './sandbox.js';
import { BOT, DIGEST_STREAM, world, type World } from './world.js';
import { afterEachTest } from './after-each-test.js';
import { testPictures } from './pictures.js';

/**
 * The bot as `frontdesk run` assembles it (the same app/ functions: ops,
 * core, bot on the Zulip transport, alerts, the digest's poster and
 * schedule), in this process, on fake time: one clock for the ops parts, the
 * event loop, the member index, the scheduler and the sandbox directory.
 * The scheduler's and the directory client's retry waits advance that clock
 * instead of sleeping.
 */
export interface RunningBot {
  w: World;
  config: Config;
  clock: FixedClock;
  ops: Ops;
  core: Core;
  transport: ZulipTransport;
  alerts: Alerts | undefined;
  /** The digest's scheduler, when `digest.stream` is set (its start-up catch-up runs in the background). */
  scheduler: DigestScheduler | undefined;
}

const stops: Array<() => Promise<unknown>> = [];
afterEachTest(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** `prepare` runs once the fake Zulip and the sandbox are up, before the bot starts (faults, data the start-up catch-up should see). */
export async function runningBot(options: {
  at: string;
  config?: ConfigInput;
  world?: Parameters<typeof world>[0];
  prepare?: (w: World) => void;
}): Promise<RunningBot> {
  const clock = fixedClock(options.at);
  const w = await world({ ...options.world, sandbox: { clock, ...options.world?.sandbox } });
  options.prepare?.(w);
  const given = options.config ?? {};
  const config = configSchema.parse({
    ...given,
    directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN, index: false, timeoutMs: 2_000, ...given.directory },
    // No jitter (it would sleep for real); no weekly picture (it starts the renderer).
    digest: { enabled: false, jitterSeconds: 0, weeklyChart: false, ...given.digest },
  });
  const ops = buildOps(config, { now: () => clock.now() });
  const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey }, { observer: ops.zulip });
  const transport = new ZulipTransport({ api, log: silentLogger, users: new ZulipUserCache({ api, log: silentLogger }), sendsPerMinute: 6_000, sendBurst: 50, now: () => clock.now().getTime() });
  // The directory client's retry waits pass on the fake clock too (after a turn of the event loop, as a timer would).
  const directorySleep = (ms: number) => new Promise<void>((resolve) => setImmediate(() => resolve(clock.advance(ms))));
  const core = buildCore({ config, directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN }, log: silentLogger, clock, ops, zulip: transport, sleep: directorySleep , pictures: testPictures });
  const bot = botOn(core, transport, silentLogger);
  core.index?.start();
  stops.push(() => Promise.resolve(core.index?.stop()));
  const limits = await bot.start();
  stops.push(() => bot.stop());
  const alerts = alertsFor(config, transport, ops, silentLogger);
  alerts?.start();
  stops.push(() => Promise.resolve(alerts?.stop()));
  const target = {
    api,
    botUserId: BOT.id,
    post: (place: Place, text: string) => transport.post(place, text),
    limits,
  };
  // The scheduler's retry waits pass on the fake clock, at once.
  const fakeTime = { schedules: ops.schedules, now: () => clock.now(), sleep: (ms: number) => Promise.resolve(clock.advance(ms)) };
  const digest = digestPost(zulipDigestPoster(core.digest, config, target, silentLogger), config, silentLogger);
  const scheduler = digest && schedulePost(digest, fakeTime);
  stops.push(() => scheduler?.stop() ?? Promise.resolve());
  // The weekly report likewise, when reports.stream is set.
  const report = reportPost(reportService(config, core.deps, target, silentLogger), config, silentLogger);
  const reports = report && schedulePost(report, fakeTime);
  stops.push(() => reports?.stop() ?? Promise.resolve());
  return { w, config, clock, ops, core, transport, alerts, scheduler };
}

export { DIGEST_STREAM };
