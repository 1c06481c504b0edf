import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/schema.js';
import { silentLogger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipTransport } from '../../src/zulip/transport.js';
import { ZulipUserCache } from '../../src/zulip/user-cache.js';
import { BOT } from '../support/world.js';
import { checkinBot, checkinWorld, dmsTo, today, writes } from '../support/checkins.js';

describe('check-ins: failures and a rush', () => {
  it('a directory that answers 503 to the check-in: one DM per member and post saying what happened and what to do', async () => {
    const w = await checkinWorld(1);
    const [ada] = w.users;
    const bot = await checkinBot(w);
    await bot.checkins.post('morning', today());
    const postId = (await bot.checkins.find('morning', today()))!.messageId;
    w.sandbox.injectFault({ status: 503, times: 100, match: (method) => method === 'PATCH' });
    w.zulip.react(ada!.id, postId, 'wave');
    w.zulip.unreact(ada!.id, postId, 'wave');
    w.zulip.react(ada!.id, postId, 'wave');
    // The taps settle into one action with the last state (added), or fewer if the events came apart:
    // wait for an added one handled. Handling a reaction includes sending its DM, so all DMs are in.
    await w.zulip.waitFor(() => bot.handled.at(-1)?.op === 'add', 5_000);
    const dms = dmsTo(w, ada!.id);
    expect(dms).toHaveLength(1);
    // A 5xx after the request left: the write may have happened, so the DM says "can't tell", never "not recorded" (issue 17).
    expect(dms[0]!.content).toMatch(/^The directory had an error \(503\), so I can't tell whether your check-in went through\. .*\(That was your :wave: today \(.+\)\.\) Remove it and react again, or send me `checkin \d{4}-\d\d-\d\d`\.$/);
    expect(w.sandbox.store.visit(1, today())).toBeUndefined();
  });

  it('40 members tap 👋 at once: each written exactly once, several at a time', async () => {
    const w = await checkinWorld(40, { latencyMs: 20 });
    const bot = await checkinBot(w);
    await bot.checkins.post('morning', today());
    const postId = (await bot.checkins.find('morning', today()))!.messageId;
    w.sandbox.clearRequests();
    for (const user of w.users) w.zulip.react(user.id, postId, 'wave');
    await bot.untilHandled(40, 10_000);
    const patches = writes(w).filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(40);
    expect(new Set(patches.map((r) => r.path)).size).toBe(40);
    // In parallel, within the bot's bound of 8 members at once: the most requests the sandbox held at one moment.
    const spans = w.sandbox.requests.map((r) => [r.startedHr, r.startedHr + r.durationMs] as const);
    const most = Math.max(...spans.map(([start]) => spans.filter(([s, e]) => s <= start && start < e).length));
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(8);
  });
});

describe('checkins config', () => {
  it('is off without a stream; defaults; weekSchedule may be false; a bad cron or confirm is an error naming the field', () => {
    const config = configSchema.parse({});
    expect(config.checkins).toEqual({ topic: 'check-ins', schedule: '0 8 * * 1-5', weekSchedule: '0 8 * * 1', confirm: 'none', catchUpMinutes: 240, jitterSeconds: 5 });
    expect(configSchema.parse({ checkins: { stream: 'hub', weekSchedule: false } }).checkins.weekSchedule).toBe(false);
    const bad = configSchema.safeParse({ checkins: { schedule: 'at eight', confirm: 'loud' } });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['checkins.confirm', 'checkins.schedule']);
  });
});

describe('reaction events are registered only when check-ins are on', () => {
  it('event_types: message and reaction with check-ins; message alone without', async () => {
    const w = await checkinWorld(1);
    await checkinBot(w);
    const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
    const plain = new ZulipTransport({ api, log: silentLogger, users: new ZulipUserCache({ api, log: silentLogger }), sendsPerMinute: 600, sendBurst: 5 });
    await plain.start(() => Promise.resolve());
    await plain.stop();
    await plain.close();
    const registered = w.zulip.requests.filter((r) => r.path === '/api/v1/register').map((r) => JSON.parse(r.form.event_types ?? 'null') as unknown);
    expect(registered).toEqual([['message', 'reaction'], ['message']]);
  });
});
