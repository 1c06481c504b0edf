import type { Deps } from '../commands/context.js';
import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
import { reportPartOf } from '../weekly-report/compose.js';
import { lastFullWeek, ReportService } from '../weekly-report/service.js';
import { zulipChannel, type PostDeclaration, type ZulipDigestTarget } from './post.js';

/** The report service posting to reports.stream / reports.topic (through the transport's sender and uploads), or undefined when no stream is set (reports are off). */
export function reportService(config: Config, deps: Pick<Deps, 'directory' | 'hub'>, target: Omit<ZulipDigestTarget, 'limits'>, log: Logger): ReportService | undefined {
  const { stream, topic } = config.reports;
  if (!stream) return undefined;
  return new ReportService({ deps, log, jitterMs: config.digest.jitterSeconds * 1000 }, zulipChannel(target, { stream, topic }, reportPartOf, log));
}

/** The weekly staff report, when reports.stream is set: each run reports the last full week. */
export function reportPost(reports: ReportService | undefined, config: Config, log: Logger): PostDeclaration | undefined {
  if (!reports) return undefined;
  const { stream, topic, schedule, catchUpMinutes } = config.reports;
  return {
    name: 'weekly report',
    when: { schedule, timeZone: config.hub.timezone, day: 'today', catchUpMinutes, catchUpSetting: 'reports.catchUpMinutes' },
    where: `#${stream} > ${topic}`,
    setting: 'reports.stream / reports.topic',
    stream,
    topic,
    run: (date, signal) => reports.post(lastFullWeek(date), signal),
    once: "postOnce keyed on the week's Monday: the report in the topic, told by its title line (reportPartOf)",
    byHand: (date) => `frontdesk report --week ${lastFullWeek(date)} --post`,
    title: (date) => `weekly report of the week of ${lastFullWeek(date)}`,
    log,
    component: 'reports',
  };
}
