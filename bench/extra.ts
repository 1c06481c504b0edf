import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * Runs the benchmark scenarios in bench/extra/ one after another, each as its
 * own process (so one scenario's heap never colours the next one's RSS). Each
 * scenario prints its own table and writes bench/results-<name>.json.
 * `tsx bench/extra.ts --only parse,index` runs some of them; `--quick` is passed on.
 */
const { values } = parseArgs({ options: { only: { type: 'string' }, quick: { type: 'boolean' } } });
const dir = fileURLToPath(new URL('./extra/', import.meta.url));
const wanted = values.only?.split(',').map((s) => s.trim());
const scenarios = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3))
  .filter((name) => !wanted || wanted.includes(name))
  .sort();
let failed = 0;
for (const name of scenarios) {
  process.stdout.write(`\n## ${name}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${name}.ts`, ...(values.quick ? ['--quick'] : [])], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    process.stdout.write(`scenario ${name} failed (exit ${run.status ?? run.signal})\n`);
  }
}
process.exitCode = failed ? 1 : 0;
