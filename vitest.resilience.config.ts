import { defineConfig } from 'vitest/config';

/** The resilience suite (soak, fuzz, kill): minutes, not seconds, so a CI step of its own. */
export default defineConfig({
  test: {
    include: ['test/resilience/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-build.ts'],
    // Every file gets the support modules' clean-ups after each test (test/support/after-each-test.ts).
    setupFiles: ['test/support/each-file.ts'],
    testTimeout: 360_000,
    hookTimeout: 30_000,
    // One at a time: each test loads both cores with a bot and its servers.
    fileParallelism: false,
  },
});
