import type { FileToUpload } from '../charts/attach.js';
import type { Transport } from '../bot/transport.js';
import type { ChatLimits, InboundEvent, InboundMessage, InboundReaction, Place, ZulipIdentity } from '../chat.js';
import type { Logger } from '../log.js';
import { backoffDelay, type BackoffPolicy } from '../util/backoff.js';
import { withRetries } from '../util/retry.js';
import { sleep as realSleep, type Sleep } from '../util/sleep.js';
import type { ZulipApi } from './api.js';
import { addressedMessage, type BotIdentity } from './addressing.js';
import { mayBeBot } from './bot-senders.js';
import { ZulipApiError, ZulipNetworkError } from './errors.js';
import { EventLoop } from './event-loop.js';
import { ServerValues } from './limits.js';
import type { Metrics } from '../ops/metrics.js';
import type { KeyValueStore } from '../util/key-value.js';
import { ZulipHandoff, type Handoff } from './handoff.js';
import { InstanceBeacon } from './instances.js';
import { HandledProgress } from './progress.js';
import { RecentSet } from '../util/recent-set.js';
import type { Resume } from './event-loop.js';
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
  /**
   * Where progress is saved every second, so the next process catches up exactly
   * once even after a crash. Without it, a graceful shutdown leaves the next
   * process a note in `storage` (Zulip's bot storage) instead: no disk needed.
   */
  stateFile?: string | undefined;
  /** Zulip's bot storage (or a stand-in): the handoff note between processes. None: no handoff. */
  storage?: KeyValueStore | undefined;
  /**
   * Report this instance in the account's status text and watch for others: while
   * another is live, commands are claimed and members' reactions shared out. Off: one process assumed.
   */
  instances?: boolean;
  /** How long a site that does not resolve is retried at start before it is fatal (default 5 min: DNS may come up late at boot). */
  unresolvedGiveUpMs?: number;
  /** Zulip refused the bot for good mid-run (credentials, deactivation). */
  onFatal?: (error: ZulipApiError) => void;
  /**
   * While another instance is live, each command is claimed with this reaction
   * before it is handled; a command another process claimed first is left to it.
   * Undefined: no claims. Alone (the normal case) nothing is claimed: claims cost nothing.
   */
  claimEmoji?: string | undefined;
  /** Register reaction events too, and say `resync` after each registration (the check-ins want them). */
  reactions?: boolean;
  /** The process's metrics (given to the event loop and the sender too); none: counted nowhere. */
  metrics?: Pick<Metrics, 'registrations' | 'retries'> | undefined;
}

// Capped low, like the event loop's: the bot is up within ~5 s of Zulip coming back.
const STARTUP_BACKOFF: BackoffPolicy = { baseMs: 500, maxMs: 4_000, jitter: 0.2 };

/** Zulip in, Zulip out: addressed messages in, with their senders identified; replies and reactions out. */
export class ZulipTransport implements Transport {
  readonly #opts: ZulipTransportOptions;
  readonly #serverValues: ServerValues;
  readonly #limits = { maxTopicLength: 60 };
  readonly #sender: ZulipSender;
  readonly #limiter: RateLimiter;
  readonly #sends = new AbortController();
  #progress: HandledProgress | undefined;
  #readyAt: number | undefined;
  #loop: EventLoop | undefined;
  #me: BotIdentity | undefined;
  #beacon: InstanceBeacon | undefined;
  #handoff: ZulipHandoff | undefined;
  /** Messages a previous process left to this one: acted on without a claim (its claim is ours now), and those it was in the middle of. */
  readonly #adopted = new RecentSet<number>(20_000);
  readonly #resumed = new RecentSet<number>(20_000);
  /** Messages this process left to another (lost claims): a handoff from that one may give them back. */
  readonly #leftToOthers = new RecentSet<number>(20_000);
  #lostClaims = 0;

