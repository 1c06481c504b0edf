import type { CheckinService } from '../checkins/service.js';
import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
import type { PostDeclaration } from './post.js';

/** The morning check-in post: members react to it to check in. Scheduled whenever check-ins are on (checkins.stream). */
export function morningPost(service: CheckinService, config: Config, log: Logger): PostDeclaration {
  const { stream, topic, schedule, catchUpMinutes } = config.checkins;
  return {
    name: 'morning post',
    when: { schedule, timeZone: config.hub.timezone, day: 'today', catchUpMinutes, catchUpSetting: 'checkins.catchUpMinutes' },
    where: `#${stream ?? ''} > ${topic}`,
    setting: 'checkins.stream / checkins.topic',
    stream,
    topic,
    run: (date, signal) => service.post('morning', date, signal),
    once: "postOnce on the check-in topic, told by the post's first line (isPostFor); the bot's reactions are mended on every run",
    byHand: (date) => `frontdesk morning --date ${date} --post`,
    title: (date) => `morning post for ${date}`,
    log,
  };
}
