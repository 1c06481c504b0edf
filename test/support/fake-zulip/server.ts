import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiFailure, failure, invalidApiKey, notFound, rateLimited, type Answer } from './answers.js';
import { Params, readBody, type UploadedFile } from './body.js';
import { FaultPlan, type Fault } from './faults.js';
import { ZulipRateLimiter } from './rate-limit.js';
import { findRoute } from './routes.js';
import { emojiCodeFor, FakeState } from './state.js';
import type { FakeMessage, FakeUpload, FakeUser, FakeZulipOptions, RecordedRequest } from './types.js';

/**
 * A fake Zulip server on a free loopback port, speaking the subset of the REST API the bot uses
 * (shapes follow our fixtures of Zulip's documented payloads, test/fixtures/zulip-api), with hooks to act as human users
 * and to inject faults. Messages and queues live in memory.
 */
export class FakeZulip {
  readonly requests: RecordedRequest[] = [];
  readonly messages: FakeMessage[];
  private readonly faults = new FaultPlan();
  /** Responses not closed yet: restart() and close() wait for them, so `requests` is complete afterwards. */
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;
  /** Zulip's per-user rate limit, when the options ask for it (`rateLimit`). */
  readonly rateLimiter: ZulipRateLimiter | undefined;

  private constructor(
    private readonly server: Server,
    private readonly state: FakeState,
    /** Site URL like http://127.0.0.1:PORT (the API is below /api/v1). */
    readonly url: string,
    rateLimit: FakeZulipOptions['rateLimit'],
  ) {
    this.messages = state.messages;
    this.rateLimiter = rateLimit && new ZulipRateLimiter(rateLimit);
  }

