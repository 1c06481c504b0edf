import { describe, expect, it } from 'vitest';
import { botStorage, hubBot, hubWorld, user } from '../support/hub-bot.js';

const ADA = user(1001);
const BRAM = user(1002);
const CLEO = user(1003);
const DARIO = user(1004);

describe('the list of whom one follows', () => {
  it('a followed member whose directory profile is gone: listed by their person id, not dropped; nothing written', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    const bram = w.person(BRAM).id;
    expect(await bot.say(ADA, 'follow Bram Copperfield-Nye')).toBe("I've asked @_**Bram Copperfield-Nye|1002**. Once they agree, I'll DM you when they arrive.");
    expect(await bot.say(ADA, 'following')).toBe('You follow one member:\n- @_**Bram Copperfield-Nye|1002** (waiting for them to agree)');
    w.sandbox.store.deleteProfile(bram);
    w.clock.set('2026-11-20T15:11:00Z'); // past the 10 minutes a profile is trusted for
    const stored = await botStorage(w);
    expect(await bot.say(ADA, 'following')).toBe(`You follow one member:\n- **member ${bram}** (waiting for them to agree)`);
    expect(await botStorage(w)).toEqual(stored);
    expect(w.sandbox.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  }, 30_000);

  it('"follow Cleo and Dario" follows each of them, each answered; unfollowing both the same way', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    expect(await bot.say(CLEO, 'followable anyone')).toMatch(/^Anyone may/);
    expect(await bot.say(DARIO, 'followable anyone')).toMatch(/^Anyone may/);
    expect(await bot.say(ADA, 'pls follow Cleo Everwick and Dario Nettlefold for me 🙏')).toBe(
      'Following @_**Cleo Everwick|1003**: I\'ll DM you when they arrive at the hub. `unfollow` stops it.\n' +
        'Following @_**Dario Nettlefold|1004**: I\'ll DM you when they arrive at the hub. `unfollow` stops it.',
    );
    expect(await bot.say(ADA, 'following')).toBe('You follow 2 members:\n- @_**Cleo Everwick|1003**\n- @_**Dario Nettlefold|1004**');
    expect(await bot.say(ADA, 'unfollow Cleo Everwick & Dario Nettlefold')).toBe(
      'Stopped: no more DMs when @_**Cleo Everwick|1003** arrives.\nStopped: no more DMs when @_**Dario Nettlefold|1004** arrives.',
    );
    expect(await bot.say(ADA, 'following')).toMatch(/^You follow nobody/);
  }, 30_000);
});
