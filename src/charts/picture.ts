import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TopLevelSpec } from 'vega-lite';
import type { DrawAnswer } from './render-child.js';
import type { RenderedPng } from './render.js';

export type { RenderedPng };

/** A renderer with nothing to draw for this long ends, and the memory it took goes back to the system. */
export const RENDERER_IDLE_MS = 60_000;

/**
 * Draws a spec to PNG in a renderer process of its own, started on the first
 * picture and ended after RENDERER_IDLE_MS without one: vega, vega-lite and
 * resvg take tens of MB once loaded, which a long-running bot would otherwise
 * keep for good. Pictures are drawn one at a time.
 */
export class Renderer {
  #child: ChildProcess | undefined;
  #pending = new Map<number, { resolve: (png: RenderedPng) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #idle: NodeJS.Timeout | undefined;

  constructor(private readonly idleMs = RENDERER_IDLE_MS) {}

  /** The renderer process while it runs. */
  get process(): ChildProcess | undefined {
    return this.#child;
  }

  /**
   * Draws `spec`. When `signal` aborts first (the picture's deadline), the
   * renderer is killed: a hung or stopped renderer must not hold every later
   * picture, and the next draw starts a fresh one.
   */
  draw(spec: TopLevelSpec, signal?: AbortSignal): Promise<RenderedPng> {
    clearTimeout(this.#idle);
    const child = this.#child ?? this.#start();
    const id = this.#nextId++;
    // While a picture is on its way the channel keeps this process alive (a CLI command waits for it).
    child.channel?.ref();
    return new Promise<RenderedPng>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (signal?.aborted) return this.#giveUp(child, id, signal);
      const onAbort = () => this.#giveUp(child, id, signal!);
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = this.#pending.get(id)!;
      this.#pending.set(id, {
        resolve: (png) => (signal?.removeEventListener('abort', onAbort), settle.resolve(png)),
        reject: (error) => (signal?.removeEventListener('abort', onAbort), settle.reject(error)),
      });
      child.send({ id, spec }, (error) => {
        if (error) this.#settle(id, { id, error: `could not reach the renderer: ${error.message}` });
      });
    });
  }

  /** The deadline passed: this picture fails, and the renderer (hung, or just slow) is ended; the next draw starts another. */
  #giveUp(child: ChildProcess, id: number, signal: AbortSignal): void {
    this.#settle(id, { id, error: `the picture took too long (${signal.reason instanceof Error ? signal.reason.message : 'deadline'})` });
    if (this.#child === child) this.#child = undefined;
    child.kill('SIGKILL');
  }

  #start(): ChildProcess {
    const entry = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './render-child.ts' : './render-child.js', import.meta.url));
    // From TypeScript sources (tests, tsx) the child needs tsx's loader too.
    const execArgv = ['--max-old-space-size=160', ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : [])];
    const child = fork(entry, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.unref();
    child.on('message', (answer: DrawAnswer) => this.#settle(answer.id, answer));
    child.on('exit', (code, signal) => {
      if (this.#child === child) this.#child = undefined;
      for (const id of [...this.#pending.keys()]) this.#settle(id, { id, error: `the renderer exited (${signal ?? code})` });
    });
    this.#child = child;
    return child;
  }

  #settle(id: number, answer: DrawAnswer): void {
    const waiting = this.#pending.get(id);
    if (!waiting) return;
    this.#pending.delete(id);
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve({ png: Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength), width: answer.width, height: answer.height });
    if (this.#pending.size === 0) this.#rest();
  }

  /** Nothing to draw: let this process exit without waiting for the renderer, and end the renderer after a quiet spell. */
  #rest(): void {
    const child = this.#child;
    child?.channel?.unref();
    this.#idle = setTimeout(() => child?.connected && child.disconnect(), this.idleMs).unref();
  }
}

/**
 * What draws a process's pictures: one renderer, one picture at a time. Made
 * once at each composition root (the bot, a CLI command) and passed to what
 * draws; tests may share one or make their own.
 */
export class Pictures {
  readonly #renderer: Renderer;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(idleMs = RENDERER_IDLE_MS) {
    this.#renderer = new Renderer(idleMs);
  }

  /** `signal` is this picture's deadline, its wait for its turn included. */
  draw(spec: TopLevelSpec, signal?: AbortSignal): Promise<RenderedPng> {
    const drawn = this.#queue.then(() => {
      if (signal?.aborted) throw new Error('the picture took too long (waiting for its turn)');
      return this.#renderer.draw(spec, signal);
    });
    this.#queue = drawn.catch(() => undefined);
    return drawn;
  }
}
