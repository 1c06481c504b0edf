/** Faults the sandbox can inject, for tests and the resilience suite. */
export interface Fault {
  /** Answer with this status (and body) instead of handling the request. */
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /**
   * Handle the request for real (a write is made), then destroy the connection
   * instead of answering: the client got no answer after its request was sent.
   */
  dropAnswer?: boolean;
  /** Hold the request this long before doing anything (simulates a hung directory). */
  stallMs?: number;
  /** Hold the request until this settles (a test's explicit "now answer"). */
  holdUntil?: Promise<unknown>;
  /** Called when the fault takes a request (a test's "the request has arrived"). */
  onTaken?: () => void;
  /** How many requests it applies to; default 1. */
  times?: number;
  /** Which requests it applies to; default all. */
  match?: (method: string, path: string) => boolean;
}

export interface RandomFaults {
  /** Share of requests answered 500. */
  errorRate: number;
  /** Share of requests stalled for `stallMs` (long enough to trip the client's timeout). */
  stallRate: number;
  stallMs: number;
}

export class FaultPlan {
  readonly #queue: Fault[] = [];
  random: RandomFaults | undefined;

  constructor(private readonly rand: () => number) {}

  add(fault: Fault): void {
    this.#queue.push({ times: 1, ...fault });
  }

  clear(): void {
    this.#queue.length = 0;
    this.random = undefined;
  }

  /** The fault for this request, if any; consumes one use of a queued fault. */
  next(method: string, path: string): Fault | undefined {
    const index = this.#queue.findIndex((f) => !f.match || f.match(method, path));
    const queued = this.#queue[index];
    if (queued) {
      queued.times = (queued.times ?? 1) - 1;
      if (queued.times <= 0) this.#queue.splice(index, 1);
      return queued;
    }
    if (!this.random) return undefined;
    const roll = this.rand();
    if (roll < this.random.errorRate) return { status: 500, body: '{"message":"internal_server_error"}' };
    if (roll < this.random.errorRate + this.random.stallRate) return { stallMs: this.random.stallMs };
    return undefined;
  }
}
