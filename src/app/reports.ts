import type { Deps } from '../commands/context.js';
import type { Config } from '../config/schema.js';
import { DigestScheduler } from '../posts/shared/schedule.js';
import { ZulipDigestChannel } from '../zulip/digest-channel.js';
import type { ZulipDigestTarget } from './digest.js';
import type { Logger } from '../log.js';
import type { ScheduleBoard } from '../ops/schedule-board.js';
import type { Sleep } from '../util/sleep.js';
import { recordOn, showOn } from './schedules.js';
import { reportPartOf } from '../weekly-report/compose.js';
import { lastFullWeek, ReportService } from '../weekly-report/service.js';

/** The report service posting to reports.stream / reports.topic (through the transport's sender and uploads), or undefined when no stream is set (reports are off). */
export function reportService(config: Config, deps: Pick<Deps, 'directory' | 'hub'>, target: Omit<ZulipDigestTarget, 'limits'>, log: Logger): ReportService | undefined {
  const { stream, topic } = config.reports;
  if (!stream) return undefined;
  const channel = new ZulipDigestChannel(target.api, (text) => target.post({ type: 'stream', stream, topic }, text), { stream, topic, botUserId: target.botUserId }, log, {
    upload: target.upload,
    partOf: reportPartOf,
  });
  return new ReportService({ deps, log, jitterMs: config.digest.jitterSeconds * 1000 }, channel);
}

/**
 * The weekly report on its schedule (each run reports the last full week),
 * with a missed run caught up on start; its outcomes on the board when given.
 * `now`/`sleep`: tests' fake time.
 */
export function scheduleReports(
  reports: ReportService | undefined,
  config: Config,
  log: Logger,
  options: { schedules?: ScheduleBoard | undefined; now?: () => Date; sleep?: Sleep } = {},
): DigestScheduler | undefined {
  const { schedules } = options;
  if (!reports) return undefined;
  const scheduler = new DigestScheduler({
    schedule: config.reports.schedule,
    timeZone: config.hub.timezone,
    day: 'today',
    catchUpMinutes: config.reports.catchUpMinutes,
    run: (date, signal) => reports.post(lastFullWeek(date), signal),
    log: log.child({ component: 'reports' }),
    onOutcome: recordOn(schedules, 'weekly report'),
    ...(options.now ? { now: options.now } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  const where = `#${config.reports.stream} > ${config.reports.topic}`;
  showOn(schedules, { name: 'weekly report', where, setting: 'reports.stream / reports.topic', byHand: (date) => `frontdesk report --week ${lastFullWeek(date)} --post`, title: (date) => `weekly report of the week of ${lastFullWeek(date)}` }, scheduler);
  scheduler.start();
  log.info({ next: scheduler.nextRun()?.toISOString(), stream: config.reports.stream, topic: config.reports.topic }, 'weekly report scheduled');
  scheduler.catchUp().catch((error: unknown) => log.error({ err: error }, 'weekly report catch-up failed'));
  return scheduler;
}
