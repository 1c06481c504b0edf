import { BodyTooLargeError } from '../util/body-cap.js';
import { HttpExchange, type ExchangeRequest } from '../util/http-exchange.js';
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

/** A call's own limit when the API was given none (`requestTimeoutMs`): no request to Zulip but the long-poll waits longer. */
export const ZULIP_REQUEST_CEILING_MS = 30_000;

export type Narrow = Array<{ operator: string; operand: string | number | number[]; negated?: boolean }>;

/**
 * A parameter as the caller has it; on the wire (`wire`) strings go as they
 * are, numbers and booleans as their text ("true"/"false"), lists and objects
 * JSON-encoded, undefined not at all.
 */
type Param = string | number | boolean | readonly unknown[] | Readonly<Record<string, unknown>> | undefined;

/**
 * The only door to Zulip: every call goes over one keep-alive HttpExchange
 * (bare node:http, src/util/http-exchange.ts), GET parameters in the query
 * string and the others' in an urlencoded body, as Zulip's API documents them.
 * A `{result: "error"}` body becomes ZulipApiError; anything without a JSON
 * answer becomes ZulipNetworkError.
 */
export class ZulipApi {
  /** The keep-alive connections of every request to Zulip (bot storage's included). */
  readonly exchange = new HttpExchange();
  /** Basic auth and User-Agent, the same on every request. */
  readonly #headers: Readonly<Record<string, string>>;

  private constructor(
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
    /** A call (the long-poll and uploads aside) not answered within this long fails as a timeout, its request destroyed. */
    private readonly requestTimeoutMs: number,
    /** Where the tolerant decoders count what Zulip sent that they could not use (the running bot's, Ops.decoding). */
    readonly decoding: DecodeReport,
  ) {
    const token = Buffer.from(`${credentials.email}:${credentials.apiKey}`).toString('base64');
    this.#headers = { authorization: `Basic ${token}`, 'user-agent': USER_AGENT };
  }

  /**
   * `budget`: requests a minute for everything sent to Zulip (Zulip allows 200 per user); none for one-shot commands.
   * `observer`: told of every request (the running bot's ZulipWatch).
   * `decoding`: the running bot's decode report (Ops.decoding); none: a report of this API's own.
   * `requestTimeoutMs`: each call's limit (the long-poll and uploads have their own); none: ZULIP_REQUEST_CEILING_MS.
   * Makes no request: resolves at once.
   */
  static connect(
    credentials: ZulipCredentials,
    options: { requestTimeoutMs?: number; budget?: RateLimiter; observer?: ZulipObserver; decoding?: DecodeReport } = {},
  ): Promise<ZulipApi> {
    const site = credentials.site.replace(/\/+$/, '');
    // The polls' bucket is like the budget (Zulip applies the same rule to both), and apart from it.
    const polls = options.budget && new RateLimiter({ ...options.budget.options, burst: Math.max(20, options.budget.options.burst) });
    const timeoutMs = options.requestTimeoutMs ?? ZULIP_REQUEST_CEILING_MS;
    return Promise.resolve(new ZulipApi({ ...credentials, site }, options.budget, polls, options.observer, timeoutMs, options.decoding ?? new DecodeReport()));
  }

