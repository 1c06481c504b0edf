import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { systemClock, type Clock } from '../time/clock.js';
import { hubToday } from '../time/hub-date.js';
import { sleep } from '../util/sleep.js';
import { demoData } from './demo-data.js';
import { driftAnswer, type Drift } from './drift.js';
import { FaultPlan, type Fault, type RandomFaults } from './faults.js';
import type { SandboxData, SandboxToken } from './model.js';
import { ApiError } from './params.js';
import { loadData, saveData, saveScheduler } from './persist.js';
import { seededRandom } from './random.js';
import { route, type ApiRequest } from './routes.js';
import { SandboxStore, type Quirks } from './store.js';

export interface SandboxOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Bearer token accepted; random when not given. */
  token?: string;
  /** Person whose profile `/profiles/me` returns for `token`; default the first profile. */
  tokenOwner?: number;
  data?: SandboxData;
  /** Load from (or seed and create) this JSON file, and save every change to it atomically. */
  dataFile?: string;
  /** A save of `dataFile` failed after start (the start itself fails on a save error). Default: stderr. */
  onSaveError?: (error: unknown) => void;
  clock?: Clock;
  timeZone?: string;
  quirks?: Quirks;
  /** Answer with drifted types and shapes, as an independent directory might (drift.ts); the store is untouched. */
  drift?: Drift | undefined;
  /** Delay added to every request, to measure a client against a realistic directory. */
  latencyMs?: number;
  members?: number;
  seed?: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** 0 when the client went away before the answer. */
  status: number;
  /** Content-Type and raw body of the request, as received (for contract tests). */
  contentType: string | undefined;
  body: string;
  userAgent: string | undefined;
  startedAt: number;
  /** performance.now() at arrival, for benchmarks that line requests up with other events. */
  startedHr: number;
  /** Time spent in the sandbox, injected latency included. */
  durationMs: number;
}

export interface Sandbox {
  /** Base URL of the directory (paths /api/v1/… go below it). */
  url: string;
  token: string;
  store: SandboxStore;
  requests: LoggedRequest[];
  clearRequests(): void;
  addToken(token: SandboxToken): void;
  injectFault(fault: Fault): void;
  setRandomFaults(faults: RandomFaults | undefined): void;
  clearFaults(): void;
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const MAX_BODY = 1 << 20;
const MAX_LOG = 200_000;
/** Bodies kept in the request log: each cut to 4 KB, all together at most 16 MB (oldest entries go first). */
const MAX_LOGGED_BODY = 4 * 1024;
const MAX_LOG_BODY_BYTES = 16 << 20;

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const clock = options.clock ?? systemClock;
  const timeZone = options.timeZone ?? 'America/New_York';
  const seedData = () => demoData({ today: hubToday(clock.now(), timeZone), timeZone, members: options.members, seed: options.seed });
  const fromFile = options.dataFile ? await loadData(options.dataFile) : undefined;
  const onSaveError = options.onSaveError ?? ((error: unknown) => process.stderr.write(`frontdesk sandbox: ${(error as Error).message}\n`));
  // The store tells the saver of each change, and the saver reads the store when it writes.
  const saver = options.dataFile ? saveScheduler(options.dataFile, () => store.snapshot(), onSaveError) : undefined;
  const store = new SandboxStore(options.data ?? fromFile ?? seedData(), { clock, timeZone, quirks: options.quirks, onChange: () => saver?.schedule() });
  // Fatal on start: a file we cannot write is found now, not after the first change is lost.
  if (options.dataFile) await saveData(options.dataFile, store.snapshot());

  const token = options.token ?? `sandbox-${randomBytes(12).toString('hex')}`;
  const owner = options.tokenOwner ?? store.profiles()[0]?.id ?? 0;
  const tokens = new Map<string, SandboxToken>([[token, { token, person_id: owner, app: null }]]);
  const faults = new FaultPlan(seededRandom(options.seed ?? 7));
  const requests: LoggedRequest[] = [];
  let loggedBodyBytes = 0;
  let latencyMs = options.latencyMs ?? 0;

