import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { inspect } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyTooLargeError } from '../../src/util/body-cap.js';
import { ExchangeAbortError, ExchangeTimeoutError, HttpExchange } from '../../src/util/http-exchange.js';
import { DirectoryClient } from '../../src/directory/client.js';
import { DirectoryNetworkError } from '../../src/directory/errors.js';

/** Fictional; the tests look for it in every error. */
const SECRET = 'fictional-token-9f3c1a';
const KB = 1024;

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface Loopback {
  url: string;
  /** TCP connections the server accepted. */
  connections: () => number;
  requests: IncomingMessage[];
}

async function listen(server: Server | TcpServer): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => sockets.add(socket));
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function httpServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Loopback> {
  const requests: IncomingMessage[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  server.on('connection', () => connections++);
  const host = await listen(server);
  return { url: `http://${host}`, connections: () => connections, requests };
}

function client(): HttpExchange {
  const http = new HttpExchange();
  cleanups.push(() => http.close());
  return http;
}

const send = (http: HttpExchange, url: string, extra: Partial<Parameters<HttpExchange['send']>[0]> = {}) =>
  http.send({ method: 'GET', url, headers: { authorization: `Bearer ${SECRET}` }, timeoutMs: 2_000, maxBodyBytes: 64 * KB, ...extra });

const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('the exchange succeeded'), (error: unknown) => error as Error);

