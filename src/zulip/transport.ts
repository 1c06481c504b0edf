import type { FileToUpload } from '../charts/attach.js';
import type { Transport } from '../bot/transport.js';
import type { ChatLimits, InboundEvent, InboundMessage, Place, ZulipIdentity } from '../chat.js';
import type { Logger } from '../log.js';
import { systemClock } from '../time/clock.js';
import { backoffDelay, type BackoffPolicy } from '../util/backoff.js';
import { LoadingCache } from '../util/loading-cache.js';
import { withRetries } from '../util/retry.js';
import type { Sleep } from '../util/sleep.js';
import type { ZulipApi } from './api.js';
import { addressedMessage, type BotIdentity } from './addressing.js';
import { ZulipApiError, ZulipNetworkError } from './errors.js';
import { EventLoop } from './event-loop.js';
import { RateLimiter } from './rate-limit.js';
import { ZulipSender } from './sender.js';
import { ZulipUserCache } from './user-cache.js';
import type { RegisteredQueue, ZulipReactionEvent, ZulipUser } from './types.js';

export interface ZulipTransportOptions {
  api: ZulipApi;
  log: Logger;
  sendsPerMinute: number;
  sendBurst: number;
  backoff?: BackoffPolicy;
  /** The event loop's wait between retries (tests record it instead of waiting). */
  sleep?: Sleep;
  /** Aborts retries at start-up (shutdown requested while Zulip is still unreachable). */
  signal?: AbortSignal;
  /** Register reaction events too, and say `resync` after each registration (the check-ins want them). */
  reactions?: boolean;
}

const STARTUP_BACKOFF: BackoffPolicy = { baseMs: 500, maxMs: 30_000, jitter: 0.2 };

/** Zulip in, Zulip out: addressed messages in, with their senders identified; replies and reactions out. */
export class ZulipTransport implements Transport {
  readonly #opts: ZulipTransportOptions;
  readonly #limits = { maxTopicLength: 60 };
  readonly #sender: ZulipSender;
  readonly #users = new LoadingCache<number, ZulipUser | null>(systemClock, (u) => (u ? 6 * 3600_000 : 60_000));
  readonly #people: ZulipUserCache;
  #loop: EventLoop | undefined;
  #me: BotIdentity | undefined;

  constructor(options: ZulipTransportOptions) {
    this.#opts = options;
    const limiter = new RateLimiter({ perMinute: options.sendsPerMinute, burst: options.sendBurst });
    this.#sender = new ZulipSender(options.api, limiter, options.log, this.#limits);
    this.#people = new ZulipUserCache(options.api, systemClock, options.log);
  }

  /** The people (not bots) among these Zulip users, one realm-wide lookup at most (reactions carry only ids). */
  people(userIds: number[]): Promise<Map<number, ZulipIdentity>> {
    return this.#people.people(userIds);
  }

