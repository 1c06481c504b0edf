// @ts-check
/**
 * Mutation testing of the pure core (`npm run mutation`; not part of CI):
 * dates and the small word helpers the conversation and the hub's rows use,
 * the Markdown neutraliser and splitter, and digest composition. Stryker
 * changes the code in small ways (a `<` for a `<=`, a dropped condition, an
 * emptied string) and runs the related tests;
 * a change no test notices is a missing test. Kept affordable on two shared
 * cores: one test process, only vitest.mutation.config.ts's test files, and
 * per-test coverage so each mutant runs only the tests that reach it.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  // Globs, not file names: a module split into several files stays covered.
  mutate: ['src/commands/dates*.ts', 'src/commands/{words,reading,suggest}.ts', 'src/text/**/*.ts', 'src/posts/digest/compose*.ts'],
  coverageAnalysis: 'perTest',
  // Mutants in code that runs at import (tables built once) would each rerun every test:
  // hours on two shared cores. They are reported as ignored, not scored.
  ignoreStatic: true,
  // One test process: the machine's two cores are shared (and a second process barely helped).
  concurrency: 1,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
