import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { StoredProfile } from '../../src/sandbox/model.js';
import { startSandbox } from '../../src/sandbox/server.js';
import { FakeZulip, type FakeMessage, type FakeUser } from '../../test/support/fake-zulip/index.js';
import { procfileWorker } from '../../test/support/procfile.js';
import { makeProfile } from '../../test/support/profiles.js';
import { BOT, until } from '../harness.js';
import { round } from '../stats.js';

/**
 * The member index at the size of a real community (issue 17): the compiled
 * bot, index on, against a sandbox of N profiles at a directory latency L.
 * Time from spawn to "member index built", the directory requests the build
 * made, and whether the bot answered meanwhile (a member found by email, and a
 * hidden-email member with an RC-style name found by the name fallback). RSS
 * once built, against the same bot with the index off ("the empty bot").
 * `npx tsx bench/extra.ts --only index [--quick]`. `--headline` measures the
 * targets' case alone (10,000 at 100 ms, and the empty bot beside it), as
 * `npm run bench:quick` does; `--out FILE` writes there instead.
 */
const { values } = parseArgs({ options: { quick: { type: 'boolean' }, headline: { type: 'boolean' }, out: { type: 'string', default: 'bench/results-index.json' } } });
const TOKEN = 'bench-directory-token';
const RUNS: Array<[number, number]> = values.headline ? [[10_000, 100]] : values.quick ? [[1_000, 0], [10_000, 100]] : [[1_000, 0], [1_000, 100], [10_000, 0], [10_000, 100]];

const BIO = 'Writes compilers and small operating systems; came to the hub to learn Rust, pair on a ray tracer and give a talk on parsers. ';
/** A profile about the size of a real one: a few hundred characters of each text (rendered, highlighted, truncated by the sandbox). */
function profile(i: number): StoredProfile {
  const texts = { bio: BIO.repeat(3), before_rc: BIO, during_rc: BIO, interests: 'compilers, Rust, kites', employer_info: 'Engineer at Quillstone Labs', skills: 'parsing, Rust' };
  return makeProfile(100_000 + i, { first_name: `Member${i}`, last_name: 'Benchley', email: `member${i}@example.org`, zulip_id: 20_000 + i, pronouns: 'she/her', texts });
}

/** Member 0 shows their email; member 1 hides it and carries pronouns and a batch in their display name. */
function zulipUsers(): FakeUser[] {
  return [
    BOT,
    { id: 20_000, email: 'member0@example.org', fullName: "Member0 Benchley (she) (F2'26)", apiKey: 'k0', deliveryEmail: 'member0@example.org' },
    { id: 20_001, email: 'user20001@zulip.example.org', fullName: "Member1 Benchley (she) (F2'26)", apiKey: 'k1', deliveryEmail: null },
  ];
}

interface Result {
  profiles: number;
  latencyMs: number;
  readyMs: number;
  buildMs: number;
  indexRequests: number;
  answeredBeforeIndexByEmailMs: number | null;
  answeredBeforeIndexByNameMs: number | null;
  rssMb: number;
  emptyRssMb: number;
}

