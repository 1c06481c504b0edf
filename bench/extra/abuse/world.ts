import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigInput } from '../../../src/config/schema.js';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server.js';
import type { SandboxData } from '../../../src/sandbox/model.js';
import { addDaysIso, hubToday } from '../../../src/time/hub-date.js';
import { FakeZulip, type FakeMessage } from '../../../test/support/fake-zulip/index.js';
import { procfileWorker } from '../../../test/support/procfile.js';
import { benchData, FIRST_ZULIP_ID } from '../../data.js';
import { benchUsers, BOT, TOKEN } from '../../harness.js';

/**
 * The abuse probes' world: the fake Zulip enforcing Zulip's per-user rate limit
 * (200 a minute, long-polls in a bucket of their own), the sandbox directory with
 * the benchmark's 600 members (Zulip ids 10001…, people 7000…) at a given latency,
 * and the compiled bot run as the Procfile's worker (its memory flags included)
 * with the SHIPPED default limits: only the connection settings are written.
 */
export const NY = 'America/New_York';
export const CHECKINS = 'checkins';
export const zulipIdOf = (i: number) => FIRST_ZULIP_ID + i;
export const personOf = (zulipId: number) => 7_000 + (zulipId - FIRST_ZULIP_ID);

export interface AbuseWorld {
  zulip: FakeZulip;
  sandbox: Sandbox;
  today: string;
  configFile: string;
  /** Starts one bot process (or, `bare`, the calibration client bench/bare-client.ts); resolves once its event queue is registered. */
  start(extraConfig?: ConfigInput, options?: { bare?: boolean }): Promise<BotProcess>;
  /** Bot messages to `zulipId` (DMs) so far. */
  dmsTo(zulipId: number): FakeMessage[];
  close(): Promise<void>;
}

