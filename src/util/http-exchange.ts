import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { TLSSocket } from 'node:tls';
import type { Socket } from 'node:net';
import type { Duplex, Readable } from 'node:stream';
import zlib from 'node:zlib';
import { BodyTooLargeError } from './body-cap.js';

export interface ExchangeRequest {
  method: string;
  url: string | URL;
  /** Added to the URL's query string; undefined values are left out. */
  query?: Readonly<Record<string, string | number | undefined>> | undefined;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Readonly<Record<string, string>> | undefined;
  /** A body already encoded (a multipart form), when there is no `form`. */
  payload?: { contentType: string; data: Buffer } | undefined;
  headers?: Readonly<Record<string, string>> | undefined;
  /** The whole exchange, connection to last byte of the body: past it the socket is destroyed. Required: there is no default. */
  timeoutMs: number;
  /** A larger answer (announced or received, decompressed) is a failed exchange (BodyTooLargeError); reading stops there. */
  maxBodyBytes: number;
  signal?: AbortSignal | undefined;
}

export interface ExchangeAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Where an exchange stood when its time ran out: `lookup` and `connect` (TLS
 * handshake included) mean no byte of the request can have reached the server,
 * so even a write may be sent again; `response` means it may have been carried out.
 */
export type ExchangePhase = 'lookup' | 'connect' | 'response';

/** The whole-request timeout of an exchange. */
export class ExchangeTimeoutError extends Error {
  override name = 'TimeoutError';
  readonly code = 'ETIMEDOUT';
  constructor(
    readonly timeoutMs: number,
    readonly phase: ExchangePhase,
  ) {
    super(`no answer within ${timeoutMs} ms (${phase})`);
  }
}

/** The caller's AbortSignal fired: the request was destroyed (named as got and the DOM name it). */
export class ExchangeAbortError extends Error {
  override name = 'AbortError';
  readonly code = 'ERR_ABORTED';
  constructor() {
    super('the request was aborted');
  }
}

/** What `accept-encoding` we offer, and how each is undone. Raw deflate is left out: servers disagree on what it means. */
const DECODERS: Record<string, () => Duplex> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  br: () => zlib.createBrotliDecompress(),
};
const ACCEPT_ENCODING = 'gzip, br';

/**
 * One HTTP exchange at a time on bare node:http(s), with one keep-alive agent
 * per scheme for the client that owns it (got cost 1-2 ms a request in hooks
 * and option merging; see bench/). Sends one request and resolves with the
 * status, headers and body as text, whatever the status. No redirect is
 * followed and nothing is retried: retries are the callers' (their rules for
 * writes differ). Every failure is one of ExchangeTimeoutError,
 * ExchangeAbortError, BodyTooLargeError or a plain Error with the socket's
 * `code` (ECONNREFUSED, ECONNRESET…): none carries the request, so its headers
 * (the credentials) cannot reach a log through a serialised error.
 */
export class HttpExchange {
  // As Node's global agent (keep-alive, 5 s idle sockets, most recent first), one pair per client.
  readonly #http = new http.Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5_000 });
  readonly #https = new https.Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5_000 });

