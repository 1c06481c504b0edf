import { redactPatterns } from '../log.js';

/**
 * Errors of the directory boundary, split by who failed: the directory
 * answered with an error (status errors), the network failed before an answer
 * (DirectoryNetworkError), or the answer broke the contract
 * (DirectorySchemaError). Messages name method and path, never the token.
 */
export interface RequestInfo {
  method: string;
  /** Path below the base URL, e.g. `/api/v1/hub_visits/12/2026-11-20`. No query string, no secrets. */
  path: string;
}

export class DirectoryError extends Error {
  override name = 'DirectoryError';
  readonly method: string;
  readonly path: string;
  constructor(message: string, request: RequestInfo, options?: { cause?: unknown }) {
    super(message, options);
    this.method = request.method;
    this.path = request.path;
  }
}

/** The directory answered with a non-success status. */
export class DirectoryHttpError extends DirectoryError {
  override name = 'DirectoryHttpError';
  readonly status: number;
  /** The first few hundred characters of the body, for logs. */
  readonly bodyExcerpt: string;
  constructor(request: RequestInfo, status: number, body: string, message?: string) {
    const excerpt = excerptOf(body);
    super(message ?? `${request.method} ${request.path} answered ${status}${excerpt ? `: ${excerpt}` : ''}`, request);
    this.status = status;
    this.bodyExcerpt = excerpt;
  }
}

export class DirectoryNotFoundError extends DirectoryHttpError {
  override name = 'DirectoryNotFoundError';
  constructor(request: RequestInfo, body: string) {
    super(request, 404, body, `${request.method} ${request.path}: not found`);
  }
}

/** 401 or 403: the token is missing, wrong, expired or lacks the scope. */
export class DirectoryAuthError extends DirectoryHttpError {
  override name = 'DirectoryAuthError';
  constructor(request: RequestInfo, status: number, body: string) {
    super(request, status, body, `${request.method} ${request.path}: authentication failed (${status}); check the directory token`);
  }
}

export class DirectoryRateLimitError extends DirectoryHttpError {
  override name = 'DirectoryRateLimitError';
  /** Seconds the directory asked us to wait (Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;
  constructor(request: RequestInfo, body: string, retryAfterSeconds: number | undefined) {
    const wait = retryAfterSeconds === undefined ? '' : `; retry after ${retryAfterSeconds}s`;
    super(request, 429, body, `${request.method} ${request.path}: rate limited${wait}`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** No answer: connection refused or reset, DNS, or our timeout. */
export class DirectoryNetworkError extends DirectoryError {
  override name = 'DirectoryNetworkError';
  readonly code: string;
  readonly timedOut: boolean;
  /** True when the request certainly never reached the server, so even a write may be retried. */
  readonly notSent: boolean;
  constructor(request: RequestInfo, code: string, detail: string, options: { timedOut: boolean; notSent: boolean; cause?: unknown }) {
    super(
      `${request.method} ${request.path}: ${options.timedOut ? 'timed out' : 'network error'} (${code})${detail ? `: ${detail}` : ''}`,
      request,
      { cause: options.cause },
    );
    this.code = code;
    this.timedOut = options.timedOut;
    this.notSent = options.notSent;
  }
}

/** The directory answered 2xx with a body that breaks the contract. */
export class DirectorySchemaError extends DirectoryError {
  override name = 'DirectorySchemaError';
  /** Path of the offending field, e.g. `[3].person` or `stints[0].start_date`. */
  readonly fieldPath: string;
  constructor(request: RequestInfo, fieldPath: string, problem: string, options?: { cause?: unknown }) {
    super(`${request.method} ${request.path}: unexpected response at ${fieldPath || '(root)'}: ${problem}`, request, options);
    this.fieldPath = fieldPath;
  }
}

/** A proxy or gateway may echo our request headers in its error page: credentials are blanked out first. */
function excerptOf(body: string): string {
  const flat = redactPatterns(body.slice(0, 4_000).replace(/\s+/g, ' ').trim());
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}
