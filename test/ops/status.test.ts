import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FakeMessage } from '../support/fake-zulip/index.js';
import { runningBot, type RunningBot } from '../support/running.js';
import { ADA, BOT, BRAM, DIGEST_STREAM, HUB_STREAM } from '../support/world.js';

/**
 * The admins' `status` command, through the bot as `frontdesk run` assembles
 * it (fake Zulip, sandbox directory, member index on, the digest scheduled),
 * on fake time, so every field has a value known in advance.
 */

const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
/** Fri Nov 20, 17:31 in New York: the bot starts a minute after the digest's time and catches it up. */
const START = '2026-11-20T22:31:00Z';

async function started(): Promise<RunningBot> {
  let posted!: Promise<void>;
  const bot = await runningBot({
    at: START,
    config: { admins: [BRAM.id], directory: { index: true }, digest: { enabled: true, stream: DIGEST_STREAM } },
    prepare: (w) => void w.sandbox.store.upsertVisit(5000, '2026-11-20', { notes: 'pairing on a parser' }, 'Hub Kiosk'),
  }).then((b) => {
    posted = new Promise((resolve) => b.ops.schedules.subscribe((post, record) => post.name === 'digest' && record.ok && resolve()));
    return b;
  });
  await posted;
  expect(await bot.core.index!.whenWarm(5_000)).toBe(true);
  return bot;
}

/** Sends `text` as `from` (a DM, or in #hub) and resolves with the bot's answer there. */
async function say(bot: RunningBot, from: number, text: string, where: 'dm' | 'stream' = 'dm'): Promise<FakeMessage> {
  const { w } = bot;
  const inPlace = (m: FakeMessage) => (where === 'dm' ? m.type === 'private' && m.recipientIds.includes(from) : m.type === 'stream' && m.topic === 'ops');
  const reply = w.nextReply(inPlace, 8_000);
  if (where === 'dm') w.zulip.sendDm(from, [BOT.id], text);
  else w.zulip.sendStream(from, HUB_STREAM, 'ops', `@**frontdesk** ${text}`);
  return reply;
}

/**
 * Waits until the runner has finished `total` commands today: a reply reaches Zulip a moment before the
 * runner counts its command (and the Zulip API its request), and the next command may come from someone else.
 */
async function handled(bot: RunningBot, total: number): Promise<void> {
  await bot.w.zulip.waitFor(() => bot.ops.commands.today(bot.clock.now()).total === total);
}

/** Zulip requests the bot made so far, the long-poll left out (what its Zulip latency is measured over). */
function zulipRequests(bot: RunningBot): number {
  return bot.w.zulip.requests.filter((r) => r.userId === BOT.id && !(r.method === 'GET' && r.path === '/api/v1/events')).length;
}

describe('the status command', () => {
  it("an admin's DM: version, uptime, queue age, last event, latencies, commands today (hub calendar), index size and age, next digest and the last one's result", async () => {
    const bot = await started();
    const { w } = bot;
    // Friday (hub time): four commands by Ada: one answered, one not understood, one the directory failed, one "status".
    expect((await say(bot, ADA.id, 'help')).content).toContain("Here's what I can do");
    expect((await say(bot, ADA.id, 'xyzzy plugh')).content).toContain("I didn't understand");
    w.sandbox.injectFault({ status: 500, body: '{"message":"internal_server_error"}', times: 3, match: (m, p) => m === 'GET' && p.startsWith('/api/v1/hub_visits') });
    expect((await say(bot, ADA.id, "who's here")).content).toContain('The directory had an error (500)');
    // 23:30 in New York is already Saturday in UTC: still Friday on the hub's calendar.
    bot.clock.set('2026-11-21T04:30:00Z');
    expect((await say(bot, ADA.id, 'status')).content).toMatch(/^The bot's status is for its admins\./);
    await handled(bot, 4);
    bot.clock.set('2026-11-21T04:40:00Z'); // Fri 23:40 at the hub
    const report = (await say(bot, BRAM.id, 'status')).content;
    const zulipCount = zulipRequests(bot) - 1; // the report's own send came after it was written
    const lines = report.split('\n');
    expect(lines[0]).toBe(`**frontdesk ${VERSION}** (hub time America/New_York)`);
    expect(lines[1]).toBe('- Uptime: 6h 9m (since Fri Nov 20, 17:31)');
    expect(lines[2]).toBe('- Zulip event queue: registered 6h 9m ago; last event 0s ago');
    expect(lines[3]).toMatch(new RegExp(`^- Directory: answering; p50 (\\d+) ms, p95 (\\d+) ms \\(last ${w.sandbox.requests.length} requests\\)$`));
    expect(lines[4]).toMatch(new RegExp(`^- Zulip: p50 (\\d+) ms, p95 (\\d+) ms \\(last ${zulipCount} requests\\)$`));
    for (const line of [lines[3]!, lines[4]!]) {
      const [p50, p95] = [...line.matchAll(/p(?:50|95) (\d+) ms/g)].map((m) => Number(m[1]));
      expect(p50).toBeLessThanOrEqual(p95!);
    }
    expect(lines[5]).toBe('- Commands today (Fri Nov 20): 4 (1 failed, 1 not understood)');
    expect(lines[6]).toBe(`- Member index: ${w.sandbox.store.profiles().length} profiles, built 6h 9m ago`);
    expect(lines[7]).toBe('- Next digest: Mon Nov 23, 17:30 (in 2d 17h)');
    expect(lines[8]).toBe('- Last digest: 2026-11-20: posted (Fri Nov 20, 17:31)');
    expect(lines).toHaveLength(9);

    await handled(bot, 5);
    // After the hub's midnight the count starts again: Friday's five (the report included) are not today's.
    bot.clock.set('2026-11-21T05:10:00Z');
    await say(bot, ADA.id, 'help');
    await handled(bot, 1);
    expect((await say(bot, BRAM.id, 'bot status')).content.split('\n')[5]).toBe('- Commands today (Sat Nov 21): 1 (0 failed, 0 not understood)');
  }, 30_000);

  it('the directory failing and the digest failing show as such', async () => {
    const bot = await started();
    bot.w.sandbox.injectFault({ dropAnswer: true, times: 1_000, match: (m, p) => m === 'GET' && p.startsWith('/api/v1/hub_visits') });
    bot.ops.schedules.record('digest', { ok: false, date: '2026-11-20', at: bot.clock.now(), error: 'GET /api/v1/hub_visits: ECONNRESET', gaveUp: true });
    await say(bot, ADA.id, "who's here");
    const lines = (await say(bot, BRAM.id, 'health')).content.split('\n');
    expect(lines[3]).toMatch(/^- Directory: failing \(ECONNRESET\); p50 \d+ ms/);
    expect(lines[8]).toBe('- Last digest: 2026-11-20: failed after its retries (Fri Nov 20, 17:31): GET /api/v1/hub_visits: ECONNRESET');
  }, 30_000);

  it('an admin asking in a stream is told to ask in a DM, and nothing operational is shown there', async () => {
    const bot = await started();
    const answer = await say(bot, BRAM.id, 'status', 'stream');
    expect(answer.content).toBe("I show the bot's status only in a direct message with you (it has operational details). Send me `status` in a DM.");
  });

  it('a member who is not an admin is told so, and gets what they most likely meant: their own visit today', async () => {
    const bot = await started();
    const answer = (await say(bot, ADA.id, 'bot status')).content;
    expect(answer).toBe("The bot's status is for its admins. Your own visit `today`:\nYes, you're checked in for today (Fri Nov 20).\nNotes: pairing on a parser");
    expect(answer).not.toContain('Uptime');
  });
});