describe('HttpExchange on loopback', () => {
  it('sends the query (undefined left out) and a urlencoded form, and answers with status, headers and text', async () => {
    const server = await httpServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => res.writeHead(201, { 'x-seen': `${req.url} ${req.headers['content-type']} ${body}` }).end('héllo'));
    });
    const answer = await send(client(), `${server.url}/a/b`, { method: 'PATCH', query: { q: 'x y', n: 3, gone: undefined }, form: { notes: 'a&b=c' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toBe('héllo');
    expect(answer.headers['x-seen']).toBe('/a/b?q=x+y&n=3 application/x-www-form-urlencoded notes=a%26b%3Dc');
  });

  it('takes host, port, path, query and credentials from the URL as node:http would, and reads a body sent in many chunks whole', async () => {
    const server = await httpServer((req, res) => {
      res.writeHead(200, { 'x-seen': `${req.url} ${req.headers.host} ${req.headers.authorization}` });
      for (let i = 0; i < 40; i++) res.write(`${'é'.repeat(1000)}|`);
      res.end();
    });
    const url = `${server.url.replace('http://', 'http://user:p%40ss@')}/a%20b/c?x=1`;
    const answer = await client().send({ method: 'GET', url, query: { y: 'two words' }, timeoutMs: 2_000, maxBodyBytes: 256 * KB });
    const host = server.url.slice('http://'.length);
    expect(answer.headers['x-seen']).toBe(`/a%20b/c?x=1&y=two+words ${host} Basic ${Buffer.from('user:p@ss').toString('base64')}`);
    expect(answer.body).toBe(`${'é'.repeat(1000)}|`.repeat(40));
  });

  it('reuses one keep-alive connection for two requests in a row', async () => {
    const server = await httpServer((_req, res) => res.end('ok'));
    const http = client();
    await send(http, `${server.url}/1`);
    await send(http, `${server.url}/2`);
    expect(server.requests).toHaveLength(2);
    expect(server.connections()).toBe(1);
  });

  it('does not follow a redirect: the 302 is the answer, and the server sees one request', async () => {
    const server = await httpServer((req, res) => (req.url === '/from' ? res.writeHead(302, { location: '/to' }).end() : res.end('followed')));
    const answer = await send(client(), `${server.url}/from`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/to');
    expect(server.requests.map((r) => r.url)).toEqual(['/from']);
  });

  it('times out while waiting for the answer (phase response) and closes the socket', async () => {
    const closed: string[] = [];
    const server = await httpServer((req) => req.socket.on('close', () => closed.push(req.url!)));
    const error = await failure(send(client(), `${server.url}/silent`, { timeoutMs: 150 }));
    expect(error).toBeInstanceOf(ExchangeTimeoutError);
    expect(error).toMatchObject({ name: 'TimeoutError', code: 'ETIMEDOUT', phase: 'response' });
    await expect.poll(() => closed).toEqual(['/silent']);
  });

  // A TCP connect that never completes cannot be made on loopback in-process (Node accepts every
  // connection it is offered); a TLS handshake that never completes can: the connection is not up.
  it('times out before the connection is up (phase connect): a TLS handshake nobody answers', async () => {
    const silent = createTcpServer(() => {});
    const host = await listen(silent);
    const error = await failure(send(client(), `https://${host}/`, { timeoutMs: 150 }));
    expect(error).toMatchObject({ name: 'TimeoutError', code: 'ETIMEDOUT', phase: 'connect' });
  });

  it('so a directory write that timed out before connecting is known unsent, and retried', async () => {
    let connections = 0;
    const silent = createTcpServer(() => connections++);
    const host = await listen(silent);
    const attempts: string[] = [];
    const directory = new DirectoryClient({ baseUrl: `https://${host}`, token: SECRET, timeoutMs: 150, maxAttempts: 2, sleep: async () => {}, onExchange: (e) => attempts.push(`${e.method} ${e.error}`) });
    const error = await failure(directory.upsertHubVisit(1, '2026-12-01', { notes: 'x' }));
    expect(error).toBeInstanceOf(DirectoryNetworkError);
    expect(error).toMatchObject({ timedOut: true, notSent: true, code: 'ETIMEDOUT' });
    expect(attempts).toEqual(['PATCH ETIMEDOUT', 'PATCH ETIMEDOUT']);
    expect(connections).toBe(2);
  });

  it('aborts on the signal: an AbortError, the request destroyed; an aborted signal sends nothing', async () => {
    const closed: string[] = [];
    const server = await httpServer((req) => req.socket.on('close', () => closed.push(req.url!)));
    const controller = new AbortController();
    const pending = failure(send(client(), `${server.url}/held`, { signal: controller.signal, timeoutMs: 10_000 }));
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(ExchangeAbortError);
    expect(error).toMatchObject({ name: 'AbortError', code: 'ERR_ABORTED' });
    await expect.poll(() => closed).toEqual(['/held']);

    const early = await failure(send(client(), `${server.url}/never`, { signal: AbortSignal.abort() }));
    expect(early).toBeInstanceOf(ExchangeAbortError);
    expect(server.requests.map((r) => r.url)).toEqual(['/held']);
  });

  it('stops reading an endless answer past the cap: BodyTooLargeError, and the server sees the socket close', async () => {
    let written = 0;
    let closed = false;
    const server = await httpServer((_req, res) => {
      const chunk = Buffer.alloc(64 * KB, 'x');
      // Writes as fast as the client reads, forever: only the client closing ends it.
      const pump = () => {
        while (!closed && res.write(chunk)) written += chunk.length;
        if (!closed) res.once('drain', pump);
      };
      res.socket!.on('close', () => (closed = true));
      res.writeHead(200, { 'content-type': 'text/plain' });
      pump();
    });
    const error = await failure(send(client(), server.url, { maxBodyBytes: 1024 * KB, timeoutMs: 10_000 }));
    expect(error).toBeInstanceOf(BodyTooLargeError);
    await expect.poll(() => closed).toBe(true);
    // What left the server before the close: the cap plus the sockets' buffers, not a stream without end.
    expect(written).toBeLessThan(16 * 1024 * KB);
  });

  it('refuses an announced oversized body and counts a gzip answer after unpacking (a small bomb is large)', async () => {
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * KB));
    const server = await httpServer((req, res) => {
      if (req.url === '/announced') return res.writeHead(200, { 'content-length': String(10 * 1024 * KB) }).end();
      if (req.url === '/bomb') return res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(bomb.length) }).end(bomb);
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"ok":true}'));
    });
    const http = client();
    expect(await failure(send(http, `${server.url}/announced`))).toBeInstanceOf(BodyTooLargeError);
    expect(bomb.length).toBeLessThan(64 * KB);
    expect(await failure(send(http, `${server.url}/bomb`))).toBeInstanceOf(BodyTooLargeError);
    expect((await send(http, `${server.url}/small`)).body).toBe('{"ok":true}');
  });

  it('fails when the connection closes mid-body, rather than hand over a truncated answer', async () => {
    const server = await httpServer((_req, res) => {
      res.writeHead(200, { 'content-length': '1000' });
      res.write('partial');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const error = await failure(send(client(), server.url));
    expect(error).toMatchObject({ code: 'ECONNRESET' });
  });

  it('never carries the request headers in an error (refused, timeout, abort, cap, reset)', async () => {
    const refusedPort = await new Promise<number>((resolve) => {
      const probe = createTcpServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const server = await httpServer((req, res) => {
      if (req.url === '/big') return res.end(Buffer.alloc(128 * KB));
      if (req.url === '/reset') return res.socket?.destroy();
      // /silent: never answered
    });
    const http = client();
    const errors = [
      await failure(send(http, `http://127.0.0.1:${refusedPort}/`)),
      await failure(send(http, `${server.url}/silent`, { timeoutMs: 100 })),
      await failure(send(http, `${server.url}/silent`, { signal: AbortSignal.timeout(50) })),
      await failure(send(http, `${server.url}/big`)),
      await failure(send(http, `${server.url}/reset`)),
    ];
    expect(errors.map((e) => (e as { code?: unknown }).code)).toEqual(['ECONNREFUSED', 'ETIMEDOUT', 'ERR_ABORTED', 'EBODYTOOLARGE', 'ECONNRESET']);
    for (const error of errors) {
      const everything = JSON.stringify({ ...error, name: error.name, message: error.message, stack: error.stack, cause: error.cause }) + inspect(error, { depth: 20, showHidden: true });
      expect(everything).not.toContain(SECRET);
    }
  });
});