  static async start(options: FakeZulipOptions): Promise<FakeZulip> {
    validate(options);
    const state = new FakeState(options);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    const fake = new FakeZulip(server, state, `http://127.0.0.1:${port}`, options.rateLimit);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => fake.onRequest(req, res));
    return fake;
  }

  // ---- acting as human users -------------------------------------------------------------------

  /** Sends a stream message as `fromUserId` (delivered to the stream's subscribers' queues). */
  sendStream(fromUserId: number, stream: string, topic: string, content: string): FakeMessage {
    this.requireUser(fromUserId);
    const target = this.state.streamByName(stream);
    if (!target) throw new Error(`FakeZulip.sendStream: no stream named ${JSON.stringify(stream)}`);
    return this.state.send({ type: 'stream', senderId: fromUserId, streamId: target.id, topic, content, client: 'website' });
  }

  /** Sends a DM (1:1 or group) as `fromUserId` (delivered to every participant's queues, sender included). */
  sendDm(fromUserId: number, toUserIds: number[], content: string): FakeMessage {
    this.requireUser(fromUserId);
    for (const id of toUserIds) this.requireUser(id);
    return this.state.send({ type: 'private', senderId: fromUserId, recipientIds: toUserIds, content, client: 'website' });
  }

  /** Who may post in `stream` from now on (undefined: everyone), as an admin changing its posting permission. */
  setPosters(stream: string, posters: number[] | undefined): void {
    const target = this.state.streamByName(stream);
    if (!target) throw new Error(`FakeZulip.setPosters: no stream named ${JSON.stringify(stream)}`);
    target.posters = posters && [...posters];
  }

  /** A new member of the realm (a `realm_user` add event goes to the queues that asked for them). */
  addUser(user: FakeUser): void {
    this.state.addUser(user);
  }

  /** A member changes their display name (a `realm_user` update event). */
  renameUser(id: number, fullName: string): void {
    this.state.renameUser(id, fullName);
  }

  /** Adds a reaction as `userId`, as a Zulip client would (an emoji Zulip knows, once per user). */
  react(userId: number, messageId: number, emojiName: string): void {
    this.requireUser(userId);
    const message = this.state.message(messageId);
    if (!message) throw new Error(`FakeZulip.react: no message ${messageId}`);
    const emojiCode = emojiCodeFor(emojiName);
    if (emojiCode === undefined) throw new Error(`FakeZulip.react: Zulip has no emoji named ${JSON.stringify(emojiName)}`);
    if (message.reactions.some((r) => r.userId === userId && r.emojiName === emojiName)) throw new Error('FakeZulip.react: reaction already exists');
    this.state.addReaction(message, { emojiName, userId }, { emojiCode, reactionType: 'unicode_emoji' });
  }

  /** From now on, every message and reaction event is rewritten by `drift` before it is queued (undefined: as Zulip sends them). */
  driftEvents(drift: ((event: Record<string, unknown>) => Record<string, unknown>) | undefined): void {
    this.state.eventDrift = drift;
  }

  /** Queues `event` as it is (an event type of a future Zulip, say) for every queue of `userId` that wants its type. */
  pushEvent(userId: number, event: { type: string; [field: string]: unknown }): void {
    for (const queue of this.state.queues.values()) if (queue.userId === userId && queue.wants(event.type)) queue.push(event);
  }

  /** Removes `userId`'s reaction. */
  unreact(userId: number, messageId: number, emojiName: string): void {
    const message = this.state.message(messageId);
    const reaction = message?.reactions.find((r) => r.userId === userId && r.emojiName === emojiName);
    if (!message || !reaction) throw new Error(`FakeZulip.unreact: no ${emojiName} by ${userId} on ${messageId}`);
    this.state.removeReaction(message, reaction);
  }

  // ---- observing -------------------------------------------------------------------------------

  messagesFrom(userId: number): FakeMessage[] {
    return this.messages.filter((m) => m.senderId === userId);
  }

  /** Polls `predicate` every ~10 ms; rejects after `timeoutMs` with recent requests and messages in the error. */
  async waitFor(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (predicate()) return;
      if (Date.now() >= deadline) {
        throw new Error(`FakeZulip.waitFor: condition still false after ${timeoutMs} ms.\n${this.describe()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** The first message (already sent or still to come) from `userId` that satisfies `predicate`. */
  async waitForMessageFrom(userId: number, predicate: (m: FakeMessage) => boolean = () => true, timeoutMs = 5000): Promise<FakeMessage> {
    let found: FakeMessage | undefined;
    try {
      await this.waitFor(() => {
        found = this.messages.find((m) => m.senderId === userId && predicate(m));
        return found !== undefined;
      }, timeoutMs);
    } catch (error) {
      throw new Error(`FakeZulip.waitForMessageFrom(${userId}): no matching message. ${(error as Error).message}`, { cause: error });
    }
    return found as FakeMessage;
  }

  /** Live event queues; lastEventId is the id of the newest event put in the queue (-1 if none); openPolls: long-polls open on it now. */
  queues(): Array<{ id: string; userId: number; lastEventId: number; openPolls: number }> {
    return [...this.state.queues.values()].map((q) => ({ id: q.id, userId: q.userId, lastEventId: q.lastEventId, openPolls: q.openPolls }));
  }

  /** A file uploaded with POST /user_uploads, by the path its answer gave. */
  upload(path: string): FakeUpload | undefined {
    return this.state.uploads.find((u) => u.path === path);
  }

  get uploads(): readonly FakeUpload[] {
    return this.state.uploads;
  }

  // ---- faults ----------------------------------------------------------------------------------

  /** Forgets every queue: GET/DELETE /events on them (pending long-polls included) answer BAD_EVENT_QUEUE_ID. */
  expireQueues(): void {
    this.state.dropAllQueues(true);
  }

  /**
   * Runs Zulip's queue GC once (the real one runs every minute): queues with no
   * poll open for their idle timeout (600 s, or what register's idle_queue_timeout
   * asked for from feature level 481) are forgotten. Returns how many.
   */
  collectIdleQueues(): number {
    return this.state.collectIdleQueues();
  }

  /** Like a server restart: forgets all queues and destroys every open connection (messages are kept). */
  async restart(): Promise<void> {
    this.state.dropAllQueues(false);
    this.server.closeAllConnections();
    await this.settle();
  }

  /** The next `count` requests matching `path` answer `status` (default 500) with `body` (default a Zulip JSON error). */
  failNext(count: number, options: { status?: number; body?: string; path?: RegExp; method?: string } = {}): void {
    this.faults.fail(count, options);
  }

  /** The next `count` requests matching `path` answer 429 RATE_LIMIT_HIT with `retry-after` (body) and Retry-After (header). */
  rateLimitNext(count: number, retryAfterSeconds: number, path?: RegExp): void {
    this.faults.rateLimit(count, retryAfterSeconds, path);
  }

  /** The next `count` requests matching `path` (and `method`) are answered normally, `ms` late. */
  delayNext(count: number, ms: number, options: { path?: RegExp; method?: string } = {}): void {
    this.faults.delay(count, ms, options);
  }

  /**
   * The next `count` requests matching `path` (and `method`) lose their connection with no
   * answer: a proxy or network cut. `applied`: the server carried the request out first (a write
   * done, its answer lost), else it never reached the server.
   */
  cutNext(count: number, options: { applied: boolean; path?: RegExp; method?: string }): void {
    this.faults.cut(count, options.applied, options);
  }

  /** The next `count` requests matching `path` are never answered (until close/restart or the client gives up). */
  stallNext(count: number, path?: RegExp): void {
    this.faults.stall(count, path);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.state.dropAllQueues(false);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    await this.settle();
  }

  /** Waits (at most 2 s) for the responses in flight to close, so that they are in `requests`. */
  private async settle(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, 2000)));
    await Promise.race([Promise.all(this.inFlight), cap]);
    clearTimeout(timer);
  }

  // ---- HTTP ------------------------------------------------------------------------------------

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://fake-zulip');
    const user = authenticate(this.state, req.headers.authorization);
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      form: {},
      userId: user?.id ?? null,
      at: Date.now(),
      startedHr: performance.now(),
      durationMs: 0,
      status: 0,
      userAgent: req.headers['user-agent'],
      contentType: req.headers['content-type'],
    };
    const gone = new AbortController();
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    // 'close' rather than 'finish': requests never answered are recorded too, with status 0.
    const closed = new Promise<void>((resolve) =>
      res.on('close', () => {
        record.status = res.writableFinished ? res.statusCode : 0;
        record.durationMs = performance.now() - record.startedHr;
        this.requests.push(record);
        gone.abort();
        this.inFlight.delete(closed);
        resolve();
      }),
    );
    this.inFlight.add(closed);
    // Taken on arrival, so faults apply in request order.
    const fault = this.faults.take(url.pathname, req.method);
    this.handle(req, res, record, user, fault, gone.signal).catch((error: unknown) => {
      send(res, failure(500, 'BAD_REQUEST', `Fake Zulip error: ${error instanceof Error ? error.message : String(error)}`));
    });
  }

  private async handle(
    req: IncomingMessage,
    res: ServerResponse,
    record: RecordedRequest,
    user: FakeUser | undefined,
    fault: Fault | undefined,
    signal: AbortSignal,
  ): Promise<void> {
    let answer: Answer | undefined;
    try {
      const body = await readBody(req);
      record.form = body.form;
      record.files = body.files.map(({ field, filename, contentType, data }) => ({ field, filename, contentType, size: data.length }));
      answer = await this.answer(record, user, fault?.kind === 'cut' ? undefined : fault, signal, body.files, fault?.kind === 'cut' && !fault.applied);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      answer = error.answer;
    }
    if (fault?.kind === 'cut') req.socket.destroy();
    else if (answer) send(res, answer);
  }

  private async answer(
    record: RecordedRequest,
    user: FakeUser | undefined,
    fault: Fault | undefined,
    signal: AbortSignal,
    files: UploadedFile[] = [],
    /** A cut before the request reached the server: nothing is carried out. */
    notReached = false,
  ): Promise<Answer | undefined> {
    if (notReached) return undefined;
    if (fault?.kind === 'stall') {
      await new Promise((resolve) => (signal.aborted ? resolve(undefined) : signal.addEventListener('abort', resolve, { once: true })));
      return undefined;
    }
    if (fault?.kind === 'answer') return fault.answer();
    const route = findRoute(record.method, record.path);
    if (!route) return notFound();
    if (!user) return invalidApiKey();
    // Counted on arrival, as Zulip counts it; a delayed answer is a slow server, not a second request.
    const wait = this.rateLimiter?.take(user.id, record.method, record.path);
    if (wait !== undefined) return rateLimited(wait);
    if (fault?.kind === 'delay') {
      const ms = fault.ms;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve(undefined)), { once: true });
      });
    }
    return route.handler({
      state: this.state,
      user,
      params: new Params({ ...record.query, ...record.form }),
      pathParams: route.pathParams,
      signal,
      userAgent: record.userAgent,
      files,
    });
  }

  private requireUser(id: number): FakeUser {
    const user = this.state.user(id);
    if (!user) throw new Error(`FakeZulip: no user with id ${id}`);
    return user;
  }

  private describe(): string {
    const requests = this.requests
      .slice(-12)
      .map((r) => `  ${r.method} ${r.path}${Object.keys(r.query).length ? `?${new URLSearchParams(r.query).toString()}` : ''} → ${r.status} (user ${r.userId ?? '-'})`);
    const messages = this.messages.slice(-8).map((m) => {
      const where = m.type === 'stream' ? `#${this.state.stream(m.streamId ?? -1)?.name ?? m.streamId} > ${m.topic}` : `DM ${m.recipientIds.join(',')}`;
      return `  #${m.id} from ${m.senderId} to ${where}: ${JSON.stringify(m.content.slice(0, 120))}`;
    });
    return [
      `Last requests (${this.requests.length} in all):`,
      ...(requests.length ? requests : ['  (none)']),
      `Last messages (${this.messages.length} in all):`,
      ...(messages.length ? messages : ['  (none)']),
      `Queues: ${this.queues().map((q) => `${q.id.slice(0, 8)}… user ${q.userId} last event ${q.lastEventId}`).join('; ') || '(none)'}`,
    ].join('\n');
  }
}

