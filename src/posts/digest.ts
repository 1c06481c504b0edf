import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
import type { Metrics } from '../ops/metrics.js';
import { partOf } from './digest/compose.js';
import { DigestPoster } from './digest/poster.js';
import type { DigestService } from './digest/service.js';
import { zulipChannel, type PostDeclaration, type ZulipDigestTarget } from './post.js';

/** The digest posted to digest.stream / digest.topic on Zulip, or undefined when no stream is set; each run counted in `metrics` when given. */
export function zulipDigestPoster(digest: DigestService, config: Config, target: ZulipDigestTarget, log: Logger, metrics?: Pick<Metrics, 'digestRuns'>): DigestPoster | undefined {
  const { stream, topic } = config.digest;
  if (!stream) return undefined;
  return new DigestPoster({
    digest,
    channel: zulipChannel(target, { stream, topic }, partOf, log),
    maxMessageLength: target.limits.maxMessageLength,
    skipEmpty: config.digest.skipEmpty,
    jitterMs: config.digest.jitterSeconds * 1000,
    weeklyChart: config.digest.weeklyChart,
    log,
    metrics,
  });
}

/** The daily digest of who came, when digest.enabled is on and a stream is set (previews work without). */
export function digestPost(poster: DigestPoster | undefined, config: Config, log: Logger): PostDeclaration | undefined {
  if (!config.digest.enabled) return undefined;
  if (!poster) {
    log.warn('digest.enabled is true but digest.stream is not set: no digest will be posted (previews still work)');
    return undefined;
  }
  const { stream, topic, schedule, day, catchUpMinutes } = config.digest;
  return {
    name: 'digest',
    when: { schedule, timeZone: config.hub.timezone, day, catchUpMinutes },
    where: `#${stream} > ${topic}`,
    setting: 'digest.stream / digest.topic',
    stream,
    topic,
    run: (date, signal) => poster.post(date, signal),
    once: 'postOnce: its parts in the topic, told by their title line (partOf); only the missing parts are posted',
    byHand: (date) => `frontdesk digest --date ${date} --post`,
    log,
    component: 'digest',
  };
}
