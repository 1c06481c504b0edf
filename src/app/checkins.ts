import type { Deps } from '../commands/context.js';
import { CheckinService } from '../checkins/service.js';
import { weekOf } from '../checkins/posts.js';
import { ZulipCheckinBoard, type ZulipBoardOptions } from '../zulip/checkin-board.js';
import type { Config } from '../config/schema.js';
import { DigestScheduler } from '../posts/shared/schedule.js';
import type { Logger } from '../log.js';
import type { ScheduleBoard } from '../ops/schedule-board.js';
import { recordOn, showOn } from './schedules.js';
import type { Sleep } from '../util/sleep.js';
import type { KeyValueStore } from '../util/key-value.js';
import type { ZulipApi } from '../zulip/api.js';
import type { ZulipTransport } from '../zulip/transport.js';

export type ZulipCheckinTarget = Omit<ZulipBoardOptions, 'stream' | 'topic' | 'log'>;

/** The board's way into Zulip: the API to read its posts back, the running transport for all it says and who reacted. */
export function checkinTargetOn(api: ZulipApi, transport: ZulipTransport): ZulipCheckinTarget {
  return {
    api,
    botUserId: () => transport.me.userId,
    post: (place, text) => transport.post(place, text),
    react: (messageId, emoji) => transport.react(messageId, emoji),
    people: (ids) => transport.people(ids),
  };
}

/** The check-in stream and topic on Zulip; none unless checkins.stream is set. */
export function zulipCheckinBoard(config: Config, target: ZulipCheckinTarget, log: Logger): ZulipCheckinBoard | undefined {
  const { stream, topic } = config.checkins;
  return stream ? new ZulipCheckinBoard({ ...target, stream, topic, log }) : undefined;
}

/** The check-ins (posts, and reactions as check-ins) on Zulip; none unless checkins.stream is set. */
export function zulipCheckins(
  config: Config,
  deps: Pick<Deps, 'directory' | 'members' | 'clock'>,
  target: ZulipCheckinTarget,
  log: Logger,
  options: { sleep?: Sleep; store?: KeyValueStore; shared?: () => boolean } = {},
): CheckinService | undefined {
  const board = zulipCheckinBoard(config, target, log);
  if (!board) return undefined;
  return new CheckinService({
    board,
    deps: { ...deps, log },
    log,
    timeZone: config.hub.timezone,
    confirm: config.checkins.confirm,
    jitterMs: config.checkins.jitterSeconds * 1000,
    ...options,
  });
}

/** The morning post's schedule and, unless `checkins.weekSchedule` is false, the week post's; each catches up a recent missed run. */
export function scheduleCheckins(service: CheckinService, config: Config, log: Logger, schedules?: ScheduleBoard): DigestScheduler[] {
  const { schedule, weekSchedule, catchUpMinutes } = config.checkins;
  const plans = [
    { name: 'morning post', cron: schedule, run: (date: string, signal: AbortSignal) => service.post('morning', date, signal) },
    ...(weekSchedule === false ? [] : [{ name: 'week post', cron: weekSchedule, run: (date: string, signal: AbortSignal) => service.post('week', weekOf(date), signal) }]),
  ];
  return plans.map((plan) => {
    const scheduler = new DigestScheduler({
      name: plan.name,
      catchUpSetting: 'checkins.catchUpMinutes',
      schedule: plan.cron,
      timeZone: config.hub.timezone,
      day: 'today',
      catchUpMinutes,
      run: plan.run,
      log,
      onOutcome: recordOn(schedules, plan.name),
    });
    const where = `#${config.checkins.stream ?? ''} > ${config.checkins.topic}`;
    const byHand = (date: string) => `frontdesk morning --date ${date}${plan.name === 'week post' ? ' --week' : ''} --post`;
    const title = (date: string) => (plan.name === 'week post' ? `week post for the week of ${weekOf(date)}` : `morning post for ${date}`);
    showOn(schedules, { name: plan.name, where, setting: 'checkins.stream / checkins.topic', byHand, title }, scheduler);
    scheduler.start();
    log.info({ next: scheduler.nextRun()?.toISOString(), stream: config.checkins.stream, topic: config.checkins.topic }, `${plan.name} scheduled`);
    scheduler.catchUp().catch((error: unknown) => log.error({ err: error }, `${plan.name} catch-up failed`));
    return scheduler;
  });
}
