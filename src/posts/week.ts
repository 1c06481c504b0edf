import type { CheckinService } from '../checkins/service.js';
import { weekOf } from '../checkins/posts.js';
import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
import type { PostDeclaration } from './post.js';

/** The week post (one reaction per weekday, each a planned visit), unless checkins.weekSchedule is false. */
export function weekPost(service: CheckinService, config: Config, log: Logger): PostDeclaration | undefined {
  const { stream, topic, weekSchedule, catchUpMinutes } = config.checkins;
  if (weekSchedule === false) return undefined;
  return {
    name: 'week post',
    when: { schedule: weekSchedule, timeZone: config.hub.timezone, day: 'today', catchUpMinutes, catchUpSetting: 'checkins.catchUpMinutes' },
    where: `#${stream ?? ''} > ${topic}`,
    setting: 'checkins.stream / checkins.topic',
    stream,
    topic,
    run: (date, signal) => service.post('week', weekOf(date), signal),
    once: "postOnce keyed on the week's Monday on the check-in topic, told by the post's first line (isPostFor); reactions mended on every run",
    byHand: (date) => `frontdesk morning --date ${date} --week --post`,
    title: (date) => `week post for the week of ${weekOf(date)}`,
    log,
  };
}
