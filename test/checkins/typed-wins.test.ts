import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipBotStorage } from '../../src/zulip/bot-storage.js';
import { WireKeyValue } from '../../src/store/wire-key-value.js';
import { checkinBot, checkinWorld, dmsTo, today, writes, type CheckinBot } from '../support/checkins.js';
import { BOT, type World } from '../support/world.js';

/**
 * A typed command always wins over a reaction (issue 24, finding 5), live and
 * across restarts and downtime. The bot records a typed command about a day in
 * Zulip's bot storage (here the fake's), because a cancelled visit leaves
 * nothing in the directory to record it on; taking a reaction back decides from
 * what the bot recorded (the reaction's tag on the visit, those marks), never
 * from timestamps.
 */
async function storage(w: World) {
  const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  return new WireKeyValue(new ZulipBotStorage(api), silentLogger);
}

async function morningPost(bot: CheckinBot): Promise<number> {
  await bot.checkins.post('morning', today());
  return (await bot.checkins.find('morning', today()))!.messageId;
}

/** Sends a DM as `from` and resolves with the bot's answer to it. */
async function say(w: World, from: number, text: string): Promise<string> {
  const reply = w.nextReply((m) => m.type === 'private' && m.recipientIds.includes(from), 10_000);
  w.zulip.sendDm(from, [BOT.id], text);
  return (await reply).content;
}

describe('a typed command always wins over a reaction', () => {
  it('👋, then `cancel today`, then a restart: the reconciliation does not bring the visit back', async () => {
    const w = await checkinWorld(1);
    const [ada] = w.users;
    const first = await checkinBot(w, { store: await storage(w) });
    const postId = await morningPost(first);
    w.zulip.react(ada!.id, postId, 'wave');
    await first.untilHandled(1);
    expect(w.sandbox.store.visit(1, today())).toBeDefined();
    expect(await say(w, ada!.id, 'cancel today')).toMatch(/Cancelled your visit/);
    expect(w.sandbox.store.visit(1, today())).toBeUndefined();
    await first.stop();

    const before = w.sandbox.requests.length;
    const second = await checkinBot(w, { store: await storage(w) });
    await second.untilResyncs(1);
    expect(writes(w, before)).toEqual([]);
    expect(w.sandbox.store.visit(1, today())).toBeUndefined();
  });

  it('live: `cancel today`, then 👋: the tap changes nothing, and says so once', async () => {
    const w = await checkinWorld(1);
    const [ada] = w.users;
    const bot = await checkinBot(w, { store: await storage(w) });
    const postId = await morningPost(bot);
    w.sandbox.store.upsertVisit(1, today(), {}, null);
    expect(await say(w, ada!.id, 'cancel today')).toMatch(/Cancelled your visit/);
    const before = w.sandbox.requests.length;
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    expect(writes(w, before)).toEqual([]);
    expect(w.sandbox.store.visit(1, today())).toBeUndefined();
    expect(dmsTo(w, ada!.id).at(-1)!.content).toMatch(/a typed command wins over a reaction, so your :wave: changes nothing/);
  });

  it('live: 👋, then `checkin today` ("already"), then taking 👋 back: the visit stays, and the member is told why', async () => {
    const w = await checkinWorld(1);
    const [ada] = w.users;
    const bot = await checkinBot(w, { store: await storage(w) });
    const postId = await morningPost(bot);
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    expect(await say(w, ada!.id, 'checkin today')).toMatch(/already checked in/);
    w.zulip.unreact(ada!.id, postId, 'wave');
    await bot.untilHandled(2);
    expect(w.sandbox.store.visit(1, today())).toBeDefined();
    expect(dmsTo(w, ada!.id).at(-1)!.content).toMatch(/^I kept your visit today .*a typed command wins over a reaction/);
  });

  it('downtime: 👋 and `checkin today` answered "already", then 👋 taken back while the bot is deaf: the reconciliation keeps the visit', async () => {
    const w = await checkinWorld(1);
    const [ada] = w.users;
    const bot = await checkinBot(w, { store: await storage(w) });
    const postId = await morningPost(bot);
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    expect(await say(w, ada!.id, 'checkin today')).toMatch(/already checked in/);
    await bot.untilResyncs(1);
    w.zulip.expireQueues();
    // No queue at this moment: the removal appears in no event; the re-register's reconciliation finds it.
    w.zulip.unreact(ada!.id, postId, 'wave');
    await bot.untilResyncs(2);
    expect(w.sandbox.store.visit(1, today())).toBeDefined();
  });

  it('downtime across a restart: 👋 and `checkin today`, bot stopped, 👋 taken back, bot started: the visit stays', async () => {
    const w = await checkinWorld(1);
    const [ada] = w.users;
    const first = await checkinBot(w, { store: await storage(w) });
    const postId = await morningPost(first);
    w.zulip.react(ada!.id, postId, 'wave');
    await first.untilHandled(1);
    expect(await say(w, ada!.id, 'checkin today')).toMatch(/already checked in/);
    await first.stop();
    w.zulip.unreact(ada!.id, postId, 'wave');
    const second = await checkinBot(w, { store: await storage(w) });
    await second.untilResyncs(1);
    expect(w.sandbox.store.visit(1, today())).toBeDefined();
  });

  it('without any typed command, taking 👋 back still cancels the visit it made (the marks are per member and day)', async () => {
    const w = await checkinWorld(2);
    const [ada, bram] = w.users;
    const bot = await checkinBot(w, { store: await storage(w) });
    const postId = await morningPost(bot);
    expect(await say(w, bram!.id, 'checkin today')).toMatch(/Checked you in/);
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    w.zulip.unreact(ada!.id, postId, 'wave');
    await bot.untilHandled(2);
    expect(w.sandbox.store.visit(1, today())).toBeUndefined();
    expect(w.sandbox.store.visit(2, today())).toBeDefined();
  });
});
