import { describe, expect, it } from 'vitest';
import { botStorage, dmsTo, hubBot, hubWorld, user } from '../support/hub-bot.js';

const ADA = user(1001);
const ADMIN = user(1003); // Cleo, an admin here

describe("a change the hub cannot save in Zulip's bot storage", () => {
  it('storage full (a server whose limit is smaller than the default): says nothing changed, tells the admins, stores nothing', async () => {
    const w = await hubWorld({ zulip: { botStorageLimit: 10 } });
    const bot = await hubBot(w, { config: { admins: [ADMIN.id] } });
    expect(await bot.say(ADA, 'usually sat')).toBe("My storage is full, so I couldn't save that; nothing changed. The bot's admins have been told.");
    await w.zulip.waitFor(() => dmsTo(w, ADMIN.id).length === 1);
    expect(dmsTo(w, ADMIN.id)[0]!.content).toBe(
      "frontdesk's Zulip bot storage is full (10 characters): a member's change was not saved. Raise the server's USER_STATE_SIZE_LIMIT, or ask members who left to send `forget me`.",
    );
    expect(await botStorage(w)).toEqual({});
    expect(await bot.say(ADA, 'my plans')).toContain('No routine set');
    expect(w.sandbox.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  }, 30_000);

  it('storage full with nobody configured to hear it (no admins, no alerts stream): asks the member to tell them, promises nothing', async () => {
    const w = await hubWorld({ zulip: { botStorageLimit: 10 } });
    const bot = await hubBot(w);
    expect(await bot.say(ADA, 'usually sat')).toBe("My storage is full, so I couldn't save that; nothing changed. Please tell the bot's admins: nobody is set up to hear it from me.");
    expect(await botStorage(w)).toEqual({});
  }, 30_000);

  it('storage failing (Zulip answers 500 to the write): says nothing changed and to try again; the next try saves', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    w.zulip.failNext(1, { path: /\/bot_storage$/, method: 'PUT' });
    expect(await bot.say(ADA, 'usually sat')).toBe("I couldn't save that (Zulip's storage didn't answer), so nothing changed. Try again in a minute.");
    expect(await botStorage(w)).toEqual({});
    expect(await bot.say(ADA, 'my plans')).toContain('No routine set');
    expect(await bot.say(ADA, 'usually sat')).toMatch(/^Got it: you usually come on Saturdays\./);
    expect(Object.keys(await botStorage(w))).toHaveLength(1);
  }, 30_000);

  it("a write whose answer is lost after Zulip saved it (the connection cut): reads the store back, finds it saved, and says so", async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    w.zulip.cutNext(1, { applied: true, path: /\/bot_storage$/, method: 'PUT' });
    expect(await bot.say(ADA, 'usually sat')).toMatch(/^Got it: you usually come on Saturdays\./);
    expect(Object.keys(await botStorage(w))).toHaveLength(1);
    expect(await bot.say(ADA, 'my plans')).not.toContain('No routine set');
  }, 30_000);

  it("a write cut before it reached Zulip: no answer, and not in the store on a read-back: says it can't tell yet, not that nothing changed", async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    w.zulip.cutNext(1, { applied: false, path: /\/bot_storage$/, method: 'PUT' });
    expect(await bot.say(ADA, 'usually sat')).toBe(
      "Zulip's storage didn't answer in time, so I can't tell yet whether that was saved. In a minute, `my plans`, `following` or `privacy` shows what I hold; send it again if it isn't there.",
    );
    expect(await botStorage(w)).toEqual({});
    expect(await bot.say(ADA, 'usually sat')).toMatch(/^Got it: you usually come on Saturdays\./);
  }, 30_000);
});
