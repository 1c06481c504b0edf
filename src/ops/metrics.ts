import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The bot's Prometheus metrics (served on `/metrics` when `health.port` is
 * set). One registry for the process; counting costs a map lookup, so the
 * counters are always on and only the process metrics (event-loop lag, RSS…)
 * wait for the listener.
 *
 * Module-level on purpose, unlike the bot's other state: a Prometheus registry
 * is one per process by nature (the scrape is of the process), counters only
 * ever grow and no code reads them back, so tests sharing a worker cannot
 * change each other's behaviour through them; threading one registry through
 * every constructor from the Zulip API to the command runner would buy nothing.
 * What code does read (directory health, recent latencies, 429s, commands
 * today, scheduled posts' outcomes) lives in instances the composition root
 * builds once (src/app/ops.ts) and passes by constructor.
 */
export const registry = new Registry();

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 90];

export const metrics = {
  commands: new Counter({
    name: 'frontdesk_commands_total',
    help: 'Commands handled, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  }),
  reactions: new Counter({
    name: 'frontdesk_reactions_handled_total',
    help: 'Reactions acted on (after settling: one per member and subject), by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  }),
  directorySeconds: new Histogram({
    name: 'frontdesk_directory_request_duration_seconds',
    help: 'Directory API exchanges (each attempt), by method and status (or network error code)',
    labelNames: ['method', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
  }),
  zulipSeconds: new Histogram({
    name: 'frontdesk_zulip_request_duration_seconds',
    help: 'Zulip API requests, by endpoint and result (GET /events is a long-poll: it waits for news)',
    labelNames: ['endpoint', 'result'] as const,
    buckets: SECONDS,
    registers: [registry],
  }),
  retries: new Counter({
    name: 'frontdesk_retries_total',
    help: 'Retries after a failure, by what was retried',
    labelNames: ['target'] as const,
    registers: [registry],
  }),
  rateLimited: new Counter({
    name: 'frontdesk_rate_limited_total',
    help: 'Answers 429 (rate limited), by server',
    labelNames: ['server'] as const,
    registers: [registry],
  }),
  registrations: new Counter({
    name: 'frontdesk_zulip_queue_registrations_total',
    help: 'Zulip event queues registered (the first, then one per expired queue)',
    registers: [registry],
  }),
  reactionsDropped: new Counter({
    name: 'frontdesk_reactions_dropped_total',
    help: 'Courtesy reactions not sent because the request budget was tight',
    registers: [registry],
  }),
  digestRuns: new Counter({
    name: 'frontdesk_digest_runs_total',
    help: 'Digest runs (each attempt), by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
};

let processMetrics = false;

/** Process metrics (event-loop lag, RSS, heap, GC), once, when something will read them. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry, prefix: 'frontdesk_', eventLoopMonitoringPrecision: 20 });
}

/** Who else hears of each Zulip request: its duration and whether it was a 429 (zulip-watch.ts). */
export interface ZulipObserver {
  observe(endpoint: string, ms: number, result: string): void;
}

/** Times `call` into the Zulip histogram, by its outcome, and tells `observer`. */
export async function timedZulip<T>(endpoint: string, call: () => Promise<T>, observer?: ZulipObserver): Promise<T> {
  const started = performance.now();
  const end = metrics.zulipSeconds.startTimer({ endpoint });
  let result = 'error';
  try {
    const value = await call();
    result = 'success';
    return value;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') result = code;
    // Counted here when nobody watches (one-shot CLI commands); the observer's signal counts it otherwise.
    if (code === 'RATE_LIMIT_HIT' && !observer) metrics.rateLimited.inc({ server: 'zulip' });
    throw error;
  } finally {
    end({ result });
    observer?.observe(endpoint, performance.now() - started, result);
  }
}
