import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { FIRST_ZULIP_ID } from './data.js';
import { startBench } from './harness.js';
import { settle } from './measure.js';

/**
 * One bot process under one command, for a CPU profile: run with
 * BENCH_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' (the profile is written at exit).
 *
 *   npx tsx bench/profile-cmd.ts --command "who's here" --count 1000
 */
const { values } = parseArgs({ options: { command: { type: 'string', default: 'checkin' }, count: { type: 'string', default: '1000' }, bare: { type: 'boolean', default: false } } });
const bench = await startBench({ latencyMs: 0, bare: values.bare });
try {
  await bench.ask(FIRST_ZULIP_ID, 'help');
  await settle(bench);
  const t0 = performance.now();
  for (let i = 0; i < Number(values.count); i++) {
    await bench.ask(FIRST_ZULIP_ID, values.command);
    if (values.command === 'checkin') await settle(bench, 5);
  }
  process.stdout.write(`${values.count} × ${values.command}: ${(performance.now() - t0).toFixed(0)} ms\n`);
} finally {
  await bench.stop();
  // The bot's own output (e.g. BENCH_NODE_OPTIONS=--trace-gc), when asked for.
  if (process.env.BENCH_OUT) await writeFile(process.env.BENCH_OUT, bench.out());
}
