import { describe, expect, it } from 'vitest';
import { DecodeReport } from '../../src/util/tolerant/report.js';
import { checkinBot, checkinWorld, today } from '../support/checkins.js';
import { inProcessRunBot } from '../support/inprocess-bot.js';
import { ADA, BOT, world } from '../support/world.js';

/**
 * Zulip payloads the bot has never seen (issue 22), through the real event
 * loop and transport on the fake Zulip: unknown event types and keys are
 * normal, an odd field costs that field only.
 */
describe('Zulip events and users that drifted', () => {
  it('answers a DM whose message event carries odd fields, after an event of an unknown type', async () => {
    const w = await world();
    const decoding = new DecodeReport();
    await inProcessRunBot(w, { decoding });
    w.zulip.pushEvent(BOT.id, { type: 'sparkle_2031', op: 'twinkle', message: 'not a message', sparkles: [1, { glitter: true }] });
    w.zulip.driftEvents((event) => ({
      ...event,
      flags: 'read',
      message: { ...(event.message as Record<string, unknown>), timestamp: 'soon', flags: {}, client: 5, subject: [], sender_full_name: 42, avatar_url: { big: true }, reactions: 'none', topic_links: null, rendered_2031: { html: '<p/>' } },
    }));
    const reply = w.nextReply((m) => m.recipientIds.includes(ADA.id));
    w.zulip.sendDm(ADA.id, [BOT.id], 'help');
    expect((await reply).content).toContain("Here's what I can do");
    expect(decoding.counts()).toEqual(expect.arrayContaining([expect.objectContaining({ shape: 'zulip message', field: 'timestamp', problem: 'a text that is not a number', outcome: 'ignored' })]));
  });

  it('two bots in one process keep their own counts: what one Zulip sent oddly is counted by its bot only', async () => {
    const [drifted, plain] = [await world(), await world()];
    const [driftedReport, plainReport] = [new DecodeReport(), new DecodeReport()];
    await inProcessRunBot(drifted, { decoding: driftedReport });
    await inProcessRunBot(plain, { decoding: plainReport });
    drifted.zulip.driftEvents((event) => ({ ...event, message: { ...(event.message as Record<string, unknown>), timestamp: 'soon' } }));
    const replies = [drifted.nextReply((m) => m.recipientIds.includes(ADA.id)), plain.nextReply((m) => m.recipientIds.includes(ADA.id))];
    drifted.zulip.sendDm(ADA.id, [BOT.id], 'help');
    plain.zulip.sendDm(ADA.id, [BOT.id], 'help');
    for (const reply of replies) expect((await reply).content).toContain("Here's what I can do");
    const timestamp = { shape: 'zulip message', field: 'timestamp', problem: 'a text that is not a number', outcome: 'ignored' };
    expect(driftedReport.counts()).toEqual([expect.objectContaining(timestamp)]);
    expect(plainReport.counts()).not.toEqual(expect.arrayContaining([expect.objectContaining(timestamp)]));
  });

  it('answers a stream mention whose event says "channel" and carries the topic as `topic`', async () => {
    const w = await world();
    await inProcessRunBot(w);
    w.zulip.driftEvents((event) => {
      const { subject, ...message } = event.message as Record<string, unknown>;
      return { ...event, message: { ...message, type: 'channel', topic: subject } };
    });
    const reply = w.nextReply((m) => m.type === 'stream');
    w.zulip.sendStream(ADA.id, 'hub', 'check-ins', '@**frontdesk** help');
    const answer = await reply;
    expect(answer.topic).toBe('check-ins');
    expect(answer.content).toContain("Here's what I can do");
  });

  it('resolves a sender whose user record carries odd profile data; a bot whose is_bot is text is still a bot (never answered)', async () => {
    const odd = { id: 3001, email: 'odd@example.org', fullName: 'Odd Profile', apiKey: 'k-3001', deliveryEmail: 'odd@example.org', apiExtra: { profile_data: 'see elsewhere', is_bot: 'false', timezone: 7, role: 'member' } };
    const textBot = { id: 3002, email: 'greeter@example.org', fullName: 'Greeter', apiKey: 'k-3002', apiExtra: { is_bot: 'true', bot_type: 'incoming webhook' } };
    const w = await world({ users: [odd, textBot] });
    await inProcessRunBot(w);
    w.zulip.sendDm(textBot.id, [BOT.id], 'help');
    const reply = w.nextReply((m) => m.recipientIds.includes(odd.id));
    w.zulip.sendDm(odd.id, [BOT.id], 'help');
    expect((await reply).content).toContain("Here's what I can do");
    // The bot's message went in first; a few hundred ms more for its lookup to settle.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(w.botMessages().filter((m) => m.recipientIds.includes(textBot.id))).toEqual([]);
  });

  it('a 👋 whose reaction event has no emoji_code (and no reaction_type) is matched by its name and checks in', async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w);
    await bot.checkins.post('morning', today());
    const postId = (await bot.checkins.find('morning', today()))!.messageId;
    w.zulip.driftEvents(({ emoji_code: _code, reaction_type: _type, ...event }) => ({ ...event, emoji_code: null, future_field: [1] }));
    w.zulip.react(w.users[0]!.id, postId, 'wave');
    await bot.untilHandled(1);
    expect(w.sandbox.store.visit(1, today())).toBeDefined();
  });
});
