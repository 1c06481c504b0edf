import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Dispatcher } from '../../src/bot/dispatch.js';
import { LimiterClosedError, RateLimiter } from '../../src/zulip/rate-limit.js';
import { silentLogger } from '../../src/log.js';
import { HandledProgress } from '../../src/zulip/progress.js';

describe('shutdown parts', () => {
  it('Dispatcher.close drops the tasks not started, lets running ones finish, and takes no more', async () => {
    const dispatcher = new Dispatcher(2, silentLogger);
    const ran: number[] = [];
    const gates: Array<() => void> = [];
    const settled: number[] = [];
    for (let i = 0; i < 6; i++) {
      void dispatcher
        .submit(i % 3, () => new Promise<void>((resolve) => gates.push(() => (ran.push(i), resolve()))))
        .then(() => settled.push(i));
    }
    expect(dispatcher.close()).toBe(4);
    await dispatcher.submit(9, () => Promise.resolve(void ran.push(9)));
    // The dropped tasks' submitters hear at once (the shell waits on them); the running ones when done.
    expect(settled.sort()).toEqual([2, 3, 4, 5]);
    gates.forEach((open) => open());
    await dispatcher.idle();
    expect(ran.sort()).toEqual([0, 1]);
  });

  it('RateLimiter.close ends every wait at once, rejecting', async () => {
    const limiter = new RateLimiter({ perMinute: 1, burst: 1 });
    await limiter.acquire();
    const waiting = [limiter.acquire(), limiter.acquire()].map((p) => p.catch((e: unknown) => e));
    limiter.close();
    for (const result of await Promise.all(waiting)) expect(result).toBeInstanceOf(LimiterClosedError);
    await expect(limiter.acquire()).rejects.toBeInstanceOf(LimiterClosedError);
  });

  it('HandledProgress: the watermark stops below the first message not taken in hand; ids done above it are kept', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'frontdesk-progress-'));
    try {
      const file = join(dir, 'state.json');
      const progress = await HandledProgress.open(file, silentLogger);
      expect(progress.resumed).toBeUndefined();
      for (const id of [10, 11, 12, 13, 14]) progress.received(id);
      progress.handled(10);
      progress.handled(12);
      progress.handled(14);
      expect(progress.snapshot()).toEqual({ watermark: 10, handledAbove: [12, 14] });
      await progress.flush();
      // Received but none handled yet (a shutdown at once): the watermark still sits below them.
      const fresh = await HandledProgress.open(join(dir, 'fresh.json'), silentLogger);
      fresh.received(500);
      fresh.received(501);
      expect(fresh.snapshot()).toEqual({ watermark: 499, handledAbove: [] });
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ watermark: 10, handledAbove: [12, 14] });
      const next = await HandledProgress.open(file, silentLogger);
      expect(next.resumed).toEqual({ watermark: 10, handledAbove: [12, 14] });
      next.received(11);
      next.handled(11);
      next.received(13);
      next.handled(13);
      expect(next.snapshot()).toEqual({ watermark: 14, handledAbove: [] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
