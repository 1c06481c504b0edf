import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { morningText } from '../../src/checkins/posts.js';
import { FIRST_ZULIP_ID } from '../data.js';
import { BOT, startBench, until, type Bench } from '../harness.js';
import { round, show, spread } from '../stats.js';

/**
 * Check-ins by reaction (issue 14) on the compiled bot, at 20 ms directory latency:
 * - a morning rush: 200 members tap 👋 on the morning post at once. All written once?
 *   Time from the first tap to the last visit written; directory requests per reaction,
 *   cold (members not yet resolved) and warm (resolved: the target is 1, the PATCH).
 * - reconciliation with nothing to change: the queue is lost, the bot registers again and
 *   compares the post's 200 reactions with the directory. Target: no write, only list calls.
 */
const { values } = parseArgs({ options: { quick: { type: 'boolean' } } });
const RUNS = values.quick ? 1 : 3;
const MEMBERS = 200;
const LATENCY_MS = 20;
/** Members 300…499: no visit today in the benchmark data, so every tap makes a new visit. */
const reactors = Array.from({ length: MEMBERS }, (_, i) => FIRST_ZULIP_ID + 300 + i);
const personOf = (zulipId: number) => 7_000 + (zulipId - FIRST_ZULIP_ID);

function visitPath(b: Bench, zulipId: number): string {
  return `/api/v1/hub_visits/${personOf(zulipId)}/${b.today}`;
}

/** All 200 tap (or untap) at once; resolves with ms until the last write and the directory requests made meanwhile. */
async function rush(b: Bench, postId: number, op: 'react' | 'unreact'): Promise<{ ms: number; requests: number; writes: Map<string, number> }> {
  const from = b.sandbox.requests.length;
  const method = op === 'react' ? 'PATCH' : 'DELETE';
  const started = performance.now();
  for (const id of reactors) {
    if (op === 'react') b.zulip.react(id, postId, 'wave');
    else b.zulip.unreact(id, postId, 'wave');
  }
  const done = () => {
    const writes = b.sandbox.requests.slice(from).filter((r) => r.method === method && r.status > 0);
    return new Set(writes.map((r) => r.path)).size >= MEMBERS;
  };
  await until(done, 60_000, () => b.out());
  const ms = performance.now() - started;
  // Anything still in flight (a duplicate would show here) has a moment to land before counting.
  await new Promise((r) => setTimeout(r, 300));
  const seen = b.sandbox.requests.slice(from);
  const writes = new Map<string, number>();
  for (const r of seen.filter((r) => r.method === method)) writes.set(r.path, (writes.get(r.path) ?? 0) + 1);
  return { ms, requests: seen.length, writes };
}

async function once() {
  const b = await startBench({
    latencyMs: LATENCY_MS,
    config: {
      checkins: { stream: 'hub', topic: 'check-ins', schedule: '0 3 * * *', weekSchedule: false, jitterSeconds: 0 },
      log: { level: 'info' },
    },
  });
  try {
    // The bot's own morning post, as its scheduler would have left it.
    const post = b.zulip.sendStream(BOT.id, 'hub', 'check-ins', morningText(b.today));
    const cold = await rush(b, post.id, 'react');
    const allOnce = reactors.every((id) => cold.writes.get(visitPath(b, id)) === 1) && reactors.every((id) => b.sandbox.store.visit(personOf(id), b.today));
    const removed = await rush(b, post.id, 'unreact');
    const warm = await rush(b, post.id, 'react');
    const warmOnce = reactors.every((id) => warm.writes.get(visitPath(b, id)) === 1);

    // Reconciliation: nothing changed, so nothing may be written.
    const from = b.sandbox.requests.length;
    const zulipFrom = b.zulip.requests.length;
    const logged = b.out().length;
    const started = performance.now();
    b.zulip.expireQueues();
    await until(() => /"msg":"reconciled check-in reactions"/.test(b.out().slice(logged)), 30_000, () => b.out());
    const reconcileMs = performance.now() - started;
    const reconcile = b.sandbox.requests.slice(from);
    const zulipCalls = b.zulip.requests.slice(zulipFrom).filter((r) => !(r.path === '/api/v1/events' || r.path === '/api/v1/register'));
    return {
      allOnce: allOnce && warmOnce && removed.writes.size === MEMBERS,
      coldMs: cold.ms,
      coldPerReaction: cold.requests / MEMBERS,
      warmMs: warm.ms,
      warmPerReaction: warm.requests / MEMBERS,
      removeMs: removed.ms,
      removePerReaction: removed.requests / MEMBERS,
      reconcileMs,
      reconcileWrites: reconcile.filter((r) => r.method !== 'GET').length,
      reconcileRequests: reconcile.length,
      reconcileListCalls: reconcile.filter((r) => r.method === 'GET' && r.path === '/api/v1/hub_visits').length,
      reconcileZulipCalls: zulipCalls.length,
    };
  } finally {
    await b.stop();
  }
}

const runs: Array<Awaited<ReturnType<typeof once>>> = [];
for (let i = 0; i < RUNS; i++) runs.push(await once());
const col = (k: keyof (typeof runs)[number]) => spread(runs.map((r) => Number(r[k])));
const rows: Array<[string, string, string]> = [
  ['rush: all 200 written exactly once (cold, warm; and 200 DELETEs on removal)', runs.every((r) => r.allOnce) ? 'yes' : 'NO', 'yes'],
  ['rush, cold: first tap to last visit written', show(col('coldMs'), ' ms', 0), '-'],
  ['rush, cold: directory requests per reaction (resolve + PATCH)', show(col('coldPerReaction')), '2'],
  ['rush, warm: first tap to last visit written', show(col('warmMs'), ' ms', 0), '-'],
  ['rush, warm: directory requests per reaction (resolved member)', show(col('warmPerReaction')), '1'],
  ['removal of 200 taps: directory requests per reaction (GET + DELETE)', show(col('removePerReaction')), '2'],
  ['reconcile 200 unchanged reactions: time after re-register', show(col('reconcileMs'), ' ms', 0), '-'],
  ['reconcile: directory writes', show(col('reconcileWrites'), '', 0), '0'],
  ['reconcile: directory requests (all list calls: 450 visits today, 200 a page)', `${show(col('reconcileRequests'), '', 0)} (${show(col('reconcileListCalls'), '', 0)} list)`, '3'],
  ['reconcile: Zulip requests besides register/events (find posts, read reactions)', show(col('reconcileZulipCalls'), '', 0), '-'],
];
process.stdout.write(`Check-ins by reaction: ${MEMBERS} members, ${LATENCY_MS} ms directory latency, ${RUNS} run(s); median (min–max)\n\n`);
process.stdout.write('| Measure | Result | Target |\n|---|---|---|\n');
for (const [what, result, target] of rows) process.stdout.write(`| ${what} | ${result} | ${target} |\n`);
await writeFile(
  new URL('../results-reactions.json', import.meta.url),
  `${JSON.stringify({ members: MEMBERS, latencyMs: LATENCY_MS, runs: runs.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? round(v) : v]))) }, null, 2)}\n`,
);