  /**
   * `idleQueueTimeoutSeconds`: how long the queue may go unpolled before Zulip
   * forgets it (`idle_queue_timeout`, feature level 481; the caller checks the
   * level: an older server would ignore it, and say so in `ignored_parameters_unsupported`).
   */
  async register(eventTypes: readonly string[] = ['message'], options: { idleQueueTimeoutSeconds?: number } = {}): Promise<RegisteredQueue> {
    const body = await this.#call('POST', '/register', {
      event_types: eventTypes,
      fetch_event_types: ['realm'],
      apply_markdown: false,
      client_gravatar: true,
      idle_queue_timeout: options.idleQueueTimeoutSeconds,
    });
    // Without a queue id and an integer last_event_id there is nothing to poll: a failed exchange, not a queue.
    // The limits are the server's word (defaults when unreadable), clamped into sane windows by the event loop (which logs it).
    const queue = decodeOne(registerShape, body, { report: this.decoding });
    if (!queue.ok) throw new ZulipNetworkError('BAD_ANSWER', 'POST /register', `a success without a usable ${queue.field} (${queue.problem})`);
    return queue.value;
  }

  /** The server's zulip_feature_level (GET /server_settings), to know what register may ask for before the first queue. */
  async featureLevel(): Promise<number> {
    const body = await this.#call('GET', '/server_settings');
    return numberOr(body.zulip_feature_level, 0);
  }

  /**
   * Uploads one file (POST /user_uploads, multipart) and resolves with its path
   * on the server, e.g. "/user_uploads/2/ab/xyz/chart.png", to link in a message.
   * The one multipart body (the others are urlencoded).
   */
  async uploadFile(file: { filename: string; contentType: string; data: Buffer }, signal?: AbortSignal, timeoutMs = 30_000): Promise<string> {
    const endpoint = 'POST /user_uploads';
    await this.budget?.acquire(signal);
    const form = new FormData();
    form.append('file', new Blob([file.data], { type: file.contentType }), file.filename);
    // The platform's multipart encoder (boundary and all), read into one buffer: a chart is a few hundred KB.
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    let payload;
    try {
      payload = { contentType: multipart.headers.get('content-type') ?? 'multipart/form-data', data: Buffer.from(await multipart.arrayBuffer()) };
    } catch (error) {
      throw networkError(endpoint, error);
    }
    // The answer is a path: capped like every other body, so a broken server's 50 MB answer is a failed upload, not a crash.
    const body = await this.#exchange(endpoint, { method: 'POST', path: '/user_uploads', payload, timeoutMs, maxBodyBytes: UPLOAD_ANSWER_MAX_BYTES, signal });
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
    const query = { queue_id: queueId, last_event_id: lastEventId };
    const body = await this.#exchange(endpoint, { method: 'GET', path: '/events', query, timeoutMs, maxBodyBytes: ZULIP_MAX_BODY_BYTES, signal });
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
    await this.#call('DELETE', '/events', { queue_id: queueId }, { endpoint: 'DELETE /events', budgeted: false });
  }

  /** Sends one message; resolves with its id. */
  async sendMessage(to: Destination, content: string): Promise<number> {
    const params =
      to.type === 'stream' ? { type: 'stream', to: to.stream, topic: to.topic, content } : { type: 'private', to: to.to, content };
    const body = await this.#call('POST', '/messages', params);
    return Number(body.id);
  }

  async deleteMessage(messageId: number): Promise<void> {
    await this.#call('DELETE', `/messages/${messageId}`, {}, { endpoint: 'DELETE /messages/{id}' });
  }

  async addReaction(messageId: number, emojiName: string): Promise<void> {
    await this.#call('POST', `/messages/${messageId}/reactions`, { emoji_name: emojiName }, { endpoint: 'POST /messages/{id}/reactions' });
  }

  async getOwnUser(): Promise<ZulipUser> {
    return toUser(this.decoding, 'GET /users/me', await this.#call('GET', '/users/me'));
  }

  async getUser(userId: number): Promise<ZulipUser> {
    const body = await this.#call('GET', `/users/${userId}`, {}, { endpoint: 'GET /users/{id}' });
    return toUser(this.decoding, 'GET /users/{id}', body.user);
  }

  /** A user's status text ("" when none); GET /users/{id}/status exists since Zulip 9.0. */
  async getStatusText(userId: number): Promise<string> {
    const body = await this.#call('GET', `/users/${userId}/status`, {}, { endpoint: 'GET /users/{id}/status' });
    const status = (body.status ?? {}) as { status_text?: unknown };
    return typeof status.status_text === 'string' ? status.status_text : '';
  }

  /** Sets the bot's own status text (at most 60 characters). */
  async setOwnStatusText(text: string): Promise<void> {
    await this.#call('POST', '/users/me/status', { status_text: text });
  }

  /** Every user of the realm, bots included, deactivated ones left out: one request, cheaper than one GET /users/{id} per person. */
  async getUsers(): Promise<ZulipUser[]> {
    const body = await this.#call('GET', '/users', { client_gravatar: true });
    // One odd user (a field of a new kind) costs that user only; the list must be a list.
    const members = decodePage(userShape, body.members, { report: this.decoding });
    if (!members.ok) throw new ZulipNetworkError('BAD_ANSWER', 'GET /users', `members: ${members.problem}`);
    return members.value.items.filter((u) => u.isActive).map(({ isActive: _active, ...user }) => user);
  }

  async getMessages(options: { anchor: number | 'newest' | 'oldest'; numBefore: number; numAfter: number; narrow: Narrow }): Promise<ZulipMessage[]> {
    const body = await this.#call('GET', '/messages', {
      anchor: options.anchor,
      num_before: options.numBefore,
      num_after: options.numAfter,
      narrow: options.narrow,
      apply_markdown: false,
      client_gravatar: true,
    });
    const messages = Array.isArray(body.messages) ? body.messages : [];
    return messages.flatMap((m) => {
      const parsed = zulipMessageSchema.safeParse(m, this.decoding);
      return parsed.success ? [parsed.data] : [];
    });
  }

  /** One message with its current reactions (GET /messages/{id}); ZulipApiError BAD_REQUEST when it is gone or hidden. */
  async getMessage(messageId: number): Promise<ZulipMessage & { reactions: ZulipReaction[] }> {
    const body = await this.#call('GET', `/messages/${messageId}`, { apply_markdown: false }, { endpoint: 'GET /messages/{id}' });
    const parsed = zulipMessageSchema.safeParse(body.message, this.decoding);
    if (!parsed.success) throw new ZulipNetworkError('INVALID_JSON', 'GET /messages/{id}', `unexpected message shape: ${parsed.error.issues[0]?.message ?? ''}`);
    // One odd reaction (a future reaction_type's shape) must not hide the others; no list at all is no reactions.
    const raw = (body.message as { reactions?: unknown }).reactions ?? [];
    const reactions = decodePage(reactionShape, raw, { report: this.decoding });
    return { ...parsed.data, reactions: reactions.ok ? reactions.value.items : [] };
  }

  async getStreamId(name: string): Promise<number> {
    return Number((await this.#call('GET', '/get_stream_id', { stream: name })).stream_id);
  }

  async getSubscriptions(): Promise<Array<{ stream_id: number; name: string }>> {
    const body = await this.#call('GET', '/users/me/subscriptions');
    return (Array.isArray(body.subscriptions) ? body.subscriptions : []) as Array<{ stream_id: number; name: string }>;
  }

  /**
   * One call to Zulip (the long-poll and uploads aside): a turn of the request budget (none for
   * `budgeted: false`), then one exchange of `requestTimeoutMs` at most, observed (`timed`) under
   * `endpoint` (the metrics' name, `METHOD /path` with ids as `{id}`; by default `method path`).
   * Resolves with the success body.
   */
  async #call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    params: Readonly<Record<string, Param>> = {},
    options: { endpoint?: string; budgeted?: boolean } = {},
  ): Promise<Record<string, unknown>> {
    const endpoint = options.endpoint ?? `${method} ${path}`;
    // A closed budget means shutdown: its last few requests (the handoff note, the status report's
    // withdrawal) go at once rather than fail, or the next process would not know what was left.
    if (options.budgeted !== false && !this.budget?.closed) await this.budget?.acquire();
    const encoded = wire(params);
    const request = method === 'GET' ? { query: encoded } : Object.keys(encoded).length > 0 ? { form: encoded } : {};
    return this.timed(endpoint, () =>
      this.#exchange(endpoint, { method, path, ...request, timeoutMs: this.requestTimeoutMs, maxBodyBytes: ZULIP_MAX_BODY_BYTES }),
    );
  }

  /**
   * One exchange with Zulip (`path` under /api/v1), resolving with the body of a success.
   * Throws ZulipNetworkError when there is no JSON answer (no answer in time, a refused
   * connection, an oversized body, a proxy's HTML page) and ZulipApiError for an error body.
   */
  async #exchange(endpoint: string, request: Omit<ExchangeRequest, 'url' | 'headers'> & { path: string }): Promise<Record<string, unknown>> {
    let res;
    try {
      res = await this.exchange.send({ ...request, url: `${this.credentials.site}/api/v1${request.path}`, headers: this.#headers });
    } catch (error) {
      throw networkError(endpoint, error);
    }
    const body = parseJson(endpoint, res.body, res.status);
    if (body.result !== 'success') throw apiError(endpoint, body, res.status, res.headers['retry-after']);
    return body;
  }

  /** Tells the observer how long `call` took and how it ended (success, or its error code); bot storage's requests use it too. */
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

}

/** Zulip's wire form of each parameter (see Param); an undefined one is left out. */
function wire(params: Readonly<Record<string, Param>>): Record<string, string> {
  const encoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    encoded[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return encoded;
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

/** The JSON body of an answer, whatever its status; a proxy's HTML error page is a network failure, not an API error. */
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

/** HttpExchange's errors (which carry no request, so no credentials), reduced to a code. */
function networkError(endpoint: string, error: unknown): ZulipNetworkError {
  if (error instanceof BodyTooLargeError) return new ZulipNetworkError(error.code, endpoint, error.message);
  const e = error as { name?: string; code?: string; message?: string };
  const timedOut = e.name === 'AbortError' || e.name === 'TimeoutError' || e.code === 'ETIMEDOUT';
  const code = timedOut ? 'ETIMEDOUT' : (e.code ?? 'EUNKNOWN');
  return new ZulipNetworkError(code, endpoint, e.message ?? String(error), timedOut);
}
