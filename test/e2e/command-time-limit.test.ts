import { describe, expect, it } from 'vitest';
import { inProcessRunBot } from '../support/inprocess-bot.js';
import { ADA, BOT, world } from '../support/world.js';

/** A whole command has a time limit (Bot's commandTimeLimitMs), whatever it waits on: here a directory that hangs. */
const LIMIT_MS = 1_000;
const DIRECTORY_TIMEOUT_MS = 60_000;

describe('the time limit of a whole command', () => {
  it('a hung directory: the member gets an honest answer at the limit, long before the request times out; the next command runs', async () => {
    const w = await world();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken = 0;
    // The first visits request hangs until the test ends (a sandbox fault), far past the limit.
    w.sandbox.injectFault({ holdUntil: held, onTaken: () => taken++, match: (method, path) => method === 'GET' && path.startsWith('/api/v1/hub_visits') });
    try {
      await inProcessRunBot(w, { commandTimeLimitMs: LIMIT_MS, directoryTimeoutMs: DIRECTORY_TIMEOUT_MS });
      const started = performance.now();
      const first = w.nextReply((m) => m.recipientIds.includes(ADA.id), 10_000);
      w.zulip.sendDm(ADA.id, [BOT.id], "who's here");
      const answer = await first;
      const tookMs = performance.now() - started;
      // The request is still held when the answer goes out: the limit answered, not the directory.
      expect(taken).toBe(1);
      expect(answer.content).toMatch(/directory didn't answer/i);
      expect(answer.content).not.toMatch(/at the hub today/);
      expect(tookMs).toBeGreaterThanOrEqual(LIMIT_MS - 50);
      expect(tookMs).toBeLessThan(DIRECTORY_TIMEOUT_MS / 2);

      const second = w.nextReply((m) => m.recipientIds.includes(ADA.id), 10_000);
      w.zulip.sendDm(ADA.id, [BOT.id], "who's here");
      expect((await second).content).toMatch(/at the hub today/);
    } finally {
      release();
    }
  }, 30_000);
});
