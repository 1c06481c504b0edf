import type { ChatLimits, Place } from '../chat.js';
import type { Uploader } from '../charts/attach.js';
import type { Config } from '../config/schema.js';
import { DigestPoster } from '../posts/digest/poster.js';
import { DigestScheduler } from '../posts/shared/schedule.js';
import type { DigestService } from '../posts/digest/service.js';
import type { Logger } from '../log.js';
import type { Metrics } from '../ops/metrics.js';
import type { ScheduleBoard } from '../ops/schedule-board.js';
import type { Sleep } from '../util/sleep.js';
import { recordOn, showOn } from './schedules.js';
import type { ZulipApi } from '../zulip/api.js';
import { ZulipDigestChannel } from '../zulip/digest-channel.js';

export interface ZulipDigestTarget {
  api: Pick<ZulipApi, 'getMessages' | 'deleteMessage'>;
  /** The bot's own user id: its earlier posts are the record of what was posted. */
  botUserId: number;
  /** Posts a message, resolving with its id (the transport's or the CLI's rate-limited sender). */
  post: (place: Place, text: string) => Promise<number>;
  limits: ChatLimits;
  /** Stores a file a post can link (the weekly picture, the report's chart and CSV); the transport's or the CLI's. */
  upload?: Uploader | undefined;
}

/** The digest posted to digest.stream / digest.topic on Zulip, or undefined when no stream is set; each run counted in `metrics` when given. */
export function zulipDigestPoster(digest: DigestService, config: Config, target: ZulipDigestTarget, log: Logger, metrics?: Pick<Metrics, 'digestRuns'>): DigestPoster | undefined {
  const { stream, topic } = config.digest;
  if (!stream) return undefined;
  const channel = new ZulipDigestChannel(target.api, (text) => target.post({ type: 'stream', stream, topic }, text), { stream, topic, botUserId: target.botUserId }, log, {
    upload: target.upload,
  });
  return new DigestPoster({
    digest,
    channel,
    maxMessageLength: target.limits.maxMessageLength,
    skipEmpty: config.digest.skipEmpty,
    jitterMs: config.digest.jitterSeconds * 1000,
    weeklyChart: config.digest.weeklyChart,
    log,
    metrics,
  });
}

/**
 * The scheduled digest, when enabled and a stream is set; catches up a recent
 * missed run in the background. With a board, each attempt's outcome goes
 * there (alerts, `status`). `now`/`sleep`: tests' fake time.
 */
export function scheduleDigest(
  poster: DigestPoster | undefined,
  config: Config,
  log: Logger,
  options: { schedules?: ScheduleBoard | undefined; now?: () => Date; sleep?: Sleep } = {},
): DigestScheduler | undefined {
  if (!config.digest.enabled) return undefined;
  if (!poster) {
    log.warn('digest.enabled is true but digest.stream is not set: no digest will be posted (previews still work)');
    return undefined;
  }
  const scheduler = new DigestScheduler({
    schedule: config.digest.schedule,
    timeZone: config.hub.timezone,
    day: config.digest.day,
    catchUpMinutes: config.digest.catchUpMinutes,
    run: (date, signal) => poster.post(date, signal),
    log: log.child({ component: 'digest' }),
    onOutcome: recordOn(options.schedules, 'digest'),
    ...(options.now ? { now: options.now } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  const { stream, topic } = config.digest;
  showOn(options.schedules, { name: 'digest', where: `#${stream} > ${topic}`, setting: 'digest.stream / digest.topic', byHand: (date) => `frontdesk digest --date ${date} --post` }, scheduler);
  scheduler.start();
  log.info({ next: scheduler.nextRun()?.toISOString(), stream: config.digest.stream, topic: config.digest.topic }, 'digest scheduled');
  scheduler.catchUp().catch((error: unknown) => log.error({ err: error }, 'digest catch-up failed'));
  return scheduler;
}
