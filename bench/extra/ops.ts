import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { silentLogger } from '../../src/log.js';
import { ZulipNetworkError } from '../../src/zulip/errors.js';
import { EventLoop } from '../../src/zulip/event-loop.js';
import type { RegisteredQueue } from '../../src/zulip/types.js';
import type { BackoffPolicy } from '../../src/util/backoff.js';
import { DecodeReport } from '../../src/util/tolerant/report.js';
import { FIRST_ZULIP_ID } from '../data.js';
import { BOT, startBench } from '../harness.js';
import { percentile, round } from '../stats.js';

/**
 * Operations at the shipped defaults (issue 13):
 * 1. requests a minute to Zulip during a 5,000-message burst, with the default
 *    limits (zulip.sendsPerMinute 120, sendBurst 10, requestsPerMinute 180):
 *    the most in any 60 s window (target: never over 200);
 * 2. the cost of a /metrics scrape while the bot works through that burst;
 * 3. time to hear again after outages of 10 s, 60 s and 5 min (target ≤ 5 s),
 *    in compressed time: the event loop's own code (EventLoop, with its default
 *    backoff) runs against an API stub that refuses connections until the
 *    outage ends, with a virtual clock its sleeps advance, 50 seeded runs each;
 *    the previous policy (30 s cap) is run the same way for comparison.
 * `--quick`: a 70 s burst window instead of 180 s, 20 runs per outage.
 */
const { values } = parseArgs({ options: { quick: { type: 'boolean' } } });
const quick = values.quick ?? false;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function burst(): Promise<{ maxPerMinute: number; perMinute: number[]; windowS: number; replies: number; scrape: { medianMs: number; p95Ms: number; bytes: number } }> {
  const port = await freePort();
  const bench = await startBench({
    latencyMs: 0,
    config: { zulip: { sendsPerMinute: 120, sendBurst: 10, requestsPerMinute: 180 }, health: { port } },
  });
  try {
    const t0 = Date.now();
    for (let i = 0; i < 5_000; i++) bench.zulip.sendDm(FIRST_ZULIP_ID + (i % 600), [BOT.id], 'help');
    const windowS = quick ? 70 : 180;
    // Scrape /metrics 20 times, half-way through.
    await new Promise((r) => setTimeout(r, (windowS / 2) * 1000));
    const scrapes: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      scrapes.push(performance.now() - started);
      bytes = text.length;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, t0 + windowS * 1000 - Date.now())));
    const at = bench.zulip.requests.filter((r) => r.userId === BOT.id && r.at >= t0).map((r) => r.at - t0);
    let maxPerMinute = 0;
    for (const start of at) maxPerMinute = Math.max(maxPerMinute, at.filter((t) => t >= start && t < start + 60_000).length);
    const perMinute = Array.from({ length: Math.ceil(windowS / 60) }, (_, m) => at.filter((t) => t >= m * 60_000 && t < (m + 1) * 60_000).length);
    return {
      maxPerMinute,
      perMinute,
      windowS,
      replies: bench.botMessages(),
      scrape: { medianMs: round(percentile(scrapes, 50)), p95Ms: round(percentile(scrapes, 95)), bytes },
    };
  } finally {
    await bench.stop();
  }
}

/** Virtual-time run of the event loop through an outage of `outageMs`; ms from recovery to the first successful poll. */
async function hearAgain(outageMs: number, seed: number, backoff?: BackoffPolicy): Promise<number> {
  let now = 0;
  let rand = seed;
  const random = () => ((rand = (rand * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  let heardAt: number | undefined;
  const queue: RegisteredQueue = { queueId: 'q', lastEventId: -1, longpollTimeoutSeconds: 90, maxMessageLength: 10_000, maxTopicLength: 60, featureLevel: 400 };
  let heard!: () => void;
  const done = new Promise<void>((resolve) => (heard = resolve));
  const api = {
    register: () => Promise.resolve(queue),
    featureLevel: () => Promise.resolve(queue.featureLevel),
    deleteQueue: () => Promise.resolve(),
    getMessages: () => Promise.resolve([]),
    decoding: new DecodeReport(),
    getEvents: (_q: string, last: number, _t: number, signal?: AbortSignal) => {
      if (now < outageMs) return Promise.reject(new ZulipNetworkError('ECONNREFUSED', 'GET /events', 'connect ECONNREFUSED'));
      heardAt ??= now;
      heard();
      // Then a long-poll that waits (for the stop), so virtual time stands still.
      return new Promise<{ events: Array<{ id: number; type: string }>; skipped: number }>((resolve) =>
        signal?.addEventListener('abort', () => resolve({ events: [{ id: last + 1, type: 'heartbeat' }], skipped: 0 }), { once: true }),
      );
    },
  };
  const loop = new EventLoop({
    api,
    onMessage: () => undefined,
    log: silentLogger,
    random,
    now: () => now,
    sleep: (ms) => {
      now += Math.max(0, ms);
      return Promise.resolve();
    },
    ...(backoff ? { backoff } : {}),
  });
  await loop.start();
  await done;
  await loop.stop(0);
  return heardAt! - outageMs;
}

const runs = quick ? 20 : 50;
const outages = [10_000, 60_000, 300_000];
const hear: Record<string, { medianMs: number; maxMs: number; previousPolicyMedianMs: number; previousPolicyMaxMs: number }> = {};
for (const outage of outages) {
  const now: number[] = [];
  const before: number[] = [];
  for (let seed = 1; seed <= runs; seed++) {
    now.push(await hearAgain(outage, seed));
    before.push(await hearAgain(outage, seed, { baseMs: 500, maxMs: 30_000, jitter: 0.5 }));
  }
  hear[`${outage / 1000} s`] = {
    medianMs: round(percentile(now, 50), 0),
    maxMs: round(Math.max(...now), 0),
    previousPolicyMedianMs: round(percentile(before, 50), 0),
    previousPolicyMaxMs: round(Math.max(...before), 0),
  };
}

const b = await burst();
const rows: Array<[string, string, string]> = [
  ['requests to Zulip, most in any 60 s (5,000-message burst, defaults)', String(b.maxPerMinute), '≤ 200'],
  ['  per minute from the burst', b.perMinute.join(', '), ''],
  ['  replies sent in the window', `${b.replies} in ${b.windowS} s`, ''],
  ...outages.map((o): [string, string, string] => {
    const h = hear[`${o / 1000} s`]!;
    return [`hear again after a ${o / 1000} s outage (median, max; ${runs} runs)`, `${h.medianMs} ms, ${h.maxMs} ms (was ${h.previousPolicyMedianMs}, ${h.previousPolicyMaxMs})`, '≤ 5000 ms'];
  }),
  ['/metrics scrape during the burst (median, p95)', `${b.scrape.medianMs} ms, ${b.scrape.p95Ms} ms; ${Math.round(b.scrape.bytes / 1024)} KiB`, ''],
];
const width = Math.max(...rows.map((r) => r[0].length));
for (const [what, value, target] of rows) process.stdout.write(`${what.padEnd(width)}  ${value}${target ? `   (target ${target})` : ''}\n`);
await writeFile('bench/results-ops.json', `${JSON.stringify({ quick, burst: b, hearAgain: hear }, null, 2)}\n`);
