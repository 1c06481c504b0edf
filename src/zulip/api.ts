import type { ZulipJsClient, ZulipJsResponse } from 'zulip-js';
import { BodyTooLargeError } from '../util/body-cap.js';
import { HttpExchange } from '../util/http-exchange.js';
import type { ZulipCredentials } from '../config/credentials.js';
import type { ZulipObserver } from '../ops/metrics.js';
import { RateLimiter } from './rate-limit.js';
import { USER_AGENT } from '../version.js';
import { ZulipApiError, ZulipNetworkError } from './errors.js';
import type { Destination, RegisteredQueue, ZulipEvent, ZulipMessage, ZulipReaction, ZulipUser } from './types.js';
import { zulipEventSchema, zulipMessageSchema } from './types.js';
import { DecodeReport } from '../util/tolerant/report.js';
import { decodeOne, decodePage } from '../util/tolerant/page.js';
import { reactionShape, registerShape, userShape } from './shapes.js';
import { UPLOAD_ANSWER_MAX_BYTES, ZULIP_MAX_BODY_BYTES } from './limits.js';
import { loadZulipJs, type ZulipJsHttp } from './zulip-js.js';

/** zulip-js's HTTP for every client in the process (src/zulip/zulip-js.ts): one User-Agent, a 30 s ceiling, the body limit. */
export const ZULIP_JS_HTTP: ZulipJsHttp = { userAgent: USER_AGENT, timeoutMs: 30_000, maxBodyBytes: ZULIP_MAX_BODY_BYTES };

export type Narrow = Array<{ operator: string; operand: string | number | number[]; negated?: boolean }>;

/**
 * The only door to Zulip. zulip-js for the calls (typed here), our own
 * HttpExchange for the long-poll (the one call that needs its own timeout and
 * an abort signal), the upload and bot storage.
 * A `{result: "error"}` body becomes ZulipApiError; anything without a JSON
 * answer becomes ZulipNetworkError.
 */
export class ZulipApi {
  /** The keep-alive connections of the requests zulip-js does not make (long-polls, uploads, bot storage). */
  readonly exchange = new HttpExchange();

  private constructor(
    private readonly client: ZulipJsClient,
    readonly credentials: ZulipCredentials,
    /**
     * The request budget every request to Zulip takes a turn from, as Zulip counts them
     * (200 a minute per user by default), except the long-polls: Zulip's Tornado
     * process serves GET and DELETE /events and rate-limits them in "its own buckets
     * separate from the default backend" (zproject/computed_settings.py,
     * RATE_LIMITING_DOMAINS_FOR_TORNADO), so they take from `pollBudget` instead and a
     * poll never delays a reply.
     */
    readonly budget: RateLimiter | undefined,
    readonly pollBudget: RateLimiter | undefined,
    /** Hears of every request's duration and result (the running bot's latencies and 429s). */
    private readonly observer: ZulipObserver | undefined,
    /** A zulip-js call not answered within this long fails as a timeout (its request is then left to the 30 s ceiling). */
    private readonly requestTimeoutMs: number | undefined,
    /** Where the tolerant decoders count what Zulip sent that they could not use (the running bot's, Ops.decoding). */
    readonly decoding: DecodeReport,
  ) {}

  /**
   * `budget`: requests a minute for everything sent to Zulip (Zulip allows 200 per user); none for one-shot commands.
   * `observer`: told of every request (the running bot's ZulipWatch).
   * `decoding`: the running bot's decode report (Ops.decoding); none: a report of this API's own.
   */
  static async connect(
    credentials: ZulipCredentials,
    options: { requestTimeoutMs?: number; budget?: RateLimiter; observer?: ZulipObserver; decoding?: DecodeReport } = {},
  ): Promise<ZulipApi> {
    const zulip = loadZulipJs(ZULIP_JS_HTTP);
    const site = credentials.site.replace(/\/+$/, '');
    // With an apiKey, zulip-js makes no request here.
    const client = await zulip({ realm: site, username: credentials.email, apiKey: credentials.apiKey });
    // The polls' bucket is like the budget (Zulip applies the same rule to both), and apart from it.
    const polls = options.budget && new RateLimiter({ ...options.budget.options, burst: Math.max(20, options.budget.options.burst) });
    return new ZulipApi(client, { ...credentials, site }, options.budget, polls, options.observer, options.requestTimeoutMs, options.decoding ?? new DecodeReport());
  }

