import { RateLimiter } from '../bot/rate-limit.js';
import type { InboundMessage } from '../bot/runner.js';
import type { Transport } from '../bot/transport.js';
import type { BotSettings, Place } from '../commands/context.js';
import type { Logger } from '../log.js';
import { LoadingCache } from '../members/cache.js';
import type { ZulipIdentity } from '../members/resolver.js';
import { systemClock } from '../time/clock.js';
import { backoffDelay, type BackoffPolicy } from '../util/backoff.js';
import { sleep as realSleep, type Sleep } from '../util/sleep.js';
import type { ZulipApi } from './api.js';
import { addressedMessage, type BotIdentity } from './addressing.js';
import { ZulipApiError, ZulipNetworkError } from './errors.js';
import { EventLoop } from './event-loop.js';
import { retryAfterMs } from './limits.js';
import { HandledProgress } from './progress.js';
import { ZulipSender } from './sender.js';
import type { RegisteredQueue, ZulipUser } from './types.js';

export interface ZulipTransportOptions {
  api: ZulipApi;
  log: Logger;
  /** Shared with the handlers: the server's message size limit lands here at registration. */
  settings: BotSettings;
  sendsPerMinute: number;
  sendBurst: number;
  backoff?: BackoffPolicy;
  /** The event loop's wait between retries (tests record it instead of waiting). */
  sleep?: Sleep;
  /** Aborts retries at start-up (shutdown requested while Zulip is still unreachable). */
  signal?: AbortSignal;
  /** Where progress is saved, so the next process catches up exactly once (none: no catch-up across restarts). */
  stateFile?: string | undefined;
  /** How long a site that does not resolve is retried at start before it is fatal (default 5 min: DNS may come up late at boot). */
  unresolvedGiveUpMs?: number;
  /** Zulip refused the bot for good mid-run (credentials, deactivation). */
  onFatal?: (error: ZulipApiError) => void;
}

// Capped low, like the event loop's: the bot is up within ~5 s of Zulip coming back.
const STARTUP_BACKOFF: BackoffPolicy = { baseMs: 500, maxMs: 4_000, jitter: 0.2 };

/** Zulip in, Zulip out. */
export class ZulipTransport implements Transport {
  readonly #opts: ZulipTransportOptions;
  readonly #limits = { maxTopicLength: 60 };
  readonly #sender: ZulipSender;
  readonly #limiter: RateLimiter;
  readonly #sends = new AbortController();
  #progress: HandledProgress | undefined;
  readonly #users = new LoadingCache<number, ZulipUser | null>(systemClock, (u) => (u ? 6 * 3600_000 : 60_000));
  #loop: EventLoop | undefined;
  #me: BotIdentity | undefined;

  constructor(options: ZulipTransportOptions) {
    this.#opts = options;
    this.#limiter = new RateLimiter({ perMinute: options.sendsPerMinute, burst: options.sendBurst });
    this.#sender = new ZulipSender(options.api, this.#limiter, options.log, this.#limits, realSleep, this.#sends.signal);
  }

  get me(): BotIdentity | undefined {
    return this.#me;
  }

