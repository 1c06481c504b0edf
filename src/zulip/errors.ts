import { redactPatterns } from '../log.js';

/** Errors of the Zulip boundary: the server said no (ZulipApiError) or we never got a usable answer (ZulipNetworkError). */
export class ZulipError extends Error {
  override name = 'ZulipError';
}

const FATAL_CODES = new Set(['INVALID_API_KEY', 'USER_DEACTIVATED', 'REALM_DEACTIVATED', 'UNAUTHORIZED']);

/** A `{result: "error"}` body. `retryAfter` (seconds, may be fractional) comes with RATE_LIMIT_HIT. */
export class ZulipApiError extends ZulipError {
  override name = 'ZulipApiError';
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly endpoint: string,
    readonly retryAfter?: number,
    readonly status?: number,
  ) {
    super(`${endpoint}: ${code}: ${redactPatterns(msg)}${retryAfter !== undefined ? ` (retry after ${retryAfter}s)` : ''}`);
  }

  get isRateLimit(): boolean {
    return this.code === 'RATE_LIMIT_HIT';
  }

  get isBadQueue(): boolean {
    return this.code === 'BAD_EVENT_QUEUE_ID';
  }

  /** Refused credentials, a deactivated bot or organisation: no retry fixes these. */
  get isFatal(): boolean {
    return FATAL_CODES.has(this.code);
  }
}

/** Connection failure, timeout, or a body that isn't JSON (a proxy's HTML error page). */
export class ZulipNetworkError extends ZulipError {
  override name = 'ZulipNetworkError';
  constructor(
    readonly code: string,
    readonly endpoint: string,
    detail: string,
    readonly timedOut = false,
    options?: { cause?: unknown },
  ) {
    super(`${endpoint}: ${code}${detail ? `: ${redactPatterns(detail)}` : ''}`, options);
  }

  /** True when the request certainly never reached the server, so even a send may be retried. */
  get notSent(): boolean {
    return ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'].includes(this.code);
  }
}
