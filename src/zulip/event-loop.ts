import type { Logger } from '../log.js';
import { backoffDelay, type BackoffPolicy } from '../util/backoff.js';
import { LogThrottle } from '../util/log-throttle.js';
import { RecentSet } from '../util/recent-set.js';
import { sleep as realSleep, type Sleep } from '../util/sleep.js';
import type { Narrow, ZulipApi } from './api.js';
import { ZulipApiError } from './errors.js';
import { clampServerValue, LONGPOLL_TIMEOUT_S, retryAfterMs } from './limits.js';
import { zulipMessageSchema, type RegisteredQueue, type ZulipMessage } from './types.js';

export interface EventLoopOptions {
  api: Pick<ZulipApi, 'register' | 'getEvents' | 'getMessages' | 'deleteQueue'>;
  /** Every message event (and every message recovered after a re-register), once. */
  onMessage: (message: ZulipMessage) => void;
  onRegistered?: (queue: RegisteredQueue) => void;
  /** Refused credentials, a deactivated bot or realm: the loop stops and hands the error here. */
  onFatal?: (error: ZulipApiError) => void;
  /**
   * A previous process's progress: on the first registration, catch up on what
   * arrived after `watermark`, skipping the ids in `handledAbove` (handled already).
   */
  resume?: { watermark: number; handledAbove: number[] } | undefined;
  /** The bot's own user id: its own messages are left out of catch-ups. */
  selfUserId?: number;
  log: Logger;
  sleep?: Sleep;
  random?: () => number;
  backoff?: BackoffPolicy;
  now?: () => number;
}

/**
 * Polls are cheap for the server (a long-poll waits there), so the backoff is
 * capped low: after an outage of any length the bot hears again within ~4 s of
 * Zulip's recovery, instead of sleeping out a 30 s step.
 */
const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 500, maxMs: 4_000, jitter: 0.5 };
/** A poll that brought nothing usable (no new event id) is not repeated sooner than this after the last one began. */
export const MIN_IDLE_POLL_INTERVAL_MS = 1_000;
const CATCH_UP_ATTEMPTS = 3;
const QUICK_DEATH_MS = 5_000;
// Zulip allows 1,000; 400 keeps the largest honest page (400 x max_message_length) under the body cap.
const CATCH_UP_PAGE_SIZE = 400;
const CATCH_UP_MAX_PAGES = 50;
/** `is:dm` is Zulip 7.0 (feature level 177); older servers know it as `is:private`. */
const dmOperand = (featureLevel: number) => (featureLevel >= 177 ? 'dm' : 'private');

/**
 * Our own event loop (DESIGN.md §5), because zulip-js's `callOnEachEvent`
 * polls a dead queue forever. Register; long-poll with a client timeout and an
 * abort signal; skip heartbeats; keep `last_event_id` monotonic; on
 * BAD_EVENT_QUEUE_ID re-register at once and use the new queue's own
 * last_event_id, then fetch the DMs and mentions that arrived while deaf;
 * back off exponentially (with jitter, capped) on failures; honour 429.
 */
export class EventLoop {
  readonly #opts: Required<Omit<EventLoopOptions, 'onRegistered' | 'selfUserId' | 'onFatal' | 'resume'>> &
    Pick<EventLoopOptions, 'onRegistered' | 'selfUserId' | 'onFatal' | 'resume'>;
  readonly #abort = new AbortController();
  readonly #warnings = new LogThrottle(60_000);
  #lastPollAt: number | undefined;
  readonly #seen = new RecentSet<number>(10_000);
  #queue: RegisteredQueue | undefined;
  #lastEventId = -1;
  #maxMessageId: number | undefined;
  #firstRegisteredAt: number | undefined;
  #registeredAt = 0;
  #running: Promise<void> | undefined;

