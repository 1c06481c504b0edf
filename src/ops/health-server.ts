import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log.js';
import type { LivenessReport } from './liveness.js';
import type { Metrics } from './metrics.js';
import type { ReadinessReport } from './readiness.js';

/** Extra fields the deprecated `/healthz` kept in its body (the directory's state), beside readiness's verdict. */
export type LegacyHealthFields = Record<string, unknown>;

export interface HealthServer {
  url: string;
  close(): Promise<void>;
}

export interface HealthServerOptions {
  port: number;
  host: string;
  live: () => LivenessReport;
  ready: () => ReadinessReport;
  /** What `/healthz` adds to readiness's verdict, as it said before /readyz existed. */
  legacy?: () => LegacyHealthFields;
  metrics: Pick<Metrics, 'registry' | 'collectProcessMetrics'>;
  log: Logger;
  /** A connection that sends nothing for this long is closed (default 10 s; issue 24: idle sockets were kept). */
  idleTimeoutMs?: number;
}

export const HEALTH_ENDPOINTS = ['/livez', '/readyz', '/metrics', '/healthz (deprecated: /readyz)'];
const NO_STORE = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/**
 * The operator listener (`health.port`, or the PORT a host assigns):
 * - `GET /livez`: 200 while the process and its event loop are alive (src/ops/liveness.ts), else 503;
 * - `GET /readyz`: 200 while the bot can answer (src/ops/readiness.ts; "degraded" is still 200), 503 when an input fails;
 * - `GET /healthz`: deprecated alias of /readyz, its old body fields kept (`status: ok|unhealthy`, `reason`);
 * - `GET /metrics`: the Prometheus text exposition of the process's registry.
 * JSON bodies; anything else 404. Sockets are not kept: one silent for
 * `idleTimeoutMs` (10 s) is closed, headers must arrive within as long, a
 * request within 10 s, and at most 256 connections are open at once.
 */
export async function startHealthServer(options: HealthServerOptions): Promise<HealthServer> {
  options.metrics.collectProcessMetrics();
  const idleMs = options.idleTimeoutMs ?? 10_000;
  // A silent connection is closed by whichever fires first: the socket's idle timeout (setTimeout below: a bare
  // close) or Node's headersTimeout sweep, run every connectionsCheckingInterval, which counts from accept even for a
  // connection that sent nothing and writes a 408 before closing. Both are idleMs, so an idle socket is closed within
  // idleMs plus one interval. (This said before that the idle timeout fires only within headersTimeout and that the
  // sweep never closes a silent connection: neither holds on Node 20.20; a client that never reads sees no close
  // after the 408, which is what the flaky idle-socket test saw.)
  const timeouts = { headersTimeout: idleMs, requestTimeout: Math.max(10_000, idleMs), keepAliveTimeout: Math.min(5_000, idleMs), connectionsCheckingInterval: Math.min(1_000, idleMs) };
  const server = createServer(timeouts, (req, res) => {
    const path = new URL(req.url ?? '/', 'http://frontdesk').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/livez') return void answerLive(res, options);
    if (path === '/readyz') return void answerReady(res, options, false);
    if (path === '/healthz') return void answerReady(res, options, true);
    if (path === '/metrics') {
      options.metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': options.metrics.registry.contentType }).end(text),
        (error: unknown) => {
          options.log.error({ err: error }, 'could not render /metrics');
          res.writeHead(500).end();
        },
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: try /livez, /readyz or /metrics\n');
  });
  // A socket silent this long is destroyed (no 'timeout' listener on the server: Node destroys it).
  server.setTimeout(idleMs);
  // A flood of connections costs file descriptors, not the bot.
  server.maxConnections = 256;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${port}`;
  options.log.info({ url, endpoints: HEALTH_ENDPOINTS }, 'health listener started');
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answerLive(res: ServerResponse, options: HealthServerOptions): void {
  let report: LivenessReport;
  try {
    report = options.live();
  } catch (error) {
    report = { live: false, detail: `liveness check failed: ${(error as Error).message}`, meanDelayMs: 0, maxDelayMs: 0 };
  }
  res.writeHead(report.live ? 200 : 503, NO_STORE).end(JSON.stringify({ status: report.live ? 'live' : 'dead', ...report }));
}

function answerReady(res: ServerResponse, options: HealthServerOptions, legacy: boolean): void {
  let report: ReadinessReport;
  try {
    report = options.ready();
  } catch (error) {
    report = { ready: false, status: 'not ready', checks: {}, reason: `readiness check failed: ${(error as Error).message}` };
  }
  // The old body's reason was the failure itself ("no answer from Zulip's event queue for 31 s …"), without the input's name.
  const failing = Object.values(report.checks).find((c) => c.state === 'failing')?.detail ?? report.reason;
  const body = legacy
    ? { status: report.ready ? 'ok' : 'unhealthy', ok: report.ready, ...(report.ready ? {} : { reason: failing }), ...options.legacy?.(), deprecated: 'use /readyz (readiness) and /livez (liveness)', checks: report.checks }
    : report;
  const headers = legacy ? { ...NO_STORE, deprecation: 'true', link: '</readyz>; rel="successor-version"' } : NO_STORE;
  res.writeHead(report.ready ? 200 : 503, headers).end(JSON.stringify(body));
}
