#!/usr/bin/env node
import { runCli } from './cli/index.js';

// One controller for SIGINT/SIGTERM: long-running commands watch its signal and
// shut down in order; a second signal exits at once.
const shutdown = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shutdown.signal.aborted) process.exit(130);
    shutdown.abort(signal);
  });
}

// A bug that escapes every boundary: say so plainly and exit non-zero, so the supervisor restarts us,
// rather than limping on half-dead.
for (const event of ['unhandledRejection', 'uncaughtException'] as const) {
  process.on(event, (error: unknown) => {
    process.stderr.write(`frontdesk: fatal ${event}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}

try {
  process.exitCode = await runCli(process.argv.slice(2), {
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    shutdownSignal: shutdown.signal,
  });
} catch (error) {
  process.stderr.write(`frontdesk: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
