import type { FileToUpload } from '../charts/attach.js';
import type { Transport } from '../bot/transport.js';
import type { ChatLimits, InboundEvent, InboundMessage, Place, ZulipIdentity } from '../chat.js';
import type { Logger } from '../log.js';
import { backoffDelay, type BackoffPolicy } from '../util/backoff.js';
import { withRetries } from '../util/retry.js';
import { sleep as realSleep, type Sleep } from '../util/sleep.js';
import type { ZulipApi } from './api.js';
import { addressedMessage, type BotIdentity } from './addressing.js';
import { mayBeBot } from './bot-senders.js';
import { ZulipApiError, ZulipNetworkError } from './errors.js';
import { EventLoop } from './event-loop.js';
import { retryAfterMs } from './limits.js';
import type { Metrics } from '../ops/metrics.js';
import { HandledProgress } from './progress.js';
import { RateLimiter } from './rate-limit.js';
import { ZulipSender } from './sender.js';
import type { ZulipUserCache } from './user-cache.js';
import type { RegisteredQueue, ZulipReactionEvent, ZulipUser } from './types.js';

export interface ZulipTransportOptions {
  api: ZulipApi;
  log: Logger;
  /** The realm's users (the one cache, shared with mention lookups): who sent a message, who reacted. */
  users: ZulipUserCache;
  sendsPerMinute: number;
  sendBurst: number;
  backoff?: BackoffPolicy;
  /** The event loop's wait between retries (tests record it instead of waiting). */
  sleep?: Sleep;
  /** The event loop's clock (Date.now() ms; tests: fake time for the queue's age and last event). */
  now?: () => number;
  /** Aborts retries at start-up (shutdown requested while Zulip is still unreachable). */
  signal?: AbortSignal;
  /** Where progress is saved, so the next process catches up exactly once (none: no catch-up across restarts). */
  stateFile?: string | undefined;
  /** How long a site that does not resolve is retried at start before it is fatal (default 5 min: DNS may come up late at boot). */
  unresolvedGiveUpMs?: number;
  /** Zulip refused the bot for good mid-run (credentials, deactivation). */
  onFatal?: (error: ZulipApiError) => void;
  /**
   * Each command is claimed with this reaction before it is handled; a command
   * another process claimed first is left to it. Undefined: no claims.
   */
  claimEmoji?: string | undefined;
  /** Register reaction events too, and say `resync` after each registration (the check-ins want them). */
  reactions?: boolean;
  /** The process's metrics (given to the event loop and the sender too); none: counted nowhere. */
  metrics?: Pick<Metrics, 'registrations' | 'retries' | 'reactionsDropped'> | undefined;
}

// Capped low, like the event loop's: the bot is up within ~5 s of Zulip coming back.
const STARTUP_BACKOFF: BackoffPolicy = { baseMs: 500, maxMs: 4_000, jitter: 0.2 };

/** Zulip in, Zulip out: addressed messages in, with their senders identified; replies and reactions out. */
export class ZulipTransport implements Transport {
  readonly #opts: ZulipTransportOptions;
  readonly #limits = { maxTopicLength: 60 };
  readonly #sender: ZulipSender;
  readonly #limiter: RateLimiter;
  readonly #sends = new AbortController();
  #progress: HandledProgress | undefined;
  #readyAt: number | undefined;
  #loop: EventLoop | undefined;
  #me: BotIdentity | undefined;
  /** Per sender, the delivery of their latest claimed message: claims run at once, deliveries keep the sender's order. */
  #lostClaims = 0;

  constructor(options: ZulipTransportOptions) {
    this.#opts = options;
    this.#limiter = new RateLimiter({ perMinute: options.sendsPerMinute, burst: options.sendBurst });
    this.#sender = new ZulipSender(options.api, this.#limiter, options.log, this.#limits, realSleep, this.#sends.signal, options.metrics);
  }

  /** The people (not bots) among these Zulip users, one realm-wide lookup at most (reactions carry only ids). */
  people(userIds: number[]): Promise<Map<number, ZulipIdentity>> {
    return this.#opts.users.people(userIds);
  }

