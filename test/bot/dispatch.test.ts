import { describe, expect, it } from 'vitest';
import { Dispatcher } from '../../src/bot/dispatch.js';
import { silentLogger } from '../../src/log.js';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('Dispatcher', () => {
  it('keeps each key in order while running different keys concurrently, up to the bound', async () => {
    const dispatcher = new Dispatcher(3, silentLogger);
    const log: string[] = [];
    let running = 0;
    let peak = 0;
    for (let i = 0; i < 40; i++) {
      const key = i % 8;
      void dispatcher.submit(key, async () => {
        running++;
        peak = Math.max(peak, running);
        await tick(Math.random() * 5);
        log.push(`${key}:${i}`);
        running--;
      });
    }
    await dispatcher.idle();
    expect(log).toHaveLength(40);
    expect(peak).toBe(3);
    for (let key = 0; key < 8; key++) {
      const mine = log.filter((e) => e.startsWith(`${key}:`)).map((e) => Number(e.split(':')[1]));
      expect(mine).toEqual([...mine].sort((a, b) => a - b));
    }
  });

  it('goes on after a task throws, and reports idle', async () => {
    const dispatcher = new Dispatcher(2, silentLogger);
    const done: number[] = [];
    void dispatcher.submit(1, () => Promise.reject(new Error('boom')));
    void dispatcher.submit(1, () => Promise.resolve(void done.push(1)));
    void dispatcher.submit(2, () => Promise.resolve(void done.push(2)));
    await dispatcher.idle();
    expect(done.sort()).toEqual([1, 2]);
    expect(dispatcher.size).toBe(0);
    await expect(dispatcher.idle()).resolves.toBeUndefined();
  });

  it('lets keys take turns so one busy sender cannot starve the others', async () => {
    const dispatcher = new Dispatcher(1, silentLogger);
    const order: string[] = [];
    for (let i = 0; i < 5; i++) void dispatcher.submit(1, () => Promise.resolve(void order.push('busy')));
    void dispatcher.submit(2, () => Promise.resolve(void order.push('quiet')));
    await dispatcher.idle();
    expect(order.indexOf('quiet')).toBeLessThanOrEqual(2);
  });
});
