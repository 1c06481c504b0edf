import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { flood, hugeUpload, longMessages, stuckRenderer } from './deaf.js';
import { bidiNotes, sandboxLog } from './minor.js';
import { sigtermBurst, sigtermMidCheckin, sigtermSlowSends } from './restarts.js';
import { backlogLive, backlogRestart, oneASecond, reactionStorm, removalWithSkewedStamps, twoProcessReactions } from './slow.js';

/**
 * The issue-24 probes (`npm run bench:abuse`): each finding reproduced against the
 * fake Zulip (Zulip's rate limit enforced) and the sandbox, on the compiled bot run
 * as the Procfile's worker with the shipped default limits. Prints each scenario's
 * figures as it ends and writes them to bench/results-abuse.json under `--label`
 * (e.g. "before" and "after"), keeping the other labels already there.
 *
 *   npx tsx bench/extra/abuse/run.ts [--only flood,backlogLive] [--quick] [--label after] [--state-file]
 *
 * `--state-file` sets zulip.stateFile for the restart probes (how the findings were
 * first measured); without it the bot has no disk, as on a Procfile host.
 * `--print-only` writes nothing (the resilience suite runs a probe so).
 * Full run: about 20 minutes; --quick about 8.
 */
const { values } = parseArgs({ options: { only: { type: 'string' }, quick: { type: 'boolean' }, label: { type: 'string' }, 'state-file': { type: 'boolean' }, 'print-only': { type: 'boolean' } } });
const quick = values.quick ?? false;
const useStateFile = values['state-file'] ?? false;
const scenarios: Record<string, () => Promise<unknown>> = {
  flood: () => flood({ floodSeconds: quick ? 40 : 90, afterSeconds: quick ? 20 : 60 }),
  longMessages: () => longMessages({ seconds: quick ? 30 : 60 }),
  stuckRenderer: () => stuckRenderer({ waitSeconds: quick ? 40 : 100 }),
  hugeUpload: () => hugeUpload(),
  sigtermSlowSends: () => sigtermSlowSends({ useStateFile }),
  sigtermBurst: () => sigtermBurst({ useStateFile }),
  sigtermMidCheckin: () => sigtermMidCheckin({ useStateFile }),
  backlogLive: () => backlogLive(),
  backlogRestart: () => backlogRestart({ useStateFile }),
  oneASecond: () => oneASecond({ seconds: quick ? 30 : 60 }),
  twoProcessReactions: () => twoProcessReactions(),
  reactionStorm: () => reactionStorm({ seconds: quick ? 30 : 90 }),
  removalWithSkewedStamps: () => removalWithSkewedStamps(),
  bidiNotes: () => bidiNotes(),
  sandboxLog: () => sandboxLog(),
};
const wanted = values.only?.split(',').map((s) => s.trim()) ?? Object.keys(scenarios);
const label = values.label ?? 'latest';
const file = new URL('../../results-abuse.json', import.meta.url);
const results = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, Record<string, unknown>>;
results[label] ??= {};
let failed = 0;
for (const name of wanted) {
  const run = scenarios[name];
  if (!run) throw new Error(`no scenario ${name}; known: ${Object.keys(scenarios).join(', ')}`);
  const started = Date.now();
  try {
    const figures = await run();
    results[label][name] = { ...(figures as object), quick, stateFile: useStateFile, at: new Date().toISOString() };
    process.stdout.write(`${name} (${Math.round((Date.now() - started) / 1000)} s): ${JSON.stringify(figures)}\n`);
  } catch (error) {
    failed++;
    process.stdout.write(`${name} failed: ${(error as Error).stack ?? String(error)}\n`);
  }
  if (!values['print-only']) await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}
process.exitCode = failed ? 1 : 0;
