import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { burstRun, type BurstRun } from './scenarios/burst.js';
import { commandsRun, COMMANDS, type CommandsRun } from './scenarios/commands.js';
import { digestCold, digestWarm } from './scenarios/digest.js';
import { memoryRun } from './scenarios/memory.js';
import { startupRun } from './scenarios/startup.js';
import { round, show, spread, type Spread } from './stats.js';

/**
 * `npm run bench`: the compiled bot as a child process against the fake Zulip
 * server and the sandbox directory on loopback, with directory latency
 * injected. Prints a table and writes bench/results.json. See bench/README.md.
 */
const { values } = parseArgs({
  options: { quick: { type: 'boolean' }, latency: { type: 'string', default: '0,20' }, out: { type: 'string', default: 'bench/results.json' } },
});
const quick = Boolean(values.quick);
const latencies = values.latency.split(',').map(Number);
const log = (text: string) => process.stdout.write(`${text}\n`);
const t0 = performance.now();

log(`frontdesk benchmark${quick ? ' (quick)' : ''}: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.versions.node}`);

const commands: Record<string, Record<string, { p50: Spread; p99: Spread; wallP50: Spread; directoryRequests: Spread }>> = {};
// The same round trips on bare node:http (bench/bare-client.ts): what the machine charges, per latency and command.
const calibration: Record<string, Record<string, { p50: number; p99: number }>> = {};
for (const latency of latencies) {
  const runs: CommandsRun[] = [];
  for (let i = 0; i < (quick ? 1 : 3); i++) {
    log(`  commands at ${latency} ms directory latency, run ${i + 1}…`);
    runs.push(await commandsRun(latency, quick ? 30 : 200));
  }
  log(`  the bare-node calibration client at ${latency} ms…`);
  const bare = await commandsRun(latency, quick ? 30 : 200, true);
  calibration[`${latency}ms`] = Object.fromEntries(Object.entries(bare).map(([name, v]) => [name, { p50: v.p50, p99: v.p99 }]));
  commands[`${latency}ms`] = Object.fromEntries(
    Object.keys(COMMANDS).map((name) => [
      name,
      {
        p50: spread(runs.map((r) => r[name]!.p50)),
        p99: spread(runs.map((r) => r[name]!.p99)),
        wallP50: spread(runs.map((r) => r[name]!.wallP50)),
        directoryRequests: spread(runs.map((r) => r[name]!.directoryRequests)),
      },
    ]),
  );
}

const DIGEST_LATENCY = 20;
log(`  digest for 500 visitors at ${DIGEST_LATENCY} ms, cold…`);
const cold = [];
for (let i = 0; i < (quick ? 2 : 5); i++) cold.push(await digestCold(DIGEST_LATENCY));
log('  digest, warm…');
const warm = await digestWarm(DIGEST_LATENCY, quick ? 2 : 5);
const digest = {
  latencyMs: DIGEST_LATENCY,
  cold: { wallMs: spread(cold.map((r) => r.wallMs)), directoryRequests: spread(cold.map((r) => r.directoryRequests)) },
  warm: { wallMs: spread(warm.map((r) => r.wallMs)), directoryRequests: spread(warm.map((r) => r.directoryRequests)) },
};

const bursts: BurstRun[] = [];
for (let i = 0; i < (quick ? 1 : 3); i++) {
  log(`  burst of 2,000 commands from 200 members, run ${i + 1}…`);
  bursts.push(await burstRun());
}
const burst = {
  drainMs: spread(bursts.map((b) => b.drainMs)),
  lost: Math.max(...bursts.map((b) => b.lost)),
  duplicates: Math.max(...bursts.map((b) => b.duplicates)),
  orderViolations: Math.max(...bursts.map((b) => b.orderViolations)),
  peakPerSecond: spread(bursts.map((b) => b.peakPerSecond)),
};

log(`  memory over ${quick ? '20,000' : '100,000'} events…`);
const memory = await memoryRun(quick ? 20_000 : 100_000);

const startups = [];
for (let i = 0; i < (quick ? 2 : 5); i++) startups.push(await startupRun());
const startup = { wallMs: spread(startups.map((s) => s.wallMs)), networkMs: spread(startups.map((s) => s.networkMs)), ownMs: spread(startups.map((s) => s.ownMs)) };

