import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Child } from '../support/child.js';
import { parsePrometheusText } from '../support/prom-text.js';
import { ADA, BOT, world } from '../support/world.js';

/** The operator's listener and heartbeat, through HTTP against a running bot. */

const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

async function listenerUrl(bot: Child): Promise<string> {
  const m = await bot.waitFor(/"url":"(http:\/\/127\.0\.0\.1:\d+)","endpoints"/);
  return m[1]!;
}

/** A stand-in for a cron-monitoring service: counts the pings. */
async function pingCatcher(): Promise<{ url: string; pings: () => number }> {
  let pings = 0;
  const server = createServer((_req, res) => {
    pings++;
    res.end('OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ping/fictional-check`, pings: () => pings };
}

describe('frontdesk run: health, metrics, heartbeat', () => {
  it('GET /healthz is 200 while polling; /metrics is valid Prometheus text with the bot\'s metrics; the heartbeat pings', async () => {
    const catcher = await pingCatcher();
    const w = await world({ zulip: { heartbeatMs: 300 }, config: { health: { port: 0, pingUrl: catcher.url } } });
    const bot = await w.startBot();
    const url = await listenerUrl(bot);

    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', ok: true, directory: 'answering' });

    const reply = w.nextReply((m) => m.recipientIds.includes(ADA.id));
    w.zulip.sendDm(ADA.id, [BOT.id], "who's here");
    await reply;
    await new Promise((r) => setTimeout(r, 200));

    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(await res.text());
    const value = (name: string, labels: Record<string, string> = {}) =>
      [...families.values()]
        .flatMap((f) => f.samples)
        .find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
    expect(value('frontdesk_commands_total', { kind: 'whosHere', outcome: 'ok' })).toBe(1);
    expect(value('frontdesk_zulip_queue_registrations_total')).toBe(1);
    expect(families.get('frontdesk_directory_request_duration_seconds')?.type).toBe('histogram');
    expect(value('frontdesk_directory_request_duration_seconds_count', { method: 'GET', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(value('frontdesk_zulip_request_duration_seconds_count', { endpoint: 'POST /messages', result: 'success' })).toBe(1);
    for (const name of ['frontdesk_retries_total', 'frontdesk_rate_limited_total', 'frontdesk_digest_runs_total']) expect(families.get(name)?.type).toBe('counter');
    expect(value('frontdesk_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('frontdesk_process_resident_memory_bytes')).toBeGreaterThan(10_000_000);

    expect((await fetch(`${url}/nope`)).status).toBe(404);
    expect(catcher.pings()).toBe(1);
  });

  it('GET /healthz is 503 with the reason when the event loop has not polled for too long', async () => {
    const w = await world({ zulip: { heartbeatMs: 300, longpollTimeoutSeconds: 10 }, config: { health: { port: 0 } } });
    const bot = await w.startBot();
    const url = await listenerUrl(bot);
    w.zulip.failNext(100_000, { status: 502, body: '<html>502 Bad Gateway</html>', path: /\/events$/ });
    const deadline = Date.now() + 30_000;
    let res = await fetch(`${url}/healthz`);
    while (res.status === 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      res = await fetch(`${url}/healthz`);
    }
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; reason: string };
    expect(body.status).toBe('unhealthy');
    expect(body.reason).toMatch(/^no answer from Zulip's event queue for \d+ s \(last error: INVALID_JSON\)$/);
  }, 45_000);
});
