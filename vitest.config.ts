import { defineConfig } from 'vitest/config';
import { PROCESS_SUITES, SLOW_SUITES } from './vitest.slow.config.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The resilience suite takes minutes, the slow end-to-end tests and those that start processes of their
    // own about as long: each has its own config and CI step (npm run test:resilience, npm run test:slow).
    exclude: ['test/resilience/**', 'node_modules/**', ...SLOW_SUITES, ...PROCESS_SUITES],
    environment: 'node',
    // Build once; record the reply templates rendered, for `npm run test:templates` (test/support/template-log.ts).
    globalSetup: ['test/support/global-build.ts', 'test/support/template-log.ts'],
    // Every file gets the support modules' clean-ups after each test (test/support/after-each-test.ts).
    setupFiles: ['test/support/each-file.ts'],
    // Test files share one module graph per worker: loading it is most of a file's cost (summed import time
    // 102 s isolated, 24 s shared), and what must not leak between tests is cleaned after each one.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two cores: keep parallelism modest so timing-sensitive fault tests stay honest.
    maxWorkers: 2,
  },
});
