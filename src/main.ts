#!/usr/bin/env node
import { runCli } from './cli/index.js';
import { systemClock } from './time/clock.js';
import { ConfigError, EXIT_CONFIG } from './config/errors.js';

// One controller for SIGINT/SIGTERM: long-running commands watch its signal and
// shut down in order; a second signal exits at once, with the shell's code for
// death by that signal (128 + its number: 130 SIGINT, 143 SIGTERM); so does a
// shutdown still unfinished after the hard deadline.
const SHUTDOWN_DEADLINE_MS = 10_000;
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;
const shutdown = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shutdown.signal.aborted) process.exit(SIGNAL_EXIT[signal]);
    shutdown.abort(signal);
    setTimeout(() => {
      process.stderr.write(`frontdesk: still shutting down after ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting\n`);
      process.exit(SIGNAL_EXIT[signal]);
    }, SHUTDOWN_DEADLINE_MS).unref();
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
    clock: systemClock,
  });
} catch (error) {
  process.stderr.write(`frontdesk: ${error instanceof Error ? error.message : String(error)}\n`);
  // A configuration problem no command caught is still one: 78, which supervisors do not restart.
  process.exitCode = error instanceof ConfigError ? EXIT_CONFIG : 1;
}
// The command is over: a request or timer still pending (an abandoned command's directory call) must not keep us up.
setTimeout(() => process.exit(), 1_000).unref();