  constructor(options: ZulipTransportOptions) {
    this.#opts = options;
    this.#serverValues = new ServerValues(options.log);
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
    // Reported before the queue is registered: an instance already running hears of this one
    // (a status event) before any message this one can see, so from then on both claim.
    if (this.#opts.instances) {
      this.#beacon = new InstanceBeacon(api, me.userId, log);
      await this.#beacon.start();
    }
    const progress = await HandledProgress.open(this.#opts.stateFile, log);
    this.#progress = progress;
    let resume: Resume | undefined;
    if (progress.resumed) {
      const { watermark, handledAbove } = progress.resumed;
      const done = new Set(handledAbove);
      resume = { after: watermark, skip: (id) => done.has(id) };
      log.info({ watermark }, 'resuming after the last message handled by the previous process');
    } else if (this.#opts.storage && !this.#opts.stateFile) {
      this.#handoff = new ZulipHandoff(this.#opts.storage, log);
      const note = await this.#handoff.take();
      if (note) {
        resume = this.#adopt(note);
        log.info({ from: note.from, upTo: note.upTo, pending: note.pending.size, interrupted: note.interrupted.size }, 'answering what the previous process left (its handoff note)');
      }
    }
    this.#loop = new EventLoop({
      api,
      log: log.child({ component: 'events' }),
      selfUserId: me.userId,
      resume,
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
      ...(this.#beacon ? { onUserStatus: (event: { userId: number; statusText: string }) => this.#statusChanged(event) } : {}),
      onMessage: (raw) => {
        progress.received(raw.id);
        const message = addressedMessage(raw, bot);
        if (!message) return progress.handled(raw.id);
        const resumed = this.#resumed.has(raw.id);
        const arrived = resumed ? { ...message, resumed } : message;
        // Nothing is looked up yet: the bot admits the message first (the member's limit), then asks who sent it.
        void onEvent({ kind: 'message', message: arrived, identify: () => this.#identify(arrived, mayBeBot(raw)) });
      },
    });
    const loop = this.#loop;
    const queue = await this.#untilUp('register', () => loop.start());
    this.#readyAt = Date.now();
    return { maxMessageLength: queue.maxMessageLength };
  }

  /** This instance's id in the account's status text (none without `instances`). */
  get instance(): string | undefined {
    return this.#beacon?.id;
  }

  /** A handoff note taken: its messages are this process's now (no claim), and where the catch-up for it starts. */
  #adopt(note: Handoff): Resume {
    for (const id of note.pending) this.#adopted.add(id);
    for (const id of note.interrupted) this.#resumed.add(id);
    const after = note.pending.size ? Math.min(...note.pending) - 1 : note.upTo;
    return { after, skip: (id) => id <= note.upTo && !note.pending.has(id) };
  }

  /**
   * The account's status text changed. Another instance appearing turns claims on; one
   * withdrawing (it stopped) may have left a handoff note: what it left is answered now.
   */
  #statusChanged(event: { userId: number; statusText: string }): void {
    const beacon = this.#beacon;
    if (!beacon || event.userId !== this.#me?.userId) return;
    const withdrawn = beacon.heard(event.statusText);
    if (withdrawn.length === 0 || !this.#opts.storage) return;
    const handoff = (this.#handoff ??= new ZulipHandoff(this.#opts.storage, this.#opts.log));
    void handoff
      .take()
      .then(async (note) => {
        if (!note || !this.#loop) return;
        const resume = this.#adopt(note);
        const handed = await this.#loop.recover(resume, (id) => this.#leftToOthers.has(id) && note.pending.has(id));
        this.#opts.log.info({ from: note.from, handed }, 'another instance stopped and left messages to this one: answering them');
      })
      .catch((error: unknown) => this.#opts.log.error({ err: error }, 'could not take over what a stopped instance left'));
  }

  /**
   * Start-up steps wait out what a restart would not fix faster (network down,
   * Zulip restarting, 5xx, 429). Refused credentials or a deactivated account end
   * the start at once. (An error body is judged by its code: the status alone does not say which.)
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
          error instanceof ZulipApiError && error.isRateLimit ? this.#serverValues.retryAfterMs(error) : backoffDelay(n - 1, STARTUP_BACKOFF);
        this.#opts.log.warn({ err: error, step, attempt: n, retryInMs: waitMs }, 'Zulip not reachable yet; retrying');
        return waitMs;
      },
    });
  }

  async stop(): Promise<void> {
    await this.#loop?.stop();
  }

  /**
   * Saves progress (the next process catches up from there): the state file, or
   * the handoff note in bot storage; withdraws this instance's report; deletes the queue.
   */
  async close(): Promise<void> {
    await this.#progress?.flush();
    if (this.#handoff && this.#progress) {
      const left = this.#progress.leftover();
      const instance = this.#beacon?.id ?? 'frontdesk';
      // Only when there is something to leave or a newer message than a previous note knew: a restart with nothing pending costs one write.
      if (left.upTo > 0) await this.#handoff.leave({ from: instance, ...left });
    }
    await this.#beacon?.stop();
    if (await this.#loop?.deleteQueue()) this.#opts.log.info('deleted the event queue');
  }

  handled(message: InboundMessage): void {
    this.#progress?.handled(message.id);
  }

  /** Its command started and was cut short before it answered: the next process is told, and says so when it answers. */
  interrupted(message: InboundMessage): void {
    this.#progress?.interrupted(message.id);
  }

  abortSends(): void {
    this.#limiter.close();
    this.#opts.api.budget?.close();
    this.#sends.abort();
  }

  /**
   * Who sent the message, as the bot should see them (their real email when
   * Zulip shows it to us), or null when another bot sent it (or may have: the
   * look-up failed and the message looks like a program's). Asked only for a
   * message the bot admitted; a backlog of new senders costs one request (the realm's list).
   */
  async #identify(message: InboundMessage, looksLikeBot: boolean): Promise<InboundMessage | null> {
    const id = message.sender.zulipId;
    let user: ZulipUser | null | undefined = this.#opts.users.peek(id);
    if (user === undefined) {
      try {
        user = await this.#opts.users.sender(id);
      } catch (error) {
        this.#opts.log.error({ err: error, msgId: message.id }, 'could not identify the sender');
        user = null;
      }
    }
    if (user === null ? looksLikeBot : user.isBot) {
      this.#opts.log.debug({ senderId: id, lookup: user === null ? 'failed' : 'ok' }, 'ignored a message from a bot (or maybe one)');
      return null;
    }
    return { ...message, sender: { ...message.sender, deliveryEmail: user === null ? null : user.deliveryEmail } };
  }

  /**
   * Two processes on one account by mistake: while another instance is live,
   * each message is acted on only by the process whose claim reaction Zulip
   * accepted. Alone, nothing is claimed (no request at all). A message a
   * stopped process left to this one is this one's without a claim (its claim
   * reaction is the old process's, on this same account). A claim that fails
   * for another reason (network, rate limit) does not stop the answer: a
   * member answered twice beats one never answered.
   */
  async claim(message: InboundMessage): Promise<boolean> {
    const emoji = this.#opts.claimEmoji;
    if (!emoji || !this.#beacon?.multiple || this.#adopted.has(message.id)) return true;
    const { log } = this.#opts;
    let won: boolean;
    try {
      won = await this.#sender.claim(message.id, emoji);
    } catch (error) {
      log.warn({ err: error, msgId: message.id }, 'could not claim the message; answering it anyway');
      return true;
    }
    if (won) return true;
    this.#leftToOthers.add(message.id);
    // Warn on the first and then every 100th: the log says a second instance is running without drowning in it.
    if (this.#lostClaims++ % 100 === 0) {
      log.warn({ msgId: message.id, seen: this.#lostClaims }, 'a second frontdesk instance is running on this Zulip account: it claimed this command first, so it answers it. Run one process.');
    } else log.debug({ msgId: message.id }, 'another instance claimed this command');
    return false;
  }

  /** True while another instance runs on this account (from the status reports). */
  get multiple(): boolean {
    return this.#beacon?.multiple ?? false;
  }

  /** Whether this process acts for `memberId`'s reactions (all, alone; a share, beside another instance). */
  owns(memberId: number): boolean {
    return this.#beacon?.owns(memberId) ?? true;
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

  /**
   * A reaction the member acts on (the ✅ under a question, the 👋 on the check-in post, ✅/❌ under
   * a reminder): it waits its turn in the request budget like a reply. The bot adds none for show:
   * the reply says what was done, and each reaction of its own would cost a request and wake its long-poll.
   */
  async react(messageId: number, emojiName: string): Promise<void> {
    await this.#sender.react(messageId, emojiName);
  }

  upload(file: FileToUpload, signal?: AbortSignal): Promise<string> {
    return this.#sender.upload(file, signal);
  }

  /**
   * Hands on a person's reaction (the bot's own are dropped here), unidentified:
   * the bot decides first whether it concerns it at all (most reactions in a
   * realm do not), and only then asks who reacted (`identify`: null for a bot).
   */
  #reaction(raw: ZulipReactionEvent, onEvent: (event: InboundEvent) => Promise<void>): void {
    if (raw.user_id === this.#me?.userId) return;
    const reaction: InboundReaction = {
      op: raw.op,
      messageId: raw.message_id,
      member: { zulipId: raw.user_id, fullName: '' },
      emoji: { name: raw.emoji_name, code: raw.emoji_code, type: raw.reaction_type },
    };
    const identify = async (): Promise<InboundReaction | null> => {
      try {
        const user = await this.#opts.users.get(raw.user_id);
        if (!user || user.isBot) return null;
        return { ...reaction, member: { zulipId: user.userId, fullName: user.fullName, email: user.email, deliveryEmail: user.deliveryEmail } };
      } catch (error) {
        this.#opts.log.warn({ err: error, userId: raw.user_id, msgId: raw.message_id }, 'could not look up who reacted; dropped the reaction (reconciliation will see it)');
        return null;
      }
    };
    void onEvent({ kind: 'reaction', reaction, identify });
  }

  /** The topic limit is the sender's own business; the message limit goes to the bot as `start`'s value. */
  #applyLimits(queue: RegisteredQueue): void {
    this.#limits.maxTopicLength = queue.maxTopicLength;
  }
}
