/** Response bodies of the fake, shaped like Zulip's documented payloads (test/fixtures/zulip-api). */

export type Json = Record<string, unknown>;

export interface Answer {
  status: number;
  /** A JSON body … */
  body?: Json;
  /** … or a raw one (e.g. an HTML error page from a proxy). */
  raw?: { text: string; contentType: string };
  headers?: Record<string, string>;
}

/** Thrown by parameter parsing and handlers to answer an error. */
export class ApiFailure extends Error {
  constructor(readonly answer: Answer) {
    super(typeof answer.body?.msg === 'string' ? answer.body.msg : `HTTP ${answer.status}`);
  }
}

export function success(fields: Json = {}): Answer {
  return { status: 200, body: { ...fields, msg: '', result: 'success' } };
}

export function failure(status: number, code: string, msg: string, extra: Json = {}): Answer {
  return { status, body: { result: 'error', msg, code, ...extra } };
}

export const badRequest = (msg: string, extra: Json = {}): Answer => failure(400, 'BAD_REQUEST', msg, extra);

/** error-missing-argument.json */
export const missingArgument = (name: string): Answer =>
  failure(400, 'REQUEST_VARIABLE_MISSING', `Missing '${name}' argument`, { var_name: name });

/** error-bad-event-queue-id.json */
export const badEventQueue = (queueId: string): Answer =>
  failure(400, 'BAD_EVENT_QUEUE_ID', `Bad event queue ID: ${queueId}`, { queue_id: queueId });

/** error-invalid-api-key.json (real Zulip answers 401 for a wrong key). */
export const invalidApiKey = (): Answer => ({
  ...failure(401, 'INVALID_API_KEY', 'Invalid API key'),
  headers: { 'www-authenticate': 'Basic realm="zulip"' },
});

/** error-invalid-message.json */
export const invalidMessage = (): Answer => badRequest('Invalid message(s)');

export const notFound = (): Answer => failure(404, 'BAD_REQUEST', 'Endpoint not found');

/** error-rate-limited.json, plus the headers Zulip sets. */
export function rateLimited(retryAfterSeconds: number): Answer {
  return {
    ...failure(429, 'RATE_LIMIT_HIT', 'API usage exceeded rate limit', { 'retry-after': retryAfterSeconds }),
    headers: {
      'retry-after': String(retryAfterSeconds),
      'x-ratelimit-limit': '200',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000 + retryAfterSeconds)),
    },
  };
}
