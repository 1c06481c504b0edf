import type { Place } from '../chat.js';
import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
import { Alerts } from '../ops/alerts.js';
import type { Ops } from './ops.js';

/**
 * Alerts to the admins (one group DM) or to alerts.stream, reading the
 * process's ops parts; none when neither is set. Not started: call `start()`.
 */
export function alertsFor(config: Pick<Config, 'alerts' | 'admins'>, sender: { send(place: Place, text: string): Promise<void> }, ops: Ops, log: Logger): Alerts | undefined {
  const { stream, topic } = config.alerts;
  if (!stream && config.admins.length === 0) return undefined;
  const place: Place = stream ? { type: 'stream', stream, topic } : { type: 'dm', recipientIds: [...config.admins] };
  return new Alerts({
    send: (text) => sender.send(place, text),
    log: log.child({ component: 'alerts' }),
    directory: ops.directory,
    rateLimits: ops.rateLimits,
    schedules: ops.schedules,
    now: () => ops.now().getTime(),
  });
}
