import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the loopback server answers one request with; `hold` keeps it open (a long-poll with nothing to say) until closed. */
export type Answer = { status: number; body: string } | { hold: true };

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
}

/**
 * A tiny HTTP server on 127.0.0.1 that answers each request with what
 * `answer` says: the drifted payloads reach the bot's real HTTP clients
 * (DirectoryClient, ZulipApi) as a server would send them.
 */
export class Loopback {
  readonly seen: Seen[] = [];
  #server: Server | undefined;
  #waiters: Array<{ test: (s: Seen) => boolean; resolve: (s: Seen) => void }> = [];

  constructor(public answer: (seen: Seen) => Answer) {}

  async start(): Promise<string> {
    this.#server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const seen: Seen = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams };
      // The body is drained (ZulipApi posts forms) before answering.
      req.resume();
      req.on('end', () => {
        this.seen.push(seen);
        for (const w of this.#waiters.splice(0)) {
          if (w.test(seen)) w.resolve(seen);
          else this.#waiters.push(w);
        }
        const answer = this.answer(seen);
        if ('hold' in answer) return;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** The next request (already seen or to come) that passes `test`, or undefined after `ms`. */
  next(test: (s: Seen) => boolean, after = 0, ms = 3_000): Promise<Seen | undefined> {
    const found = this.seen.slice(after).find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ms);
      this.#waiters.push({
        test,
        resolve: (s) => {
          clearTimeout(timer);
          resolve(s);
        },
      });
    });
  }

  async close(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export const json = (status: number, body: unknown): Answer => ({ status, body: typeof body === 'string' ? body : JSON.stringify(body) });
