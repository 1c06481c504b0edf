import type { RateLimiter } from './rate-limit.js';
import type { Place } from '../chat.js';
import type { Logger } from '../log.js';
import { truncateTopic } from '../text/markdown.js';
import { backoffDelay } from '../util/backoff.js';
import { withRetries } from '../util/retry.js';
import { sleep as realSleep, type Sleep } from '../util/sleep.js';
import type { ZulipApi } from './api.js';
import { ZulipApiError, ZulipNetworkError } from './errors.js';
import { ServerValues } from './limits.js';
import type { Metrics } from '../ops/metrics.js';
import type { Destination } from './types.js';

const MAX_ATTEMPTS = 5;
const SEND_BACKOFF = { baseMs: 500, maxMs: 8_000, jitter: 0.5 };

/**
 * Everything outgoing, through the rate limiter. Retries only what cannot
 * double-post: a 429 (the server refused it; the limiter pauses everyone for
 * retry-after) and a connection that never opened. A timeout on a send is not
 * retried: the message may have been posted.
 */
export class ZulipSender {
  readonly #serverValues: ServerValues;

  constructor(
    private readonly api: Pick<ZulipApi, 'sendMessage' | 'addReaction' | 'uploadFile'>,
    private readonly limiter: RateLimiter,
    private readonly log: Logger,
    private readonly limits: { maxTopicLength: number },
    private readonly sleep: Sleep = realSleep,
    /** Shutdown: retry waits end at once. */
    private readonly signal?: AbortSignal,
    /** The process's metrics, where retries are counted (none: counted nowhere). */
    private readonly metrics?: Pick<Metrics, 'retries'>,
  ) {
    this.#serverValues = new ServerValues(log);
  }

  async send(place: Place, text: string): Promise<number> {
    const to: Destination =
      place.type === 'stream'
        ? { type: 'stream', stream: place.stream, topic: truncateTopic(place.topic, this.limits.maxTopicLength) }
        : { type: 'dm', to: place.recipientIds };
    return this.#withRetries('send', () => this.api.sendMessage(to, text));
  }

  /** Uploads a file through the same budget; a retry can at worst leave an unlinked copy on the server. */
  upload(file: { filename: string; contentType: string; data: Buffer }, signal?: AbortSignal): Promise<string> {
    return this.#withRetries('upload', () => this.api.uploadFile(file, signal), signal);
  }

  async react(messageId: number, emojiName: string): Promise<void> {
    try {
      await this.#withRetries('react', () => this.api.addReaction(messageId, emojiName));
    } catch (error) {
      if (error instanceof ZulipApiError && error.code === 'REACTION_ALREADY_EXISTS') return;
      throw error;
    }
  }

  /**
   * Claims a message for this process by adding `emojiName`: Zulip refuses a
   * reaction the same account already added (REACTION_ALREADY_EXISTS), so of
   * two processes on one account exactly one gets true. Other failures throw.
   * A claim does not queue with the replies (the send limiter): it takes its
   * turn from the request budget alone, so replies never wait behind claims.
   */
  async claim(messageId: number, emojiName: string): Promise<boolean> {
    try {
      await this.#withRetries('claim', () => this.api.addReaction(messageId, emojiName), undefined, null);
      return true;
    } catch (error) {
      if (error instanceof ZulipApiError && error.code === 'REACTION_ALREADY_EXISTS') return false;
      throw error;
    }
  }

  /** Every attempt waits its turn at the limiter; a 429 pauses the limiter (everyone waits), anything else only this send. */
  #withRetries<T>(what: string, call: () => Promise<T>, signal?: AbortSignal, limiter: RateLimiter | null = this.limiter): Promise<T> {
    const attempt = async () => {
      await limiter?.acquire(signal);
      return call();
    };
    return withRetries(attempt, {
      sleep: this.sleep,
      signal: signal && this.signal ? AbortSignal.any([signal, this.signal]) : (signal ?? this.signal),
      delayAfter: (error, attempt) => {
        const rateLimited = error instanceof ZulipApiError && error.isRateLimit;
        const notSent = error instanceof ZulipNetworkError && error.notSent;
        if (attempt >= MAX_ATTEMPTS || !(rateLimited || notSent)) return null;
        const waitMs = rateLimited ? this.#serverValues.retryAfterMs(error) : backoffDelay(attempt - 1, SEND_BACKOFF);
        this.log.warn({ what, attempt, waitMs, code: (error as ZulipApiError).code }, 'zulip refused a send; retrying');
        this.metrics?.retries.inc({ target: 'zulip_send' });
        if (!rateLimited || !limiter) return waitMs;
        limiter.pause(waitMs);
        return 0;
      },
    });
  }
}