export interface BotProcess {
  proc: ChildProcess;
  out(): string;
  exited: Promise<number | string>;
  /** utime + stime of the process so far, in seconds (from /proc). */
  cpuSeconds(): Promise<number>;
  rssMb(): Promise<number>;
  /** The renderer child's pid, if one runs. */
  children(): Promise<number[]>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export async function abuseWorld(options: { latencyMs?: number; config?: ConfigInput; data?: SandboxData; rateLimit?: boolean; quirks?: 'spec' | 'production' } = {}): Promise<AbuseWorld> {
  const today = hubToday(new Date(), NY);
  const users = benchUsers();
  const zulip = await FakeZulip.start({
    users,
    streams: [
      { id: 5, name: 'hub', subscribers: users.map((u) => u.id) },
      { id: 7, name: CHECKINS, subscribers: users.map((u) => u.id) },
    ],
    heartbeatMs: 30_000,
    ...(options.rateLimit === false ? {} : { rateLimit: { perMinute: 200 } }),
  });
  const sandbox = await startSandbox({
    token: TOKEN,
    data: options.data ?? benchData(today, addDaysIso(today, -1)),
    latencyMs: options.latencyMs ?? 20,
    tokenOwner: 7_000,
    ...(options.quirks ? { quirks: options.quirks } : {}),
  });
  const dir = await mkdtemp(join(tmpdir(), 'frontdesk-abuse-'));
  const configFile = join(dir, 'config.json');
  const bots: BotProcess[] = [];
  const base = {
    zulip: { site: zulip.url, email: BOT.email, apiKey: BOT.apiKey },
    directory: { baseUrl: sandbox.url, token: TOKEN, index: false },
    digest: { enabled: false },
    log: { level: 'info' },
  };
  const merge = (extra: ConfigInput = {}) => {
    const layers = [base, options.config ?? {}, extra] as Array<Record<string, unknown>>;
    const sections = new Set(layers.flatMap((l) => Object.keys(l)));
    return Object.fromEntries([...sections].map((k) => [k, Array.isArray(layers.at(-1)?.[k]) ? layers.at(-1)![k] : Object.assign({}, ...layers.map((l) => l[k] ?? {}))]));
  };
  await writeFile(configFile, JSON.stringify(merge()));

  return {
    zulip,
    sandbox,
    today,
    configFile,
    async start(extraConfig, options = {}) {
      const file = join(dir, `config-${bots.length}.json`);
      await writeFile(file, JSON.stringify(merge(extraConfig)));
      const worker = await procfileWorker();
      const before = zulip.queues().filter((q) => q.userId === BOT.id).length;
      // BENCH_BOT names another build's main.js (a copy of an earlier dist/), as in bench/harness.ts.
      const program = options.bare ? ['--import', 'tsx', 'bench/bare-client.ts', file, today] : [process.env.BENCH_BOT ?? 'dist/src/main.js', 'run', '--config', file];
      const proc = spawn(process.execPath, [...worker.nodeFlags, ...program], {
        env: { ...worker.env, PATH: process.env.PATH },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
      proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const exited = new Promise<number | string>((resolve) => proc.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
      const started = Date.now();
      while (zulip.queues().filter((q) => q.userId === BOT.id).length <= before || (!options.bare && !out.includes('"msg":"ready"'))) {
        if (Date.now() - started > 60_000 || proc.exitCode !== null) throw new Error(`the bot did not start\n${out.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const bot: BotProcess = {
        proc,
        out: () => out,
        exited,
        cpuSeconds: async () => {
          const fields = (await readFile(`/proc/${proc.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
          return (Number(fields[11]) + Number(fields[12])) / 100;
        },
        rssMb: async () => Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${proc.pid}/status`, 'utf8'))?.[1]) / 1024,
        children: async () => {
          const text = await readFile(`/proc/${proc.pid}/task/${proc.pid}/children`, 'utf8').catch(() => '');
          return text.split(/\s+/).filter(Boolean).map(Number);
        },
        stop: async (signal = 'SIGTERM') => {
          if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
          return exited;
        },
      };
      bots.push(bot);
      return bot;
    },
    dmsTo: (zulipId) => zulip.messages.filter((m) => m.senderId === BOT.id && m.type === 'private' && m.recipientIds.includes(zulipId)),
    async close() {
      for (const bot of bots) {
        if (bot.proc.exitCode === null && bot.proc.signalCode === null) bot.proc.kill('SIGKILL');
        await bot.exited;
      }
      await Promise.all([zulip.close(), sandbox.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Measures replies: each DM a member sends is matched with the next bot DM to
 * that member (members here ask one thing at a time). Latency from the send to
 * the reply's arrival at the fake Zulip.
 */
export class ReplyClock {
  readonly #pending = new Map<number, number[]>();
  readonly latencies = new Map<number, number[]>();
  #seen = 0;
  readonly #timer: NodeJS.Timeout;

  constructor(private readonly zulip: FakeZulip) {
    this.#seen = zulip.messages.length;
    this.#timer = setInterval(() => this.#scan(), 5);
  }

  ask(from: number, text: string): void {
    this.zulip.sendDm(from, [BOT.id], text);
    const queue = this.#pending.get(from) ?? [];
    queue.push(performance.now());
    this.#pending.set(from, queue);
  }

  /** Questions from `from` still without an answer. */
  unanswered(from: number): number {
    return this.#pending.get(from)?.length ?? 0;
  }

  all(ids: number[]): number[] {
    return ids.flatMap((id) => this.latencies.get(id) ?? []);
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  #scan(): void {
    const all = this.zulip.messages;
    for (; this.#seen < all.length; this.#seen++) {
      const m = all[this.#seen]!;
      if (m.senderId !== BOT.id || m.type !== 'private') continue;
      for (const id of m.recipientIds) {
        const asked = this.#pending.get(id)?.shift();
        if (asked === undefined) continue;
        const list = this.latencies.get(id) ?? [];
        list.push(performance.now() - asked);
        this.latencies.set(id, list);
      }
    }
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) return false;
    await sleep(20);
  }
  return true;
}
