import { describe, expect, it } from 'vitest';
import { botStorage, dmsTo, hubBot, hubWorld, user } from '../support/hub-bot.js';

const ADA = user(1001);

describe('a tap on one of my questions (fake Zulip, fake time)', () => {
  it('more than 10 minutes after the question: says so and does nothing', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    const asked = await bot.say(ADA, 'maybe follow Bram Copperfield-Nye');
    expect(asked).toMatch(/^Shall I do that\?\n✅ `follow Bram Copperfield-Nye`\n/);
    const question = dmsTo(w, ADA.id).at(-1)!;
    const stored = await botStorage(w);
    w.clock.advance(10 * 60_000 + 1_000);
    const reply = w.nextReply((m) => m.recipientIds.includes(ADA.id));
    w.zulip.react(ADA.id, question.id, 'check');
    expect((await reply).content).toBe("That was more than 10 minutes ago, so I've done nothing; tell me again what you'd like.");
    expect(await botStorage(w)).toEqual(stored);
    expect(await bot.say(ADA, 'following')).toMatch(/^You follow nobody\./);
    expect(w.sandbox.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  }, 30_000);
});
