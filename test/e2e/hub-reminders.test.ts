import { describe, expect, it } from 'vitest';
import { dmsTo, hubBot, hubWorld, user } from '../support/hub-bot.js';
import { BOT } from '../support/world.js';

const ADA = user(1001);
const BRAM = user(1002);
const CLEO = user(1003);
const DARIO = user(1004);
const SATURDAY = '2026-11-21';
const reminders = (w: Awaited<ReturnType<typeof hubWorld>>, zulipId: number) => dmsTo(w, zulipId).filter((m) => m.content.startsWith('Coming in '));

describe('routines and one-tap reminders (fake Zulip, sandbox, fake time)', () => {
  it('at the evening hour a routine day gets one DM with ✅/❌ added; ✅ plans the visit, ❌ writes nothing; skip and away suppress it; once across a restart', async () => {
    const w = await hubWorld();
    for (const u of [ADA, BRAM, CLEO, DARIO]) w.sandbox.store.deleteVisit(w.person(u).id, SATURDAY);
    let bot = await hubBot(w);
    expect(await bot.say(ADA, 'I come in on saturdays')).toMatch(/^Got it: you usually come on Saturdays\. That writes no visit\. The evening before each \(at 18:00\)/);
    expect(await bot.say(BRAM, 'usually sat')).toMatch(/^Got it/);
    expect(await bot.say(CLEO, 'usually sat')).toMatch(/^Got it/);
    expect(await bot.say(CLEO, 'skip sat')).toBe('OK: no visit and no reminder tomorrow (Sat Nov 21).');
    expect(await bot.say(DARIO, 'usually saturdays')).toMatch(/^Got it/);
    expect(await bot.say(DARIO, 'away nov 21 to nov 22')).toMatch(/^Away Sat Nov 21 to Sun Nov 22: no reminders then/);
    expect(w.sandbox.requests.filter((r) => r.method !== 'GET')).toEqual([]);

    w.clock.set('2026-11-20T22:59:00Z'); // 17:59 at the hub
    await bot.tick();
    expect(reminders(w, ADA.id)).toEqual([]);
    w.clock.set('2026-11-20T23:00:00Z'); // 18:00
    await bot.tick();
    for (const u of [ADA, BRAM]) {
      const [reminder, ...more] = reminders(w, u.id);
      expect(more).toEqual([]);
      expect(reminder!.content).toBe(
        'Coming in tomorrow (Sat Nov 21)? React ✅ to plan the visit, or ❌ to skip it; no answer changes nothing.\n' +
          '(Or send `checkin 2026-11-21` or `skip 2026-11-21`. `reminders off` stops these.)',
      );
      await w.zulip.waitFor(() => reminder!.reactions.length === 2);
      expect(reminder!.reactions).toEqual([{ emojiName: 'check', userId: BOT.id }, { emojiName: 'x', userId: BOT.id }]);
    }
    expect(reminders(w, CLEO.id)).toEqual([]);
    expect(reminders(w, DARIO.id)).toEqual([]);
    // No answer writes nothing.
    expect(w.sandbox.requests.filter((r) => r.method !== 'GET')).toEqual([]);

    w.zulip.react(ADA.id, reminders(w, ADA.id)[0]!.id, 'check');
    w.zulip.react(BRAM.id, reminders(w, BRAM.id)[0]!.id, 'x');
    await bot.untilTaps(2);
    expect(w.sandbox.store.visit(w.person(ADA).id, SATURDAY)).toBeDefined();
    expect(dmsTo(w, ADA.id).at(-1)!.content).toBe('Planned: a visit on Sat Nov 21. See you then!');
    expect(w.sandbox.store.visit(w.person(BRAM).id, SATURDAY)).toBeUndefined();
    expect(w.sandbox.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /api/v1/hub_visits/${w.person(ADA).id}/${SATURDAY}`]);
    expect(dmsTo(w, BRAM.id).at(-1)!.content).toBe("OK, no visit on Sat Nov 21; I won't ask about it again.");

    // A restart later that evening: nobody is asked twice.
    await bot.stop();
    w.clock.set('2026-11-20T23:05:00Z');
    bot = await hubBot(w);
    await bot.tick();
    for (const u of [ADA, BRAM, CLEO, DARIO]) expect(reminders(w, u.id).length).toBe(u === ADA || u === BRAM ? 1 : 0);

    const plans = await bot.say(ADA, 'my plans');
    expect(plans).toContain('- Tomorrow: planned visit');
    expect(plans).toContain('- Sat Nov 28: usually in (not planned yet)');
    expect(await bot.say(BRAM, 'my plans')).toContain('- Tomorrow: skipping');
    expect(await bot.say(ADA, 'forecast tomorrow')).toMatch(/^\*\*Forecast for tomorrow \(Sat Nov 21\): (about \d+|\d+ to \d+) (person|people)\.\*\* \d+ planned so far/);
  }, 60_000);

  it('a member who chose mornings is asked that morning instead; reminders off: never', async () => {
    const w = await hubWorld();
    w.sandbox.store.deleteVisit(w.person(ADA).id, SATURDAY);
    w.sandbox.store.deleteVisit(w.person(BRAM).id, SATURDAY);
    const bot = await hubBot(w);
    await bot.say(ADA, 'usually sat');
    expect(await bot.say(ADA, 'remind me in the morning')).toBe('Reminders in the morning: at 08:00 on each routine day.');
    await bot.say(BRAM, 'usually sat');
    expect(await bot.say(BRAM, 'reminders off')).toBe('Reminders off: I will not ask whether you are coming.');
    w.clock.set('2026-11-20T23:00:00Z');
    await bot.tick();
    expect(reminders(w, ADA.id)).toEqual([]);
    w.clock.set('2026-11-21T13:00:00Z'); // Saturday 08:00
    await bot.tick();
    expect(reminders(w, ADA.id).map((m) => m.content.split('?')[0])).toEqual(['Coming in today (Sat Nov 21)']);
    expect(reminders(w, BRAM.id)).toEqual([]);
  }, 60_000);
});

describe('a cancel on a routine day', () => {
  it('"can\'t make it" on a day one usually comes skips its reminder too, visit or not; other days and other members are untouched', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    expect(await bot.say(ADA, 'usually sat')).toMatch(/^Got it/);
    expect(await bot.say(BRAM, 'usually sat')).toMatch(/^Got it/);
    // Ada has a visit planned on Saturday (the sandbox's demo data), Bram has none.
    w.sandbox.store.deleteVisit(w.person(BRAM).id, SATURDAY);
    w.sandbox.store.upsertVisit(w.person(ADA).id, SATURDAY, {}, 'Hub Kiosk');
    expect(await bot.say(ADA, "can't make it saturday")).toContain('🗑️ Cancelled your visit for tomorrow (Sat Nov 21). You usually come on Saturdays: no reminder that day either.');
    expect(await bot.say(BRAM, 'cancel sat')).toContain('You had no visit tomorrow (Sat Nov 21), so there was nothing to cancel. You usually come on Saturdays: no reminder that day either.');
    expect(await bot.say(CLEO, 'cancel sat')).not.toContain('reminder');
    w.clock.set('2026-11-20T23:00:00Z'); // 18:00, the evening before
    await bot.tick();
    for (const u of [ADA, BRAM]) expect(reminders(w, u.id)).toEqual([]);
    expect(await bot.say(BRAM, 'my plans')).toContain('- Tomorrow: skipping');
  }, 60_000);

  it('a typed "yes" or "no" answers the reminder as a tap does, the next morning too, and only once', async () => {
    const w = await hubWorld();
    for (const u of [ADA, BRAM]) w.sandbox.store.deleteVisit(w.person(u).id, SATURDAY);
    let bot = await hubBot(w);
    for (const u of [ADA, BRAM]) expect(await bot.say(u, 'usually sat')).toMatch(/^Got it/);
    w.clock.set('2026-11-20T23:00:00Z'); // 18:00 at the hub, the evening before
    await bot.tick();
    expect(reminders(w, ADA.id)).toHaveLength(1);
    // Answered after a restart, the next morning: long after an offer's ten minutes.
    await bot.stop();
    w.clock.set('2026-11-21T13:00:00Z'); // 08:00 Saturday
    bot = await hubBot(w);
    expect(await bot.say(ADA, 'yes')).toMatch(/^✅ Checked you in for today \(Sat Nov 21\)/);
    expect(w.sandbox.store.visit(w.person(ADA).id, SATURDAY)).toBeDefined();
    // Made on its day, the visit is a check-in: `my plans` says so, not "planned" (the independent review).
    expect(await bot.say(ADA, 'my plans')).toContain('- Today: checked in');
    expect(await bot.say(BRAM, 'no')).toMatch(/no visit/i);
    expect(w.sandbox.store.visit(w.person(BRAM).id, SATURDAY)).toBeUndefined();
    // Answered once: a second "yes" finds no question waiting.
    expect(await bot.say(ADA, 'yes')).toMatch(/^I have no question of mine waiting/);
    await bot.stop();
  });
});
