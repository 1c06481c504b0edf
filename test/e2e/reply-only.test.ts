import { describe, expect, it } from 'vitest';
import { checkinWorld } from '../support/checkins.js';
import { inProcessRunBot } from '../support/inprocess-bot.js';
import { BOT } from '../support/world.js';

/**
 * A command's one write to Zulip is its reply. The bot adds no reaction for
 * show on the member's message (the ✅ of a check-in, the 👋 of a leave: the
 * reply already starts with it): each cost a request from the budget and woke
 * the bot's own long-poll with the reaction event, a second exchange.
 */
describe('the bot as run: a command costs Zulip its reply', () => {
  it("check-in, leave and whois: the reply, no reaction on the member's message, nothing else sent", async () => {
    const w = await checkinWorld(2);
    await inProcessRunBot(w);
    const member = w.users[0]!;
    const ask = async (text: string) => {
      const reply = w.nextReply((m) => m.type === 'private' && m.recipientIds.includes(member.id), 8_000);
      const asked = w.zulip.sendDm(member.id, [BOT.id], text);
      return { asked, reply: await reply };
    };
    await ask('help');
    const from = w.zulip.requests.length;
    const checkin = await ask('checkin');
    expect(checkin.reply.content).toMatch(/^✅ Checked you in for today/);
    const leave = await ask('leaving');
    expect(leave.reply.content).toMatch(/^👋 You left the hub at /);
    const whois = await ask(`whois ${w.users[1]!.fullName}`);
    // Long enough for a reaction after the last reply to have arrived.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const { asked } of [checkin, leave, whois]) expect(w.zulip.messages.find((m) => m.id === asked.id)!.reactions).toEqual([]);
    const sent = w.zulip.requests.slice(from).filter((r) => r.userId === BOT.id && r.path !== '/api/v1/events');
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(Array(3).fill('POST /api/v1/messages'));
  });
});
