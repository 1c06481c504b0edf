import { defineConfig } from 'vitest/config';
import { SLOW_SUITES } from './vitest.slow.config.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The resilience suite takes minutes, the slow end-to-end tests about as long: each has its own
    // config and CI step (npm run test:resilience, npm run test:slow).
    exclude: ['test/resilience/**', 'node_modules/**', ...SLOW_SUITES],
    environment: 'node',
    globalSetup: ['test/support/global-build.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two cores: keep parallelism modest so timing-sensitive fault tests stay honest.
    maxWorkers: 2,
  },
});
