import type { Logger } from '../log.js';
import { USER_AGENT } from '../version.js';
import { LogThrottle } from '../util/log-throttle.js';
import { HttpExchange } from '../util/http-exchange.js';

/** A ping service's answer is a word or two ("OK"); anything longer is not read. */
const PING_ANSWER_MAX_BYTES = 64 * 1024;
/** Redirects followed per ping (an http:// URL answered with its https:// twin, a moved check). */
const MAX_REDIRECTS = 5;

/**
 * The heartbeat push (`health.pingUrl`), the convention of cron-monitoring
 * services (healthchecks.io, Uptime Kuma's push monitors, Cronitor…): a GET
 * every `intervalMs` while `healthy()`; the service alerts when the pings stop.
 * Nothing is sent while unhealthy, which is the alert.
 */
export function startHeartbeat(options: { url: string; intervalMs?: number; healthy: () => boolean; log: Logger }): { stop(): void } {
  const warnings = new LogThrottle(60 * 60_000);
  const http = new HttpExchange();
  const ping = async () => {
    if (!options.healthy()) return;
    try {
      await pingOnce(http, options.url);
    } catch (error) {
      warnings.log(options.log, 'warn', 'ping', { err: { message: (error as Error).message } }, 'the heartbeat ping failed');
    }
  };
  void ping();
  const timer = setInterval(() => void ping(), options.intervalMs ?? 60_000);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      http.close();
    },
  };
}

/** One GET, following redirects (the ping carries no credentials); any final status but 2xx is a failed ping. */
async function pingOnce(http: HttpExchange, url: string): Promise<void> {
  let at = url;
  for (let redirects = 0; ; redirects++) {
    const res = await http.send({ method: 'GET', url: at, headers: { 'user-agent': USER_AGENT }, timeoutMs: 10_000, maxBodyBytes: PING_ANSWER_MAX_BYTES });
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location && redirects < MAX_REDIRECTS) {
      at = new URL(location, at).href;
      continue;
    }
    if (res.status < 200 || res.status >= 300) throw new Error(`the ping URL answered ${res.status}`);
    return;
  }
}
