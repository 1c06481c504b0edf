import type { Deps } from '../commands/context.js';
import { CheckinService } from '../checkins/service.js';
import { ZulipCheckinBoard, type ZulipBoardOptions } from '../zulip/checkin-board.js';
import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
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
