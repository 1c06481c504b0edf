import { spawnTracked } from './children.js';

/** A command run on a real pseudo-terminal, as a person at a keyboard runs it. */
export interface TerminalRun {
  /** Everything the terminal showed so far (escape sequences and CRs included). */
  screen(): string;
  /** Types `keys` (a line ends with "\r", Ctrl-D is "\x04"). */
  type(keys: string): void;
  /** Resolves once the screen shows `pattern` after what was shown at `from` (default: anywhere); rejects after `timeoutMs`. */
  waitFor(pattern: RegExp | string, from?: number, timeoutMs?: number): Promise<void>;
  /** Resolves with the command's exit code. */
  exited: Promise<number | string>;
}

/**
 * Runs `command` (a shell command line) on a pseudo-terminal through
 * util-linux's `script`, not on pipes: the program sees a TTY on stdin and
 * stdout, as `npm start` in a terminal does, so readline runs in terminal mode.
 * `script -e` exits with the command's code; the pty is 100 columns wide.
 */
export function inTerminal(command: string, env: NodeJS.ProcessEnv): TerminalRun {
  const proc = spawnTracked('script', ['-qfec', `stty cols 100 rows 40; ${command}`, '/dev/null'], { env: { TERM: 'xterm', ...env } });
  let shown = '';
  const waiters = new Set<() => void>();
  const onData = (data: string) => {
    shown += data;
    for (const waiter of waiters) waiter();
  };
  proc.stdout!.setEncoding('utf8').on('data', onData);
  proc.stderr!.setEncoding('utf8').on('data', onData);
  const exited = new Promise<number | string>((resolve) => {
    proc.on('exit', (code, signal) => resolve(code ?? signal ?? -1));
    // `script` is util-linux's (Debian: bsdutils, an essential package); say so if it is missing.
    proc.on('error', (error) => {
      onData(`[could not start script(1), from util-linux: ${error.message}]`);
      resolve('not started');
    });
  });
  return {
    screen: () => shown,
    type: (keys) => void proc.stdin!.write(keys),
    exited,
    waitFor: (pattern, from = 0, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const seen = () => (typeof pattern === 'string' ? shown.indexOf(pattern, from) >= 0 : pattern.test(shown.slice(from)));
        const check = () => {
          if (!seen()) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${String(pattern)} on the terminal; it showed:\n${shown}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
