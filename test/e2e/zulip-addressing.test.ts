import { describe, expect, it } from 'vitest';
import { ADA, BOT, BRAM, HUB_STREAM, OTHER_BOT, world } from '../support/world.js';
import { addDaysIso } from '../../src/time/hub-date.js';
import { testDayText, testToday } from '../support/test-clock.js';

// The compiled bot (`node dist/src/main.js run`) against the fake Zulip server and the sandbox directory.
describe('frontdesk run: addressing', () => {
  it('answers a DM in the DM, and a stream mention in the same stream and topic (the reply only: no reaction on the check-in)', async () => {
    const w = await world();
    const bot = await w.startBot();

    const dmReply = w.nextReply();
    w.zulip.sendDm(ADA.id, [BOT.id], 'help checkin');
    const dm = await dmReply;
    expect(dm.type).toBe('private');
    expect(dm.recipientIds.sort()).toEqual([ADA.id, BOT.id].sort());
    expect(dm.content).toContain('`checkin [DATE] [NOTES…]`');

    // The demo data plans visits on some days of the week: Bram's tomorrow, if any, goes, so the reply is the same every day.
    const tomorrow = addDaysIso(testToday(), 1);
    w.sandbox.store.deleteVisit(w.sandbox.store.profiles().find((p) => p.zulip_id === BRAM.id)!.id, tomorrow);
    const streamReply = w.nextReply();
    const asked = w.zulip.sendStream(BRAM.id, HUB_STREAM, 'check-ins', '@**frontdesk** checkin tomorrow demo prep');
    const inStream = await streamReply;
    expect(inStream).toMatchObject({ type: 'stream', streamId: 5, topic: 'check-ins' });
    expect(inStream.content).toMatch(new RegExp(`^📅 Planned a visit for you tomorrow \\(${testDayText(tomorrow)}\\)`));
    // The reply says it was done; the bot adds no ✅ of its own on the member's message (it cost a request and a long-poll wake).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked.reactions).toEqual([]);

    // The bot sends a User-Agent naming itself.
    expect(w.zulip.requests.filter((r) => r.userId === BOT.id).every((r) => r.userAgent?.startsWith('frontdesk/'))).toBe(true);
    bot.kill('SIGTERM');
    expect(await bot.exited).toBe(0);
  });

  it('ignores mid-sentence and silent mentions, its own messages and other bots', async () => {
    const w = await world();
    const bot = await w.startBot();
    w.zulip.sendStream(ADA.id, HUB_STREAM, 'chat', 'has anyone seen @**frontdesk** today? checkin');
    w.zulip.sendStream(ADA.id, HUB_STREAM, 'chat', '@_**frontdesk** checkin');
    w.zulip.sendStream(ADA.id, HUB_STREAM, 'chat', 'checkin');
    const ownStream = w.zulip.sendStream(BOT.id, HUB_STREAM, 'chat', '@**frontdesk** help');
    const ownDm = w.zulip.sendDm(BOT.id, [ADA.id], 'help');
    w.zulip.sendDm(OTHER_BOT.id, [BOT.id], 'help');
    w.zulip.sendStream(OTHER_BOT.id, HUB_STREAM, 'chat', '@**frontdesk** help');
    // A sentinel from Ada: her messages are handled in order, so by its reply the ones before it were seen.
    const sentinel = w.nextReply((m) => m.type === 'private' && m.recipientIds.includes(ADA.id) && m.content.includes('`whois QUERY`'));
    w.zulip.sendDm(ADA.id, [BOT.id], 'help');
    await sentinel;
    // The other bot's two messages are dropped as they arrive, and the bot says so (debug log).
    await bot.waitFor(/ignored a message from a bot(.|\n)*ignored a message from a bot/, 5_000);
    const replies = w.botMessages().filter((m) => m.id !== ownStream.id && m.id !== ownDm.id);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.recipientIds).toContain(ADA.id);
  });
});