  /**
   * `idleQueueTimeoutSeconds`: how long the queue may go unpolled before Zulip
   * forgets it (`idle_queue_timeout`, feature level 481; the caller checks the
   * level: an older server would ignore it, and say so in `ignored_parameters_unsupported`).
   */
  async register(eventTypes: readonly string[] = ['message'], options: { idleQueueTimeoutSeconds?: number } = {}): Promise<RegisteredQueue> {
    const idle = options.idleQueueTimeoutSeconds === undefined ? {} : { idle_queue_timeout: String(options.idleQueueTimeoutSeconds) };
    const body = await this.#call('POST /register', () =>
      // zulip-js writes POST params into form-data as-is, and form-data throws on a boolean: send them as strings.
      this.client.queues.register({ event_types: [...eventTypes], fetch_event_types: ['realm'], apply_markdown: 'false', client_gravatar: 'true', ...idle }),
    );
    // Without a queue id and an integer last_event_id there is nothing to poll: a failed exchange, not a queue.
    // The limits are the server's word (defaults when unreadable), clamped into sane windows by the event loop (which logs it).
    const queue = decodeOne(registerShape, body, { report: this.decoding });
    if (!queue.ok) throw new ZulipNetworkError('BAD_ANSWER', 'POST /register', `a success without a usable ${queue.field} (${queue.problem})`);
    return queue.value;
  }

  /** The server's zulip_feature_level (GET /server_settings), to know what register may ask for before the first queue. */
  async featureLevel(): Promise<number> {
    const body = await this.#call('GET /server_settings', () => this.client.callEndpoint('/server_settings', 'GET'));
    return numberOr(body.zulip_feature_level, 0);
  }

  /**
   * Uploads one file (POST /user_uploads, multipart) and resolves with its path
   * on the server, e.g. "/user_uploads/2/ab/xyz/chart.png", to link in a message.
   * zulip-js sends every body urlencoded (see zulip-js.ts), so this call is ours.
   */
  async uploadFile(file: { filename: string; contentType: string; data: Buffer }, signal?: AbortSignal, timeoutMs = 30_000): Promise<string> {
    const endpoint = 'POST /user_uploads';
    await this.budget?.acquire(signal);
    const form = new FormData();
    form.append('file', new Blob([file.data], { type: file.contentType }), file.filename);
    // The platform's multipart encoder (boundary and all), read into one buffer: a chart is a few hundred KB.
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    let res;
    try {
      const payload = { contentType: multipart.headers.get('content-type') ?? 'multipart/form-data', data: Buffer.from(await multipart.arrayBuffer()) };
      res = await this.exchange.send({
        method: 'POST',
        url: `${this.credentials.site}/api/v1/user_uploads`,
        payload,
        headers: { authorization: this.#basicAuth(), 'user-agent': USER_AGENT },
        timeoutMs,
        // The answer is a path: capped like every other body, so a broken server's 50 MB answer is a failed upload, not a crash.
        maxBodyBytes: UPLOAD_ANSWER_MAX_BYTES,
        signal,
      });
    } catch (error) {
      throw networkError(endpoint, error);
    }
    const body = parseJson(endpoint, res.body, res.status);
    if (body.result !== 'success') throw apiError(endpoint, body, res.status, res.headers['retry-after']);
    // `url` since Zulip 9.0 (feature level 272); `uri`, its older name, before.
    const path = text(body.url) || text(body.uri);
    if (!path) throw new ZulipNetworkError('INVALID_JSON', endpoint, 'the answer carries neither url nor uri');
    return path;
  }

  /**
   * One long-poll. Throws ZulipApiError (BAD_EVENT_QUEUE_ID, RATE_LIMIT_HIT…) or ZulipNetworkError (timeout,
   * an oversized body and a success without an `events` list included). `skipped`: events of unexpected shape.
   */
  async getEvents(queueId: string, lastEventId: number, timeoutMs: number, signal?: AbortSignal): Promise<{ events: ZulipEvent[]; skipped: number }> {
    await this.pollBudget?.acquire(signal);
    return this.timed('GET /events', () => this.#getEvents(queueId, lastEventId, timeoutMs, signal));
  }

  async #getEvents(queueId: string, lastEventId: number, timeoutMs: number, signal?: AbortSignal): Promise<{ events: ZulipEvent[]; skipped: number }> {
    const endpoint = 'GET /events';
    let res;
    try {
      res = await this.exchange.send({
        method: 'GET',
        url: `${this.credentials.site}/api/v1/events`,
        query: { queue_id: queueId, last_event_id: lastEventId },
        headers: { authorization: this.#basicAuth(), 'user-agent': USER_AGENT },
        timeoutMs,
        maxBodyBytes: ZULIP_MAX_BODY_BYTES,
        signal,
      });
    } catch (error) {
      throw networkError(endpoint, error);
    }
    const body = parseJson(endpoint, res.body, res.status);
    if (body.result !== 'success') throw apiError(endpoint, body, res.status, res.headers['retry-after']);
    if (!Array.isArray(body.events)) throw new ZulipNetworkError('BAD_ANSWER', endpoint, 'a success without an events list');
    const events: ZulipEvent[] = [];
    for (const e of body.events as unknown[]) {
      const parsed = zulipEventSchema.safeParse(e, this.decoding);
      if (parsed.success) events.push(parsed.data);
    }
    return { events, skipped: body.events.length - events.length };
  }

  /** Outside the budget: it is the last request at shutdown, when the budget is closed. */
  async deleteQueue(queueId: string): Promise<void> {
    await this.#call('DELETE /events', () => this.client.queues.deregister({ queue_id: queueId }), false);
  }

  /** Sends one message; resolves with its id. */
  async sendMessage(to: Destination, content: string): Promise<number> {
    const params =
      to.type === 'stream' ? { type: 'stream', to: to.stream, topic: to.topic, content } : { type: 'private', to: to.to, content };
    const body = await this.#call('POST /messages', () => this.client.messages.send(params));
    return Number(body.id);
  }

  async deleteMessage(messageId: number): Promise<void> {
    await this.#call('DELETE /messages/{id}', () => this.client.callEndpoint(`/messages/${messageId}`, 'DELETE'));
  }

  async addReaction(messageId: number, emojiName: string): Promise<void> {
    await this.#call('POST /messages/{id}/reactions', () => this.client.reactions.add({ message_id: messageId, emoji_name: emojiName }));
  }

  async getOwnUser(): Promise<ZulipUser> {
    return toUser(this.decoding, 'GET /users/me', await this.#call('GET /users/me', () => this.client.users.me.getProfile()));
  }

  async getUser(userId: number): Promise<ZulipUser> {
    const body = await this.#call('GET /users/{id}', () => this.client.callEndpoint(`/users/${userId}`, 'GET'));
    return toUser(this.decoding, 'GET /users/{id}', body.user);
  }

  /** A user's status text ("" when none); GET /users/{id}/status exists since Zulip 9.0. */
  async getStatusText(userId: number): Promise<string> {
    const body = await this.#call('GET /users/{id}/status', () => this.client.callEndpoint(`/users/${userId}/status`, 'GET'));
    const status = (body.status ?? {}) as { status_text?: unknown };
    return typeof status.status_text === 'string' ? status.status_text : '';
  }

  /** Sets the bot's own status text (at most 60 characters). */
  async setOwnStatusText(text: string): Promise<void> {
    await this.#call('POST /users/me/status', () => this.client.callEndpoint('/users/me/status', 'POST', { status_text: text }));
  }

  /** Every user of the realm, bots included, deactivated ones left out: one request, cheaper than one GET /users/{id} per person. */
  async getUsers(): Promise<ZulipUser[]> {
    const body = await this.#call('GET /users', () => this.client.callEndpoint('/users', 'GET', { client_gravatar: true }));
    // One odd user (a field of a new kind) costs that user only; the list must be a list.
    const members = decodePage(userShape, body.members, { report: this.decoding });
    if (!members.ok) throw new ZulipNetworkError('BAD_ANSWER', 'GET /users', `members: ${members.problem}`);
    return members.value.items.filter((u) => u.isActive).map(({ isActive: _active, ...user }) => user);
  }

  async getMessages(options: { anchor: number | 'newest' | 'oldest'; numBefore: number; numAfter: number; narrow: Narrow }): Promise<ZulipMessage[]> {
    const body = await this.#call('GET /messages', () =>
      this.client.messages.retrieve({
        anchor: options.anchor,
        num_before: options.numBefore,
        num_after: options.numAfter,
        narrow: options.narrow,
        apply_markdown: false,
        client_gravatar: true,
      }),
    );
    const messages = Array.isArray(body.messages) ? body.messages : [];
    return messages.flatMap((m) => {
      const parsed = zulipMessageSchema.safeParse(m, this.decoding);
      return parsed.success ? [parsed.data] : [];
    });
  }

  /** One message with its current reactions (GET /messages/{id}); ZulipApiError BAD_REQUEST when it is gone or hidden. */
  async getMessage(messageId: number): Promise<ZulipMessage & { reactions: ZulipReaction[] }> {
    const body = await this.#call('GET /messages/{id}', () => this.client.callEndpoint(`/messages/${messageId}`, 'GET', { apply_markdown: false }));
    const parsed = zulipMessageSchema.safeParse(body.message, this.decoding);
    if (!parsed.success) throw new ZulipNetworkError('INVALID_JSON', 'GET /messages/{id}', `unexpected message shape: ${parsed.error.issues[0]?.message ?? ''}`);
    // One odd reaction (a future reaction_type's shape) must not hide the others; no list at all is no reactions.
    const raw = (body.message as { reactions?: unknown }).reactions ?? [];
    const reactions = decodePage(reactionShape, raw, { report: this.decoding });
    return { ...parsed.data, reactions: reactions.ok ? reactions.value.items : [] };
  }

  async getStreamId(name: string): Promise<number> {
    return Number((await this.#call('GET /get_stream_id', () => this.client.streams.getStreamId(name))).stream_id);
  }

  async getSubscriptions(): Promise<Array<{ stream_id: number; name: string }>> {
    const body = await this.#call('GET /users/me/subscriptions', () => this.client.streams.subscriptions.retrieve());
    return (Array.isArray(body.subscriptions) ? body.subscriptions : []) as Array<{ stream_id: number; name: string }>;
  }

  #basicAuth(): string {
    return `Basic ${Buffer.from(`${this.credentials.email}:${this.credentials.apiKey}`).toString('base64')}`;
  }

  async #call(endpoint: string, call: () => Promise<ZulipJsResponse>, budgeted = true): Promise<ZulipJsResponse> {
    // A closed budget means shutdown: its last few requests (the handoff note, the status report's
    // withdrawal) go at once rather than fail, or the next process would not know what was left.
    if (budgeted && !this.budget?.closed) await this.budget?.acquire();
    return this.timed(endpoint, () => this.#callOnce(endpoint, call));
  }

  /** Tells the observer how long `call` took and how it ended (success, or its error code); requests made outside zulip-js (bot storage) use it too. */
  async timed<T>(endpoint: string, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    let result = 'error';
    try {
      const value = await call();
      result = 'success';
      return value;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string') result = code;
      throw error;
    } finally {
      this.observer?.observe(endpoint, performance.now() - started, result);
    }
  }

  async #callOnce(endpoint: string, call: () => Promise<ZulipJsResponse>): Promise<ZulipJsResponse> {
    let body: ZulipJsResponse;
    try {
      body = await withDeadline(call(), this.requestTimeoutMs);
    } catch (error) {
      throw networkError(endpoint, error);
    }
    if (!body || typeof body !== 'object') throw new ZulipNetworkError('INVALID_JSON', endpoint, 'empty answer');
    if (body.result !== 'success') throw apiError(endpoint, body);
    return body;
  }
}

/** `promise`, or a TimeoutError after `ms` (undefined: no deadline of its own). */
function withDeadline<T>(promise: Promise<T>, ms: number | undefined): Promise<T> {
  if (ms === undefined) return promise;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { name: 'TimeoutError' })), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A string field, or `fallback` when absent or of another type. */
