import type { Logger } from '../log.js';
import { backoffDelay, type BackoffPolicy } from '../util/backoff.js';
import type { Metrics } from '../ops/metrics.js';
import { LogThrottle } from '../util/log-throttle.js';
import { RecentSet } from '../util/recent-set.js';
import { withRetries } from '../util/retry.js';
import { sleep as realSleep, type Sleep } from '../util/sleep.js';
import type { ZulipApi } from './api.js';
import { fetchMissed } from './catch-up.js';
import { ZulipApiError } from './errors.js';
import { LONGPOLL_TIMEOUT_S, ServerValues } from './limits.js';
import { zulipMessageSchema, zulipReactionEventSchema, type RegisteredQueue, type ZulipMessage, type ZulipReactionEvent } from './types.js';

export interface EventLoopOptions {
  api: Pick<ZulipApi, 'register' | 'getEvents' | 'getMessages' | 'deleteQueue' | 'featureLevel' | 'decoding'>;
  /** Every message event (and every message recovered after a re-register), once. */
  onMessage: (message: ZulipMessage) => void;
  /**
   * Reaction events (registered only when given). No catch-up fetches the reactions
   * missed while deaf: `onRegistered` tells the owner to look again itself.
   */
  onReaction?: (reaction: ZulipReactionEvent) => void;
  /** Status changes of users (registered only when given): the instance reports live in the bot's own. */
  onUserStatus?: (event: { userId: number; statusText: string }) => void;
  /** After each registration, the first and every re-register (a queue lost means events lost). */
  onRegistered?: (queue: RegisteredQueue) => void;
  /** Refused credentials, a deactivated bot or realm: the loop stops and hands the error here. */
  onFatal?: (error: ZulipApiError) => void;
  /**
   * What a previous process left: on the first registration, catch up on what
   * arrived after `after`, leaving out the ids `skip` says it handled.
   */
  resume?: Resume | undefined;
  /** The bot's own user id: its own messages are left out of catch-ups. */
  selfUserId?: number;
  log: Logger;
  sleep?: Sleep;
  random?: () => number;
  backoff?: BackoffPolicy;
  /** How a catch-up that keeps failing is retried between polls (default: from 2 s, doubling, at most a minute). */
  catchUpRetry?: BackoffPolicy;
  now?: () => number;
  /** The process's metrics: registrations and retries counted there (none: counted nowhere). */
  metrics?: Pick<Metrics, 'registrations' | 'retries'> | undefined;
}

/**
 * Polls are cheap for the server (a long-poll waits there), so the backoff is
 * capped low: after an outage of any length the bot hears again within ~4 s of
 * Zulip's recovery, instead of sleeping out a 30 s step.
 */
const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 500, maxMs: 4_000, jitter: 0.5 };
/** A poll that brought nothing usable (no new event id) is not repeated sooner than this after the last one began. */
export const MIN_IDLE_POLL_INTERVAL_MS = 1_000;
/** Catch-up attempts before polling goes on without waiting for it (it is still tried, in between polls). */
const CATCH_UP_ATTEMPTS = 3;
/** Between polls, a catch-up that keeps failing is tried again no sooner than this (doubling from the first), at most this. */
const CATCH_UP_RETRY: BackoffPolicy = { baseMs: 2_000, maxMs: 60_000, jitter: 0.2 };
/**
 * From Zulip 12.0 (feature level 481) a queue may ask to outlive the default 10
 * minutes without a poll. An hour keeps the queue over a network outage, a proxy
 * or host restart, a long GC pause: nothing is lost and no catch-up is needed.
 * Past that the catch-up (GET /messages) answers what arrived. Longer would only
 * keep a dead process's queue filling on the server (Zulip caps it at 7 days).
 */
export const IDLE_QUEUE_TIMEOUT_S = 3_600;
export const IDLE_QUEUE_TIMEOUT_LEVEL = 481;
const QUICK_DEATH_MS = 5_000;

/** Where a catch-up for what another process left starts, and which ids it handled (left out). */
export interface Resume {
  after: number;
  skip: (id: number) => boolean;
}

