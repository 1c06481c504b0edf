import { defineConfig } from 'vitest/config';

/**
 * The tests of the pure core, for `npm run mutation` (StrykerJS): no build, no
 * servers, no child processes. Globs, so files that split or join keep being
 * picked up by name. `corpus.test.ts` drives the runner and the sandbox over
 * HTTP and would cost seconds per mutant, so it is not here. Property tests
 * run a fixed-seed sample of 50 inputs here (test/support/property-runs.ts).
 */
export default defineConfig({
  test: {
    include: ['test/commands/{dates,words,reading,suggest}*.test.ts', 'test/text/**/*.test.ts', 'test/posts/digest/compose*.test.ts'],
    environment: 'node',
    // Pure modules: test files may share them, and every mutant's run is then ~1.6x faster (measured on suggest.ts).
    // The price: code that runs at import is mutated only for the tests that call it directly, so such mutants can
    // only be under-counted.
    isolate: false,
    env: { FRONTDESK_MUTATION: '1' },
    setupFiles: ['test/support/mutation-setup.ts'],
    testTimeout: 20_000,
  },
});
