import { PassThrough } from 'node:stream';
import { runCli } from '../../src/cli/index.js';
import { testClock } from './test-clock.js';

/** Runs one CLI invocation in this process, on the test clock, capturing its output. */
export async function runCliCaptured(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env,
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
    stdin: new PassThrough(),
    shutdownSignal: new AbortController().signal,
    clock: testClock,
  });
  return { code, stdout, stderr };
}
