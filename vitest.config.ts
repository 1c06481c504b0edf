import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/global-build.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two cores: keep parallelism modest so timing-sensitive fault tests stay honest.
    maxWorkers: 2,
  },
});
