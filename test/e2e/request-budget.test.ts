import { describe, expect, it } from 'vitest';
import { BOT, member, world } from '../support/world.js';

/**
 * One request budget for everything Zulip counts against the bot's limit, at the shipped
 * defaults (180 a minute, bursts of 10); long-polls, which Zulip's Tornado process counts
 * in buckets of their own, have a bucket of their own (the same rate, bursts of 20).
 */

const SENDERS = Array.from({ length: 10 }, (_, i) => member(2101 + i, `Member ${2101 + i}`, `member${2101 + i}@example.org`));

describe('frontdesk run: the request budget', () => {
  it('a burst of 100 commands: sends and user lookups together stay within 10 + 3 a second, polls within theirs', async () => {
    const w = await world({ users: SENDERS, zulip: { heartbeatMs: 1_000 }, config: { zulip: { sendsPerMinute: 120, sendBurst: 10, requestsPerMinute: 180 } } });
    await w.startBot();
    const t0 = Date.now();
    for (let round = 0; round < 10; round++) for (const s of SENDERS) w.zulip.sendDm(s.id, [BOT.id], 'help');
    await new Promise((r) => setTimeout(r, 10_000));
    const fromBot = w.zulip.requests.filter((r) => r.userId === BOT.id && r.at >= t0 && r.at < t0 + 10_000);
    const poll = (r: { path: string }) => r.path.endsWith('/events');
    // Counted at arrival; a long-poll still open is counted too (it was sent).
    expect(fromBot.filter((r) => !poll(r)).length).toBeLessThanOrEqual(10 + 30 + 2);
    expect(fromBot.filter(poll).length + w.zulip.queues().length).toBeLessThanOrEqual(20 + 30 + 2);
    // …and the bot keeps answering meanwhile.
    expect(w.botMessages().length).toBeGreaterThanOrEqual(20);
  }, 30_000);
});
