import { FIRST_ZULIP_ID } from '../data.js';
import { startBench } from '../harness.js';
import { settle, timingOf } from '../measure.js';
import { percentile } from '../stats.js';

export const COMMANDS = { checkin: 'checkin', "who's here (250)": "who's here", 'whois by email': 'whois bench1@example.org' } as const;
export type CommandName = keyof typeof COMMANDS;

export interface CommandsRun {
  /** Per command: p50 and p99 of the bot's own time, and the median directory requests. */
  [name: string]: { p50: number; p99: number; wallP50: number; directoryRequests: number };
}

/**
 * One fresh bot (or, with `bare`, the calibration client of bench/bare-client.ts);
 * each command `samples` times, one at a time, by a member already resolved.
 */
export async function commandsRun(latencyMs: number, samples: number, bare = false): Promise<CommandsRun> {
  const bench = await startBench({ latencyMs, bare });
  const member = FIRST_ZULIP_ID;
  try {
    await bench.ask(member, 'help');
    await bench.ask(member, 'visits'); // resolves the member
    await settle(bench);
    const out: CommandsRun = {};
    for (const [name, text] of Object.entries(COMMANDS)) {
      const timings = [];
      for (let i = 0; i < samples; i++) {
        const { asked, reply } = await bench.ask(member, text);
        timings.push(await timingOf(bench, asked, reply));
        if (name === 'checkin') await settle(bench, 5); // its reaction
      }
      const overhead = timings.map((t) => t.overheadMs);
      out[name] = {
        p50: percentile(overhead, 50),
        p99: percentile(overhead, 99),
        wallP50: percentile(timings.map((t) => t.wallMs), 50),
        directoryRequests: percentile(timings.map((t) => t.directoryRequests), 50),
      };
    }
    return out;
  } finally {
    await bench.stop();
  }
}
