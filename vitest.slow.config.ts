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

export default defineConfig({
  test: {
    include: SLOW_SUITES,
    environment: 'node',
    globalSetup: ['test/support/global-build.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two cores: keep parallelism modest so timing-sensitive fault tests stay honest.
    maxWorkers: 2,
  },
});
