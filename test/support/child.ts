import type { ChildProcess } from 'node:child_process';
import { spawnTracked } from './children.js';

export const MAIN = 'dist/src/main.js';

export interface Child {
  proc: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first match of `pattern` in stdout (or stderr), or rejects after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  write(text: string): void;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): void;
}

/** Runs the compiled frontdesk CLI as a child process; killed after the test if still running (test/support/children.ts). */
export function spawnFrontdesk(args: string[], env: NodeJS.ProcessEnv = {}, nodeFlags: string[] = []): Child {
  const proc = spawnTracked(process.execPath, [...nodeFlags, MAIN, ...args], { env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env } });
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((w) => w());
  proc.stdout!.setEncoding('utf8').on('data', (d: string) => ((out += d), notify()));
  proc.stderr!.setEncoding('utf8').on('data', (d: string) => ((err += d), notify()));
  const exited = new Promise<number | string>((resolve) => proc.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const child: Child = {
    proc,
    stdout: () => out,
    stderr: () => err,
    waitFor: (pattern, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const m = out.match(pattern) ?? err.match(pattern);
          if (!m) return false;
          waiters.delete(onData);
          clearTimeout(timer);
          resolve(m);
          return true;
        };
        const onData = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(onData);
          reject(new Error(`timed out waiting for ${pattern}\n--- stdout:\n${out}\n--- stderr:\n${err}`));
        }, timeoutMs);
        waiters.add(onData);
        check();
      }),
    write: (text) => void proc.stdin!.write(text),
    exited,
    kill: (signal = 'SIGTERM') => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    },
  };
  return child;
}
