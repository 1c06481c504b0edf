import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
import type { MemberIndex } from '../members/member-index.js';
import { startHealthServer, type HealthServer } from '../ops/health-server.js';
import { startHeartbeat } from '../ops/heartbeat.js';
import { Liveness } from '../ops/liveness.js';
import { oldestUnansweredProbe, readiness, type Probe, type ReadinessInputs } from '../ops/readiness.js';
import { shortDuration as formatAge } from '../text/duration.js';
import type { Ops } from './ops.js';

/** The Zulip event queue's health, as the transport reports it. */
export interface QueueHealth {
  health(): { ok: boolean; reason?: string | undefined; lastPollAt?: number | undefined };
}

/** The parts readiness reads, from the composition root. */
export interface ReadinessParts {
  ops: Ops;
  zulip: QueueHealth;
  index: MemberIndex | undefined;
  /** Set once shutdown begins: not ready from then on (alive until the process exits). */
  stopping: () => boolean;
}

/** The `/readyz` inputs: the ones this process can tell, and the two others produce (through `ops`), unknown until wired. */
export function readinessInputs(parts: ReadinessParts): ReadinessInputs {
  const { ops, zulip, index } = parts;
  const now = () => ops.now().getTime();
  const zulipQueue: Probe = () => {
    if (parts.stopping()) return { state: 'failing', detail: 'shutting down' };
    const health = zulip.health();
    if (!health.ok) return { state: 'failing', detail: health.reason ?? 'not polling' };
    return { state: 'ok', detail: health.lastPollAt === undefined ? 'registered' : `registered; last poll answered ${formatAge(now() - health.lastPollAt)} ago` };
  };
  const directory: Probe = () => {
    const d = ops.directory;
    if (d.tokenRefused) return { state: 'failing', detail: `the directory refuses the token (${d.lastFailure ?? '401'})` };
    if (!d.answering) return { state: 'failing', detail: `the directory is not answering (${d.lastFailure ?? 'error'})${d.failingSince === undefined ? '' : ` for ${formatAge(now() - d.failingSince)}`}` };
    return { state: 'ok', detail: d.latency.summary() ? 'answering' : 'no failure seen' };
  };
  const memberIndex: Probe = () => {
    if (!index) return { state: 'ok', detail: 'off (directory.index is false)' };
    if (index.builtAt === undefined) return { state: 'failing', detail: `not loaded yet${index.loading ? ' (building)' : ''}` };
    return { state: 'ok', detail: `${index.size} profiles, built ${formatAge(now() - index.builtAt)} ago` };
  };
  return {
    zulipQueue,
    directory,
    memberIndex,
    oldestUnanswered: oldestUnansweredProbe(() => ops.signals.oldestUnansweredSeconds?.()),
    directoryRecords: () => ops.directoryRecords.probe(),
  };
}

export interface OpsListener {
  server?: HealthServer | undefined;
  /** The heartbeat push (`health.pingUrl`), once the bot is up: it pings at once, then every minute while ready. */
  startHeartbeat(): void;
  /** Readiness says "shutting down" from now on; the listener keeps answering until `close`. */
  markStopping(): void;
  close(): Promise<void>;
}

/**
 * The operator's view, when configured: the health listener (`health.port`,
 * or PORT), started at once, and the heartbeat push (`health.pingUrl`, sent
 * while ready), started when asked.
 */
export async function startOpsListener(config: Pick<Config, 'health'>, parts: Omit<ReadinessParts, 'stopping'>, log: Logger): Promise<OpsListener> {
  let stopping = false;
  const inputs = readinessInputs({ ...parts, stopping: () => stopping });
  const ready = () => readiness(inputs);
  let server: HealthServer | undefined;
  let liveness: Liveness | undefined;
  if (config.health.port !== undefined) {
    liveness = new Liveness();
    const live = liveness;
    try {
      server = await startHealthServer({
        port: config.health.port,
        host: config.health.host,
        live: () => live.report(),
        ready,
        legacy: () => ({ directory: parts.ops.directory.answering ? 'answering' : `failing (${parts.ops.directory.lastFailure ?? 'error'})` }),
        metrics: parts.ops.metrics,
        log,
      });
    } catch (error) {
      // The bot is worth more than its dashboard: say so loudly and go on.
      log.error({ err: error, port: config.health.port }, 'could not start the health listener; going on without it');
    }
  }
  let heartbeat: { stop(): void } | undefined;
  const pingUrl = config.health.pingUrl;
  return {
    server,
    startHeartbeat: () => {
      if (pingUrl && !heartbeat && !stopping) heartbeat = startHeartbeat({ url: pingUrl, healthy: () => ready().ready, log });
    },
    markStopping: () => {
      stopping = true;
      heartbeat?.stop();
    },
    close: async () => {
      heartbeat?.stop();
      liveness?.stop();
      await server?.close();
    },
  };
}
