import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADA, BOT, member, world } from '../support/world.js';

/** Shutdown under load, with the shipped default send limits (120 a minute, bursts of 10). */

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function stateFile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'frontdesk-state-'));
  dirs.push(dir);
  return join(dir, 'state.json');
}

const SENDERS = Array.from({ length: 10 }, (_, i) => member(2101 + i, `Member ${2101 + i}`, `member${2101 + i}@example.org`));
const FALSE_REPLY = /didn't answer|Sorry, something went wrong|not recorded/;

describe('frontdesk run: SIGTERM during a backlog', () => {
  it('200 commands queued: exits within the 10 s deadline, no false reply, and the next process answers the rest exactly once', async () => {
    const file = await stateFile();
    const w = await world({ users: SENDERS, config: { zulip: { sendsPerMinute: 120, sendBurst: 10, requestsPerMinute: 180, stateFile: file } } });
    const first = await w.startBot();
    for (let round = 0; round < 20; round++) for (const s of SENDERS) w.zulip.sendDm(s.id, [BOT.id], "who's here");
    await w.zulip.waitFor(() => w.botMessages().length >= 12, 10_000);
    const signalledAt = Date.now();
    first.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    const answeredFirst = w.botMessages().length;
    expect(answeredFirst).toBeLessThan(200);
    expect(first.stdout()).toMatch(/"msg":"shutdown: commands not started are left for the next process"/);
    expect(w.botMessages().filter((m) => FALSE_REPLY.test(m.content))).toHaveLength(0);

    // The next process may send faster (the test would otherwise take 90 s): what matters is that it answers exactly what was left.
    const config = JSON.parse(await readFile(w.configFile, 'utf8')) as { zulip: Record<string, unknown> };
    await writeFile(w.configFile, JSON.stringify({ ...config, zulip: { ...config.zulip, sendsPerMinute: 6_000, sendBurst: 50, requestsPerMinute: 60_000 } }));
    const second = await w.startBot();
    await w.zulip.waitFor(() => w.botMessages().length >= 200, 15_000);
    await new Promise((r) => setTimeout(r, 1_000));
    const replies = w.botMessages();
    expect(replies).toHaveLength(200);
    for (const s of SENDERS) expect(replies.filter((m) => m.recipientIds.includes(s.id))).toHaveLength(20);
    expect(replies.filter((m) => FALSE_REPLY.test(m.content))).toHaveLength(0);
    expect(second.stdout()).toContain('resuming after the last message handled by the previous process');
  }, 60_000);

  it('a second SIGTERM exits at once with 143', async () => {
    const w = await world();
    const bot = await w.startBot();
    w.sandbox.injectFault({ stallMs: 20_000, match: (method) => method === 'GET' });
    w.zulip.sendDm(ADA.id, [BOT.id], "who's here");
    await new Promise((r) => setTimeout(r, 600));
    bot.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const at = Date.now();
    bot.kill('SIGTERM');
    expect(await bot.exited).toBe(143);
    expect(Date.now() - at).toBeLessThan(1_000);
  });
});
