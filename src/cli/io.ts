import { Redactor } from '../log.js';
import type { Clock } from '../time/clock.js';

/**
 * Where CLI output goes: `write` at least; a terminal (process.stdout on a TTY)
 * also has a size and a 'resize' event, which readline uses in the shell.
 */
export interface OutputStream {
  write(text: string, done?: (error?: Error | null) => void): unknown;
  isTTY?: boolean | undefined;
  columns?: number | undefined;
  rows?: number | undefined;
  on?(event: 'resize', listener: () => void): unknown;
  removeListener?(event: 'resize', listener: () => void): unknown;
}

/** What a CLI command may touch, passed in so tests can run commands in-process. */
export interface CliIo {
  /** Blanks secrets out of stdout and stderr; commands add the configured ones once the config is loaded. */
  redactor?: Redactor;
  env: NodeJS.ProcessEnv;
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM). */
  shutdownSignal: AbortSignal;
  /** What "now" and "today" are: systemClock in production, the test clock in tests. */
  clock: Clock;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export function line(out: { write(text: string): unknown }, text = ''): void {
  out.write(`${text}\n`);
}

/** Resolves when the signal aborts. */
export function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** The same io, with stdout and stderr passed through a redactor (every CLI command's output). */
export function redactingIo(io: CliIo): CliIo & { redactor: Redactor } {
  const redactor = io.redactor ?? new Redactor();
  return { ...io, redactor, stdout: new RedactedOutput(io.stdout, redactor), stderr: new RedactedOutput(io.stderr, redactor) };
}

/**
 * An output seen through a redactor: every write is redacted, and the rest is
 * the stream's own, read live: whether it is a terminal, the terminal's size
 * and its 'resize' event. readline drives a terminal through exactly these
 * (it failed with "output.on is not a function" on a copy of the stream's
 * fields). What the person types is echoed a key at a time and can't be
 * matched against a secret; everything the bot writes can.
 */
export class RedactedOutput implements OutputStream {
  constructor(
    private readonly target: OutputStream,
    private readonly redactor: Redactor,
  ) {}

  get isTTY(): boolean | undefined {
    return this.target.isTTY;
  }

  get columns(): number | undefined {
    return this.target.columns;
  }

  get rows(): number | undefined {
    return this.target.rows;
  }

  write(text: string, done?: (error?: Error | null) => void): unknown {
    return this.target.write(this.redactor.redact(text), done);
  }

  on(event: 'resize', listener: () => void): this {
    this.target.on?.(event, listener);
    return this;
  }

  removeListener(event: 'resize', listener: () => void): this {
    this.target.removeListener?.(event, listener);
    return this;
  }
}
