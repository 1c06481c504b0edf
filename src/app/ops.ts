import type { Config } from '../config/schema.js';
import { CommandTally } from '../ops/command-tally.js';
import { DirectoryHealth } from '../ops/directory-health.js';
import { RateLimitSignal } from '../ops/rate-limits.js';
import { ScheduleBoard } from '../ops/schedule-board.js';
import { ZulipWatch } from '../ops/zulip-watch.js';
import { systemClock } from '../time/clock.js';

/**
 * What the running bot knows about itself, built once per process here in the
 * composition root and handed by constructor to whoever feeds or reads each
 * part: the directory client's exchanges and the Zulip API's requests feed
 * the health and latencies (and their 429s the rate-limit signal), the
 * command runner the tally, the schedulers the board; the alerts, the health
 * listener, the heartbeat and the `status` command read them.
 */
export interface Ops {
  /** The clock every part reads (tests: fake time). */
  now: () => Date;
  startedAt: Date;
  rateLimits: RateLimitSignal;
  directory: DirectoryHealth;
  zulip: ZulipWatch;
  commands: CommandTally;
  schedules: ScheduleBoard;
}

export function buildOps(config: Pick<Config, 'hub'>, options: { now?: () => Date } = {}): Ops {
  const now = options.now ?? (() => systemClock.now());
  const rateLimits = new RateLimitSignal();
  return {
    now,
    startedAt: now(),
    rateLimits,
    directory: new DirectoryHealth({ rateLimits, now: () => now().getTime() }),
    zulip: new ZulipWatch(rateLimits),
    commands: new CommandTally(config.hub.timezone),
    schedules: new ScheduleBoard(),
  };
}
