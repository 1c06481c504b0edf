import { describe, expect, it } from 'vitest';
import { ADA, BOT, BRAM, HUB_STREAM, world } from '../support/world.js';
import { testToday } from '../support/test-clock.js';
import { withoutUndo } from '../support/replies.js';

// The compiled bot on the fake Zulip's community (RC-style names, hidden emails) and the sandbox, index on.
describe('frontdesk run: the community as its Zulip shows it', () => {
  it('a hidden-email member with a suffixed name checks in; an id-less mention of them resolves through the realm\'s users', async () => {
    expect(BRAM.fullName).toMatch(/^Bram Copperfield-Nye \(\w+\) \(\w\d'\d\d\)$/);
    expect(BRAM.deliveryEmail).toBeNull();
    const w = await world({ config: { directory: { index: true } } });
    w.sandbox.store.deleteVisit(5001, testToday());
    const bot = await w.startBot();

    const checkedIn = w.nextReply((m) => m.recipientIds.includes(BRAM.id));
    w.zulip.sendDm(BRAM.id, [BOT.id], 'checkin pairing on a parser');
    expect(withoutUndo((await checkedIn).content)).toMatch(/^✅ Checked you in for today \(.*\)\.\nNotes: pairing on a parser$/);

    const card = w.nextReply((m) => m.type === 'stream');
    w.zulip.sendStream(ADA.id, HUB_STREAM, 'who', `@**frontdesk** whois @**${BRAM.fullName}**`);
    expect((await card).content).toMatch(/^\*\*Bram Copperfield-Nye\*\* .*@_\*\*Bram Copperfield-Nye\|1002\*\*/);
    expect((await card).content).not.toContain('user1002@');
    expect(w.zulip.requests.filter((r) => r.path === '/api/v1/users')).toHaveLength(1);
    bot.kill('SIGTERM');
    expect(await bot.exited).toBe(0);
  });
});