  get queue(): { queueId: string | undefined; lastEventId: number } {
    return { queueId: this.#loop?.queueId, lastEventId: this.#loop?.lastEventId ?? -1 };
  }

  async start(onMessage: (message: InboundMessage) => void): Promise<void> {
    const { api, log } = this.#opts;
    const me = await this.#untilUp('connect', () => api.getOwnUser());
    this.#me = { userId: me.userId, fullName: me.fullName };
    log.info({ botId: me.userId, bot: me.fullName, site: api.credentials.site }, 'connected to Zulip');
    const progress = await HandledProgress.open(this.#opts.stateFile, log);
    this.#progress = progress;
    if (progress.resumed) log.info({ watermark: progress.resumed.watermark }, 'resuming after the last message handled by the previous process');
    this.#loop = new EventLoop({
      api,
      log: log.child({ component: 'events' }),
      selfUserId: me.userId,
      resume: progress.resumed,
      ...(this.#opts.onFatal ? { onFatal: this.#opts.onFatal } : {}),
      backoff: this.#opts.backoff,
      ...(this.#opts.sleep ? { sleep: this.#opts.sleep } : {}),
      onRegistered: (queue) => this.#applyLimits(queue),
      onMessage: (raw) => {
        progress.received(raw.id);
        const message = addressedMessage(raw, this.#me!);
        if (message) onMessage(message);
        else progress.handled(raw.id);
      },
    });
    const loop = this.#loop;
    await this.#untilUp('register', () => loop.start());
  }

  /**
   * Start-up steps wait out what a restart would not fix faster (network down,
   * Zulip restarting, 5xx, 429). Refused credentials or a deactivated account end
   * the start at once. (zulip-js hides the HTTP status, so an error body is judged by its code.)
   */
  async #untilUp<T>(step: string, attempt: () => Promise<T>): Promise<T> {
    let unresolvedSince: number | undefined;
    for (let tries = 0; ; tries++) {
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof ZulipNetworkError && error.unresolved) {
          unresolvedSince ??= Date.now();
          if (Date.now() - unresolvedSince >= (this.#opts.unresolvedGiveUpMs ?? 300_000)) {
            error.fix = `zulip.site (ZULIP_SITE) ${this.#opts.api.credentials.site} did not resolve for ${Math.round((Date.now() - unresolvedSince) / 1000)} s: check the host name`;
            throw error;
          }
        } else unresolvedSince = undefined;
        const transient = error instanceof ZulipNetworkError || (error instanceof ZulipApiError && !error.isFatal);
        if (!transient || this.#opts.signal?.aborted) throw error;
        const waitMs =
          error instanceof ZulipApiError && error.isRateLimit ? retryAfterMs(this.#opts.log, error) : backoffDelay(tries, STARTUP_BACKOFF);
        this.#opts.log.warn({ err: error, step, attempt: tries + 1, retryInMs: waitMs }, 'Zulip not reachable yet; retrying');
        await (this.#opts.sleep ?? realSleep)(waitMs, this.#opts.signal);
        if (this.#opts.signal?.aborted) throw error;
      }
    }
  }

  async stop(): Promise<void> {
    await this.#loop?.stop();
  }

  /** Saves progress (the next process catches up from there), then deletes the queue. */
  async close(): Promise<void> {
    await this.#progress?.flush();
    if (await this.#loop?.deleteQueue()) this.#opts.log.info('deleted the event queue');
  }

  handled(message: InboundMessage): void {
    this.#progress?.handled(message.id);
  }

  abortSends(): void {
    this.#limiter.close();
    this.#sends.abort();
  }

  /** Drops other bots; adds the real (delivery) email when Zulip shows it to us. */
  async identify(message: InboundMessage): Promise<ZulipIdentity | null> {
    const user = await this.#users.get(message.sender.zulipId, async () => {
      try {
        return await this.#opts.api.getUser(message.sender.zulipId);
      } catch (error) {
        this.#opts.log.warn({ err: error, userId: message.sender.zulipId }, 'user lookup failed; treating the sender as a person');
        return null;
      }
    });
    if (user?.isBot) {
      this.#opts.log.debug({ senderId: user.userId }, 'ignored a message from another bot');
      return null;
    }
    return { ...message.sender, deliveryEmail: user?.deliveryEmail ?? null };
  }

  async send(place: Place, text: string): Promise<void> {
    await this.post(place, text);
  }

  /** Like `send`, resolving with the new message's id. */
  post(place: Place, text: string): Promise<number> {
    return this.#sender.send(place, text);
  }

  async react(messageId: number, emojiName: string): Promise<void> {
    await this.#sender.react(messageId, emojiName);
  }

  #applyLimits(queue: RegisteredQueue): void {
    this.#opts.settings.maxMessageLength = queue.maxMessageLength;
    this.#limits.maxTopicLength = queue.maxTopicLength;
  }
}