function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A user answer, read tolerantly (userShape); without a usable user_id it is a failed exchange. */
function toUser(report: DecodeReport, endpoint: string, raw: unknown): ZulipUser {
  const user = decodeOne(userShape, raw, { report });
  if (!user.ok) throw new ZulipNetworkError('BAD_ANSWER', endpoint, `a user without a usable ${user.field} (${user.problem})`);
  const { isActive: _isActive, ...found } = user.value;
  return found;
}

/** The JSON body of a long-poll answer; a proxy's HTML error page is a network failure, not an API error. */
function parseJson(endpoint: string, body: string, status: number): Record<string, unknown> {
  try {
    const data = JSON.parse(body) as unknown;
    if (data && typeof data === 'object') return data as Record<string, unknown>;
  } catch {
    // not JSON: below
  }
  throw new ZulipNetworkError('INVALID_JSON', endpoint, `HTTP ${status}: ${body.slice(0, 120)}`);
}

function apiError(endpoint: string, body: Record<string, unknown>, status?: number, retryAfterHeader?: string): ZulipApiError {
  const fromBody = body['retry-after'];
  const retryAfter = typeof fromBody === 'number' ? fromBody : retryAfterHeader ? Number(retryAfterHeader) : undefined;
  // Servers before feature level 36 sent a 429 without a code: it is the same rate limit.
  const code = text(body.code) || (status === 429 ? 'RATE_LIMIT_HIT' : 'BAD_REQUEST');
  return new ZulipApiError(code, text(body.msg), endpoint, Number.isFinite(retryAfter) ? retryAfter : undefined, status);
}

/** HttpExchange and node-fetch errors, reduced to a code; node-fetch's may carry request options we don't want in logs. */
function networkError(endpoint: string, error: unknown): ZulipNetworkError {
  if (error instanceof BodyTooLargeError) return new ZulipNetworkError(error.code, endpoint, error.message);
  const e = error as { name?: string; code?: string; type?: string; message?: string };
  // node-fetch's `size` limit (zulip-js calls)
  if (e.type === 'max-size') return new ZulipNetworkError('EBODYTOOLARGE', endpoint, e.message ?? 'response body too large');
  const timedOut = e.name === 'AbortError' || e.name === 'TimeoutError' || e.code === 'ETIMEDOUT' || e.type === 'request-timeout';
  const invalidJson = e.type === 'invalid-json' || e.name === 'SyntaxError';
  const code = invalidJson ? 'INVALID_JSON' : timedOut ? 'ETIMEDOUT' : (e.code ?? 'EUNKNOWN');
  return new ZulipNetworkError(code, endpoint, e.message ?? String(error), timedOut);
}
