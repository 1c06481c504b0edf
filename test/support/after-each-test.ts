/**
 * Clean-ups the support modules need after every test (stop bots, close
 * servers, kill children). A module registers its clean-up once, when it is
 * loaded; the setup file (test/support/each-file.ts) runs them after every test
 * of every file. A hook registered by the module itself would run only in the
 * first file that loads it when test files share a module graph (the suite runs
 * with `isolate: false`), and later files would leak what it should close.
 */
const cleanups: Array<() => unknown> = [];

export function afterEachTest(cleanup: () => unknown): void {
  cleanups.push(cleanup);
}

/** The latest registered runs first, as vitest runs after-hooks: a bot stops before the world under it closes. */
export async function runAfterEachTest(): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) await cleanup();
}
