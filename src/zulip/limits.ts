import type { Logger } from '../log.js';
import { clampToRange, type Range } from '../util/clamp.js';
import { LogThrottle } from '../util/log-throttle.js';

/**
 * The windows every server-provided delay and limit is forced into. A 429 with
 * `retry-after: 86400` must not make the bot deaf (or silent) for a day, nor
 * `0`, `-1` or `1e10` make it spin; a register answer's long-poll timeout of 0
 * or 1e9 must not make every poll time out at once, or never.
 */
export const RETRY_AFTER_MS: Range = { min: 1_000, max: 5 * 60_000 };
export const LONGPOLL_TIMEOUT_S: Range = { min: 10, max: 10 * 60 };
/**
 * The most we read of one Zulip answer. The largest honest one is a catch-up
 * page (CATCH_UP_PAGE_SIZE messages of at most max_message_length each).
 */
export const ZULIP_MAX_BODY_BYTES = 8 * 1024 * 1024;
/** The most we read of an upload's answer: a JSON object with a path in it (a few hundred bytes). */
export const UPLOAD_ANSWER_MAX_BYTES = 64 * 1024;

/**
 * Server-provided values forced into their windows, logged (at most once a
 * minute per what/endpoint, to `log`) when one had to be clamped. One per
 * part that reads them (the event loop, the transport, the sender), so one
 * bot's warnings never silence another's in the same process.
 */
export class ServerValues {
  readonly #warnings = new LogThrottle(60_000);

  constructor(private readonly log: Logger) {}

  /** A server-provided value in `range`. */
  clamp(what: string, asked: number, range: Range, endpoint?: string): number {
    const { value, clamped } = clampToRange(asked, range);
    if (clamped) {
      this.#warnings.log(this.log, 'warn', `${what}:${endpoint ?? ''}`, { what, asked, used: value, ...(endpoint ? { endpoint } : {}) }, 'server-provided value out of range; clamped');
    }
    return value;
  }

  /** A 429's retry-after (seconds, may be fractional or absurd) as a wait in ms within RETRY_AFTER_MS. */
  retryAfterMs(error: { retryAfter?: number | undefined; endpoint: string }): number {
    const asked = error.retryAfter === undefined ? RETRY_AFTER_MS.min : error.retryAfter * 1000;
    return Math.ceil(this.clamp('retry-after (ms)', asked, RETRY_AFTER_MS, error.endpoint));
  }
}

/**
 * The server's message and topic limits (POST /register, realm): a small one is
 * the server's word and honoured (raising it would get our posts truncated);
 * only an absurd one (below what a digest heading needs) is clamped.
 */
export const MAX_MESSAGE_LENGTH: Range = { min: 200, max: 1_000_000 };
export const MAX_TOPIC_LENGTH: Range = { min: 20, max: 600 };
