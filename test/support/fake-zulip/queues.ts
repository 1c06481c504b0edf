/** One registered event queue: ids start at 0 per queue and increase by 1 (heartbeats included). */

export interface QueueEvent {
  type: string;
  id: number;
  [field: string]: unknown;
}

export type WaitOutcome = 'changed' | 'timeout' | 'gone';

/** Zulip's default idle lifetime of a queue (DEFAULT_EVENT_QUEUE_TIMEOUT_SECS), and its cap on a requested one (MAX_QUEUE_TIMEOUT_SECS). */
export const DEFAULT_IDLE_QUEUE_TIMEOUT_SECS = 600;
export const MAX_IDLE_QUEUE_TIMEOUT_SECS = 7 * 24 * 3600;

export class EventQueue {
  private readonly events: QueueEvent[] = [];
  private nextId = 0;
  private readonly waiters = new Set<() => void>();
  /** Set once the queue is forgotten (expired, deleted, server restart). */
  dead = false;
  /** Long-polls open on this queue now; a queue with one is never idle. */
  private connections = 0;
  /** When the last long-poll connected (Zulip's last_connection_time: refreshed on connect, not by events). */
  private lastConnectionAt: number;

  constructor(
    readonly id: string,
    readonly userId: number,
    /** null: every event type. */
    readonly eventTypes: ReadonlySet<string> | null,
    readonly applyMarkdown: boolean,
    readonly clientGravatar: boolean,
    /** How long the queue lives without a poll before the GC forgets it. */
    readonly idleTimeoutSecs: number,
    registeredAt: number,
  ) {
    this.lastConnectionAt = registeredAt;
  }

  get openPolls(): number {
    return this.connections;
  }

  connect(now: number): void {
    this.connections++;
    this.lastConnectionAt = now;
  }

  disconnect(): void {
    this.connections--;
  }

  /** Zulip's ClientDescriptor.expired(): no poll open, and none connected for idleTimeoutSecs. */
  idleExpired(now: number): boolean {
    return this.connections === 0 && now - this.lastConnectionAt >= this.idleTimeoutSecs * 1000;
  }

  /** Id of the newest event ever put in the queue; -1 if none. */
  get lastEventId(): number {
    return this.nextId - 1;
  }

  wants(type: string): boolean {
    return type === 'heartbeat' || this.eventTypes === null || this.eventTypes.has(type);
  }

  push(event: { type: string; [field: string]: unknown }): void {
    this.events.push({ ...event, id: this.nextId++ });
    this.wake();
  }

  /** Drops the events the client acknowledged. */
  acknowledge(lastEventId: number): void {
    const keep = this.events.filter((e) => e.id > lastEventId);
    this.events.splice(0, this.events.length, ...keep);
  }

  pending(after: number): QueueEvent[] {
    return this.events.filter((e) => e.id > after);
  }

  /** Forgets the queue; with `wake`, pending long-polls get to answer (a BAD_EVENT_QUEUE_ID error). */
  kill(wake: boolean): void {
    this.dead = true;
    if (wake) this.wake();
  }

  /** Resolves when an event arrives or the queue dies ('changed'), after `timeoutMs`, or when `signal` aborts ('gone'). */
  wait(timeoutMs: number, signal: AbortSignal): Promise<WaitOutcome> {
    return new Promise((resolve) => {
      if (signal.aborted) {
        resolve('gone');
        return;
      }
      const finish = (outcome: WaitOutcome) => {
        clearTimeout(timer);
        this.waiters.delete(onChange);
        signal.removeEventListener('abort', onAbort);
        resolve(outcome);
      };
      const onChange = () => finish('changed');
      const onAbort = () => finish('gone');
      const timer = setTimeout(() => finish('timeout'), timeoutMs);
      this.waiters.add(onChange);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
