import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from '../log.js';

/** What the next process needs to catch up exactly once: everything up to `watermark` was taken in hand, and these above it too. */
export interface SavedProgress {
  watermark: number;
  handledAbove: number[];
}

const MAX_HANDLED_ABOVE = 5_000;

/**
 * Which received messages the bot has taken in hand, as a watermark (every
 * message up to it is done) plus the ids done above it, because commands of
 * different senders finish out of order. Saved to a small JSON file (atomically:
 * temp file + rename), so that after a shutdown with a backlog, or a crash, the
 * next process catches up from the watermark and skips what was done: every
 * message exactly once. A message counts as handled once the member has their
 * answer (or there was nothing to do); one whose command was cut short at the
 * shutdown deadline is left to the next process, which looks again (the
 * handlers look before they write, so nothing is written twice) and says so.
 */
export class HandledProgress {
  readonly #pending = new Set<number>();
  readonly #done = new Set<number>();
  /** Of the pending ones, those whose command started and was cut short (shutdown). */
  readonly #interrupted = new Set<number>();
  #maxReceived = 0;
  #watermark: number;
  #dirty = false;
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string | undefined,
    private readonly log: Logger,
    readonly resumed: SavedProgress | undefined,
  ) {
    this.#watermark = resumed?.watermark ?? 0;
    for (const id of resumed?.handledAbove ?? []) this.#done.add(id);
  }

  /** Loads the file (if any); a missing or unreadable file means a fresh start. */
  static async open(file: string | undefined, log: Logger): Promise<HandledProgress> {
    if (!file) return new HandledProgress(undefined, log, undefined);
    let resumed: SavedProgress | undefined;
    try {
      const data = JSON.parse(await readFile(file, 'utf8')) as Partial<SavedProgress>;
      if (Number.isInteger(data.watermark) && Array.isArray(data.handledAbove) && data.handledAbove.every((id) => Number.isInteger(id))) {
        resumed = { watermark: data.watermark!, handledAbove: data.handledAbove };
      } else log.warn({ file }, 'the state file has an unexpected shape; starting without it');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ err: error, file }, 'could not read the state file; starting without it');
    }
    return new HandledProgress(file, log, resumed);
  }

  /** A message reached the bot: until taken in hand, the watermark stays below it. */
  received(id: number): void {
    // A fresh start has no watermark: it begins just below the first message received (never 0, which
    // would make the next process answer every DM the bot ever got).
    if (this.#watermark === 0 && this.#pending.size === 0 && this.#done.size === 0) this.#watermark = id - 1;
    this.#maxReceived = Math.max(this.#maxReceived, id);
    if (id <= this.#watermark || this.#done.has(id)) return;
    this.#pending.add(id);
    this.#scheduleSave();
  }

  /** Its command started and was cut short before it answered (shutdown): still pending, and the next process is told. */
  interrupted(id: number): void {
    if (this.#pending.has(id)) this.#interrupted.add(id);
  }

  /** What the next process must answer: everything received after `upTo`, and `pending` (of which `interrupted` were begun). */
  leftover(): { upTo: number; pending: Set<number>; interrupted: Set<number> } {
    return { upTo: this.#maxReceived, pending: new Set(this.#pending), interrupted: new Set(this.#interrupted) };
  }

  /** Done with (answered, or nothing to do: not addressed to the bot, from another bot, left to another process). */
  handled(id: number): void {
    this.#pending.delete(id);
    this.#interrupted.delete(id);
    if (id > this.#watermark) this.#done.add(id);
    this.#advance();
    this.#scheduleSave();
  }

  snapshot(): SavedProgress {
    return { watermark: this.#watermark, handledAbove: [...this.#done].sort((a, b) => a - b).slice(-MAX_HANDLED_ABOVE) };
  }

  /** Writes now (shutdown); best effort, never throws. */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.file || !this.#dirty) return this.#writing;
    this.#dirty = false;
    const file = this.file;
    const data = `${JSON.stringify(this.snapshot())}\n`;
    this.#writing = this.#writing.then(async () => {
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, data);
        await rename(`${file}.tmp`, file);
      } catch (error) {
        this.log.warn({ err: error, file }, 'could not save the state file');
      }
    });
    return this.#writing;
  }

  #advance(): void {
    const lowestPending = this.#pending.size ? Math.min(...this.#pending) : Infinity;
    const done = [...this.#done].filter((id) => id < lowestPending).sort((a, b) => a - b);
    if (!done.length) return;
    this.#watermark = Math.max(this.#watermark, done.at(-1)!);
    for (const id of done) this.#done.delete(id);
  }

  /** At most one write a second while messages flow (a crash loses at most that much). */
  #scheduleSave(): void {
    if (!this.file) return;
    this.#dirty = true;
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, 1_000);
    this.#timer.unref();
  }
}
