import got from 'got';
import type { Logger } from '../log.js';
import { USER_AGENT } from '../version.js';
import { LogThrottle } from '../util/log-throttle.js';

/**
 * The heartbeat push (`health.pingUrl`), the convention of cron-monitoring
 * services (healthchecks.io, Uptime Kuma's push monitors, Cronitor…): a GET
 * every `intervalMs` while `healthy()`; the service alerts when the pings stop.
 * Nothing is sent while unhealthy, which is the alert.
 */
export function startHeartbeat(options: { url: string; intervalMs?: number; healthy: () => boolean; log: Logger }): { stop(): void } {
  const warnings = new LogThrottle(60 * 60_000);
  const ping = async () => {
    if (!options.healthy()) return;
    try {
      await got(options.url, { headers: { 'user-agent': USER_AGENT }, timeout: { request: 10_000 }, retry: { limit: 0 } });
    } catch (error) {
      warnings.log(options.log, 'warn', 'ping', { err: { message: (error as Error).message } }, 'the heartbeat ping failed');
    }
  };
  void ping();
  const timer = setInterval(() => void ping(), options.intervalMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