  constructor(options: EventLoopOptions) {
    // `??`, not spread defaults: an option passed as undefined must not erase its default.
    this.#opts = {
      ...options,
      sleep: options.sleep ?? realSleep,
      random: options.random ?? Math.random,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
      now: options.now ?? (() => Date.now()),
    };
    if (options.resume) {
      this.#maxMessageId = options.resume.watermark;
      for (const id of options.resume.handledAbove) this.#seen.add(id);
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

  /** Registers (throwing if the credentials are refused), then polls in the background. */
  async start(): Promise<RegisteredQueue> {
    const queue = await this.#register();
    this.#running = this.#loop();
    return queue;
  }

  /**
   * Stops polling: the in-flight long-poll is aborted. A zulip-js call in flight
   * (register, a catch-up page) can't be aborted; it is not waited for past `graceMs`.
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
    const raw = await this.#opts.api.register();
    const { log } = this.#opts;
    const queue: RegisteredQueue = {
      ...raw,
      longpollTimeoutSeconds: clampServerValue(log, 'event_queue_longpoll_timeout_seconds', raw.longpollTimeoutSeconds, LONGPOLL_TIMEOUT_S),
      maxMessageLength: clampServerValue(log, 'max_message_length', raw.maxMessageLength, { min: 1_000, max: 1_000_000 }),
      maxTopicLength: clampServerValue(log, 'max_topic_length', raw.maxTopicLength, { min: 20, max: 600 }),
    };
    this.#queue = queue;
    this.#lastEventId = queue.lastEventId;
    this.#registeredAt = this.#opts.now();
    this.#firstRegisteredAt ??= this.#registeredAt;
    this.#opts.log.info({ queueId: queue.queueId, lastEventId: queue.lastEventId }, 'registered an event queue');
    this.#opts.onRegistered?.(queue);
    return queue;
  }

  async #loop(): Promise<void> {
    const signal = this.#abort.signal;
    let failures = 0;
    // After a restart with a saved watermark, the first queue starts with a catch-up too.
    let catchUpPending = this.#opts.resume !== undefined;
    let catchUpFailures = 0;
    while (!signal.aborted) {
      try {
        if (!this.#queue) {
          await this.#register();
          catchUpPending = true;
          catchUpFailures = 0;
        }
        if (catchUpPending) {
          try {
            await this.#catchUp();
            catchUpPending = false;
          } catch (error) {
            // Polling must not wait on a history fetch that keeps failing: after a few tries,
            // give up what was missed (and say so) rather than go deaf for everything new.
            if (signal.aborted || ++catchUpFailures < CATCH_UP_ATTEMPTS) throw error;
            this.#opts.log.error({ err: error, attempts: catchUpFailures }, 'could not fetch the messages missed while the queue was gone; going on without them');
            catchUpPending = false;
          }
        }
        const queue = this.#queue!;
        const lp = queue.longpollTimeoutSeconds;
        // The server answers within lp (heartbeats); a little more, and we know the answer is not coming.
        const timeoutMs = (lp + Math.min(10, lp / 2)) * 1000;
        const pollStarted = this.#opts.now();
        const { events, skipped } = await this.#opts.api.getEvents(queue.queueId, this.#lastEventId, timeoutMs, signal);
        failures = 0;
        this.#lastPollAt = this.#opts.now();
        let delivered = false;
        const before = this.#lastEventId;
        for (const event of events) {
          this.#lastEventId = Math.max(this.#lastEventId, event.id);
          if (event.type === 'message') delivered = this.#deliver(event.message) || delivered;
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
      } catch (error) {
        if (signal.aborted) break;
        if (error instanceof ZulipApiError && error.isFatal) {
          // The owner logs the one fatal line (naming the fix) and ends the process.
          if (this.#opts.onFatal) this.#opts.onFatal(error);
          else this.#opts.log.error({ err: error }, 'Zulip refused the bot; stopped polling');
          break;
        }
        if (error instanceof ZulipApiError && error.isBadQueue) {
          this.#opts.log.warn({ queueId: this.#queue?.queueId }, 'event queue expired; registering a new one');
          this.#queue = undefined;
          // A queue that dies at once (a proxy mixing up servers?) must not become a tight register loop.
          if (this.#opts.now() - this.#registeredAt >= QUICK_DEATH_MS) continue;
        }
        await this.#pauseAfter(error, failures++, signal);
      }
    }
  }

  /** Logs the failure and waits before the next try. Never throws: the loop must outlive its own bugs. */
  async #pauseAfter(error: unknown, attempt: number, signal: AbortSignal): Promise<void> {
    let delay = DEFAULT_BACKOFF.maxMs;
    try {
      delay = this.#delayAfter(error, attempt);
      const code = (error as { code?: unknown }).code;
      // The same failure over and over (a broken proxy) is one line a minute, with a count.
      this.#warnings.log(this.#opts.log, 'warn', `error:${String(code)}`, { err: error, attempt: attempt + 1, retryInMs: delay }, 'event loop error; retrying');
    } catch (bug) {
      this.#opts.log.error({ err: bug, cause: error }, 'event loop error while handling an error; retrying');
    }
    await this.#opts.sleep(delay, signal);
  }

