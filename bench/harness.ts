import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigInput } from '../src/config/schema.js';
import { startSandbox, type Sandbox } from '../src/sandbox/server.js';
import { addDaysIso, hubToday } from '../src/time/hub-date.js';
import { FakeZulip, type FakeMessage, type FakeUser } from '../test/support/fake-zulip/index.js';
import { procfileWorker } from '../test/support/procfile.js';
import { benchData, FIRST_ZULIP_ID } from './data.js';

export const BOT: FakeUser = { id: 42, email: 'frontdesk-bot@zulip.example.com', fullName: 'frontdesk', apiKey: 'bench-bot-key', isBot: true };
export const TOKEN = 'bench-directory-token';
const NY = 'America/New_York';

/** Zulip users: the 600 directory members, and 200 strangers for the burst. */
export function benchUsers(): FakeUser[] {
  const members = Array.from({ length: 600 }, (_, i): FakeUser => ({
    id: FIRST_ZULIP_ID + i,
    email: `bench${i}@example.org`,
    fullName: `Bench${i} Member`,
    apiKey: `bench-key-${i}`,
    deliveryEmail: `bench${i}@example.org`,
  }));
  const strangers = Array.from({ length: 200 }, (_, i): FakeUser => ({ id: 20_001 + i, email: `s${i}@example.org`, fullName: `Stranger ${i}`, apiKey: `s-key-${i}` }));
  return [BOT, ...members, ...strangers];
}

export interface Bench {
  zulip: FakeZulip;
  sandbox: Sandbox;
  today: string;
  digestDay: string;
  bot: ChildProcess;
  out(): string;
  /** Messages the bot has sent so far (counted incrementally). */
  botMessages(): number;
  /** Resolves with the bot's reply to a DM from `from` (the next bot message to them). */
  ask(from: number, text: string): Promise<{ asked: FakeMessage; reply: FakeMessage }>;
  rssMb(): Promise<number>;
  stop(): Promise<void>;
}

/** Fake Zulip + sandbox with the benchmark data + the compiled bot, ready. */
export interface BenchOptions {
  latencyMs: number;
  config?: ConfigInput;
  spawnedAt?: (t: number) => void;
  /** Run the calibration client (bench/bare-client.ts) in place of the bot. */
  bare?: boolean;
}

export async function startBench(options: BenchOptions): Promise<Bench> {
  const now = new Date();
  const today = hubToday(now, NY);
  const digestDay = addDaysIso(today, -1);
  const zulip = await FakeZulip.start({ users: benchUsers(), streams: [{ id: 5, name: 'hub', subscribers: [BOT.id, FIRST_ZULIP_ID] }], heartbeatMs: 30_000 });
  const sandbox = await startSandbox({ token: TOKEN, data: benchData(today, digestDay), latencyMs: options.latencyMs, tokenOwner: 7_000 });
  const dir = await mkdtemp(join(tmpdir(), 'frontdesk-bench-'));
  const configFile = join(dir, 'config.json');
  const base: Record<string, Record<string, unknown>> = {
    zulip: { site: zulip.url, email: BOT.email, apiKey: BOT.apiKey, sendsPerMinute: 60_000, sendBurst: 200, requestsPerMinute: 100_000 },
    directory: { baseUrl: sandbox.url, token: TOKEN, index: false },
    digest: { enabled: false },
    limits: { commandsPerMember: 0, repliesPerConversationPerMinute: 0 },
    log: { level: 'warn' },
  };
  // Section by section, so `{ directory: { index: true } }` keeps the directory's URL and token.
  // BENCH_CONFIG (JSON, same sections) overrides for experiments, e.g. '{"zulip":{"claimEmoji":""}}'.
  const extra = JSON.parse(process.env.BENCH_CONFIG ?? '{}') as Record<string, unknown>;
  const layers = [base, extra, options.config ?? {}] as Record<string, unknown>[];
  const sections = new Set(layers.flatMap((layer) => Object.keys(layer)));
  const config = Object.fromEntries([...sections].map((k) => [k, Object.assign({}, ...layers.map((layer) => layer[k] ?? {})) as unknown]));
  await writeFile(configFile, JSON.stringify(config));
  const spawned = performance.now();
  options.spawnedAt?.(spawned);
  // The bot runs exactly as the Procfile's worker does (its environment and node flags included);
  // BENCH_NODE_OPTIONS adds flags for experiments (profiling, heap sizes).
  const worker = await procfileWorker();
  const nodeFlags = [...worker.nodeFlags, ...(process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean)];
  // BENCH_BOT names another build's main.js (a copy of an earlier dist/), to time two builds in turn.
  const main = process.env.BENCH_BOT ?? 'dist/src/main.js';
  const program = options.bare ? ['--import', 'tsx', 'bench/bare-client.ts', configFile, today] : [main, 'run', '--config', configFile];
  const bot = spawn(process.execPath, [...nodeFlags, ...program], {
    env: { ...worker.env, PATH: process.env.PATH },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  bot.stdout.on('data', (d: Buffer) => (out += d.toString()));
  bot.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => bot.on('exit', () => resolve()));
  await until(() => zulip.queues().some((q) => q.userId === BOT.id), 15_000, () => out);

  const waiting = new Map<number, (m: FakeMessage) => void>();
  let seen = 0;
  let fromBot = 0;
  const poll = setInterval(() => {
    const all = zulip.messages;
    for (; seen < all.length; seen++) {
      const m = all[seen]!;
      if (m.senderId === BOT.id) fromBot++;
      if (m.senderId !== BOT.id || m.type !== 'private') continue;
      for (const id of m.recipientIds) waiting.get(id)?.(m);
    }
  }, 1);

  return {
    zulip,
    sandbox,
    today,
    digestDay,
    bot,
    out: () => out,
    botMessages: () => fromBot,
    ask: (from, text) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no reply to "${text}"\n${out.slice(-2000)}`)), 30_000);
        const asked = zulip.sendDm(from, [BOT.id], text);
        waiting.set(from, (reply) => {
          clearTimeout(timer);
          waiting.delete(from);
          resolve({ asked, reply });
        });
      }),
    rssMb: async () => {
      const status = await readFile(`/proc/${bot.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
    },
    stop: async () => {
      clearInterval(poll);
      bot.kill('SIGTERM');
      await exited;
      await Promise.all([zulip.close(), sandbox.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function until(condition: () => boolean, timeoutMs: number, context: () => string = () => ''): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`benchmark: condition not met in ${timeoutMs} ms\n${context().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}
