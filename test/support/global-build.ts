import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { createRegistry, reapRegistry, watchRegistry } from './child-registry.js';
import { pinnedStart, TEST_DATE_ENV } from './test-clock.js';

/**
 * End-to-end tests run the compiled bot (`node dist/...`), as production does.
 * Compile once before any test so they never exercise stale JavaScript. The
 * teardown kills any process a test started that is still running, whatever
 * happened to the test or its worker (test/support/children.ts), and a
 * watchdog does the same if the runner itself is killed.
 */
export default function setup(project: TestProject): () => void {
  const pinned = process.env[TEST_DATE_ENV];
  // A date that is no date stops the run here, before any test (test/support/test-clock.ts).
  if (pinned) process.stderr.write(`tests run as if they started at ${pinnedStart(pinned).toISOString()} (${TEST_DATE_ENV}), the clock running on\n`);
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  const registry = createRegistry();
  // If this runner is killed from outside, the teardown below never runs: the watchdog reaps instead.
  watchRegistry(process.pid, registry);
  project.provide('childRegistry', registry);
  return () => {
    const killed = reapRegistry(registry);
    if (killed > 0) process.stderr.write(`test teardown: killed ${killed} process group(s) a test left running\n`);
  };
}