  send(request: ExchangeRequest): Promise<ExchangeAnswer> {
    const url = new URL(request.url);
    for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.append(key, String(value));
    // A form as text: once encoded it is ASCII (every other character is percent-encoded), one byte a
    // character, so it is written as latin1 (a plain copy; as utf8 it cost ~15 µs more for a 15 KB reply),
    // together with the head in one piece, where a Buffer body went beside it (writev) after a copy of its own.
    const body = request.form ? new URLSearchParams(request.form).toString() : request.payload?.data;
    const headers: Record<string, string> = { 'accept-encoding': ACCEPT_ENCODING, ...request.headers };
    if (body !== undefined) {
      headers['content-type'] = request.form ? 'application/x-www-form-urlencoded' : request.payload!.contentType;
      headers['content-length'] = String(body.length);
    }
    const secure = url.protocol === 'https:';
    if (!secure && url.protocol !== 'http:') return Promise.reject(new Error(`unsupported protocol ${url.protocol}`));
    const { signal } = request;
    if (signal?.aborted) return Promise.reject(new ExchangeAbortError());

    return new Promise<ExchangeAnswer>((resolve, reject) => {
      const options = requestOptions(url, request.method, headers, secure ? this.#https : this.#http);
      const req = secure ? https.request(options) : http.request(options);
      let res: IncomingMessage | undefined;
      let decoder: Duplex | undefined;
      let settled = false;
      // Until the socket says otherwise, nothing has left: an IP literal needs no lookup.
      let lookedUp = isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
      let connected = false;

      const finish = (error: Error | null, answer?: ExchangeAnswer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (error) {
          // Reading stops here and the socket goes: a timed-out or oversized exchange holds nothing.
          decoder?.destroy();
          res?.destroy();
          req.destroy();
          reject(error);
        } else resolve(answer!);
      };
      const onAbort = () => finish(new ExchangeAbortError());
      const timer = setTimeout(() => {
        finish(new ExchangeTimeoutError(request.timeoutMs, !lookedUp ? 'lookup' : !connected ? 'connect' : 'response'));
      }, request.timeoutMs);
      // The socket keeps the process up while it is in use; the timer alone must not.
      timer.unref();
      signal?.addEventListener('abort', onAbort, { once: true });

      req.on('socket', (socket: Socket) => {
        // A reused keep-alive socket is connected already; a new one is not until TCP (and TLS) are through.
        if (req.reusedSocket || (!socket.connecting && !(socket instanceof TLSSocket))) {
          lookedUp = connected = true;
          return;
        }
        socket.once('lookup', () => (lookedUp = true));
        socket.once(socket instanceof TLSSocket ? 'secureConnect' : 'connect', () => (lookedUp = connected = true));
      });
      // Errors we cause in finish() come after `settled` and are dropped; the others become plain errors.
      req.on('error', (error: NodeJS.ErrnoException) => finish(plainError(error)));
      req.on('response', (answer) => {
        res = answer;
        // The server closing mid-body ('aborted', ECONNRESET): a failure, never a truncated body.
        answer.on('error', (error: NodeJS.ErrnoException) => finish(plainError(error)));
        if (Number(answer.headers['content-length']) > request.maxBodyBytes) return finish(new BodyTooLargeError(request.maxBodyBytes));
        const encoding = String(answer.headers['content-encoding'] ?? '').trim().toLowerCase();
        decoder = DECODERS[encoding]?.();
        const stream: Readable = decoder ? answer.pipe(decoder) : answer;
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          // Counted after decompression: a small gzip bomb is as large as what it unpacks to.
          size += chunk.length;
          if (size > request.maxBodyBytes) return finish(new BodyTooLargeError(request.maxBodyBytes));
          chunks.push(chunk);
        });
        stream.on('end', () => {
          // Most answers come in one chunk: read as it is, without a copy.
          const whole = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
          finish(null, { status: answer.statusCode ?? 0, headers: answer.headers, body: whole.toString('utf8') });
        });
        if (decoder) decoder.on('error', (error: NodeJS.ErrnoException) => finish(plainError(error)));
      });
      if (typeof body === 'string') req.end(body, 'latin1');
      else req.end(body);
    });
  }

  /** Closes the idle keep-alive sockets (the ones in use end with their exchange). */
  close(): void {
    this.#http.destroy();
    this.#https.destroy();
  }
}

/**
 * The request's options as `http.request(url, options)` would make them from the URL (its host, an IPv6
 * literal unbracketed, port, path and query, credentials), written out: Node's conversion copies every
 * property of the URL and reads its `href`, a few tens of microseconds a request.
 */
function requestOptions(url: URL, method: string, headers: Record<string, string>, agent: http.Agent): http.RequestOptions {
  const { hostname, port, username, password } = url;
  const options: http.RequestOptions = {
    protocol: url.protocol,
    hostname: hostname.startsWith('[') ? hostname.slice(1, -1) : hostname,
    path: `${url.pathname}${url.search}`,
    method,
    headers,
    agent,
  };
  if (port !== '') options.port = Number(port);
  if (username || password) options.auth = `${decodeURIComponent(username)}:${decodeURIComponent(password)}`;
  return options;
}

/** A socket or zlib error reduced to name, code and message. */
function plainError(error: NodeJS.ErrnoException): Error {
  return Object.assign(new Error(error.message), { name: error.name, code: error.code ?? 'EUNKNOWN' });
}