const at0 = commands['0ms'] ?? commands[`${latencies[0]}ms`]!;
const worstP50 = Math.max(...Object.values(commands).flatMap((c) => Object.values(c).map((v) => v.p50.median)));
const worstP99 = Math.max(...Object.values(commands).flatMap((c) => Object.values(c).map((v) => v.p99.median)));
const rssPeak = Math.max(memory.rssAfterStartMb, ...memory.rssMb);
const targets = [
  { name: 'overhead p50 (worst command, any latency)', target: '< 2 ms', measured: `${round(worstP50)} ms`, met: worstP50 < 2 },
  { name: 'overhead p99 (worst command, any latency)', target: '< 10 ms', measured: `${round(worstP99)} ms`, met: worstP99 < 10 },
  { name: 'checkin directory requests (resolved member)', target: '1', measured: String(at0.checkin!.directoryRequests.median), met: at0.checkin!.directoryRequests.median === 1 },
  { name: "who's here (250 visitors) directory requests", target: '2', measured: String(at0["who's here (250)"]!.directoryRequests.median), met: at0["who's here (250)"]!.directoryRequests.median === 2 },
  { name: 'digest 500 at 20 ms, cold', target: '< 1.5 s', measured: `${round(digest.cold.wallMs.median / 1000, 3)} s`, met: digest.cold.wallMs.median < 1500 },
  { name: 'digest 500 at 20 ms, warm', target: '< 0.3 s', measured: `${round(digest.warm.wallMs.median / 1000, 3)} s`, met: digest.warm.wallMs.median < 300 },
  { name: 'burst: lost / order violations', target: '0 / 0', measured: `${burst.lost} / ${burst.orderViolations}`, met: burst.lost === 0 && burst.orderViolations === 0 && burst.duplicates === 0 },
  { name: 'RSS peak', target: '< 120 MB', measured: `${round(rssPeak, 1)} MB`, met: rssPeak < 120 },
  { name: 'RSS growth over the last tenth', target: 'no trend', measured: `${round(memory.lastTenthGrowthMb, 1)} MB`, met: memory.lastTenthGrowthMb < 5 },
  { name: 'start-up, excluding network', target: '< 1 s', measured: `${round(startup.ownMs.median)} ms`, met: startup.ownMs.median < 1000 },
];

const results = {
  date: new Date().toISOString(),
  quick,
  machine: { cpus: cpus().length, model: cpus()[0]?.model, memoryGb: round(totalmem() / 2 ** 30, 1), node: process.versions.node, platform: `${process.platform} ${process.arch}` },
  seconds: round((performance.now() - t0) / 1000, 1),
  commands,
  calibration,
  digest,
  burst,
  memory: { ...memory, rssMb: memory.rssMb.map((n) => round(n, 1)), rssAfterStartMb: round(memory.rssAfterStartMb, 1) },
  startup,
  targets,
};
await writeFile(values.out, `${JSON.stringify(results, null, 2)}\n`);

log('');
log('| command | latency | overhead p50 | overhead p99 | bare-node p50 / p99 | p50 ratio | wall p50 | directory requests |');
log('|---|---|---|---|---|---|---|---|');
for (const [latency, byCommand] of Object.entries(commands)) {
  for (const [name, v] of Object.entries(byCommand)) {
    const bare = calibration[latency]![name]!;
    const floor = `${round(bare.p50)} / ${round(bare.p99)} ms`;
    log(`| ${name} | ${latency} | ${show(v.p50, ' ms')} | ${show(v.p99, ' ms')} | ${floor} | ${round(v.p50.median / bare.p50, 1)}× | ${show(v.wallP50, ' ms', 1)} | ${show(v.directoryRequests)} |`);
  }
}
log('');
log(`digest of 500 visitors at ${DIGEST_LATENCY} ms: cold ${show(digest.cold.wallMs, ' ms', 0)} with ${show(digest.cold.directoryRequests)} requests; warm ${show(digest.warm.wallMs, ' ms', 0)} with ${show(digest.warm.directoryRequests)} requests`);
log(`burst of 2,000 from 200 members: drained in ${show(burst.drainMs, ' ms', 0)}; lost ${burst.lost}, duplicates ${burst.duplicates}, order violations ${burst.orderViolations}; peak ${show(burst.peakPerSecond, '/s', 0)} sends`);
log(`memory: RSS ${round(memory.rssAfterStartMb, 1)} MB after start; per tenth of ${memory.events} events: ${memory.rssMb.map((n) => round(n, 1)).join(', ')} MB (${round(memory.seconds, 1)} s)`);
log(`start-up: ${show(startup.wallMs, ' ms', 0)} to ready, of which network ${show(startup.networkMs, ' ms', 1)}`);
log('');
log('| target | goal | measured | met |');
log('|---|---|---|---|');
for (const t of targets) log(`| ${t.name} | ${t.target} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`);
log(`\n${results.seconds} s in all; results in ${values.out}`);
