import { describe, expect, it } from 'vitest';
import { DirectoryClient } from '../../src/directory/client.js';
import { silentLogger } from '../../src/log.js';
import { MemberIndex } from '../../src/members/member-index.js';
import { crowd, testSandbox } from '../support/sandbox.js';

/** The most profile pages the sandbox had open at once, from its own request log. */
function maxInFlight(requests: Array<{ startedHr: number; durationMs: number }>): number {
  const edges = requests.flatMap((r) => [
    [r.startedHr, 1],
    [r.startedHr + r.durationMs, -1],
  ]);
  edges.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  let open = 0;
  let max = 0;
  for (const [, delta] of edges) max = Math.max(max, (open += delta!));
  return max;
}

describe('member index build', () => {
  it('walks 1,234 profiles with a bounded number of pages in flight, each profile once', async () => {
    const sandbox = await testSandbox({ data: crowd(1_234, '2026-11-20'), latencyMs: 20 });
    const index = new MemberIndex(new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token }), silentLogger, { pagesInFlight: 4 });
    await index.refresh();
    expect(index.size).toBe(1_234);
    expect(index.byZulipId(90_000 + 1_234)?.id).toBe(1_234);
    const offsets = sandbox.requests.map((r) => Number(r.query.offset));
    // Every page of 50 once, plus at most 3 (inFlight - 1) past the end.
    const pages = Math.ceil(1_234 / 50);
    expect(offsets.length).toBeGreaterThanOrEqual(pages + 1);
    expect(offsets.length).toBeLessThanOrEqual(pages + 4);
    expect(new Set(offsets).size).toBe(offsets.length);
    expect(maxInFlight(sandbox.requests)).toBeLessThanOrEqual(4);
    expect(maxInFlight(sandbox.requests)).toBeGreaterThan(1);
  });

  it('fills the gap a short page leaves mid-walk', async () => {
    const sandbox = await testSandbox({ data: crowd(230, '2026-11-20') });
    const client = new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token });
    const short = await client.searchProfiles({ limit: 30, offset: 50 });
    sandbox.clearRequests();
    sandbox.injectFault({ status: 200, body: JSON.stringify(short), match: (_m, path) => path.endsWith('/profiles') && sandbox.requests.length === 1 });
    const index = new MemberIndex(client, silentLogger, { pagesInFlight: 1 });
    await index.refresh();
    expect(index.size).toBe(230);
    // Gaps first: 50 came back with 30, so 80 is asked next; the last page (200: 30 of 50) leaves 230, which is empty.
    expect(sandbox.requests.map((r) => Number(r.query.offset))).toEqual([0, 50, 80, 100, 150, 200, 230]);
  });

  it('a failing page fails the build without more pages being asked for, and the old map stays', async () => {
    const sandbox = await testSandbox({ data: crowd(500, '2026-11-20') });
    const index = new MemberIndex(new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token, maxAttempts: 1 }), silentLogger, { pagesInFlight: 3 });
    await index.refresh();
    sandbox.clearRequests();
    sandbox.injectFault({ status: 500, match: (_m, path) => path.endsWith('/profiles') && sandbox.requests.length >= 2 });
    await index.refresh();
    index.stop();
    expect(index.warm).toBe(true);
    expect(index.size).toBe(500);
    expect(sandbox.requests.length).toBeLessThan(10);
  });
});
