import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests whose point is real time, so each takes seconds to a
 * minute: the compiled bot under Zulip faults with clamped waits and long-poll
 * timeouts, bursts of hundreds of commands, shutdown deadlines, a hung
 * directory, oversized answers, the secret scan over every CLI command. Kept
 * out of `npm test` (which must stay near a minute) and run by
 * `npm run test:slow`, in CI after it.
 */
export const SLOW_SUITES = [
  'test/e2e/zulip-absurd.test.ts',
  'test/e2e/zulip-faults.test.ts',
  'test/e2e/max-listeners.test.ts',
  'test/e2e/health.test.ts',
  'test/e2e/shutdown.test.ts',
  'test/e2e/request-budget.test.ts',
  'test/e2e/fatal.test.ts',
  'test/e2e/zulip-burst.test.ts',
  'test/e2e/directory-hung.test.ts',
  'test/e2e/zulip-inprocess.test.ts',
  'test/cli/secret-scan.test.ts',
];

/**
 * Tests that start the compiled bot, the CLI, a terminal or the renderer as
 * processes of their own: each process loads the whole bot (a second of CPU
 * on these machines), so together they were half of `npm test`'s time. The
 * in-process tests of `npm test` cover the same code; these prove the
 * processes as an operator starts them.
 */
export const PROCESS_SUITES = [
  'test/e2e/digest-once.test.ts',
  'test/e2e/checkins-once.test.ts',
  'test/e2e/drift.test.ts',
  'test/e2e/two-processes.test.ts',
  'test/e2e/zulip-users-once.test.ts',
  'test/e2e/zulip-addressing.test.ts',
  'test/e2e/alerts.test.ts',
  'test/e2e/community.test.ts',
  'test/shell/shell.test.ts',
  'test/shell/hub-shell.test.ts',
  'test/cli/shell-terminal.test.ts',
  'test/cli/shell-errors.test.ts',
  'test/zulip/setup.test.ts',
  'test/ops/operability.test.ts',
  'test/ops/listener.test.ts',
  'test/ops/heap-at-load.test.ts',
  'test/sandbox/hardening.test.ts',
  'test/posts/digest/preview.test.ts',
  'test/config/exit-codes.test.ts',
  'test/charts/renderer.test.ts',
  'test/charts/digest-and-cli.test.ts',
];

export default defineConfig({
  test: {
    include: [...SLOW_SUITES, ...PROCESS_SUITES],
    environment: 'node',
    // Build once; record the reply templates rendered, for `npm run test:templates` (test/support/template-log.ts).
    globalSetup: ['test/support/global-build.ts', 'test/support/template-log.ts'],
    // Every file gets the support modules' clean-ups after each test (test/support/after-each-test.ts).
    setupFiles: ['test/support/each-file.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two cores: keep parallelism modest so timing-sensitive fault tests stay honest.
    maxWorkers: 2,
  },
});
