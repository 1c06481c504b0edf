import { neverSent } from '../util/never-sent.js';
import { backoffDelay, type BackoffPolicy } from '../util/backoff.js';
import { BodyTooLargeError } from '../util/body-cap.js';
import { ExchangeAbortError, ExchangeTimeoutError, HttpExchange } from '../util/http-exchange.js';
import { CircuitBreaker } from './breaker.js';
import { withRetries } from '../util/retry.js';
import { sleep as realSleep, type Sleep } from '../util/sleep.js';
import {
  DirectoryAuthError,
  DirectoryHttpError,
  DirectoryNetworkError,
  DirectoryNotFoundError,
  DirectoryRateLimitError,
  type DirectoryError,
  type RequestInfo,
} from './errors.js';

export type Method = 'GET' | 'PATCH' | 'DELETE';
export type Query = Record<string, string | number | undefined>;

export interface DirectoryHttpOptions {
  baseUrl: string;
  token: string;
  /** Whole-request timeout (10 s when not given). */
  timeoutMs?: number;
  /** Attempts for a retriable request, the first included. */
  maxAttempts?: number;
  backoff?: BackoffPolicy;
  /** A Retry-After longer than this is not waited for: the caller gets the 429. */
  maxRetryAfterMs?: number;
  userAgent?: string;
  sleep?: Sleep;
  random?: () => number;
  /** Called after every attempt, for logs and request counting. */
  onExchange?: (exchange: Exchange) => void;
}

export interface Exchange extends RequestInfo {
  attempt: number;
  status: number | null;
  error: string | null;
  durationMs: number;
}

export interface RawResponse {
  status: number;
  body: string;
  /** The Retry-After header as sent, if any. */
  retryAfter?: string | undefined;
}

const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 300, maxMs: 5_000, jitter: 0.5 };
/** The most we read of one directory answer: a page of 200 visits is well under 1 MB. A larger one is a failed exchange. */
export const DIRECTORY_MAX_BODY_BYTES = 4 * 1024 * 1024;
const RETRIABLE_STATUS = new Set([500, 502, 503, 504]);

/**
 * The one place that talks HTTP to the directory. GETs are retried on network
 * errors, 429 and 5xx with backoff; writes only when the request provably never
 * reached the server or the server refused it with 429, because the production
 * service *appends* notes on PATCH and a blind retry could write them twice.
 */
export class DirectoryHttp {
  readonly #http = new HttpExchange();
  readonly #headers: Readonly<Record<string, string>>;
  readonly #breaker = new CircuitBreaker();
  readonly #basePath: string;
  readonly #opts: Required<Omit<DirectoryHttpOptions, 'onExchange' | 'userAgent'>> & Pick<DirectoryHttpOptions, 'onExchange'>;

