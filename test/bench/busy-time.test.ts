import { describe, expect, it } from 'vitest';
import { busyMs } from '../../bench/extra/abuse/slow.js';

describe("a command's directory time (the floor its reply is held to)", () => {
  it('requests one after another: their sum', () => {
    expect(busyMs([{ startedHr: 0, durationMs: 20 }, { startedHr: 25, durationMs: 20 }])).toBe(40);
  });

  it('requests asked together count once: the time at least one was under way', () => {
    expect(busyMs([{ startedHr: 1, durationMs: 20 }, { startedHr: 0, durationMs: 20 }, { startedHr: 5, durationMs: 5 }])).toBe(21);
  });

  it('no request: no time', () => {
    expect(busyMs([])).toBe(0);
  });
});
