import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ProblemCount } from '../util/tolerant/report.js';
import type { Outcome } from '../util/tolerant/shape.js';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 90];

/** What the gauges read when scraped; each reader is wired by the composition root, and an unwired one exports nothing. */
export interface MetricReadings {
  /** The member index: how many profiles, and when it was last built (ms since the epoch); undefined while off or never built. */
  memberIndex?: () => { profiles: number; builtAt: number | undefined } | undefined;
  /** Age of the oldest command received and not yet answered, in seconds; 0 when none waits; undefined when not known. */
  oldestUnansweredSeconds?: () => number | undefined;
  /** Characters used in the bot's storage on Zulip (keys and values); undefined when not known. */
  botStorageCharacters?: () => number | undefined;
  /** The clock the ages are measured on (ms since the epoch). */
  now?: () => number;
  /** What the tolerant readers met (the running bot's decode report, src/util/tolerant/report.ts): counted by shape, field and problem. */
  decodeProblems?: () => ProblemCount[];
}

/** The scheduled posts, by their label in the metrics. */
export const POST_LABELS: Record<string, string> = { digest: 'digest', 'morning post': 'morning_post', 'week post': 'week_post', 'weekly report': 'report' };

/**
 * The bot's Prometheus metrics, on a registry of their own (served on
 * `/metrics` when the health listener is on). Built once per process by the
 * composition root (src/app/ops.ts) and passed to whoever counts: no module
 * singleton, so two bots in one test worker never share a count. Names follow
 * Prometheus conventions: the unit in the name (_seconds, _bytes), _total on
 * counters, _timestamp_seconds for a point in time, _info for labels-only.
 */
export class Metrics {
  readonly registry = new Registry();
  #readings: MetricReadings = {};
  #processMetrics = false;

  readonly commands = new Counter({
    name: 'frontdesk_commands_total',
    help: 'Commands handled, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly directorySeconds = new Histogram({
    name: 'frontdesk_directory_request_duration_seconds',
    help: 'Directory API exchanges (each attempt), by method and status (or network error code)',
    labelNames: ['method', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly zulipSeconds = new Histogram({
    name: 'frontdesk_zulip_request_duration_seconds',
    help: 'Zulip API requests, by endpoint and result (GET /events is a long-poll: it waits for news)',
    labelNames: ['endpoint', 'result'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly retries = new Counter({
    name: 'frontdesk_retries_total',
    help: 'Retries after a failure, by what was retried',
    labelNames: ['target'] as const,
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'frontdesk_rate_limited_total',
    help: 'Answers 429 (rate limited), by server',
    labelNames: ['server'] as const,
    registers: [this.registry],
  });
  readonly registrations = new Counter({
    name: 'frontdesk_zulip_queue_registrations_total',
    help: 'Zulip event queues registered (the first, then one per expired queue)',
    registers: [this.registry],
  });
  readonly digestRuns = new Counter({
    name: 'frontdesk_digest_runs_total',
    help: 'Digest runs (each attempt), by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly reactionsHandled = new Counter({
    name: 'frontdesk_reactions_handled_total',
    help: 'Reactions acted on (after settling: one per member and subject), by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  /** The tolerant readers' findings (src/util/tolerant), read at scrape time from the bot's decode report (`decodeProblems`). */
  readonly ignoredFields = decodeCounter(this.registry, 'frontdesk_ignored_fields_total', 'Fields of directory and Zulip records read as absent (unexpected type, shape or value), by shape, field and problem', ['ignored', 'kept'], () => this.#readings.decodeProblems?.() ?? []);
  readonly skippedRecords = decodeCounter(this.registry, 'frontdesk_skipped_records_total', 'Directory and Zulip records left out for a required field, by shape, field and problem', ['skipped'], () => this.#readings.decodeProblems?.() ?? []);
  readonly postLastSuccess = new Gauge({
    name: 'frontdesk_scheduled_post_last_success_timestamp_seconds',
    help: 'When each scheduled post (digest, morning_post, week_post, report) last succeeded, in seconds since the epoch',
    labelNames: ['post'] as const,
    registers: [this.registry],
  });

  constructor(build: { version: string; commit: string }) {
    const info = new Gauge({ name: 'frontdesk_build_info', help: 'The running build: version and commit (value 1)', labelNames: ['version', 'commit', 'node'] as const, registers: [this.registry] });
    info.set({ version: build.version, commit: build.commit, node: process.versions.node }, 1);
    const readings = () => this.#readings;
    const now = () => (readings().now ?? Date.now)();
    this.#gauge('frontdesk_oldest_unanswered_command_age_seconds', 'Age of the oldest command received and not yet answered (0: none waits); absent when not known', () => readings().oldestUnansweredSeconds?.());
    this.#gauge('frontdesk_member_index_profiles', 'Profiles in the member index; absent while the index is off or not built', () => readings().memberIndex?.()?.profiles);
    this.#gauge('frontdesk_member_index_age_seconds', 'Seconds since the member index was last built; absent while off or not built', () => {
      const builtAt = readings().memberIndex?.()?.builtAt;
      return builtAt === undefined ? undefined : Math.max(0, (now() - builtAt) / 1000);
    });
    this.#gauge('frontdesk_bot_storage_characters', "Characters used in the bot's storage on Zulip (keys and values, as Zulip counts them against its 10,000,000 limit); absent when not known", () => readings().botStorageCharacters?.());
  }

  /** Where the gauges read from (the composition root, once the parts exist); later calls add to earlier ones. */
  readFrom(readings: MetricReadings): void {
    this.#readings = { ...this.#readings, ...readings };
  }

  /** A scheduled post succeeded at `at` (the board's outcomes, src/app/ops.ts). */
  postSucceeded(name: string, at: Date): void {
    this.postLastSuccess.set({ post: POST_LABELS[name] ?? name.replace(/\W+/g, '_') }, at.getTime() / 1000);
  }

  /** Process metrics (event-loop lag, RSS, heap, GC), once, when something will read them. */
  collectProcessMetrics(): void {
    if (this.#processMetrics) return;
    this.#processMetrics = true;
    collectDefaultMetrics({ register: this.registry, prefix: 'frontdesk_', eventLoopMonitoringPrecision: 20 });
  }

  #gauge(name: string, help: string, read: () => number | undefined): void {
    new ReadGauge(name, help, this.registry, read);
  }
}

/**
 * A gauge read when scraped. A reading of undefined leaves the sample out (an
 * unknown is not 0; prom-client's own reset puts an unlabelled gauge back at 0).
 */
class ReadGauge extends Gauge {
  constructor(
    name: string,
    help: string,
    registry: Registry,
    private readonly read: () => number | undefined,
  ) {
    super({ name, help, registers: [registry] });
  }

  override async get(): ReturnType<Gauge['get']> {
    const value = this.read();
    if (value === undefined || !Number.isFinite(value)) return { ...(await super.get()), values: [] };
    this.set(value);
    return super.get();
  }
}

/** Who else hears of each Zulip request: its duration and its result (success, or the error code). */
export interface ZulipObserver {
  observe(endpoint: string, ms: number, result: string): void;
}

/** A counter read at scrape time from a decode report (src/util/tolerant/report.ts), which counts as it decodes. */
function decodeCounter(registry: Registry, name: string, help: string, outcomes: Outcome[], problems: () => ProblemCount[]): Counter<'shape' | 'field' | 'problem'> {
  return new Counter({
    name,
    help,
    labelNames: ['shape', 'field', 'problem'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const c of problems()) if (outcomes.includes(c.outcome)) this.inc({ shape: c.shape, field: c.field, problem: c.problem }, c.count);
    },
  });
}
