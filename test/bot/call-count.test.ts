import { describe, expect, it } from 'vitest';
import { testBot } from '../support/bot.js';

/**
 * Each command's log line says how many directory requests it made
 * (RunResult.directoryCalls). The count travels with the command (the
 * deps its handlers get), so two commands in flight at once never count
 * each other's requests.
 */
describe('directory calls per command', () => {
  it('two commands in flight at once each count their own requests, no more, no fewer', async () => {
    const { say, sandbox } = await testBot();
    const [ada, bram] = sandbox.store.profiles();
    // A forecast (tomorrow's plans, then the weekday's history) and a check-in (already made after the warm-up): different counts.
    const commands = [
      { text: 'forecast tomorrow', as: ada! },
      { text: 'checkin', as: bram! },
    ];
    // Warm the member lookups first (the resolver's requests count too), so each command's count is the same every run.
    const lookups: string[] = [];
    for (const c of commands) {
      const first = await say(c.text, { as: c.as });
      expect(first.result.directoryCalls).toBe(first.requests.length);
      lookups.push(...first.requests.map((r) => r.path).filter((path) => path.startsWith('/api/v1/profiles')));
    }
    expect(lookups).not.toEqual([]);
    const alone: number[] = [];
    for (const c of commands) {
      const said = await say(c.text, { as: c.as });
      expect(said.result.directoryCalls).toBe(said.requests.length);
      alone.push(said.result.directoryCalls);
    }
    expect(alone[0]).toBeGreaterThan(0);
    expect(alone[1]).toBeGreaterThan(0);
    expect(alone[0]).not.toBe(alone[1]);

    // Now both at once, their requests interleaved by the sandbox's latency.
    sandbox.setLatency(30);
    const before = sandbox.requests.length;
    const together = await Promise.all(commands.map((c) => say(c.text, { as: c.as })));
    expect(together.map((s) => s.result.directoryCalls)).toEqual(alone);
    expect(sandbox.requests.length - before).toBe(alone[0]! + alone[1]!);
  });
});
