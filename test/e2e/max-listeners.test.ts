import { describe, expect, it } from 'vitest';
import { checkinBot, checkinWorld, today } from '../support/checkins.js';
import { inProcessRunBot } from '../support/inprocess-bot.js';
import { BOT, COMMUNITY, world } from '../support/world.js';

/**
 * Every running command, every request and every wait for a turn listens on a
 * few shared abort signals; a burst must not make Node warn of a listener leak
 * (MaxListenersExceededWarning). Warnings are captured in this process, where the bot runs.
 */
const COMMANDS = 120;

/** Runs `burst` with Node's process warnings captured; resolves with the MaxListenersExceededWarning messages. */
async function listenerWarnings(burst: () => Promise<void>): Promise<string[]> {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on('warning', onWarning);
  try {
    await burst();
    // A warning is emitted on the next tick after the listener that crossed the line.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('warning', onWarning);
  }
  return warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message);
}

describe('a burst of commands with a slow directory', () => {
  it(`${COMMANDS} commands from 40 members, a directory answering in 150 ms, a tight request budget: every command answered, no MaxListenersExceededWarning`, async () => {
    const warnings = await listenerWarnings(async () => {
      const w = await world();
      w.sandbox.setLatency(150);
      await inProcessRunBot(w, { budget: { perMinute: 6_000, burst: 10 } });
      const members = COMMUNITY.slice(0, 40);
      for (let i = 0; i < COMMANDS; i++) w.zulip.sendDm(members[i % members.length]!.id, [BOT.id], i % 3 === 2 ? 'visits' : "who's here");
      await w.zulip.waitFor(() => w.botMessages().length >= COMMANDS, 60_000);
    });
    expect(warnings).toEqual([]);
  }, 90_000);

  it('100 members tap 👋 at once on a slow directory (the check-ins run on the bot\'s shared command signal): no MaxListenersExceededWarning', async () => {
    const warnings = await listenerWarnings(async () => {
      const w = await checkinWorld(100, { latencyMs: 150 });
      const bot = await checkinBot(w);
      await bot.checkins.post('morning', today());
      const postId = (await bot.checkins.find('morning', today()))!.messageId;
      for (const user of w.users) w.zulip.react(user.id, postId, 'wave');
      await bot.untilHandled(100, 60_000);
    });
    expect(warnings).toEqual([]);
  }, 90_000);

  it(`the compiled bot (frontdesk run, claims on, a request budget that makes commands wait): ${COMMANDS} commands on a slow directory, no warning on its stderr`, async () => {
    const w = await world({ config: { zulip: { claimEmoji: 'eyes', requestsPerMinute: 1_200 } } });
    w.sandbox.setLatency(150);
    const bot = await w.startBot();
    const members = COMMUNITY.slice(0, 40);
    for (let i = 0; i < COMMANDS; i++) w.zulip.sendDm(members[i % members.length]!.id, [BOT.id], i % 3 === 2 ? 'visits' : "who's here");
    await w.zulip.waitFor(() => w.botMessages().length >= COMMANDS, 60_000);
    bot.kill('SIGTERM');
    expect(await bot.exited).toBe(0);
    expect(bot.stderr()).not.toContain('MaxListenersExceededWarning');
    expect(bot.stderr()).not.toMatch(/\(node:\d+\) \w*Warning/);
  }, 90_000);
});
