import type { Config } from '../config/schema.js';
import { ZulipDigestChannel } from '../digest/zulip-channel.js';
import { DigestScheduler } from '../digest/schedule.js';
import type { DigestService } from '../digest/service.js';
import type { Logger } from '../log.js';
import type { ZulipApi } from '../zulip/api.js';
import type { ZulipTransport } from '../zulip/transport.js';

/** Points the digest at its stream and topic on Zulip. Needs the transport started (the bot's own user id). */
export function attachDigestChannel(digest: DigestService, config: Config, api: ZulipApi, transport: ZulipTransport, log: Logger): boolean {
  const { stream, topic } = config.digest;
  const me = transport.me;
  if (!stream || !me) return false;
  digest.channel = new ZulipDigestChannel(
    api,
    (text) => transport.post({ type: 'stream', stream, topic }, text),
    { stream, topic, botUserId: me.userId },
    log,
    { upload: (file) => transport.upload(file) },
  );
  return true;
}

/** The scheduled digest, when enabled and a stream is set; catches up a recent missed run in the background. */
export function scheduleDigest(digest: DigestService, config: Config, log: Logger): DigestScheduler | undefined {
  if (!config.digest.enabled) return undefined;
  if (!digest.channel) {
    log.warn('digest.enabled is true but digest.stream is not set: no digest will be posted (previews still work)');
    return undefined;
  }
  const scheduler = new DigestScheduler({
    schedule: config.digest.schedule,
    timeZone: config.hub.timezone,
    day: config.digest.day,
    catchUpMinutes: config.digest.catchUpMinutes,
    run: (date, signal) => digest.post(date, signal),
    log: log.child({ component: 'digest' }),
  });
  scheduler.start();
  log.info({ next: scheduler.nextRun()?.toISOString(), stream: config.digest.stream, topic: config.digest.topic }, 'digest scheduled');
  scheduler.catchUp().catch((error: unknown) => log.error({ err: error }, 'digest catch-up failed'));
  return scheduler;
}
