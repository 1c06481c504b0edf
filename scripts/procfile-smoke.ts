/**
 * The Procfile worker of an installed, pruned frontdesk, smoke-tested: run by
 * .ci/deploy-procfile.sh as `npx tsx scripts/procfile-smoke.ts DIR` from the CI
 * checkout (which has the dev dependencies), against DIR (a clean clone after
 * `npm ci && npm prune --omit=dev`, which has not). The clone serves the
 * sandbox directory; the fake Zulip of the tests stands in for Zulip; `check`
 * and the worker line run exactly as the Procfile says (its environment and
 * node flags), with `check` in place of `run` for the first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeZulip, type FakeUser } from '../test/support/fake-zulip/index.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx scripts/procfile-smoke.ts DIR (an installed frontdesk)');
const BOT: FakeUser = { id: 42, email: 'frontdesk-bot@zulip.example.com', fullName: 'frontdesk', apiKey: 'ci-bot-key-not-a-secret', isBot: true };
// The sandbox's first demo member (its Zulip id 1001).
const ADA: FakeUser = { id: 1001, email: 'adaquillfeather@example.org', fullName: 'Ada Quillfeather', apiKey: 'ci-ada-key', deliveryEmail: 'adaquillfeather@example.org' };
const TOKEN = 'ci-sandbox-token-not-a-secret';

const worker = /^worker:\s*(.+)$/m.exec(readFileSync(join(dir, 'Procfile'), 'utf8'))?.[1];
if (!worker?.endsWith(' run')) throw new Error(`${dir}/Procfile: expected a "worker: … run" line`);
const procfileWith = (command: string) => `${worker.slice(0, -' run'.length)} ${command}`;

const children: ChildProcess[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'frontdesk-procfile-'));
function start(command: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn('sh', ['-c', command], { cwd: dir, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // 'close': every process that held the output (sh, and the node it started) is gone.
  let closed = false;
  child.on('close', () => (closed = true));
  const waitFor = async (pattern: RegExp, what: string, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (!pattern.test(out)) {
      if (Date.now() > deadline || closed) throw new Error(`${what}: not seen (${pattern}); output:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return pattern.exec(out)!;
  };
  return { child, exited, waitFor, output: () => out };
}

function step(text: string): void {
  process.stdout.write(`procfile smoke: ${text}\n`);
}

let zulip: FakeZulip | undefined;
try {
  const tokenFile = join(scratch, 'token');
  writeFileSync(tokenFile, TOKEN, { mode: 0o600 });
  const sandbox = start(`node dist/src/main.js sandbox --port 0 --token-file ${tokenFile}`);
  const url = (await sandbox.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/, 'the sandbox'))[1]!;
  zulip = await FakeZulip.start({ users: [BOT, ADA], streams: [{ id: 6, name: 'announce', subscribers: [BOT.id, ADA.id] }], heartbeatMs: 2_000 });
  const config = join(scratch, 'config.json');
  writeFileSync(
    config,
    JSON.stringify({
      zulip: { site: zulip.url, email: BOT.email, apiKey: BOT.apiKey },
      directory: { baseUrl: url, token: TOKEN },
      digest: { stream: 'announce' },
    }),
  );
  const env = { FRONTDESK_CONFIG: config, FRONTDESK_STATE_FILE: join(scratch, 'state.json') };

  const check = start(procfileWith('check'), env);
  const code = await check.exited;
  step(`check exited ${code}:\n${check.output().trimEnd()}`);
  if (code !== 0 || !/^✓ Directory: .*token valid/m.test(check.output())) throw new Error('check did not pass against the sandbox');

  const bot = start(worker, env);
  await bot.waitFor(/"msg":"ready"/, 'the worker ready');
  zulip.sendDm(ADA.id, [BOT.id], 'help');
  const reply = await zulip.waitForMessageFrom(BOT.id, (m) => m.recipientIds.includes(ADA.id), 10_000);
  step(`the worker answered help: ${reply.content.split('\n')[0]}`);
  if (!reply.content.includes('`help [COMMAND]`')) throw new Error(`the help reply lacks the command list:\n${reply.content}`);
  // As a host stops a dyno: SIGTERM to every process of the worker (sh and node).
  process.kill(-bot.child.pid!, 'SIGTERM');
  await bot.waitFor(/"msg":"stopped"/, 'the worker stopped cleanly on SIGTERM');
  step('the worker stopped cleanly on SIGTERM');
} finally {
  // Each child leads its process group (sh and the node it started): the whole group goes.
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  await zulip?.close();
  rmSync(scratch, { recursive: true, force: true });
}
