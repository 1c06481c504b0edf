import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../support/capture-log.js';
import { checkinWorld } from '../support/checkins.js';
import { inProcessRunBot } from '../support/inprocess-bot.js';
import { BOT } from '../support/world.js';

/**
 * Courtesy reactions (✅ on a check-in) are the first thing dropped when the one
 * request budget to Zulip is tight (requests are waiting for a turn); replies never are.
 */
const MEMBERS = 20;

async function burstOfCheckins(budget: { perMinute: number; burst: number }) {
  const w = await checkinWorld(MEMBERS);
  const { log, lines } = capturingLogger('debug');
  await inProcessRunBot(w, { budget, log });
  for (const user of w.users) w.zulip.sendDm(user.id, [BOT.id], 'checkin today');
  // Every member gets their reply: the event that ends the burst.
  await w.zulip.waitFor(() => w.users.every((u) => w.botMessages().some((m) => m.recipientIds.includes(u.id))), 20_000);
  const replies = w.users.map((u) => w.botMessages().find((m) => m.recipientIds.includes(u.id))!.content);
  // Each ✅ comes after its reply: added (the fake records it) or dropped (the metric counts it).
  const added = () => w.zulip.messages.filter((m) => m.reactions.some((r) => r.userId === BOT.id && r.emojiName === 'check')).length;
  const dropped = () => lines().filter((l) => l.msg === 'dropped a courtesy reaction: the request budget is tight').length;
  await w.zulip.waitFor(() => added() + dropped() === MEMBERS, 10_000);
  return { replies, reactions: added(), dropped: dropped() };
}

describe('the request budget: courtesy reactions before replies', () => {
  it('tight (a burst of 20 check-ins at 10 requests a second, bursts of 5): every reply is sent, some ✅ are dropped', async () => {
    const { replies, reactions, dropped } = await burstOfCheckins({ perMinute: 600, burst: 5 });
    expect(replies).toHaveLength(MEMBERS);
    for (const reply of replies) expect(reply).toMatch(/^✅ Checked you in for today/);
    expect(reactions).toBeLessThan(MEMBERS);
    expect(dropped).toBe(MEMBERS - reactions);
  }, 30_000);

  it('loose (nothing ever waits for a turn): every reply and every ✅', async () => {
    const { replies, reactions, dropped } = await burstOfCheckins({ perMinute: 600_000, burst: 10_000 });
    expect(replies).toHaveLength(MEMBERS);
    expect(reactions).toBe(MEMBERS);
    expect(dropped).toBe(0);
  }, 30_000);
});
