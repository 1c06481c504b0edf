import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Bot } from '../../src/bot/bot.js';
import { Dispatcher } from '../../src/bot/dispatch.js';
import { FloodGuard } from '../../src/bot/flood-guard.js';
import type { ActionResult } from '../../src/bot/pipeline.js';
import type { ReactionKind } from '../../src/bot/reactions.js';
import type { InboundReaction } from '../../src/chat.js';
import { silentLogger } from '../../src/log.js';
import { recordingTransport, testBot } from '../support/bot.js';

/**
 * The one pipeline on fake time: reactions go through it like messages (the
 * member's limit, the time limit, one outcome each), taps settle into one
 * action, and the oldest unanswered action is known for readiness.
 */
const MEMBER = { zulipId: 501, fullName: 'Tapper' };
const tap = (op: 'add' | 'remove', messageId = 9): InboundReaction => ({ op, messageId, member: MEMBER, emoji: { name: 'wave', code: '1f44b', type: 'unicode_emoji' } });

/** A reaction kind that records what reaches its handler, and can be made to hang. */
function recordingKind() {
  const handled: InboundReaction[] = [];
  const aborted: string[] = [];
  let hang = false;
  const kind: ReactionKind = {
    name: 'test',
    mayConcern: (r) => r.emoji.name === 'wave',
    subject: (r) => Promise.resolve(String(r.messageId)),
    handle: (r, signal) =>
      new Promise<ActionResult>((resolve) => {
        handled.push(r);
        if (!hang) return resolve({ kind: 'test', outcome: r.op });
        signal.addEventListener('abort', () => (aborted.push(String(signal.reason)), resolve({ kind: 'test', outcome: 'aborted' })), { once: true });
      }),
  };
  return { kind, handled, aborted, hang: () => (hang = true) };
}

async function botWith(kind: ReactionKind, options: { guard?: FloodGuard; timeLimitMs?: number } = {}) {
  const { runner } = await testBot();
  const { transport, deliver } = recordingTransport();
  const bot = new Bot({
    transport,
    runner,
    dispatcher: new Dispatcher(4, silentLogger),
    log: silentLogger,
    reactions: [kind],
    reactionSettleMs: 1_500,
    floodGuard: options.guard,
    ...(options.timeLimitMs ? { commandTimeLimitMs: options.timeLimitMs } : {}),
  });
  await bot.start();
  return { bot, react: (r: InboundReaction) => deliver({ kind: 'reaction', reaction: r }) };
}

/** Lets the promises queued so far run (fake time does not move). */
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('reactions in the member pipeline', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] }));
  afterEach(() => void vi.useRealTimers());

  it('someone toggling 👋 every 300 ms for a minute makes one action, with the last state, once they stop', async () => {
    const { kind, handled } = recordingKind();
    const { react } = await botWith(kind);
    for (let i = 0; i < 200; i++) {
      await react(tap(i % 2 ? 'remove' : 'add'));
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(handled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_500);
    await flush();
    expect(handled.map((r) => r.op)).toEqual(['remove']);
  });

  it('reactions count against the member limit: one over it is not dropped, it waits for the window to end', async () => {
    const guard = new FloodGuard({ commandsPerMember: 3, memberWindowMs: 30_000, repliesPerConversation: 0, conversationWindowMs: 60_000 }, () => Date.now());
    const { kind, handled } = recordingKind();
    const { react } = await botWith(kind, { guard });
    // Four taps on four posts: the fourth is over the limit.
    for (const post of [1, 2, 3, 4]) await react(tap('add', post));
    await vi.advanceTimersByTimeAsync(1_600);
    await flush();
    expect(handled.map((r) => r.messageId)).toEqual([1, 2, 3]);
    // The taps counted like commands: the member is over the limit for typing too.
    expect(guard.blockedMs(MEMBER.zulipId)).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(30_000);
    await flush();
    expect(handled.map((r) => r.messageId)).toEqual([1, 2, 3, 4]);
  });

  it('a reaction action that hangs is cut at the one time limit, like a command', async () => {
    const { kind, handled, aborted, hang } = recordingKind();
    hang();
    const { react } = await botWith(kind, { timeLimitMs: 10_000 });
    await react(tap('add'));
    await vi.advanceTimersByTimeAsync(1_500);
    await flush();
    expect(handled).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await flush();
    expect(aborted).toEqual(['Error: the action took longer than its time limit']);
  });

  it('the oldest unanswered action: its age while it waits, 0 once it is done (readiness reads this)', async () => {
    const { kind, hang } = recordingKind();
    hang();
    const { bot, react } = await botWith(kind, { timeLimitMs: 120_000 });
    expect(bot.oldestUnansweredMs()).toBe(0);
    await react(tap('add'));
    await vi.advanceTimersByTimeAsync(1_500);
    await flush();
    await vi.advanceTimersByTimeAsync(61_000);
    expect(bot.oldestUnansweredMs()).toBeGreaterThanOrEqual(61_000);
    await vi.advanceTimersByTimeAsync(60_000);
    await flush();
    expect(bot.oldestUnansweredMs()).toBe(0);
  });
});