async function run(profiles: number, latencyMs: number, index: boolean) {
  const zulip = await FakeZulip.start({ users: zulipUsers(), heartbeatMs: 30_000 });
  const data = { profiles: Array.from({ length: profiles }, (_, i) => profile(i)), visits: [] };
  const sandbox = await startSandbox({ token: TOKEN, data, latencyMs });
  const dir = await mkdtemp(join(tmpdir(), 'frontdesk-bench-index-'));
  const configFile = join(dir, 'config.json');
  await writeFile(
    configFile,
    JSON.stringify({
      zulip: { site: zulip.url, email: BOT.email, apiKey: BOT.apiKey },
      directory: { baseUrl: sandbox.url, token: TOKEN, index },
      digest: { enabled: false },
      log: { level: 'info' },
    }),
  );
  const worker = await procfileWorker();
  const spawned = performance.now();
  const bot = spawn(process.execPath, [...worker.nodeFlags, 'dist/src/main.js', 'run', '--config', configFile], {
    env: { ...worker.env, PATH: process.env.PATH },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  bot.stdout.on('data', (d: Buffer) => (out += d.toString()));
  bot.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => bot.on('exit', () => resolve()));
  try {
    await until(() => zulip.queues().some((q) => q.userId === BOT.id), 20_000, () => out);
    // Two members ask at once, as soon as the bot listens: neither waits for the index.
    const asks = [20_000, 20_001].map((from) => {
      const asked = zulip.sendDm(from, [BOT.id], 'checkin');
      const sentAt = performance.now();
      return { from, sentAt, asked };
    });
    const replies = new Map<number, { at: number; message: FakeMessage }>();
    const built = () => /"msg":"member index built"/.test(out);
    const builtAt = { at: Number.NaN };
    await until(() => {
      for (const m of zulip.messagesFrom(BOT.id)) for (const a of asks) if (!replies.has(a.from) && m.recipientIds.includes(a.from)) replies.set(a.from, { at: performance.now(), message: m });
      if (index && Number.isNaN(builtAt.at) && built()) builtAt.at = performance.now();
      return replies.size === asks.length && (!index || built());
    }, 60_000, () => out);
    for (const [from, r] of replies) if (!/Checked you in|already checked in/.test(r.message.content)) throw new Error(`member ${from} was answered: ${r.message.content}`);
    const line = out.split('\n').find((l) => l.includes('"msg":"member index built"'));
    const log = line ? (JSON.parse(line) as { ms: number; requests: number; profiles: number }) : undefined;
    if (index && log?.profiles !== profiles) throw new Error(`index built with ${log?.profiles} of ${profiles} profiles\n${out.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 1_500));
    const rss = Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${bot.pid}/status`, 'utf8'))?.[1]) / 1024;
    const before = (from: number) => {
      const r = replies.get(from)!;
      const a = asks.find((x) => x.from === from)!;
      return index && r.at < builtAt.at ? round(r.at - a.sentAt, 0) : null;
    };
    return {
      readyMs: round(builtAt.at - spawned, 0),
      buildMs: log?.ms ?? Number.NaN,
      indexRequests: sandbox.requests.filter((r) => r.path === '/api/v1/profiles' && r.query.limit === '50' && r.query.query === undefined).length,
      byEmail: before(20_000),
      byName: before(20_001),
      rss: round(rss, 1),
    };
  } finally {
    bot.kill('SIGTERM');
    await exited;
    await Promise.all([zulip.close(), sandbox.close()]);
    await rm(dir, { recursive: true, force: true });
  }
}

const results: Result[] = [];
const emptyRss = new Map<number, number>();
for (const [profiles, latencyMs] of RUNS) {
  if (!emptyRss.has(profiles)) {
    process.stdout.write(`  index: the empty bot (index off) beside ${profiles} profiles…\n`);
    emptyRss.set(profiles, (await run(profiles, 0, false)).rss);
  }
  process.stdout.write(`  index: ${profiles} profiles at ${latencyMs} ms…\n`);
  const r = await run(profiles, latencyMs, true);
  results.push({
    profiles,
    latencyMs,
    readyMs: r.readyMs,
    buildMs: r.buildMs,
    indexRequests: r.indexRequests,
    answeredBeforeIndexByEmailMs: r.byEmail,
    answeredBeforeIndexByNameMs: r.byName,
    rssMb: r.rss,
    emptyRssMb: emptyRss.get(profiles)!,
  });
}

const fmt = (v: number | null) => (v === null ? 'after' : `${v} ms`);
process.stdout.write('| profiles | latency | ready (spawn → built) | build | index requests | answered meanwhile: by email / by name | RSS | RSS above empty bot |\n');
process.stdout.write('|---|---|---|---|---|---|---|---|\n');
for (const r of results) {
  process.stdout.write(
    `| ${r.profiles} | ${r.latencyMs} ms | ${r.readyMs} ms | ${r.buildMs} ms | ${r.indexRequests} | ${fmt(r.answeredBeforeIndexByEmailMs)} / ${fmt(r.answeredBeforeIndexByNameMs)} | ${r.rssMb} MB | ${round(r.rssMb - r.emptyRssMb, 1)} MB |\n`,
  );
}
const big = results.find((r) => r.profiles === 10_000 && r.latencyMs === 100);
const targets = big
  ? [
      { name: '10,000 profiles at 100 ms: ready (cold)', target: '< 10 s', measured: `${round(big.readyMs / 1000, 1)} s`, met: big.readyMs < 10_000 },
      {
        name: 'bot answering meanwhile (email and name fallbacks)',
        target: 'both before the index',
        measured: `${fmt(big.answeredBeforeIndexByEmailMs)} / ${fmt(big.answeredBeforeIndexByNameMs)}`,
        met: big.answeredBeforeIndexByEmailMs !== null && big.answeredBeforeIndexByNameMs !== null,
      },
      { name: 'RSS of a 10,000-profile index above the empty bot', target: '< 40 MB', measured: `${round(big.rssMb - big.emptyRssMb, 1)} MB`, met: big.rssMb - big.emptyRssMb < 40 },
    ]
  : [];
for (const t of targets) process.stdout.write(`${t.met ? '✓' : '✗'} ${t.name}: ${t.measured} (target ${t.target})\n`);
await writeFile(values.out, `${JSON.stringify({ measuredAt: new Date().toISOString(), quick: Boolean(values.quick || values.headline), results, targets }, null, 2)}\n`);
