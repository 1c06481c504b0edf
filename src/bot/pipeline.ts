import { setMaxListeners } from 'node:events';
import type { Logger } from '../log.js';
import type { Dispatcher } from './dispatch.js';
import type { Admission, FloodGuard } from './flood-guard.js';
import type { ActionResult } from '../chat.js';

// The contract between the bot and what members trigger lives with the chat types (the hub's rooms below the bot use it too).
export type { ActionResult } from '../chat.js';

/**
 * One thing a member asked for, whatever triggered it (a message, a reaction,
 * later a confirmation tap): it has passed admission already (`admit`), and
 * now waits its turn in the member's queue.
 */
export interface MemberAction {
  /** What triggered it: the log line's message ('command' for a message) and the metric's label. */
  trigger: string;
  memberId: number;
  /** Fields every log line of it carries (a message id, a post). */
  ref: Record<string, unknown>;
  /** Needs no slow server (`help`, a parse error): may start beyond the concurrency slots. */
  light?: boolean;
  /**
   * The claim, when more than one process may hold this action (two instances on one
   * account): true when this process is the one to act. Absent: it is ours.
   */
  claim?: (() => Promise<boolean>) | undefined;
  /** The handler, under the action's one time limit. Resolves null when there was nothing to do (a bot's message). */
  handle(signal: AbortSignal): Promise<ActionResult | null>;
  /**
   * Told once the action is over: `done` (answered, refused, nothing to do, or left to
   * another process), `dropped` (shutdown came before it started) or `interrupted`
   * (cut short at shutdown before it answered): the last two are the next process's.
   */
  settled?: ((how: 'done' | 'dropped' | 'interrupted') => void) | undefined;
}

export interface PipelineOptions {
  dispatcher: Dispatcher;
  log: Logger;
  /** Member limits; none: every action is admitted (the shell). */
  guard?: FloodGuard | undefined;
  /** Each action's time limit, whatever it waits on (default 60 s). */
  timeLimitMs?: number;
  /** Told of every finished action (the metrics, the `status` command's tally). */
  onResult?: (trigger: string, result: ActionResult) => void;
  now?: () => number;
}

/**
 * The one pipeline every member action goes through (docs/architecture.md, "The member
 * pipeline"): admission
 * first (the member's limit, counted on arrival, before anything is spent on
 * the action), then the member's queue (their actions in order, others'
 * concurrently), then the claim, then the handler under one time limit, then
 * one log line and one metric. It also knows the oldest action not finished
 * yet, for readiness.
 */
export class MemberPipeline {
  readonly #opts: PipelineOptions;
  /**
   * Each running action's own controller, aborted by its time limit or by the
   * shutdown's deadline (one signal per action, not AbortSignal.any over a
   * process-wide one: that registers every action on the shared signal and
   * costs tens of microseconds an action in Node's bookkeeping).
   */
  readonly #running = new Set<AbortController>();
  /** Set at the shutdown's deadline: an action that starts after it starts aborted. */
  #aborted: { reason: unknown } | undefined;
  /** When each unfinished action arrived (now() ms), in arrival order. */
  readonly #unfinished = new Map<object, number>();

  constructor(options: PipelineOptions) {
    this.#opts = options;
  }

  /** Counts one action of `memberId` against their limit; no limits: always ok. */
  admit(memberId: number): Admission {
    return this.#opts.guard?.admit(memberId) ?? 'ok';
  }

  /**
   * Queues `action` behind the member's earlier ones; resolves once it ran (or
   * was dropped at shutdown). Never rejects: a failing action is logged.
   */
  run(action: MemberAction): Promise<void> {
    const token = {};
    this.#unfinished.set(token, this.#now());
    let started = false;
    return this.#opts.dispatcher
      .submit(
        action.memberId,
        async () => {
          started = true;
          await this.#run(action);
        },
        { light: action.light ?? false },
      )
      .finally(() => {
        this.#unfinished.delete(token);
        // Dropped at shutdown before it started: not answered, the next process will.
        if (!started) action.settled?.('dropped');
      });
  }

  /** How long the oldest action not finished yet has waited (ms); 0 when none. */
  oldestUnfinishedMs(): number {
    const first = this.#unfinished.values().next();
    return first.done ? 0 : Math.max(0, this.#now() - first.value);
  }

  /** Shutdown's deadline: every running action is aborted, with `reason`. */
  abort(reason?: unknown): void {
    this.#aborted ??= { reason };
    for (const action of this.#running) action.abort(reason);
  }

  async #run(action: MemberAction): Promise<void> {
    const { log } = this.#opts;
    const started = this.#now();
    // A timer of our own rather than AbortSignal.timeout: tests drive it with fake time.
    const limit = new AbortController();
    const { signal } = limit;
    // One action may listen on its signal from many calls at once (the digest's preview looks up 8 members side by
    // side, each request and retry wait adding a listener until it ends): past Node's 10 that is no leak, only a warning.
    setMaxListeners(64, signal);
    if (this.#aborted) limit.abort(this.#aborted.reason);
    this.#running.add(limit);
    const timer = setTimeout(() => limit.abort(new Error('the action took longer than its time limit')), this.#opts.timeLimitMs ?? 60_000);
    let result: ActionResult | null;
    try {
      result = action.claim && !(await action.claim()) ? { kind: 'unknown', outcome: 'not_ours' } : await action.handle(signal);
    } catch (error) {
      log.error({ err: error, memberId: action.memberId, ...action.ref }, `${action.trigger} failed`);
      result = { kind: 'unknown', outcome: 'error' };
    } finally {
      clearTimeout(timer);
      this.#running.delete(limit);
    }
    // Cut short at shutdown before the member had an answer: the next process does it.
    action.settled?.(result?.outcome === 'interrupted' ? 'interrupted' : 'done');
    if (!result) return;
    const ms = Math.round((this.#now() - started) * 10) / 10;
    const line = { ...action.ref, memberId: action.memberId, kind: result.kind, outcome: result.outcome, ms, ...result.fields };
    // Another process's action: that one logs it; this one only says so, at debug.
    if (result.outcome === 'not_ours') log.debug(line, `${action.trigger} left to another instance`);
    else log.info(line, action.trigger);
    this.#opts.onResult?.(action.trigger, result);
  }

  #now(): number {
    return this.#opts.now?.() ?? performance.now();
  }
}
