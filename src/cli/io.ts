/** What a CLI command may touch, passed in so tests can run commands in-process. */
export interface CliIo {
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
