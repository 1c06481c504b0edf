import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { clampToRange } from '../../src/util/clamp.js';
import { LogThrottle } from '../../src/util/log-throttle.js';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('clampToRange', () => {
  it('keeps values inside, moves absurd ones to the nearest bound, and says so', () => {
    const range = { min: 1, max: 300 };
    expect(clampToRange(28.7, range)).toEqual({ value: 28.7, clamped: false });
    expect(clampToRange(0, range)).toEqual({ value: 1, clamped: true });
    expect(clampToRange(-1, range)).toEqual({ value: 1, clamped: true });
    expect(clampToRange(86_400, range)).toEqual({ value: 300, clamped: true });
    expect(clampToRange(Infinity, range)).toEqual({ value: 300, clamped: true });
    expect(clampToRange(NaN, range)).toEqual({ value: 1, clamped: true });
  });
});

describe('LogThrottle', () => {
  it('logs a key once per window, then once more with how many were left out', async () => {
    let now = 0;
    const throttle = new LogThrottle(60_000, () => now);
    const { log, lines } = capture();
    for (let i = 0; i < 500; i++) throttle.log(log, 'warn', 'empty-poll', { n: i }, 'a poll brought no new events');
    throttle.log(log, 'warn', 'other', {}, 'another fault');
    now = 60_000;
    throttle.log(log, 'warn', 'empty-poll', { n: 500 }, 'a poll brought no new events');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => [l.msg, l.n, l.repeated])).toEqual([
      ['a poll brought no new events', 0, undefined],
      ['another fault', undefined, undefined],
      ['a poll brought no new events', 500, 499],
    ]);
  });
});