  #delayAfter(error: unknown, attempt: number): number {
    if (error instanceof ZulipApiError && error.isRateLimit) return retryAfterMs(this.#opts.log, error);
    return backoffDelay(attempt, this.#opts.backoff, this.#opts.random);
  }

  /**
   * Messages that reached Zulip while we had no queue: our DMs and mentions,
   * newer than the last message we saw (or, if we never saw one, sent after we
   * first registered). `#deliver` drops any that the new queue also delivers.
   */
  async #catchUp(): Promise<void> {
    const since = this.#maxMessageId;
    const found = new Map<number, ZulipMessage>();
    for (const narrow of this.#catchUpNarrows()) {
      const messages = since === undefined ? await this.#newestSince(narrow) : await this.#after(since, narrow);
      for (const m of messages) found.set(m.id, m);
    }
    const missed = [...found.values()].sort((a, b) => a.id - b.id);
    if (missed.length) this.#opts.log.info({ count: missed.length, since }, 'handling messages that arrived while the queue was gone');
    for (const message of missed) this.#deliver(message);
  }

  /** DMs to us and mentions of us, by others (our own replies would only crowd the pages). */
  #catchUpNarrows(): Narrow[] {
    const notMine: Narrow = this.#opts.selfUserId === undefined ? [] : [{ operator: 'sender', operand: this.#opts.selfUserId, negated: true }];
    const featureLevel = this.#queue?.featureLevel ?? 0;
    const narrows: Narrow[] = [[{ operator: 'is', operand: dmOperand(featureLevel) }], [{ operator: 'is', operand: 'mentioned' }]];
    return narrows.map((narrow) => [...narrow, ...notMine]);
  }

  /** Everything after the last message we saw, paging forward: exact however long the backlog. */
  async #after(since: number, narrow: Narrow): Promise<ZulipMessage[]> {
    const out: ZulipMessage[] = [];
    for (let anchor = since, page = 0; page < CATCH_UP_MAX_PAGES; page++) {
      const messages = (await this.#opts.api.getMessages({ anchor, numBefore: 0, numAfter: CATCH_UP_PAGE_SIZE, narrow })).filter((m) => m.id > anchor);
      out.push(...messages);
      if (messages.length < CATCH_UP_PAGE_SIZE - 1) break;
      anchor = messages.at(-1)!.id;
    }
    return out;
  }

  /** Never saw a message yet: the newest ones sent since we first registered (bounded). */
  async #newestSince(narrow: Narrow): Promise<ZulipMessage[]> {
    const sinceSeconds = Math.floor((this.#firstRegisteredAt ?? this.#opts.now()) / 1000);
    const messages = await this.#opts.api.getMessages({ anchor: 'newest', numBefore: CATCH_UP_PAGE_SIZE, numAfter: 0, narrow });
    return messages.filter((m) => m.timestamp >= sinceSeconds);
  }

  /** Hands a message on unless malformed or already seen; true when handed on. */
  #deliver(raw: unknown): boolean {
    const parsed = zulipMessageSchema.safeParse(raw);
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