/**
 * Our own event loop (docs/architecture.md, "The event loop"): client libraries' loops (zulip-js's
 * `callOnEachEvent`) poll a dead queue forever. Register; long-poll with a client timeout and an
 * abort signal; skip heartbeats; keep `last_event_id` monotonic; on
 * BAD_EVENT_QUEUE_ID re-register at once and use the new queue's own
 * last_event_id, then fetch the DMs and mentions that arrived while deaf;
 * back off exponentially (with jitter, capped) on failures; honour 429.
 */
export class EventLoop {
  readonly #opts: Required<Omit<EventLoopOptions, 'onRegistered' | 'selfUserId' | 'onFatal' | 'resume' | 'onReaction' | 'onUserStatus' | 'metrics'>> &
    Pick<EventLoopOptions, 'onRegistered' | 'selfUserId' | 'onFatal' | 'resume' | 'onReaction' | 'onUserStatus' | 'metrics'>;
  /** Ids a previous process handled, left out of the first catch-up. */
  #resumeSkip: ((id: number) => boolean) | undefined;
  readonly #abort = new AbortController();
  readonly #warnings = new LogThrottle(60_000);
  readonly #serverValues: ServerValues;
  #lastPollAt: number | undefined;
  #lastError: string | undefined;
  readonly #seen = new RecentSet<number>(10_000);
  #queue: RegisteredQueue | undefined;
  #lastEventId = -1;
  #maxMessageId: number | undefined;
  #firstRegisteredAt: number | undefined;
  #registeredAt = 0;
  /** When the last event other than a heartbeat arrived (now() ms). */
  #lastEventAt: number | undefined;
  /** A (re-)register happened and what arrived meanwhile is not fetched yet. */
  #catchUpPending = false;
  /**
   * Where the pending catch-up starts: the newest message seen when the queue was lost (undefined:
   * none seen yet). Fixed until the catch-up succeeds, however many messages the new queue brings meanwhile.
   */
  #catchUpSince: number | undefined;
  #catchUpFailures = 0;
  /** A catch-up that failed CATCH_UP_ATTEMPTS times is tried again between polls, not before this (now() ms). */
  #catchUpNotBefore = 0;
  #running: Promise<void> | undefined;
  /** The server's feature level: from GET /server_settings before the first queue, then from each register answer. */
  #featureLevel: number | undefined;

