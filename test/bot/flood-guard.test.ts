import { describe, expect, it } from 'vitest';
import { Bot } from '../../src/bot/bot.js';
import { Dispatcher } from '../../src/bot/dispatch.js';
import { FloodGuard, type FloodLimits } from '../../src/bot/flood-guard.js';
import type { Place } from '../../src/chat.js';
import { silentLogger } from '../../src/log.js';
import { STREAM, recordingTransport, testBot } from '../support/bot.js';

const LIMITS: FloodLimits = { commandsPerMember: 3, memberWindowMs: 30_000, repliesPerConversation: 5, conversationWindowMs: 60_000 };

describe('FloodGuard (fake time)', () => {
  it('a member: a few commands, then one "slow down", then silence until the window ends', () => {
    let now = 0;
    const guard = new FloodGuard(LIMITS, () => now);
    const seen = Array.from({ length: 8 }, () => guard.admit(7));
    expect(seen).toEqual(['ok', 'ok', 'ok', 'slow-down', 'ignore', 'ignore', 'ignore', 'ignore']);
    expect(guard.admit(8)).toBe('ok'); // others are not affected
    now = 29_999;
    expect(guard.admit(7)).toBe('ignore');
    now = 30_000;
    expect(guard.admit(7)).toBe('ok');
  });

  it('a conversation: at most N messages from the bot per window, whoever asked', () => {
    let now = 0;
    const guard = new FloodGuard(LIMITS, () => now);
    const dm: Place = { type: 'dm', recipientIds: [3, 2] };
    expect(Array.from({ length: 7 }, () => guard.mayReply(STREAM))).toEqual([true, true, true, true, true, false, false]);
    expect(guard.mayReply({ type: 'stream', stream: 'hub', topic: 'CHECK-INS' })).toBe(false); // topics are case-insensitive
    expect(guard.mayReply(dm)).toBe(true);
    now = 60_000;
    expect(guard.mayReply(STREAM)).toBe(true);
  });

  it('0 turns a limit off', () => {
    const guard = new FloodGuard({ ...LIMITS, commandsPerMember: 0, repliesPerConversation: 0 });
    for (let i = 0; i < 100; i++) expect([guard.admit(1), guard.mayReply(STREAM)]).toEqual(['ok', true]);
  });
});

describe('the bot under a flood (fake transport)', () => {
  async function floodedBot(limits: FloodLimits) {
    const { runner } = await testBot();
    const { transport, sent, deliver } = recordingTransport();
    const bot = new Bot({ transport, runner, dispatcher: new Dispatcher(4, silentLogger), log: silentLogger, floodGuard: new FloodGuard(limits) });
    await bot.start();
    let id = 0;
    const say = (zulipId: number, text: string, place: Place = STREAM) =>
      deliver({ kind: 'message', message: { id: ++id, sender: { zulipId, fullName: `M${zulipId}` }, text, place } });
    return { sent, say };
  }

  it('80 "who\'s here" from one member in a stream: three answers and one polite "slow down"', async () => {
    const { sent, say } = await floodedBot({ ...LIMITS, repliesPerConversation: 0 });
    await Promise.all(Array.from({ length: 80 }, () => say(1001, 'help')));
    expect(sent).toHaveLength(4);
    expect(sent.filter((m) => m.text.includes('faster than I can answer'))).toHaveLength(1);
  });

  it('members together cannot make the bot post more than the conversation limit', async () => {
    const { sent, say } = await floodedBot({ ...LIMITS, commandsPerMember: 0 });
    await Promise.all(Array.from({ length: 20 }, (_, i) => say(2000 + i, 'help')));
    expect(sent).toHaveLength(5);
    await say(1, 'help', { type: 'dm', recipientIds: [1] });
    expect(sent).toHaveLength(6);
  });
});

describe('FloodGuard: one flood, one "slow down"', () => {
  it('a member flooding through several windows is told once; after a quiet window, a new flood is told again', () => {
    let now = 0;
    const guard = new FloodGuard(LIMITS, () => now);
    const verdicts: string[] = [];
    // 200 commands a minute for 90 s: three windows, all over the limit.
    for (; now < 90_000; now += 300) verdicts.push(guard.admit(7));
    expect(verdicts.filter((v) => v === 'slow-down')).toHaveLength(1);
    expect(verdicts.filter((v) => v === 'ok')).toHaveLength(9);
    // Quiet for two windows, then another flood.
    now += 60_000;
    const again = Array.from({ length: 5 }, () => guard.admit(7));
    expect(again).toEqual(['ok', 'ok', 'ok', 'slow-down', 'ignore']);
  });
});
