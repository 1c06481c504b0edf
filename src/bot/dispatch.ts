import type { Logger } from '../log.js';

type Task = () => Promise<void>;
/** A queued task, and how to settle its submitter's promise without running it (shutdown). */
type Entry = { run: Task; drop: () => void; light: boolean };

/**
 * Runs tasks in order per key (a sender's commands never overtake each other)
 * and up to `concurrency` keys at once; keys take turns, so one chatty sender
 * cannot starve the rest. A task that throws is logged and the queue goes on.
 */
export class Dispatcher {
  readonly #queues = new Map<number, Entry[]>();
  readonly #ready: number[] = [];
  readonly #active = new Set<number>();
  readonly #idleWaiters: Array<() => void> = [];
  #closed = false;

  constructor(
    private readonly concurrency: number,
    private readonly log: Logger,
  ) {}

  /** Tasks waiting or running. */
  get size(): number {
    let queued = 0;
    for (const q of this.#queues.values()) queued += q.length;
    return queued + this.#active.size;
  }

  /**
   * Queues `task` behind the key's earlier tasks; the promise settles (never
   * rejects) once it has run, or at once without running it when the
   * dispatcher is (or gets) closed.
   */
  submit(key: number, task: Task, options: { light?: boolean } = {}): Promise<void> {
    return new Promise((finished) => {
      if (this.#closed) {
        finished();
        return;
      }
      const run: Task = async () => {
        try {
          await task();
        } finally {
          finished();
        }
      };
      const queue = this.#queues.get(key);
      const entry = { run, drop: finished, light: options.light ?? false };
      if (queue) queue.push(entry);
      else this.#queues.set(key, [entry]);
      if (!this.#active.has(key) && !this.#ready.includes(key)) this.#ready.push(key);
      this.#pump();
    });
  }

  /**
   * Shutdown: takes no more work and forgets every task not started yet (they
   * are not run, so they can't send a false reply); running ones go on.
   * Returns how many were dropped.
   */
  close(): number {
    this.#closed = true;
    let dropped = 0;
    for (const [key, queue] of this.#queues) {
      dropped += queue.length;
      for (const entry of queue.splice(0)) entry.drop();
      if (!this.#active.has(key)) this.#queues.delete(key);
    }
    this.#ready.length = 0;
    this.#pump();
    return dropped;
  }

  /** Resolves once nothing is queued or running. */
  idle(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /**
   * Starts what may start: any key while a slot is free, and beyond the slots a
   * key whose next task is light (it needs no slow server: `help`, a parse
   * error), so it never waits behind commands hung on the directory.
   */
  #pump(): void {
    for (let i = 0; i < this.#ready.length; ) {
      const key = this.#ready[i]!;
      if (this.#active.size < this.concurrency || this.#queues.get(key)?.[0]?.light) {
        this.#ready.splice(i, 1);
        this.#active.add(key);
        void this.#runNext(key);
      } else i++;
    }
    if (this.size === 0) this.#idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  async #runNext(key: number): Promise<void> {
    const queue = this.#queues.get(key);
    const entry = queue?.shift();
    try {
      await entry?.run();
    } catch (error) {
      this.log.error({ err: error, key }, 'dispatched task failed');
    }
    this.#active.delete(key);
    if (queue && queue.length > 0 && !this.#closed) this.#ready.push(key);
    else this.#queues.delete(key);
    this.#pump();
  }
}
