import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DecodeReport } from '../../src/util/tolerant/report.js';
import { createDeps } from '../../src/app/deps.js';
import { CommandRunner } from '../../src/bot/runner.js';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { silentLogger } from '../../src/log.js';
import { startSandbox } from '../../src/sandbox/server.js';
import { neutralise, quoteBlock, splitMessage } from '../../src/text/markdown.js';
import { fixedClock } from '../../src/time/clock.js';
import { percentile, round } from '../stats.js';
import { Pictures } from '../../src/charts/picture.js';

/**
 * 100,000-character adversarial inputs (issue 12): each through the parser
 * alone (the conversation's `understand` and `resolve`, no cap: what reading
 * itself costs), through the bot's whole reply
 * path (the command runner: cap, parse, handler, reply rendering, on the
 * sandbox directory), and through the renderers that echo member text.
 * Goal: under 50 ms each on the bot's path.
 */
const { values } = parseArgs({ options: { quick: { type: 'boolean' } } });
const RUNS = values.quick ? 3 : 7;
const N = 100_000;
const GOAL_MS = 50;

const INPUTS: Array<[string, string]> = [
  ["who's here ???…?x", `who's here ${'?'.repeat(N)}x`],
  ['whois @@@…', `whois ${'@'.repeat(N)}`],
  ['checkin today @**all**×', `checkin today ${'@**all** '.repeat(N / 9)}`.slice(0, N)],
  ['note today [a](…×', `note today ${'[a]('.repeat(N / 4)}`.slice(0, N)],
  ['`×100k', '`'.repeat(N)],
  ['*×100k', '*'.repeat(N)],
  ['spaces then x', `${' '.repeat(N)}x`],
  ['line breaks', `checkin ${'\n'.repeat(N)}x`],
  ['visits 1..1..1…', `visits ${'1..'.repeat(N / 3)}`],
  ['digest ,,,,…', `digest ${','.repeat(N)}`],
];

function time(fn: () => unknown): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

async function timeAsync(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const sandbox = await startSandbox({ token: 'bench-adversarial', clock: fixedClock('2026-11-20T15:00:00Z') });
const { deps } = createDeps({
  directory: { baseUrl: sandbox.url, token: sandbox.token, timeoutMs: 5_000 },
  settings: { timeZone: 'America/New_York', admins: [] },
  clock: fixedClock('2026-11-20T15:00:00Z'),
  log: silentLogger,
  index: false,
  pictures: new Pictures(),
  decoding: new DecodeReport(),
});
const runner = new CommandRunner(deps);
const ada = sandbox.store.profiles()[0]!;
const sender = { zulipId: ada.zulip_id!, fullName: `${ada.first_name} ${ada.last_name}`, email: ada.email ?? undefined };
const sink = { maxMessageLength: 10_000, reply: () => Promise.resolve(), react: () => Promise.resolve() };

const rows: Array<{ input: string; parseMs: number; replyMs: number; replyWorstMs: number; renderMs: number }> = [];
for (const [label, text] of INPUTS) {
  const parse: number[] = [];
  const reply: number[] = [];
  const render: number[] = [];
  // One warm-up run each (JIT), then the measured ones.
  for (let i = -1; i < RUNS; i++) {
    const p = time(() => resolve(understand(text, new Date('2026-11-20T15:00:00Z'), 'America/New_York'), new Map()));
    const r = await timeAsync(() => runner.run({ id: i, sender, text, place: { type: 'stream', stream: 'hub', topic: 'bench' } }, sink));
    const m = time(() => splitMessage(quoteBlock(text) + neutralise(text), 10_000));
    if (i < 0) continue;
    parse.push(p);
    reply.push(r);
    render.push(m);
  }
  const median = (xs: number[]) => round(percentile(xs, 50), 1);
  const worst = (xs: number[]) => round(Math.max(...xs), 1);
  rows.push({ input: label, parseMs: median(parse), replyMs: median(reply), replyWorstMs: worst(reply), renderMs: median(render) });
}
await sandbox.close();

const pad = (s: string | number, n: number) => String(s).padStart(n);
process.stdout.write(`100,000-character inputs, median of ${RUNS} runs (ms; reply path also its worst); goal: reply path < ${GOAL_MS} ms\n`);
process.stdout.write(`${'input'.padEnd(26)}${pad('parse alone', 13)}${pad('reply path', 12)}${pad('worst', 8)}${pad('render 100k', 13)}\n`);
for (const r of rows) process.stdout.write(`${r.input.padEnd(26)}${pad(r.parseMs, 13)}${pad(r.replyMs, 12)}${pad(r.replyWorstMs, 8)}${pad(r.renderMs, 13)}\n`);
const over = rows.filter((r) => r.replyMs >= GOAL_MS);
process.stdout.write(over.length ? `\nreply path over the goal: ${over.map((r) => r.input).join(', ')}\n` : `\nevery input under ${GOAL_MS} ms on the reply path\n`);
process.stdout.write('(parse alone: the parser without the cap; render 100k: quote, neutralise and split of the whole input, which the cap and the notes limit keep from happening in the bot)\n');
writeFileSync(new URL('../results-adversarial.json', import.meta.url), `${JSON.stringify({ runs: RUNS, length: N, goalMs: GOAL_MS, rows }, null, 2)}\n`);