  constructor(options: EventLoopOptions) {
    // `??`, not spread defaults: an option passed as undefined must not erase its default.
    this.#opts = {
      ...options,
      sleep: options.sleep ?? realSleep,
      random: options.random ?? Math.random,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
      catchUpRetry: options.catchUpRetry ?? CATCH_UP_RETRY,
      now: options.now ?? (() => Date.now()),
    };
    this.#serverValues = new ServerValues(options.log);
    if (options.resume) {
      // After a restart with a saved watermark, the first queue starts with a catch-up too.
      this.#maxMessageId = options.resume.after;
      this.#resumeSkip = options.resume.skip;
      this.#catchUpPending = true;
      this.#catchUpSince = options.resume.after;
    }
  }

  get queueId(): string | undefined {
    return this.#queue?.queueId;
  }

  get lastEventId(): number {
    return this.#lastEventId;
  }

  /** When the last GET /events answered with a success (Date.now() ms), for health checks. */
  get lastPollAt(): number | undefined {
    return this.#lastPollAt;
  }

  /** When the current queue was registered (now() ms), 0 before the first; for the `status` command. */
  get registeredAt(): number {
    return this.#registeredAt;
  }

  /** When the last event other than a heartbeat arrived (now() ms), for the `status` command. */
  get lastEventAt(): number | undefined {
    return this.#lastEventAt;
  }

  /** The code of the last failure, for health checks. */
  get lastError(): string | undefined {
    return this.#lastError;
  }

  /** The current queue's long-poll timeout (clamped), or undefined without a queue. */
  get longpollTimeoutSeconds(): number | undefined {
    return this.#queue?.longpollTimeoutSeconds;
  }

  /** Registers (throwing if the credentials are refused), then polls in the background. */
  async start(): Promise<RegisteredQueue> {
    const queue = await this.#register();
    this.#running = this.#loop();
    return queue;
  }

  /**
   * Stops polling: the in-flight long-poll is aborted. Another call in flight
   * (register, a catch-up page) is not; it is not waited for past `graceMs`.
   */
  async stop(graceMs = 2_000): Promise<void> {
    this.#abort.abort();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.#running, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
  }

  /** Deletes the queue on the server (bounded wait); best effort. */
  async deleteQueue(timeoutMs = 2_000): Promise<boolean> {
    const queue = this.#queue;
    if (!queue) return false;
    this.#queue = undefined;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      return await Promise.race([this.#opts.api.deleteQueue(queue.queueId).then(() => true), timeout]);
    } catch (error) {
      this.#opts.log.warn({ err: error, queueId: queue.queueId }, 'could not delete the event queue');
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async #register(): Promise<RegisteredQueue> {
    const { log } = this.#opts;
    const level = (this.#featureLevel ??= await this.#serverFeatureLevel());
    // Asked only of a server that knows it: an older one would ignore it (and list it as ignored).
    const idle = level !== undefined && level >= IDLE_QUEUE_TIMEOUT_LEVEL ? { idleQueueTimeoutSeconds: IDLE_QUEUE_TIMEOUT_S } : {};
    const types = ['message', ...(this.#opts.onReaction ? ['reaction'] : []), ...(this.#opts.onUserStatus ? ['user_status'] : [])];
    const raw = await this.#opts.api.register(types, idle);
    this.#featureLevel = raw.featureLevel;
    if (raw.ignoredParameters?.length) log.warn({ ignored: raw.ignoredParameters, featureLevel: raw.featureLevel }, 'Zulip ignored register parameters it does not support');
    const queue: RegisteredQueue = {
      ...raw,
      longpollTimeoutSeconds: this.#serverValues.clamp('event_queue_longpoll_timeout_seconds', raw.longpollTimeoutSeconds, LONGPOLL_TIMEOUT_S),
      // A small limit is the server's word and must be honoured (raising it would get our messages truncated);
      // only an absurd one (below what a digest heading needs) is clamped.
      maxMessageLength: this.#serverValues.clamp('max_message_length', raw.maxMessageLength, { min: 200, max: 1_000_000 }),
      maxTopicLength: this.#serverValues.clamp('max_topic_length', raw.maxTopicLength, { min: 20, max: 600 }),
    };
    this.#queue = queue;
    this.#opts.metrics?.registrations.inc();
    this.#lastEventId = queue.lastEventId;
    this.#registeredAt = this.#opts.now();
    this.#firstRegisteredAt ??= this.#registeredAt;
    this.#opts.log.info(
      { queueId: queue.queueId, lastEventId: queue.lastEventId, featureLevel: queue.featureLevel, idleQueueTimeoutSeconds: queue.idleQueueTimeoutSeconds ?? 600 },
      'registered an event queue',
    );
    this.#opts.onRegistered?.(queue);
    return queue;
  }

  /** The level before the first register; unknown (undefined) when the lookup fails: register without what needs it, and learn the level from its answer. */
  async #serverFeatureLevel(): Promise<number | undefined> {
    try {
      return await this.#opts.api.featureLevel();
    } catch (error) {
      this.#opts.log.debug({ err: error }, 'could not read the server feature level; registering without idle_queue_timeout');
      return undefined;
    }
  }

  async #loop(): Promise<void> {
    const signal = this.#abort.signal;
    while (!signal.aborted) {
      try {
        await withRetries(() => this.#step(signal), { signal, sleep: this.#opts.sleep, delayAfter: (error, attempt) => this.#delayAfter(error, attempt) });
      } catch (error) {
        // Only a shutdown or a fatal answer ends the retries.
        if (error instanceof ZulipApiError && error.isFatal && !signal.aborted) {
          // The owner logs the one fatal line (naming the fix) and ends the process.
          if (this.#opts.onFatal) this.#opts.onFatal(error);
          else this.#opts.log.error({ err: error }, 'Zulip refused the bot; stopped polling');
          break;
        }
      }
    }
  }

  /** One turn: (re-)register and catch up if the queue is gone, then one long-poll. */
  async #step(signal: AbortSignal): Promise<void> {
    if (!this.#queue) {
      await this.#register();
      // A catch-up still pending from an earlier loss keeps its start: the gap runs from there.
      if (!this.#catchUpPending) this.#catchUpSince = this.#maxMessageId;
      this.#catchUpPending = true;
      this.#catchUpFailures = 0;
      this.#catchUpNotBefore = 0;
    }
    if (this.#catchUpPending && this.#opts.now() >= this.#catchUpNotBefore) await this.#catchUp(signal);
    const queue = this.#queue!;
    const lp = queue.longpollTimeoutSeconds;
    // The server answers within lp (heartbeats); a little more, and we know the answer is not coming.
    const timeoutMs = (lp + Math.min(10, lp / 2)) * 1000;
    const pollStarted = this.#opts.now();
    let answer;
    try {
      answer = await this.#opts.api.getEvents(queue.queueId, this.#lastEventId, timeoutMs, signal);
    } catch (error) {
      if (!(error instanceof ZulipApiError && error.isBadQueue)) throw error;
      this.#opts.log.warn({ queueId: queue.queueId }, 'event queue expired; registering a new one');
      this.#queue = undefined;
      // A queue that dies at once (a proxy mixing up servers?) must not become a tight register loop.
      if (this.#opts.now() - this.#registeredAt < QUICK_DEATH_MS) throw error;
      return;
    }
    this.#lastPollAt = this.#opts.now();
    const { events, skipped } = answer;
    let delivered = false;
    const before = this.#lastEventId;
    for (const event of events) {
      this.#lastEventId = Math.max(this.#lastEventId, event.id);
      if (event.type !== 'heartbeat') this.#lastEventAt = this.#opts.now();
      if (event.type === 'message') delivered = this.#deliver(event.message) || delivered;
      else if (event.type === 'reaction') delivered = this.#deliverReaction(event) || delivered;
      else if (event.type === 'user_status') this.#deliverUserStatus(event);
    }
    if (this.#lastEventId === before) {
      // Zulip answers a long-poll with events or a heartbeat (which has an id too): nothing new means a
      // broken server or proxy answering "success" at once. Poll no faster than this, and say so (once a minute).
      this.#warnings.log(this.#opts.log, 'warn', 'empty-poll', { events: events.length, skipped }, 'a poll brought no new events; polling slower');
      await this.#opts.sleep(pollStarted + MIN_IDLE_POLL_INTERVAL_MS - this.#opts.now(), signal);
    } else if (skipped > 0) {
      this.#warnings.log(this.#opts.log, 'warn', 'skipped-events', { skipped }, 'skipped events of unexpected shape');
    }
    // Let the commands just handed out take their first steps before building the next
    // long-poll request: it would otherwise sit in front of them on the event loop.
    if (delivered) await new Promise((resolve) => setImmediate(resolve));
  }

  /** Logs the failure and says how long to wait (null: fatal, stop). Never throws: the loop must outlive its own bugs. */
  #delayAfter(error: unknown, attempt: number): number | null {
    if (error instanceof ZulipApiError && error.isFatal) return null;
    let delay = DEFAULT_BACKOFF.maxMs;
    this.#opts.metrics?.retries.inc({ target: 'zulip_events' });
    try {
      const failure = error as { code?: unknown; name?: unknown };
      this.#lastError = typeof failure.code === 'string' ? failure.code : typeof failure.name === 'string' ? failure.name : 'error';
      delay = this.#backoffAfter(error, attempt - 1);
      const code = (error as { code?: unknown }).code;
      // The same failure over and over (a broken proxy) is one line a minute, with a count.
      this.#warnings.log(this.#opts.log, 'warn', `error:${String(code)}`, { err: error, attempt, retryInMs: delay }, 'event loop error; retrying');
    } catch (bug) {
      this.#opts.log.error({ err: bug, cause: error }, 'event loop error while handling an error; retrying');
    }
    return delay;
  }

  #backoffAfter(error: unknown, failures: number): number {
    if (error instanceof ZulipApiError && error.isRateLimit) return this.#serverValues.retryAfterMs(error);
    return backoffDelay(failures, this.#opts.backoff, this.#opts.random);
  }

  /**
   * Hands on what arrived while we had no queue. Polling must not wait on a history fetch that keeps
   * failing, and what was missed must not be dropped either: after a few failures polling goes on,
   * and the catch-up is tried again between polls (backing off) until it succeeds. A 429 is no
   * failure: the loop waits out its retry-after and tries again.
   */
  async #catchUp(signal: AbortSignal): Promise<void> {
    const since = this.#catchUpSince;
    try {
      const missed = await fetchMissed(this.#opts.api, {
        lastSeenId: since,
        firstRegisteredAt: this.#firstRegisteredAt ?? this.#opts.now(),
        selfUserId: this.#opts.selfUserId,
        featureLevel: this.#queue?.featureLevel ?? 0,
      });
      const skip = this.#resumeSkip;
      const wanted = skip ? missed.filter((m) => !skip(m.id)) : missed;
      let handed = 0;
      for (const message of wanted) if (this.#deliver(message)) handed++;
      if (handed) this.#opts.log.info({ count: handed, since }, 'handling messages that arrived while the queue was gone');
      if (this.#catchUpFailures >= CATCH_UP_ATTEMPTS) this.#opts.log.info({ attempts: this.#catchUpFailures + 1, handed }, 'caught up at last on the messages missed while the queue was gone');
      this.#resumeSkip = undefined;
      this.#catchUpPending = false;
    } catch (error) {
      if (signal.aborted || (error instanceof ZulipApiError && (error.isRateLimit || error.isFatal))) throw error;
      const failures = ++this.#catchUpFailures;
      if (failures < CATCH_UP_ATTEMPTS) throw error;
      const retryInMs = backoffDelay(failures - CATCH_UP_ATTEMPTS, this.#opts.catchUpRetry, this.#opts.random);
      this.#catchUpNotBefore = this.#opts.now() + retryInMs;
      this.#warnings.log(this.#opts.log, 'error', 'catch-up', { err: error, attempts: failures, retryInMs }, 'could not fetch the messages missed while the queue was gone; polling on, and trying again');
    }
  }

  /**
   * Catches up now, beside the polling, on what a process that stopped while
   * this one ran left to it: messages after `resume.after` that it did not
   * handle. Those `force` names are handed on even if this process saw them
   * (it left them to the other, which then stopped without answering).
   */
  async recover(resume: Resume, force: (id: number) => boolean): Promise<number> {
    const missed = await withRetries(
      () => fetchMissed(this.#opts.api, { lastSeenId: resume.after, firstRegisteredAt: this.#firstRegisteredAt ?? this.#opts.now(), selfUserId: this.#opts.selfUserId, featureLevel: this.#queue?.featureLevel ?? 0 }),
      { signal: this.#abort.signal, sleep: this.#opts.sleep, delayAfter: (_error, attempt) => (attempt < CATCH_UP_ATTEMPTS ? backoffDelay(attempt - 1, this.#opts.backoff, this.#opts.random) : null) },
    );
    let handed = 0;
    for (const message of missed) {
      if (resume.skip(message.id)) continue;
      if (force(message.id)) this.#seen.delete(message.id);
      if (this.#deliver(message)) handed++;
    }
    return handed;
  }

  #deliverUserStatus(raw: { [key: string]: unknown }): void {
    const userId = raw.user_id;
    const text = raw.status_text;
    // Only a change of the text says anything about the instances (an away flag or an emoji alone does not).
    if (typeof userId !== 'number' || typeof text !== 'string' || !this.#opts.onUserStatus) return;
    try {
      this.#opts.onUserStatus({ userId, statusText: text });
    } catch (error) {
      this.#opts.log.error({ err: error }, 'user status handler threw');
    }
  }

  #deliverReaction(raw: unknown): boolean {
    const parsed = zulipReactionEventSchema.safeParse(raw, this.#opts.api.decoding);
    if (!parsed.success || !this.#opts.onReaction) return false;
    try {
      this.#opts.onReaction(parsed.data);
    } catch (error) {
      this.#opts.log.error({ err: error, msgId: parsed.data.message_id }, 'reaction handler threw');
    }
    return true;
  }

  /** Hands a message on unless malformed or already seen; true when handed on. */
  #deliver(raw: unknown): boolean {
    const parsed = zulipMessageSchema.safeParse(raw, this.#opts.api.decoding);
    if (!parsed.success) {
      this.#opts.log.warn({ issue: parsed.error.issues[0]?.message }, 'skipped a message event of unexpected shape');
      return false;
    }
    const message = parsed.data;
    if (!this.#seen.add(message.id)) return false;
    this.#maxMessageId = Math.max(this.#maxMessageId ?? 0, message.id);
    try {
      this.#opts.onMessage(message);
    } catch (error) {
      this.#opts.log.error({ err: error, msgId: message.id }, 'message handler threw');
    }
    return true;
  }
}
