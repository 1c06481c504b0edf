import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The resilience suite takes minutes: its own config and CI step (npm run test:resilience).
    exclude: ['test/resilience/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['test/support/global-build.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two cores: keep parallelism modest so timing-sensitive fault tests stay honest.
    maxWorkers: 2,
  },
});
