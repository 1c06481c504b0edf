import { describe, expect, it } from 'vitest';
import { botStorage, dmsTo, hubBot, hubWorld, user } from '../support/hub-bot.js';

const ADA = user(1001);
const SATURDAY = '2026-11-21';
type HubWorld = Awaited<ReturnType<typeof hubWorld>>;
const reminders = (w: HubWorld, zulipId: number) => dmsTo(w, zulipId).filter((m) => m.content.startsWith('Coming in '));
const writes = (w: HubWorld) => w.sandbox.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

/** Ada usually comes on Saturdays, has nothing planned Saturday, and got the evening reminder (Fri 18:00 at the hub). */
async function adaReminded(options: Parameters<typeof hubBot>[1] = {}) {
  const w = await hubWorld();
  w.sandbox.store.deleteVisit(w.person(ADA).id, SATURDAY);
  const bot = await hubBot(w, options);
  expect(await bot.say(ADA, 'usually sat')).toMatch(/^Got it/);
  w.clock.set('2026-11-20T23:00:00Z');
  await bot.tick();
  const [reminder] = reminders(w, ADA.id);
  await w.zulip.waitFor(() => reminder!.reactions.length === 2);
  return { w, bot, reminder: reminder! };
}

describe('answers to a routine reminder', () => {
  it('✅ after the day has passed: says so, plans nothing', async () => {
    const { w, bot, reminder } = await adaReminded();
    const stored = await botStorage(w);
    w.clock.set('2026-11-22T15:00:00Z'); // Sunday 10:00
    w.zulip.react(ADA.id, reminder.id, 'check');
    await bot.untilTaps(1);
    expect(dmsTo(w, ADA.id).at(-1)!.content).toBe('Sat Nov 21 has passed, so that answer changes nothing.');
    expect(writes(w)).toEqual([]);
    expect(await botStorage(w)).toEqual(stored);
  }, 30_000);

  it('❌ on a day planned since the reminder: the skip is kept, the visit too, and the reply does not claim there is no visit', async () => {
    const { w, bot, reminder } = await adaReminded();
    expect(await bot.say(ADA, 'checkin 2026-11-21')).toMatch(/^📅 Planned a visit for you tomorrow \(Sat Nov 21\)/);
    w.zulip.react(ADA.id, reminder.id, 'x');
    await bot.untilTaps(1);
    expect(dmsTo(w, ADA.id).at(-1)!.content).toBe(
      "OK, I won't ask about Sat Nov 21 again, but you still have a visit planned that day: send `cancel 2026-11-21` to remove it.",
    );
    expect(writes(w)).toEqual([`PATCH /api/v1/hub_visits/${w.person(ADA).id}/${SATURDAY}`]);
    expect(await bot.say(ADA, 'my plans')).toContain("- Tomorrow: planned visit (though you said you'd be skipping it)");
    // What the reply tells her to send does what it says.
    expect(await bot.say(ADA, 'cancel 2026-11-21')).toMatch(/^🗑️ Cancelled your visit for tomorrow \(Sat Nov 21\)\./);
    expect(w.sandbox.store.visit(w.person(ADA).id, SATURDAY)).toBeUndefined();
  }, 30_000);

  it('❌ while the directory fails to say whether the day has a visit: "changed nothing" is true (no skip kept), and tapping again works', async () => {
    const { w, bot, reminder } = await adaReminded({ directorySleep: () => Promise.resolve() });
    const stored = await botStorage(w);
    const visitPath = `/api/v1/hub_visits/${w.person(ADA).id}/${SATURDAY}`;
    w.sandbox.injectFault({ status: 503, times: 3, match: (method, path) => method === 'GET' && path.startsWith(visitPath) });
    w.zulip.react(ADA.id, reminder.id, 'x');
    await bot.untilTaps(1);
    expect(dmsTo(w, ADA.id).at(-1)!.content).toBe("The directory didn't answer, so that tap changed nothing. Remove it and tap again in a minute.");
    expect(await botStorage(w)).toEqual(stored);
    expect(writes(w)).toEqual([]);
    // As the reply says: remove it and tap again.
    w.zulip.unreact(ADA.id, reminder.id, 'x');
    w.zulip.react(ADA.id, reminder.id, 'x');
    await bot.untilTaps(2);
    await w.zulip.waitFor(() => dmsTo(w, ADA.id).at(-1)!.content.startsWith('OK, no visit'));
    expect(dmsTo(w, ADA.id).at(-1)!.content).toBe("OK, no visit on Sat Nov 21; I won't ask about it again.");
    expect(await bot.say(ADA, 'my plans')).toContain('- Tomorrow: skipping');
  }, 30_000);

  it('a tap from a member whose directory profile is gone since the reminder: says so, writes nothing', async () => {
    const { w, bot, reminder } = await adaReminded();
    const stored = await botStorage(w);
    w.sandbox.store.deleteProfile(w.person(ADA).id);
    w.clock.set('2026-11-20T23:30:00Z'); // past the member cache's 10 minutes
    w.zulip.react(ADA.id, reminder.id, 'check');
    await bot.untilTaps(1);
    expect(dmsTo(w, ADA.id).at(-1)!.content).toBe("I couldn't find a directory profile linked to your Zulip account, so that tap changed nothing.");
    expect(writes(w)).toEqual([]);
    expect(await botStorage(w)).toEqual(stored);
  }, 30_000);
});
