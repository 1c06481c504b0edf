import { afterEach, describe, expect, it } from 'vitest';
import { botOn, buildCore } from '../../src/app/core.js';
import { configSchema } from '../../src/config/schema.js';
import { silentLogger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipTransport } from '../../src/zulip/transport.js';
import { ZulipUserCache } from '../../src/zulip/user-cache.js';
import { TEST_TOKEN } from '../support/sandbox.js';
import { ADA, BOT, OTHER_BOT, world } from '../support/world.js';
import { testClock } from '../support/test-clock.js';
import { testPictures } from '../support/pictures.js';

const stops: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe('a sender whose Zulip lookup failed', () => {
  it('is judged from the message: another bot is not answered, a person is', async () => {
    const w = await world();
    const config = configSchema.parse({ directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN, index: false } });
    const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
    const transport = new ZulipTransport({ api, log: silentLogger, users: new ZulipUserCache({ api, log: silentLogger }), sendsPerMinute: 6_000, sendBurst: 50 });
    const core = buildCore({ config, directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN }, log: silentLogger, clock: testClock , pictures: testPictures });
    const bot = botOn(core, transport, silentLogger);
    await bot.start();
    stops.push(() => bot.stop());

    // Every user lookup fails (the realm's list, then the one user), as under rate limiting.
    w.zulip.failNext(100, { status: 429, path: /\/users(\/\d+)?$/, method: 'GET' });
    w.zulip.sendDm(OTHER_BOT.id, [BOT.id], 'help');
    await w.zulip.waitFor(() => w.zulip.requests.some((r) => r.path.endsWith(`/users/${OTHER_BOT.id}`) && r.status === 429));
    w.zulip.sendDm(ADA.id, [BOT.id], 'help');
    const reply = await w.nextReply((m) => m.content.includes("Here's what I can do"));
    expect(reply.recipientIds).toContain(ADA.id);
    expect(w.botMessages().filter((m) => m.recipientIds.includes(OTHER_BOT.id))).toEqual([]);
  });
});
