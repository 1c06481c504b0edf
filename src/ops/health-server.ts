import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log.js';
import { collectProcessMetrics, registry } from './metrics.js';

export interface HealthCheck {
  ok: boolean;
  reason?: string | undefined;
  [detail: string]: unknown;
}

export interface HealthServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The optional operator listener (`health.port`): `GET /healthz` answers 200
 * while `check()` says ok and 503 with the reason otherwise (JSON either way);
 * `GET /metrics` is the Prometheus text exposition of every metric. Nothing
 * else: 404.
 */
export async function startHealthServer(options: { port: number; host: string; check: () => HealthCheck; log: Logger }): Promise<HealthServer> {
  collectProcessMetrics();
  // A slow or idle scraper must not hold a socket for long.
  const server: Server = createServer({ requestTimeout: 10_000, keepAliveTimeout: 5_000 }, (req, res) => {
    const path = new URL(req.url ?? '/', 'http://frontdesk').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/healthz') {
      let check: HealthCheck;
      try {
        check = options.check();
      } catch (error) {
        check = { ok: false, reason: `health check failed: ${(error as Error).message}` };
      }
      const body = JSON.stringify({ status: check.ok ? 'ok' : 'unhealthy', ...check });
      res.writeHead(check.ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(body);
      return;
    }
    if (path === '/metrics') {
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          options.log.error({ err: error }, 'could not render /metrics');
          res.writeHead(500).end();
        },
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: try /healthz or /metrics\n');
  });
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
  options.log.info({ url, endpoints: ['/healthz', '/metrics'] }, 'health listener started');
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
