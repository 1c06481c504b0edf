import { Redactor } from '../log.js';

/** What a CLI command may touch, passed in so tests can run commands in-process. */
export interface CliIo {
  /** Blanks secrets out of stdout and stderr; commands add the configured ones once the config is loaded. */
  redactor?: Redactor;
  env: NodeJS.ProcessEnv;
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM). */
  shutdownSignal: AbortSignal;
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
  const wrap = <W extends { write(text: string): unknown }>(out: W) => ({ ...out, isTTY: (out as { isTTY?: boolean }).isTTY, write: (text: string) => out.write(redactor.redact(text)) });
  return { ...io, redactor, stdout: wrap(io.stdout), stderr: wrap(io.stderr) };
}