  const server = createServer((req, res) => {
    const startedAt = Date.now();
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const received = { body: '' };
    // 'close' rather than 'finish': a request the client gave up on is logged too, with status 0.
    res.on('close', () => {
      // A copy, not a slice: V8 keeps a slice's whole parent string alive, so 300 logged 1 MB bodies would hold 300 MB.
      const body = received.body.length > MAX_LOGGED_BODY ? Buffer.from(received.body.slice(0, MAX_LOGGED_BODY)).toString() : received.body;
      loggedBodyBytes += body.length;
      if (requests.length >= MAX_LOG || loggedBodyBytes > MAX_LOG_BODY_BYTES) {
        // Drop the oldest tenth at once: one splice per many requests, not one per request.
        const dropped = requests.splice(0, Math.max(1, Math.ceil(requests.length / 10)));
        for (const r of dropped) loggedBodyBytes -= r.body.length;
      }
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        status: res.writableFinished ? res.statusCode : 0,
        contentType: req.headers['content-type'],
        body,
        userAgent: req.headers['user-agent'],
        startedAt,
        startedHr: started,
        durationMs: performance.now() - started,
      });
    });
    handle(req, res, url, received).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, received: { body: string }): Promise<void> {
    const method = req.method ?? 'GET';
    if (latencyMs > 0) await sleep(latencyMs);
    const fault = faults.next(method, url.pathname);
    fault?.onTaken?.();
    if (fault?.stallMs) await sleep(fault.stallMs);
    if (fault?.holdUntil) await fault.holdUntil.catch(() => undefined);
    if (fault?.status) {
      res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
      res.end(fault.body ?? JSON.stringify({ message: 'injected_fault' }));
      return;
    }
    if (res.destroyed) return;
    const caller = tokens.get(bearer(req) ?? url.searchParams.get('access_token') ?? '');
    if (!caller) return send(res, 401, { message: 'unauthorized' });
    const prefix = '/api/v1/';
    if (!url.pathname.startsWith(prefix)) return send(res, 404, { message: 'not_found' });
    try {
      const { body, kind, text } = await readBody(req);
      received.body = text;
      const apiReq: ApiRequest = {
        method,
        segments: url.pathname.slice(prefix.length).split('/').filter(Boolean),
        query: url.searchParams,
        body,
        bodyKind: kind,
        caller,
      };
      const answer = route(apiReq, store);
      if (options.drift) answer.body = driftAnswer(options.drift, apiReq.segments, answer.body);
      if (fault?.dropAnswer) {
        req.socket.destroy();
        return;
      }
      send(res, answer.status, answer.body);
    } catch (error) {
      if (error instanceof ApiError) send(res, error.status, { message: error.message });
      else throw error;
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}`,
    token,
    store,
    requests,
    clearRequests: () => {
      requests.splice(0);
      loggedBodyBytes = 0;
    },
    addToken: (t) => void tokens.set(t.token, t),
    injectFault: (f) => faults.add(f),
    setRandomFaults: (f) => void (faults.random = f),
    clearFaults: () => faults.clear(),
    setLatency: (ms) => void (latencyMs = ms),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await saver?.flush();
    },
  };
}

function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const m = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return m?.[1]?.trim();
}

async function readBody(
  req: IncomingMessage,
): Promise<{ body: Record<string, unknown>; kind: ApiRequest['bodyKind']; text: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new ApiError(413, 'body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return { body: {}, kind: 'none', text };
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'body is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ApiError(400, 'body must be a JSON object');
    return { body: parsed as Record<string, unknown>, kind: 'json', text };
  }
  return { body: Object.fromEntries(new URLSearchParams(text)), kind: 'form', text };
}

function send(res: ServerResponse, status: number, body?: unknown): void {
  if (res.headersSent || res.destroyed) return;
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