  /** The bot's own Zulip account; known once `start` has resolved. */
  get me(): BotIdentity {
    if (!this.#me) throw new Error('ZulipTransport.me read before start() resolved');
    return this.#me;
  }

  /**
   * Healthy while the event loop polled recently: a long-poll answers within
   * the server's timeout (heartbeats), so no answer for longer than the
   * client's own timeout of a poll (and a backoff step) means the bot is deaf.
   */
  health(now = Date.now()): { ok: boolean; reason?: string; lastPollAt?: number } {
    const loop = this.#loop;
    if (!loop || this.#readyAt === undefined) return { ok: false, reason: 'not connected to Zulip yet' };
    // The poll's own client timeout (lp + up to 10 s), plus a backoff step and some slack.
    const lp = loop.longpollTimeoutSeconds ?? 90;
    const staleMs = (lp + Math.min(10, lp / 2) + 5) * 1000;
    const last = loop.lastPollAt ?? this.#readyAt;
    if (now - last <= staleMs) return { ok: true, ...(loop.lastPollAt ? { lastPollAt: loop.lastPollAt } : {}) };
    const why = loop.lastError ? ` (last error: ${loop.lastError})` : '';
    return { ok: false, reason: `no answer from Zulip's event queue for ${Math.round((now - last) / 1000)} s${why}`, lastPollAt: last };
  }

  /** The event queue: its id and last event id; when it was registered and when the last event (not a heartbeat) came, Date.now() ms. */
  get queue(): { queueId: string | undefined; lastEventId: number; registeredAt: number | undefined; lastEventAt: number | undefined } {
    const loop = this.#loop;
    return { queueId: loop?.queueId, lastEventId: loop?.lastEventId ?? -1, registeredAt: loop?.registeredAt || undefined, lastEventAt: loop?.lastEventAt };
  }

  async start(onEvent: (event: InboundEvent) => Promise<void>): Promise<ChatLimits> {
    const { api, log } = this.#opts;
    const me = await this.#untilUp('connect', () => api.getOwnUser());
    this.#me = { userId: me.userId, fullName: me.fullName };
    log.info({ botId: me.userId, bot: me.fullName, site: api.credentials.site }, 'connected to Zulip');
    const bot = this.#me;
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
      ...(this.#opts.now ? { now: this.#opts.now } : {}),
      metrics: this.#opts.metrics,
      onRegistered: (queue) => {
        this.#applyLimits(queue);
        if (this.#opts.reactions) void onEvent({ kind: 'resync' });
      },
      ...(this.#opts.reactions ? { onReaction: (raw: ZulipReactionEvent) => this.#reaction(raw, onEvent) } : {}),
      onMessage: (raw) => {
        progress.received(raw.id);
        const message = addressedMessage(raw, bot);
        if (message) this.#identified(message, mayBeBot(raw), (m) => void onEvent({ kind: 'message', message: m }));
        else progress.handled(raw.id);
      },
    });
    const loop = this.#loop;
    const queue = await this.#untilUp('register', () => loop.start());
    this.#readyAt = Date.now();
    return { maxMessageLength: queue.maxMessageLength };
  }

  /**
   * Start-up steps wait out what a restart would not fix faster (network down,
   * Zulip restarting, 5xx, 429). Refused credentials or a deactivated account end
   * the start at once. (zulip-js hides the HTTP status, so an error body is judged by its code.)
   */
  #untilUp<T>(step: string, attempt: () => Promise<T>): Promise<T> {
    let unresolvedSince: number | undefined;
    return withRetries(attempt, {
      signal: this.#opts.signal,
      ...(this.#opts.sleep ? { sleep: this.#opts.sleep } : {}),
      delayAfter: (error, n) => {
        // A site that does not resolve may be DNS coming up late at boot, or a typo: retried for a bounded time.
        if (error instanceof ZulipNetworkError && error.unresolved) {
          unresolvedSince ??= Date.now();
          const forMs = Date.now() - unresolvedSince;
          if (forMs >= (this.#opts.unresolvedGiveUpMs ?? 300_000)) {
            error.fix = `zulip.site (ZULIP_SITE) ${this.#opts.api.credentials.site} did not resolve for ${Math.round(forMs / 1000)} s: check the host name`;
            return null;
          }
        } else unresolvedSince = undefined;
        const transient = error instanceof ZulipNetworkError || (error instanceof ZulipApiError && !error.isFatal);
        if (!transient) return null;
        const waitMs =
          error instanceof ZulipApiError && error.isRateLimit ? retryAfterMs(this.#opts.log, error) : backoffDelay(n - 1, STARTUP_BACKOFF);
        this.#opts.log.warn({ err: error, step, attempt: n, retryInMs: waitMs }, 'Zulip not reachable yet; retrying');
        return waitMs;
      },
    });
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
    this.#opts.api.budget?.close();
    this.#sends.abort();
  }

  /**
   * Hands the message on with its sender as the bot should see them (their real
   * email when Zulip shows it to us), or drops it when another bot sent it. A
   * known sender goes on at once; lookups of one sender are shared, so that
   * sender's messages keep their order.
   */
  #identified(message: InboundMessage, looksLikeBot: boolean, deliver: (message: InboundMessage) => void): void {
    const id = message.sender.zulipId;
    // null: the lookup failed (asked again after a few seconds); meanwhile the message itself is judged.
    const known = this.#opts.users.peek(id);
    if (known !== undefined) return this.#deliverAs(message, known ?? 'unknown', looksLikeBot, deliver);
    this.#opts.users
      .sender(id)
      .then(
        (user) => this.#deliverAs(message, user ?? 'unknown', looksLikeBot, deliver),
        (error: unknown) => {
          this.#opts.log.error({ err: error, msgId: message.id }, 'could not identify the sender');
          this.#progress?.handled(message.id);
        },
      );
  }

  #deliverAs(message: InboundMessage, user: ZulipUser | 'unknown', looksLikeBot: boolean, deliver: (message: InboundMessage) => void): void {
    if (user === 'unknown' ? looksLikeBot : user.isBot) {
      this.#opts.log.debug({ senderId: message.sender.zulipId, lookup: user === 'unknown' ? 'failed' : 'ok' }, 'ignored a message from a bot (or maybe one)');
      this.#progress?.handled(message.id);
      return;
    }
    this.#claimed({ ...message, sender: { ...message.sender, deliveryEmail: user === 'unknown' ? null : user.deliveryEmail } }, deliver);
  }

  /**
   * Two processes on one account by mistake: each message is acted on only by
   * the process whose claim reaction Zulip accepted. The message goes to the
   * bot at once with the claim in flight (`claimed`): its reads overlap the
   * claim's round trip, its writes and replies wait for the verdict. A claim
   * that fails for another reason (network, rate limit) does not stop the
   * answer: a member answered twice beats one never answered.
   */
  #claimed(message: InboundMessage, deliver: (message: InboundMessage) => void): void {
    const emoji = this.#opts.claimEmoji;
    if (!emoji) return deliver(message);
    const { log } = this.#opts;
    const claimed = this.#sender
      .claim(message.id, emoji)
      .catch((error: unknown) => {
        log.warn({ err: error, msgId: message.id }, 'could not claim the message; answering it anyway');
        return true;
      })
      .then((won) => {
        if (won) return true;
        // Warn on the first and then every 100th: the log says a second instance is running without drowning in it.
        if (this.#lostClaims++ % 100 === 0) {
          log.warn({ msgId: message.id, seen: this.#lostClaims }, 'a second frontdesk instance is running on this Zulip account: it claimed this command first, so it answers it. Run one process.');
        } else log.debug({ msgId: message.id }, 'another instance claimed this command');
        return false;
      });
    deliver({ ...message, claimed });
  }

  /** Commands another process claimed first since start: more than 0 means a second instance is running. */
  get lostClaims(): number {
    return this.#lostClaims;
  }

  async send(place: Place, text: string): Promise<void> {
    await this.post(place, text);
  }

  /** Like `send`, resolving with the new message's id. */
  post(place: Place, text: string): Promise<number> {
    return this.#sender.send(place, text);
  }

  /** A courtesy on top of the reply: the first thing dropped when the request budget is tight (callers are waiting for a turn). */
  async react(messageId: number, emojiName: string): Promise<void> {
    if ((this.#opts.api.budget?.waiting ?? 0) > 0) {
      this.#opts.metrics?.reactionsDropped.inc();
      this.#opts.log.debug({ msgId: messageId, emojiName }, 'dropped a courtesy reaction: the request budget is tight');
      return;
    }
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
    this.#opts.users.get(raw.user_id).then(
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
