import { defineConfig } from 'vitest/config';

/**
 * The tests of the pure core, for `npm run mutation` (StrykerJS): no build, no
 * servers, no child processes. Globs, so files that split or join keep being
 * picked up by name.
 */
export default defineConfig({
  test: {
    include: ['test/commands/{parse,dates}*.test.ts', 'test/text/**/*.test.ts', 'test/digest/compose*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
