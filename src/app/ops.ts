import type { Config } from '../config/schema.js';
import { CommandTally } from '../ops/command-tally.js';
import { DirectoryHealth } from '../ops/directory-health.js';
import { Metrics } from '../ops/metrics.js';
import { RateLimitSignal } from '../ops/rate-limits.js';
import { AnswerYield } from '../ops/readiness.js';
import { ScheduleBoard } from '../ops/schedule-board.js';
import { ZulipWatch } from '../ops/zulip-watch.js';
import { systemClock } from '../time/clock.js';
import { DecodeReport } from '../util/tolerant/report.js';
import { VERSION } from '../version.js';

/**
 * Signals other parts of the bot produce for the operator, wired here in the
 * composition root. Until one is wired it reads undefined: readiness says
 * "unknown" for it and its metric is left out of the scrape, never "ok" or 0.
 */
export interface OpsSignals {
  /** The command pipeline: age in seconds of the oldest command received and not yet answered (0: none waits). */
  oldestUnansweredSeconds?: (() => number | undefined) | undefined;
  /** The bot's storage on Zulip: characters used (keys and values). */
  botStorageCharacters?: (() => number | undefined) | undefined;
}

/**
 * What the running bot knows about itself, built once per process here in the
 * composition root and handed by constructor to whoever feeds or reads each
 * part: the directory client's exchanges and the Zulip API's requests feed
 * the health and latencies (and their 429s the rate-limit signal), the
 * command runner the tally, the schedulers the board; the alerts, the health
 * listener, the heartbeat and the `status` command read them. `metrics` is the
 * process's registry (src/ops/metrics.ts), passed explicitly like the rest.
 */
export interface Ops {
  /** The clock every part reads (tests: fake time). */
  now: () => Date;
  startedAt: Date;
  metrics: Metrics;
  rateLimits: RateLimitSignal;
  directory: DirectoryHealth;
  zulip: ZulipWatch;
  commands: CommandTally;
  schedules: ScheduleBoard;
  /**
   * What the tolerant readers of both boundaries met (src/util/tolerant/report.ts): the
   * directory client and the Zulip API are handed it here, /metrics and readiness read it.
   * One per bot, so two bots in one process never share counts.
   */
  decoding: DecodeReport;
  /** Fed by the directory's tolerant reader (`decoding`) after each answer (readiness: degraded when a non-empty one had nothing usable). */
  directoryRecords: AnswerYield;
  /** Signals wired by the composition root once their producers exist. */
  signals: OpsSignals;
}

export function buildOps(config: Pick<Config, 'hub'>, options: { now?: () => Date; build?: { version: string; commit: string }; decoding?: DecodeReport } = {}): Ops {
  const now = options.now ?? (() => systemClock.now());
  const metrics = new Metrics(options.build ?? { version: VERSION, commit: 'unknown' });
  const rateLimits = new RateLimitSignal(metrics);
  const schedules = new ScheduleBoard();
  // The last success of each scheduled post, for a chart and an alert rule ("no digest for 26 h").
  schedules.subscribe((post, record) => {
    if (record.ok) metrics.postSucceeded(post.name, record.at);
  });
  const signals: OpsSignals = {};
  // Readiness hears of every directory answer the tolerant reader decodes (Zulip's shapes are named "zulip …").
  const directoryRecords = new AnswerYield();
  const decoding = options.decoding ?? new DecodeReport(() => now().getTime());
  decoding.observeAnswers((shape, received, usable) => {
    if (!shape.startsWith('zulip ')) directoryRecords.observe({ received, usable, what: `${shape}s` });
  });
  metrics.readFrom({
    now: () => now().getTime(),
    oldestUnansweredSeconds: () => signals.oldestUnansweredSeconds?.(),
    botStorageCharacters: () => signals.botStorageCharacters?.(),
    decodeProblems: () => decoding.counts(),
  });
  return {
    now,
    startedAt: now(),
    metrics,
    rateLimits,
    directory: new DirectoryHealth({ rateLimits, now: () => now().getTime(), metrics }),
    zulip: new ZulipWatch(rateLimits, metrics),
    commands: new CommandTally(config.hub.timezone),
    schedules,
    decoding,
    directoryRecords,
    signals,
  };
}
