import { DirectoryClient } from '../../src/directory/client.js';
import type { DirectoryHttpOptions } from '../../src/directory/http.js';
import { DRIFTS, type Drift } from '../../src/sandbox/drift.js';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server.js';
import { fixedClock, type FixedClock } from '../../src/time/clock.js';
import { makeProfile } from './profiles.js';
import { afterEachTest } from './after-each-test.js';

export { makeProfile };

/** Friday 2026-11-20, 10:00 in New York. */
export const TEST_NOW = '2026-11-20T15:00:00Z';
export const TEST_TODAY = '2026-11-20';
export const TEST_TOKEN = 'test-token-not-a-secret';

/**
 * `FRONTDESK_SANDBOX_DRIFT=truncated-booleans` (or `all`): every test sandbox
 * answers drifted (src/sandbox/drift.ts), to run the suite against a directory
 * that sends types our notes never mentioned (issue 22).
 */
const DRIFT = ((value) => {
  if (value === undefined || value === '') return undefined;
  if (!(DRIFTS as readonly string[]).includes(value)) throw new Error(`FRONTDESK_SANDBOX_DRIFT must be one of ${DRIFTS.join(', ')}, got "${value}"`);
  return value as Drift;
})(process.env.FRONTDESK_SANDBOX_DRIFT);

const open: Sandbox[] = [];
afterEachTest(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** A sandbox on a free loopback port with its own pinned clock, closed after the test. */
export async function testSandbox(options: SandboxOptions = {}): Promise<Sandbox & { clock: FixedClock }> {
  const clock = fixedClock(TEST_NOW);
  const sandbox = await startSandbox({ clock, token: TEST_TOKEN, drift: DRIFT, ...options });
  open.push(sandbox);
  return Object.assign(sandbox, { clock });
}

/** A client for the sandbox that never sleeps for real between retries, recording the waits. */
export function clientFor(sandbox: Sandbox, options: Partial<DirectoryHttpOptions> = {}) {
  const waits: number[] = [];
  const client = new DirectoryClient({
    baseUrl: sandbox.url,
    token: sandbox.token,
    timeoutMs: 2_000,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    ...options,
  });
  return { client, waits };
}

/** A store of `count` fictional people, each with a visit on `date`. */
export function crowd(count: number, date: string, firstId = 1) {
  const profiles = Array.from({ length: count }, (_, i) => makeProfile(firstId + i));
  const visits = profiles.map((p, i) => ({
    person_id: p.id,
    date,
    notes: `note ${i}`,
    app_data: null,
    created_at: `${date}T09:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}-05:00`,
    updated_at: `${date}T09:00:00-05:00`,
    created_by_app: null,
    updated_by_app: null,
  }));
  return { profiles, visits };
}
