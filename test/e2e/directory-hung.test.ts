import { describe, expect, it } from 'vitest';
import { ADA, BOT, member, world } from '../support/world.js';

/** A hung directory must not hold up everything: commands that need no directory go first, and a breaker fails fast. */

const SENDERS = Array.from({ length: 10 }, (_, i) => member(2101 + i, `Member ${2101 + i}`, `member${2101 + i}@example.org`));

describe('frontdesk run: a hung directory', () => {
  it("10 members' commands hung on the directory: an 11th member's help is answered at once", async () => {
    const w = await world({ users: SENDERS });
    await w.startBot();
    w.sandbox.injectFault({ stallMs: 20_000, times: 100, match: (method) => method === 'GET' });
    for (const s of SENDERS) w.zulip.sendDm(s.id, [BOT.id], "who's here");
    await new Promise((r) => setTimeout(r, 500));
    const asked = Date.now();
    const reply = w.nextReply((m) => m.recipientIds.includes(ADA.id), 5_000);
    w.zulip.sendDm(ADA.id, [BOT.id], 'help');
    expect((await reply).content).toContain("Here's what I can do");
    expect(Date.now() - asked).toBeLessThan(1_500);
  });

  it('after consecutive timeouts the breaker opens: the next command fails fast with an honest answer, without asking the directory', async () => {
    const w = await world({ users: SENDERS, config: { directory: { timeoutMs: 1_000 } } });
    await w.startBot();
    w.sandbox.injectFault({ stallMs: 20_000, times: 100, match: (method) => method === 'GET' });
    for (const s of SENDERS.slice(0, 6)) w.zulip.sendDm(s.id, [BOT.id], "who's here");
    await w.zulip.waitFor(() => w.botMessages().length >= 6, 15_000);
    const requestsBefore = w.sandbox.requests.length;
    const asked = Date.now();
    const reply = w.nextReply((m) => m.recipientIds.includes(ADA.id), 5_000);
    w.zulip.sendDm(ADA.id, [BOT.id], "who's here");
    expect((await reply).content).toContain("The directory didn't answer");
    expect(Date.now() - asked).toBeLessThan(1_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(w.sandbox.requests.length).toBe(requestsBefore);
  }, 30_000);
});
