import { describe, expect, it } from 'vitest';
import { weekOf } from '../../src/checkins/posts.js';
import { addDaysIso } from '../../src/time/hub-date.js';
import { checkinBot, checkinWorld, dmsTo, today, writes } from '../support/checkins.js';

describe('reconciliation: nothing lost while deaf', () => {
  it('reactions added and removed while the bot was stopped are applied on start; a second pass writes nothing', async () => {
    const w = await checkinWorld(3);
    const [ada, bram, cleo] = w.users;
    const first = await checkinBot(w);
    await first.checkins.post('morning', today());
    const postId = (await first.checkins.find('morning', today()))!.messageId;
    w.zulip.react(ada!.id, postId, 'wave');
    w.zulip.react(cleo!.id, postId, 'wave');
    await first.untilHandled(2);
    await first.stop();

    // While stopped: Ada takes hers back, Bram taps 👋; Cleo's stays as it was.
    w.zulip.unreact(ada!.id, postId, 'wave');
    w.zulip.react(bram!.id, postId, 'wave');
    const before = w.sandbox.requests.length;
    const second = await checkinBot(w);
    await second.untilResyncs(1);
    expect(writes(w, before).map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [`DELETE /api/v1/hub_visits/1/${today()}`, `PATCH /api/v1/hub_visits/2/${today()}`].sort(),
    );
    expect(w.sandbox.store.visit(1, today())).toBeUndefined();
    expect(w.sandbox.store.visit(2, today())?.app_data).toEqual({ frontdesk_reaction: { message_id: postId, emoji: 'wave', zulip_id: bram!.id } });
    expect(w.sandbox.store.visit(3, today())).toBeDefined();
    expect(second.handled).toEqual([]);

    // A lost queue means a re-register, and another pass: nothing changed, so nothing is written.
    const quiet = w.sandbox.requests.length;
    w.zulip.expireQueues();
    await second.untilResyncs(2);
    expect(writes(w, quiet)).toEqual([]);
    expect(w.sandbox.requests.slice(quiet).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/v1/hub_visits`]);
    expect(dmsTo(w, ada!.id)).toEqual([]);
  });

  it('a reaction made while the queue was gone is applied after the re-register', async () => {
    const w = await checkinWorld(2);
    const [ada] = w.users;
    const bot = await checkinBot(w);
    await bot.checkins.post('morning', today());
    const postId = (await bot.checkins.find('morning', today()))!.messageId;
    await bot.untilResyncs(1);
    w.zulip.expireQueues();
    // No queue exists at this moment: the reaction appears in no event.
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilResyncs(2);
    expect(bot.handled).toEqual([]);
    expect(w.sandbox.store.visit(1, today())?.app_data).toEqual({ frontdesk_reaction: { message_id: postId, emoji: 'wave', zulip_id: ada!.id } });
  });

  it('a removal found by reconciliation on a visit with notes keeps it and DMs why, once', async () => {
    const w = await checkinWorld(1);
    const [ada] = w.users;
    const first = await checkinBot(w);
    await first.checkins.post('morning', today());
    const postId = (await first.checkins.find('morning', today()))!.messageId;
    w.zulip.react(ada!.id, postId, 'wave');
    await first.untilHandled(1);
    await first.stop();
    w.sandbox.store.replaceNotes(1, today(), 'in the back room', null);
    w.zulip.unreact(ada!.id, postId, 'wave');
    const second = await checkinBot(w);
    await second.untilResyncs(1);
    expect(w.sandbox.store.visit(1, today())?.notes).toBe('in the back room');
    expect(dmsTo(w, ada!.id)).toHaveLength(1);
    expect(dmsTo(w, ada!.id)[0]!.content).toContain('it has notes now');
    w.zulip.expireQueues();
    await second.untilResyncs(2);
    expect(dmsTo(w, ada!.id)).toHaveLength(1);
  });

  it("this week's week post is reconciled too: a Friday planned while the bot was down", async () => {
    const w = await checkinWorld(1);
    const [ada] = w.users;
    const first = await checkinBot(w);
    const monday = weekOf(today());
    await first.checkins.post('week', monday);
    const postId = (await first.checkins.find('week', monday))!.messageId;
    await first.stop();
    // Friday of this week is today or later on any weekday (on a weekend the week post is next week's).
    w.zulip.react(ada!.id, postId, 'five');
    const second = await checkinBot(w);
    await second.untilResyncs(1);
    const friday = addDaysIso(monday, 4);
    expect(w.sandbox.store.visit(1, friday)?.app_data).toEqual({ frontdesk_reaction: { message_id: postId, emoji: 'five', zulip_id: ada!.id } });
  });

  it('a reconciliation that fails (the directory refuses the list) is tried again after a backoff', async () => {
    const w = await checkinWorld(1);
    const [ada] = w.users;
    const first = await checkinBot(w);
    await first.checkins.post('morning', today());
    const postId = (await first.checkins.find('morning', today()))!.messageId;
    await first.stop();
    w.zulip.react(ada!.id, postId, 'wave');
    w.sandbox.injectFault({ status: 400, times: 1, match: (method, path) => method === 'GET' && path.startsWith('/api/v1/hub_visits') });
    const waits: number[] = [];
    const second = await checkinBot(w, { waits });
    await second.untilResyncs(1);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(4_000);
    expect(waits[0]).toBeLessThanOrEqual(6_000);
    expect(w.sandbox.store.visit(1, today())).toBeDefined();
  });
});

