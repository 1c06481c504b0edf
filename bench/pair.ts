import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { FIRST_ZULIP_ID } from './data.js';
import type { FakeMessage } from '../test/support/fake-zulip/index.js';
import { BOT, startBench } from './harness.js';
import { settle, timingOf } from './measure.js';
import { percentile } from './stats.js';

/**
 * Two builds (or more) and the bare client, in turn, round after round, at one latency: each command's
 * overhead p50 (as `run.ts` measures it), wall p50, and the bot's main-thread CPU per command
 * (/proc/<pid>/task/<pid>/schedstat), and the p50 of the critical path's two ends ("ends": event handed out to
 * the first directory request / last directory answer to the reply's POST). Builds are main.js files: copy dist/ elsewhere (with package.json
 * beside it) before changing the code, then
 *
 *   npx tsx bench/pair.ts --builds /tmp/before/dist/src/main.js,dist/src/main.js [--rounds 3] [--samples 150] [--latency 0] [--only who's]
 *
 * A build written `dist/src/main.js#--single-threaded-gc` runs with those node flags added (the others with
 * BENCH_NODE_OPTIONS, if set).
 *
 * The order alternates from round to round; on a shared machine compare within a round.
 */
const COMMANDS = { checkin: 'checkin', "who's": "who's here", whois: 'whois bench1@example.org' } as const;
const { values } = parseArgs({
  options: {
    builds: { type: 'string', default: 'dist/src/main.js' },
    rounds: { type: 'string', default: '3' },
    samples: { type: 'string', default: '150' },
    latency: { type: 'string', default: '0' },
    only: { type: 'string' },
  },
});
const builds = values.builds.split(',');
const samples = Number(values.samples);
const latencyMs = Number(values.latency);
const baseNodeOptions = process.env.BENCH_NODE_OPTIONS ?? '';

interface Figures {
  overhead: number;
  wall: number;
  cpu: number;
  /** p50 from the event handed out to the first directory request, and from the last directory answer to the reply's POST. */
  toFirst: number;
  toPost: number;
}

/** The two ends of a command's critical path, from the servers' logs (as timingOf lines them up). */
function phasesOf(bench: Awaited<ReturnType<typeof startBench>>, asked: FakeMessage, reply: FakeMessage): { toFirst: number; toPost: number } | null {
  const delivered = asked.deliveredHr?.get(BOT.id);
  const post = bench.zulip.requests.find((r) => r.method === 'POST' && r.path === '/api/v1/messages' && r.userId === BOT.id && r.form.content === reply.content && r.startedHr >= (delivered ?? 0));
  if (delivered === undefined || !post) return null;
  const dir = bench.sandbox.requests.filter((r) => r.startedHr >= delivered && r.startedHr <= post.startedHr);
  if (dir.length === 0) return null;
  return { toFirst: dir[0]!.startedHr - delivered, toPost: post.startedHr - (dir.at(-1)!.startedHr + dir.at(-1)!.durationMs) };
}

async function cpuMs(pid: number): Promise<number> {
  return Number((await readFile(`/proc/${pid}/task/${pid}/schedstat`, 'utf8')).split(' ')[0]) / 1e6;
}

/** One process of `build` (null: the bare client): 20 of each command to warm up, then `samples` measured. */
async function one(build: string | null): Promise<Record<string, Figures>> {
  // "main.js#--flag --flag": that build with extra node flags (BENCH_NODE_OPTIONS), e.g. to try a Procfile flag.
  const [main, flags] = (build ?? '').split('#');
  if (build) process.env.BENCH_BOT = main;
  process.env.BENCH_NODE_OPTIONS = flags ?? baseNodeOptions;
  const bench = await startBench({ latencyMs, bare: build === null });
  const member = FIRST_ZULIP_ID;
  const out: Record<string, Figures> = {};
  try {
    await bench.ask(member, 'help');
    await bench.ask(member, 'visits');
    await settle(bench);
    for (const [name, text] of Object.entries(COMMANDS)) {
      if (values.only && name !== values.only) continue;
      for (let i = 0; i < 20; i++) {
        await bench.ask(member, text);
        if (name === 'checkin') await settle(bench, 5);
      }
      const before = await cpuMs(bench.bot.pid!);
      const timings = [];
      const phases = [];
      for (let i = 0; i < samples; i++) {
        const { asked, reply } = await bench.ask(member, text);
        timings.push(await timingOf(bench, asked, reply));
        const p = phasesOf(bench, asked, reply);
        if (p) phases.push(p);
        if (name === 'checkin') await settle(bench, 5); // its reaction
      }
      const cpu = ((await cpuMs(bench.bot.pid!)) - before) / samples;
      out[name] = {
        overhead: percentile(timings.map((t) => t.overheadMs), 50),
        wall: percentile(timings.map((t) => t.wallMs), 50),
        cpu,
        toFirst: percentile(phases.map((p) => p.toFirst), 50),
        toPost: percentile(phases.map((p) => p.toPost), 50),
      };
    }
  } finally {
    await bench.stop();
  }
  return out;
}

const f = (n: number) => n.toFixed(2);
for (let round = 0; round < Number(values.rounds); round++) {
  const order: Array<string | null> = [...builds, null];
  if (round % 2) order.reverse();
  const results = new Map<string | null, Record<string, Figures>>();
  for (const build of order) results.set(build, await one(build));
  const bare = results.get(null)!;
  for (const name of Object.keys(bare)) {
    const b = bare[name]!;
    const cells = builds.map((build) => {
      const r = results.get(build)![name]!;
      return `${build}: overhead ${f(r.overhead)} (${f(r.overhead / b.overhead)}×) wall ${f(r.wall)} cpu ${f(r.cpu)} ends ${f(r.toFirst)}/${f(r.toPost)}`;
    });
    process.stdout.write(`round ${round} ${name}: ${cells.join(' | ')} | bare: overhead ${f(b.overhead)} wall ${f(b.wall)} cpu ${f(b.cpu)} ends ${f(b.toFirst)}/${f(b.toPost)}\n`);
  }
}
