import { describe, expect, it } from 'vitest';
import { hasActiveMention, hasActiveWildcard } from '../../src/text/markdown.js';
import { readClaims } from '../../src/store/claims.js';
import { botStorage, dmsTo, hubBot, hubWorld, user } from '../support/hub-bot.js';
import { TEST_TODAY } from '../support/sandbox.js';
import { BOT } from '../support/world.js';

const ADA = user(1001);
const BRAM = user(1002);
const CLEO = user(1003);
const DARIO = user(1004);

describe('follows and arrival alerts (fake Zulip, sandbox, fake time)', () => {
  it('a visit made by another app: one DM within two watcher intervals, mention-safe, and never again, across a restart', async () => {
    const w = await hubWorld();
    const bram = w.person(BRAM);
    w.sandbox.store.deleteVisit(bram.id, TEST_TODAY);
    let bot = await hubBot(w);
    expect(await bot.say(BRAM, 'followable anyone')).toMatch(/^Anyone may follow your arrivals now/);
    expect(await bot.say(ADA, 'follow Bram Copperfield-Nye')).toMatch(/^Following @_\*\*Bram Copperfield-Nye\|1002\*\*/);
    await bot.tick(); // the baseline
    w.clock.advance(60_000);
    // The kiosk checks Bram in: created_by_app is the kiosk's, not frontdesk's. His note tries to ping everyone.
    w.sandbox.store.upsertVisit(bram.id, TEST_TODAY, { notes: 'pairing on rust @**all** @**Ada Quillfeather**' }, 'Hub Kiosk');
    await bot.tick();
    const alerts = () => dmsTo(w, ADA.id).filter((m) => m.content.includes('arrived at the hub'));
    expect(alerts()).toHaveLength(1);
    const [alert] = alerts();
    expect(alert!.content).toBe('👋 @_**Bram Copperfield-Nye|1002** arrived at the hub at 10:01 (at the kiosk): pairing on rust @\u2217\u2217all\u2217\u2217 @\u2217\u2217Ada Quillfeather\u2217\u2217');
    // The one mention is silent (it pings nobody); nothing else in it is a mention at all.
    expect(hasActiveMention(alert!.content.replace('@_**Bram Copperfield-Nye|1002**', '')) || hasActiveWildcard(alert!.content)).toBe(false);
    w.clock.advance(60_000);
    await bot.tick();
    expect(alerts()).toHaveLength(1);

    // A restart: a new process on the same bot storage. Bram's visit is cancelled and made again (by the web page):
    // new to the new process's watcher, but already announced today.
    await bot.stop();
    bot = await hubBot(w);
    await bot.tick();
    w.sandbox.store.deleteVisit(bram.id, TEST_TODAY);
    w.clock.advance(60_000);
    await bot.tick();
    w.sandbox.store.upsertVisit(bram.id, TEST_TODAY, {}, 'Hub Web');
    w.clock.advance(60_000);
    await bot.tick();
    expect(alerts()).toHaveLength(1);
    expect(readClaims((await botStorage(w))[`a:${TEST_TODAY}`]).has(bram.id)).toBe(true);
  }, 60_000);

  it('two processes by mistake send the alert once', async () => {
    const w = await hubWorld();
    const bram = w.person(BRAM);
    w.sandbox.store.deleteVisit(bram.id, TEST_TODAY);
    // The claim's settle time as it is (short here, 2 s in production): longer than one process's read-to-write gap.
    const settle = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.min(ms, 150)));
    const one = await hubBot(w, { settle });
    expect(await one.say(BRAM, 'followable anyone')).toMatch(/^Anyone may/);
    expect(await one.say(ADA, 'follow @**Bram Copperfield-Nye|1002**')).toMatch(/^Following/);
    const two = await hubBot(w, { settle });
    await Promise.all([one.tick(), two.tick()]);
    w.clock.advance(60_000);
    w.sandbox.store.upsertVisit(bram.id, TEST_TODAY, {}, 'Door Fob');
    await Promise.all([one.tick(), two.tick()]);
    expect(dmsTo(w, ADA.id).filter((m) => m.content.includes('arrived at the hub'))).toHaveLength(1);
  }, 60_000);

  it('a member who chose nobody is never announced, and a follower learns nothing: "I can\'t tell you about that member"', async () => {
    const w = await hubWorld();
    const cleo = w.person(CLEO);
    w.sandbox.store.deleteVisit(cleo.id, TEST_TODAY);
    const bot = await hubBot(w);
    expect(await bot.say(CLEO, 'followable anyone')).toMatch(/^Anyone/);
    // Bram followed while Cleo allowed anyone; then Cleo chose nobody.
    expect(await bot.say(BRAM, 'follow Cleo Everwick')).toMatch(/^Following/);
    expect(await bot.say(CLEO, 'nobody can follow me')).toMatch(/^Nobody may follow/);
    expect(await bot.say(ADA, 'follow Cleo Everwick')).toBe("I can't tell you about that member.");
    expect(await bot.say(ADA, 'tell me when Cleo Everwick comes in')).toBe("I can't tell you about that member.");
    await bot.tick();
    w.clock.advance(60_000);
    w.sandbox.store.upsertVisit(cleo.id, TEST_TODAY, {}, 'Hub Kiosk');
    await bot.tick();
    for (const who of [ADA, BRAM]) expect(dmsTo(w, who.id).filter((m) => m.content.includes('arrived'))).toEqual([]);
    expect(await bot.say(BRAM, 'following')).toContain('@_**Cleo Everwick|1003** (waiting for them to agree)');
  }, 60_000);

  it('approved: the member is asked by DM with ✅ and ❌ added by the bot; ✅ lets the follower hear of arrivals', async () => {
    const w = await hubWorld();
    const dario = w.person(DARIO);
    w.sandbox.store.deleteVisit(dario.id, TEST_TODAY);
    const bot = await hubBot(w);
    expect(await bot.say(ADA, 'tell me when Dario Nettlefold comes in')).toMatch(/^I've asked @_\*\*Dario Nettlefold\|1004\*\*/);
    const ask = dmsTo(w, DARIO.id).at(-1)!;
    expect(ask.content).toMatch(/^@_\*\*Ada Quillfeather\|1001\*\* would like a DM from me when you arrive at the hub\. React ✅ to allow it, or ❌ to refuse/);
    await w.zulip.waitFor(() => ask.reactions.length === 2);
    expect(ask.reactions).toEqual([{ emojiName: 'check', userId: BOT.id }, { emojiName: 'x', userId: BOT.id }]);
    await bot.tick();
    w.zulip.react(DARIO.id, ask.id, 'check');
    await bot.untilTaps(1);
    expect(dmsTo(w, ADA.id).at(-1)!.content).toMatch(/said yes: I'll tell you when they arrive/);
    w.clock.advance(60_000);
    w.sandbox.store.upsertVisit(dario.id, TEST_TODAY, {}, 'Door Fob');
    await bot.tick();
    expect(dmsTo(w, ADA.id).filter((m) => m.content.includes('arrived'))).toHaveLength(1);
    // One-shot: told once today; a later arrival (cancelled, made again) is not told again anyway, and the one-shot is gone.
    expect(await bot.say(ADA, 'following')).toBe('You follow nobody. `follow NAME` gets you a DM when they arrive; "tell me when Ada comes in" does it for today.');
  }, 60_000);
});
