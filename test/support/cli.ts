import { PassThrough } from 'node:stream';
import { runCli } from '../../src/cli/index.js';

/** Runs one CLI invocation in this process, capturing its output. */
export async function runCliCaptured(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env,
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
    stdin: new PassThrough(),
    shutdownSignal: new AbortController().signal,
  });
  return { code, stdout, stderr };
}