function authenticate(state: FakeState, header: string | undefined): FakeUser | undefined {
  const encoded = /^Basic\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const user = state.userByEmail(decoded.slice(0, colon));
  return user && user.apiKey === decoded.slice(colon + 1) ? user : undefined;
}

function send(res: ServerResponse, answer: Answer): void {
  if (res.headersSent || res.writableEnded || res.destroyed || res.socket?.destroyed) return;
  const text = answer.raw ? answer.raw.text : JSON.stringify(answer.body ?? {});
  res.writeHead(answer.status, {
    'content-type': answer.raw ? answer.raw.contentType : 'application/json',
    'content-length': Buffer.byteLength(text),
    ...answer.headers,
  });
  res.end(text);
}

function validate(options: FakeZulipOptions): void {
  const ids = new Set<number>();
  const emails = new Set<string>();
  for (const user of options.users) {
    if (ids.has(user.id)) throw new Error(`FakeZulip: duplicate user id ${user.id}`);
    if (emails.has(user.email.toLowerCase())) throw new Error(`FakeZulip: duplicate user email ${user.email}`);
    ids.add(user.id);
    emails.add(user.email.toLowerCase());
  }
  const streamIds = new Set<number>();
  for (const stream of options.streams ?? []) {
    if (streamIds.has(stream.id)) throw new Error(`FakeZulip: duplicate stream id ${stream.id}`);
    streamIds.add(stream.id);
    for (const id of stream.subscribers) {
      if (!ids.has(id)) throw new Error(`FakeZulip: stream ${stream.name} has unknown subscriber ${id}`);
    }
  }
}
