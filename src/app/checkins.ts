import { CheckinService } from '../checkins/service.js';
import { weekOf } from '../checkins/posts.js';
import { ZulipCheckinBoard, type ZulipBoardOptions } from '../checkins/zulip-board.js';
import type { Deps } from '../commands/context.js';
import type { Config } from '../config/schema.js';
import { DigestScheduler } from '../digest/schedule.js';
import type { Logger } from '../log.js';
import type { ZulipApi } from '../zulip/api.js';
import type { ZulipTransport } from '../zulip/transport.js';

/** The check-in service when `checkins.stream` is set; otherwise none (and no reaction events are registered). */
export function checkinServiceFor(config: Config, deps: Pick<Deps, 'directory' | 'members' | 'clock'>, log: Logger): CheckinService | undefined {
  if (!config.checkins.stream) return undefined;
  return new CheckinService({
    deps: { ...deps, log },
    log,
    timeZone: config.hub.timezone,
    confirm: config.checkins.confirm,
    jitterMs: config.checkins.jitterSeconds * 1000,
  });
}

/** Points the check-ins at their stream and topic on Zulip. Needs the transport started (the bot's own user id). */
export function attachCheckinBoard(service: CheckinService, config: Config, api: ZulipApi, transport: ZulipTransport, log: Logger): boolean {
  const me = transport.me;
  if (!me) return false;
  service.board = checkinBoard(config, api, me.userId, {
    post: (place, text) => transport.post(place, text),
    react: (messageId, emoji) => transport.react(messageId, emoji),
    people: (ids) => transport.people.people(ids),
    log,
  });
  return service.board !== undefined;
}

/** The check-in stream and topic on Zulip, from parts (`frontdesk morning --post` has a sender but no transport); none without checkins.stream. */
export function checkinBoard(
  config: Config,
  api: ZulipApi,
  botUserId: number,
  parts: Pick<ZulipBoardOptions, 'post' | 'react' | 'people' | 'log'>,
): ZulipCheckinBoard | undefined {
  const { stream, topic } = config.checkins;
  return stream ? new ZulipCheckinBoard({ api, stream, topic, botUserId, ...parts }) : undefined;
}

/** The morning post's schedule and, unless `checkins.weekSchedule` is false, the week post's; each catches up a recent missed run. */
export function scheduleCheckins(service: CheckinService, config: Config, log: Logger): DigestScheduler[] {
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
      log: log.child({ component: 'checkins' }),
    });
    scheduler.start();
    log.info({ next: scheduler.nextRun()?.toISOString(), stream: config.checkins.stream, topic: config.checkins.topic }, `${plan.name} scheduled`);
    scheduler.catchUp().catch((error: unknown) => log.error({ err: error }, `${plan.name} catch-up failed`));
    return scheduler;
  });
}
