import { botOn, buildCore } from '../../src/app/core.js';
import { configSchema } from '../../src/config/schema.js';
import { silentLogger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipTransport, type ZulipTransportOptions } from '../../src/zulip/transport.js';
import { ZulipUserCache } from '../../src/zulip/user-cache.js';
import { TEST_TOKEN } from './sandbox.js';
import { BOT, type World } from './world.js';
import { afterEachTest } from './after-each-test.js';
import { testPictures } from './pictures.js';
import { testClock } from './test-clock.js';

const stops: Array<() => Promise<unknown>> = [];
afterEachTest(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/**
 * One bot process's parts, in this process, on the world's fake Zulip and
 * sandbox, on the test clock (the fake Zulip's: a catch-up compares message
 * stamps with the event loop's now): the transport as `frontdesk run` makes it, with
 * `extra` options built from its API connection (claims, bot storage), and
 * the core on a directory without the member index. Stopped after the test;
 * `stop` may be called earlier, once or more.
 */
export async function liveBot(w: World, extra: (api: ZulipApi) => Partial<ZulipTransportOptions> = () => ({})) {
  const config = configSchema.parse({ directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN, index: false } });
  const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  const transport = new ZulipTransport({ api, log: silentLogger, users: new ZulipUserCache({ api, log: silentLogger }), sendsPerMinute: 6_000, sendBurst: 50, now: () => testClock.now().getTime(), ...extra(api) });
  const core = buildCore({ config, directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN }, log: silentLogger, clock: testClock, pictures: testPictures });
  const bot = botOn(core, transport, silentLogger);
  await bot.start();
  let stopped = false;
  const stop = async () => {
    if (!stopped) await bot.stop();
    stopped = true;
  };
  stops.push(stop);
  return { api, bot, transport, stop };
}
