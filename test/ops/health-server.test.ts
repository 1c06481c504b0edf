import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { startHealthServer, type HealthServer, type HealthServerOptions } from '../../src/ops/health-server.js';
import { Liveness, type DelaySampler } from '../../src/ops/liveness.js';
import { Metrics } from '../../src/ops/metrics.js';
import type { ReadinessReport } from '../../src/ops/readiness.js';
import { parsePrometheusText } from '../support/prom-text.js';

const servers: HealthServer[] = [];
const livenesses: Liveness[] = [];
afterEach(async () => {
  livenesses.splice(0).forEach((l) => l.stop());
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const READY: ReadinessReport = { ready: true, status: 'ready', checks: { zulipQueue: { state: 'ok', detail: 'registered' } } };
const ZULIP_DOWN: ReadinessReport = {
  ready: false,
  status: 'not ready',
  checks: { zulipQueue: { state: 'failing', detail: "no answer from Zulip's event queue for 31 s (last error: ETIMEDOUT)" } },
  reason: "zulipQueue: no answer from Zulip's event queue for 31 s (last error: ETIMEDOUT)",
};

/** A sampler that reports what the test says the event loop's delays were. */
function stubSampler(meanMs: number, maxMs = meanMs): DelaySampler {
  return { read: () => ({ meanMs, maxMs, samples: 50 }), reset: () => undefined, stop: () => undefined };
}

async function serve(options: Partial<HealthServerOptions> = {}): Promise<string> {
  const liveness = new Liveness({ sampler: stubSampler(1) });
  livenesses.push(liveness);
  const server = await startHealthServer({ port: 0, host: '127.0.0.1', live: () => liveness.report(), ready: () => READY, metrics: new Metrics({ version: '1.2.3', commit: 'abc123' }), log: silentLogger, ...options });
  servers.push(server);
  return server.url;
}

describe('the health listener: liveness is not readiness', () => {
  it('a Zulip outage: /readyz is 503 with the reason, /livez stays 200 (an orchestrator must not kill a bot that is rightly waiting)', async () => {
    const url = await serve({ ready: () => ZULIP_DOWN });
    const live = await fetch(`${url}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'live', live: true });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, status: 'not ready', reason: ZULIP_DOWN.reason, checks: { zulipQueue: { state: 'failing' } } });
  });

  it('degraded is still ready (200), and says so', async () => {
    const url = await serve({ ready: () => ({ ready: true, status: 'degraded', checks: {}, reason: 'directoryRecords: no usable record' }) });
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'degraded' });
  });

  it('/healthz, deprecated: the code of /readyz, its old fields kept, and a Deprecation header pointing at /readyz', async () => {
    let report = READY;
    const url = await serve({ ready: () => report, legacy: () => ({ directory: 'answering' }) });
    const up = await fetch(`${url}/healthz`);
    expect(up.status).toBe(200);
    expect(up.headers.get('deprecation')).toBe('true');
    expect(up.headers.get('link')).toBe('</readyz>; rel="successor-version"');
    expect(await up.json()).toMatchObject({ status: 'ok', ok: true, directory: 'answering' });
    report = ZULIP_DOWN;
    const down = await fetch(`${url}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'unhealthy', ok: false, reason: "no answer from Zulip's event queue for 31 s (last error: ETIMEDOUT)" });
  });

  it('/livez is 503 when the event loop is saturated (mean delay over the limit), not for one long pause', async () => {
    const saturated = new Liveness({ sampler: stubSampler(1_500, 3_000) });
    const paused = new Liveness({ sampler: stubSampler(30, 4_000) });
    livenesses.push(saturated, paused);
    expect(paused.report().live).toBe(true);
    const url = await serve({ live: () => saturated.report() });
    const res = await fetch(`${url}/livez`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'dead', detail: 'event loop delay: mean 1500.0 ms, max 3000.0 ms: the loop is saturated (mean above 1000 ms)' });
  });

  it("Node's event-loop sampler sees a blocked loop", async () => {
    const liveness = new Liveness({ windowMs: 60_000 });
    livenesses.push(liveness);
    await new Promise((r) => setTimeout(r, 60));
    const until = performance.now() + 250;
    while (performance.now() < until) {
      // a synchronous task holding the loop
    }
    await new Promise((r) => setTimeout(r, 60));
    expect(liveness.report().maxDelayMs).toBeGreaterThanOrEqual(200);
  });

  it('closes idle sockets and slow headers (issue 24: 800 idle sockets stayed open after 45 s)', async () => {
    const url = await serve({ idleTimeoutMs: 300 });
    const { port } = new URL(url);
    // Each socket reads what it is sent, as any client does. The listener closes an idle connection by whichever
    // comes first: the socket's idle timeout (a bare FIN) or the headersTimeout sweep, which writes a 408 before
    // closing. A socket that never reads keeps that 408 in its buffer, never emits 'end', so never 'close', though the
    // listener closed it long before: under load the sweep wins the race for some sockets, and the test used to wait
    // on those forever (25 of 41 "open" at 8 s; reproduced with the test niced beside two CPU hogs: 5 to 40 of 41).
    const open = (): Promise<Socket> =>
      new Promise((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
        socket.on('error', reject);
        socket.resume();
      });
    const idle = await Promise.all(Array.from({ length: 40 }, open));
    const slow = await open();
    slow.write('GET /livez HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => slow.writable && slow.write('X-Slow: 1\r\n'), 100);
    const closed = (s: Socket) => new Promise<void>((resolve) => (s.closed ? resolve() : s.once('close', () => resolve())));
    const started = performance.now();
    // 300 ms asked; issue 24's 15 s as the bound (under that load all were closed within 2.4 s). Without the
    // timeouts Node keeps them a minute and more.
    let timer: NodeJS.Timeout | undefined;
    const openLong = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`sockets still open after 15 s: ${[...idle, slow].filter((s) => !s.closed).length}`)), 15_000)));
    await Promise.race([Promise.all([...idle, slow].map(closed)), openLong]).finally(() => clearTimeout(timer));
    clearInterval(drip);
    expect(performance.now() - started).toBeLessThan(15_000);
    // The listener still answers afterwards. A loop starved for over 300 ms between this fetch's connect and its
    // request has the connection closed under it, as asked (UND_ERR_SOCKET, seen under the same load): three
    // attempts, which a wedged listener fails all the same.
    let live = 0;
    for (let attempt = 0; attempt < 3 && live !== 200; attempt++) live = await fetch(`${url}/livez`).then((r) => r.status, () => 0);
    expect(live).toBe(200);
  }, 30_000);

  it('/metrics: the registry given, valid Prometheus text; anything else 404', async () => {
    const metrics = new Metrics({ version: '1.2.3', commit: 'abc123' });
    metrics.commands.inc({ kind: 'whosHere', outcome: 'ok' });
    const url = await serve({ metrics });
    // prom-client writes the event-loop lag as "Nan" until its sampler has a sample.
    await new Promise((r) => setTimeout(r, 150));
    const res = await fetch(`${url}/metrics`);
    const families = parsePrometheusText(await res.text());
    expect(families.get('frontdesk_commands_total')?.samples[0]).toMatchObject({ labels: { kind: 'whosHere', outcome: 'ok' }, value: 1 });
    expect(families.get('frontdesk_build_info')?.samples[0]?.labels).toMatchObject({ version: '1.2.3', commit: 'abc123' });
    expect((await fetch(`${url}/nope`)).status).toBe(404);
    expect((await fetch(`${url}/livez`, { method: 'POST' })).status).toBe(405);
  });
});