  constructor(options: DirectoryHttpOptions) {
    const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.#basePath = base.pathname.replace(/\/$/, '');
    const timeoutMs = options.timeoutMs ?? 10_000;
    this.#opts = {
      baseUrl: base.href,
      token: options.token,
      timeoutMs,
      maxAttempts: options.maxAttempts ?? 3,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 30_000,
      sleep: options.sleep ?? realSleep,
      random: options.random ?? Math.random,
      onExchange: options.onExchange,
    };
    // The exchange follows no redirect and retries nothing: retries are ours (below), with our rules for writes.
    this.#headers = {
      authorization: `Bearer ${options.token}`,
      accept: 'application/json',
      'user-agent': options.userAgent ?? 'frontdesk',
    };
  }

  /** `onExchange`: told of this request's attempts too, after the client-wide hook (a command's own count). */
  async request(
    method: Method,
    path: string,
    options: { query?: Query; form?: Record<string, string>; signal?: AbortSignal; onExchange?: ((exchange: Exchange) => void) | undefined } = {},
  ): Promise<RawResponse> {
    const info: RequestInfo = { method, path: `${this.#basePath}/${path}` };
    return withRetries((attempt) => this.#attempt(method, info, path, options, attempt), {
      signal: options.signal,
      sleep: this.#opts.sleep,
      delayAfter: (failure, attempt) => this.#retryDelay(method, failure as DirectoryError, attempt),
    });
  }

  /** One exchange: the answer, or the DirectoryError it stands for (thrown). */
  async #attempt(
    method: Method,
    info: RequestInfo,
    path: string,
    options: { query?: Query; form?: Record<string, string>; signal?: AbortSignal; onExchange?: ((exchange: Exchange) => void) | undefined },
    attempt: number,
  ): Promise<RawResponse> {
    const blockedMs = this.#breaker.blockedFor();
    if (blockedMs > 0) {
      throw new DirectoryNetworkError(info, 'ECIRCUITOPEN', `the directory has not answered lately; not asking it for ${Math.ceil(blockedMs / 1000)} s`, {
        timedOut: false,
        notSent: true,
      });
    }
    const started = performance.now();
    let outcome: RawResponse | DirectoryError;
    try {
      const res = await this.#http.send({
        method,
        // As got's prefixUrl: the base (ending in /) and the path, joined as text.
        url: `${this.#opts.baseUrl}${path}`,
        query: options.query,
        form: options.form,
        headers: this.#headers,
        timeoutMs: this.#opts.timeoutMs,
        maxBodyBytes: DIRECTORY_MAX_BODY_BYTES,
        signal: options.signal,
      });
      outcome = { status: res.status, body: res.body, retryAfter: res.headers['retry-after'] };
    } catch (error) {
      outcome = toNetworkError(info, error);
    }
    const exchange: Exchange = {
      ...info,
      attempt,
      status: 'status' in outcome ? outcome.status : null,
      error: 'status' in outcome ? null : (outcome as DirectoryNetworkError).code,
      durationMs: performance.now() - started,
    };
    this.#opts.onExchange?.(exchange);
    options.onExchange?.(exchange);
    const failure = 'status' in outcome ? statusError(info, outcome) : outcome;
    // Timeouts and 5xx count against the directory; refusals (4xx) and other network errors are answers or our side.
    const costly = (failure instanceof DirectoryNetworkError && failure.timedOut) || (failure instanceof DirectoryHttpError && failure.status >= 500);
    this.#breaker.record(!costly);
    if (failure) throw failure;
    return outcome as RawResponse;
  }

  /** Milliseconds to wait before the next attempt, or null when this failure is final. */
  #retryDelay(method: Method, failure: DirectoryError, attempt: number): number | null {
    if (attempt >= this.#opts.maxAttempts) return null;
    if (failure instanceof DirectoryNetworkError && failure.code === 'ECIRCUITOPEN') return null;
    const backoff = backoffDelay(attempt - 1, this.#opts.backoff, this.#opts.random);
    if (failure instanceof DirectoryRateLimitError) {
      if (failure.retryAfterSeconds === undefined) return backoff;
      const asked = failure.retryAfterSeconds * 1000;
      return asked > this.#opts.maxRetryAfterMs ? null : Math.ceil(asked);
    }
    const isGet = method === 'GET';
    if (failure instanceof DirectoryNetworkError) return isGet || failure.notSent ? backoff : null;
    if (failure instanceof DirectoryHttpError && RETRIABLE_STATUS.has(failure.status) && isGet) return backoff;
    return null;
  }
}

/** The error a non-2xx answer stands for, or null for success. */
function statusError(info: RequestInfo, res: RawResponse): DirectoryError | null {
  if (res.status >= 200 && res.status < 300) return null;
  if (res.status === 404) {
    return isNeverMissing(info.path) ? new DirectoryAuthError(info, 404, res.body) : new DirectoryNotFoundError(info, res.body);
  }
  if (res.status === 401 || res.status === 403) return new DirectoryAuthError(info, res.status, res.body);
  if (res.status === 429) return new DirectoryRateLimitError(info, res.body, parseRetryAfter(res.retryAfter));
  return new DirectoryHttpError(info, res.status, res.body);
}

/**
 * Paths that exist for every valid token: the caller's own profile and the two
 * lists. One source saw a revoked token answered 404 `{"message":"not_found"}`
 * there, so a 404 on them is an authentication problem, never "no profile" or
 * "no visit".
 */
function isNeverMissing(path: string): boolean {
  return /\/api\/v1\/(profiles\/me|profiles|hub_visits)$/.test(path);
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | undefined, now: Date = new Date()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, (at - now.getTime()) / 1000);
}

/**
 * The exchange's errors carry no request (so no token); the cause keeps only
 * name, code and message all the same, whatever a future error might carry.
 * A timeout before the connection was up (lookup, connect) sent nothing.
 */
function toNetworkError(info: RequestInfo, error: unknown): DirectoryNetworkError {
  if (error instanceof BodyTooLargeError) return new DirectoryNetworkError(info, error.code, error.message, { timedOut: false, notSent: false });
  if (error instanceof ExchangeTimeoutError || error instanceof ExchangeAbortError || (error instanceof Error && typeof (error as { code?: unknown }).code === 'string')) {
    const code = (error as Error & { code: string }).code;
    const timedOut = error instanceof ExchangeTimeoutError;
    const notSent = neverSent(code) || (timedOut && error.phase !== 'response');
    const cause = Object.assign(new Error(error.message), { name: error.name, code });
    return new DirectoryNetworkError(info, code, timedOut ? `no answer within the timeout (${error.phase})` : error.message, { timedOut, notSent, cause });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DirectoryNetworkError(info, 'EUNKNOWN', message, { timedOut: false, notSent: false });
}