  /** The bot's own Zulip account; known once `start` has resolved. */
  get me(): BotIdentity {
    if (!this.#me) throw new Error('ZulipTransport.me read before start() resolved');
    return this.#me;
  }

  get queue(): { queueId: string | undefined; lastEventId: number } {
    return { queueId: this.#loop?.queueId, lastEventId: this.#loop?.lastEventId ?? -1 };
  }

  async start(onEvent: (event: InboundEvent) => Promise<void>): Promise<ChatLimits> {
    const { api, log } = this.#opts;
    const me = await this.#untilUp('connect', () => api.getOwnUser());
    this.#me = { userId: me.userId, fullName: me.fullName };
    log.info({ botId: me.userId, bot: me.fullName, site: api.credentials.site }, 'connected to Zulip');
    const bot = this.#me;
    this.#loop = new EventLoop({
      api,
      log: log.child({ component: 'events' }),
      selfUserId: me.userId,
      backoff: this.#opts.backoff,
      ...(this.#opts.sleep ? { sleep: this.#opts.sleep } : {}),
      onRegistered: (queue) => {
        this.#applyLimits(queue);
        if (this.#opts.reactions) void onEvent({ kind: 'resync' });
      },
      ...(this.#opts.reactions ? { onReaction: (raw: ZulipReactionEvent) => this.#reaction(raw, onEvent) } : {}),
      onMessage: (raw) => {
        const message = addressedMessage(raw, bot);
        if (message) this.#identified(message, (m) => void onEvent({ kind: 'message', message: m }));
      },
    });
    const loop = this.#loop;
    const queue = await this.#untilUp('register', () => loop.start());
    return { maxMessageLength: queue.maxMessageLength };
  }

  /**
   * Start-up steps wait out what a restart would not fix faster (network down,
   * Zulip restarting, 5xx, 429). Refused credentials or a deactivated account end
   * the start at once. (zulip-js hides the HTTP status, so an error body is judged by its code.)
   */
  #untilUp<T>(step: string, attempt: () => Promise<T>): Promise<T> {
    return withRetries(attempt, {
      signal: this.#opts.signal,
      ...(this.#opts.sleep ? { sleep: this.#opts.sleep } : {}),
      delayAfter: (error, n) => {
        const transient = error instanceof ZulipNetworkError || (error instanceof ZulipApiError && !error.isFatal);
        if (!transient) return null;
        const waitMs =
          error instanceof ZulipApiError && error.retryAfter !== undefined ? Math.ceil(error.retryAfter * 1000) : backoffDelay(n - 1, STARTUP_BACKOFF);
        this.#opts.log.warn({ err: error, step, attempt: n, retryInMs: waitMs }, 'Zulip not reachable yet; retrying');
        return waitMs;
      },
    });
  }

  async stop(): Promise<void> {
    await this.#loop?.stop();
  }

  async close(): Promise<void> {
    if (await this.#loop?.deleteQueue()) this.#opts.log.info('deleted the event queue');
  }

  /**
   * Hands the message on with its sender as the bot should see them (their real
   * email when Zulip shows it to us), or drops it when another bot sent it. A
   * known sender goes on at once; lookups of one sender are shared, so that
   * sender's messages keep their order.
   */
  #identified(message: InboundMessage, deliver: (message: InboundMessage) => void): void {
    const id = message.sender.zulipId;
    const known = this.#users.peek(id);
    if (known !== undefined) return this.#deliverAs(message, known, deliver);
    this.#users
      .get(id, async () => {
        try {
          return await this.#opts.api.getUser(id);
        } catch (error) {
          this.#opts.log.warn({ err: error, userId: id }, 'user lookup failed; treating the sender as a person');
          return null;
        }
      })
      .then(
        (user) => this.#deliverAs(message, user, deliver),
        (error: unknown) => this.#opts.log.error({ err: error, msgId: message.id }, 'could not identify the sender'),
      );
  }

  #deliverAs(message: InboundMessage, user: ZulipUser | null, deliver: (message: InboundMessage) => void): void {
    if (user?.isBot) {
      this.#opts.log.debug({ senderId: user.userId }, 'ignored a message from another bot');
      return;
    }
    deliver({ ...message, sender: { ...message.sender, deliveryEmail: user?.deliveryEmail ?? null } });
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

  upload(file: FileToUpload): Promise<string> {
    return this.#sender.upload(file);
  }

  /**
   * Hands on a person's reaction; the bot's own and other bots' are dropped here.
   * Lookups of one person are shared, so that person's reactions keep their order.
   */
  #reaction(raw: ZulipReactionEvent, onEvent: (event: InboundEvent) => Promise<void>): void {
    if (raw.user_id === this.#me?.userId) return;
    this.#people.get(raw.user_id).then(
      (user) => {
        if (!user || user.isBot) return;
        const member = { zulipId: user.userId, fullName: user.fullName, email: user.email, deliveryEmail: user.deliveryEmail };
        const emoji = { name: raw.emoji_name, code: raw.emoji_code, type: raw.reaction_type };
        void onEvent({ kind: 'reaction', reaction: { op: raw.op, messageId: raw.message_id, member, emoji } });
      },
      (error: unknown) =>
        this.#opts.log.warn({ err: error, userId: raw.user_id, msgId: raw.message_id }, 'could not look up who reacted; dropped the reaction (reconciliation will see it)'),
    );
  }

  /** The topic limit is the sender's own business; the message limit goes to the bot as `start`'s value. */
  #applyLimits(queue: RegisteredQueue): void {
    this.#limits.maxTopicLength = queue.maxTopicLength;
  }
}
