import { describe, expect, it } from 'vitest';
import { PAGES_ASKED_TOGETHER, WalkLengths, walkPages, type ReceivedPage } from '../../src/directory/paging.js';
import { collect } from '../../src/util/collect.js';
import { clientFor, crowd, testSandbox } from '../support/sandbox.js';

const DAY = '2026-11-18';

describe('directory client: walkers', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 2],
    [201, 2],
    [401, 3],
  ])('walks %i visits of a day in %i page requests of up to 200', async (count, pages) => {
    const sandbox = await testSandbox({ data: crowd(count, DAY) });
    const { client } = clientFor(sandbox);
    const seen: number[] = [];
    for await (const visit of client.walkHubVisits({ date: DAY })) seen.push(visit.person.id);
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    expect(sandbox.requests).toHaveLength(pages);
    expect(sandbox.requests.map((r) => r.query.page)).toEqual(Array.from({ length: pages }, (_, i) => String(i + 1)));
    expect(sandbox.requests.every((r) => r.query.per_page === '200')).toBe(true);
  });

  it.each([
    [0, 1],
    [1, 2],
    [200, 5],
    [201, 6],
    [401, 10],
  ])('walks %i profiles in %i searches of 50, offset by the count received, until an empty page', async (count, requests) => {
    const sandbox = await testSandbox({ data: crowd(count, DAY) });
    const { client } = clientFor(sandbox);
    const seen: number[] = [];
    for await (const profile of client.walkProfiles()) seen.push(profile.id);
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    expect(sandbox.requests).toHaveLength(requests);
    expect(sandbox.requests.map((r) => Number(r.query.offset))).toEqual(
      Array.from({ length: requests }, (_, i) => Math.min(i * 50, count)),
    );
  });

  it.each([0, 1, 200, 201, 401])('collects %i visits or profiles a page at a time: the same items and requests as walking them one by one', async (count) => {
    const sandbox = await testSandbox({ data: crowd(count, DAY) });
    const { client } = clientFor(sandbox);
    const walked: number[] = [];
    for await (const visit of client.walkHubVisits({ date: DAY })) walked.push(visit.person.id);
    for await (const profile of client.walkProfiles()) walked.push(profile.id);
    const byWalking = sandbox.requests.map((r) => `${r.path}?${new URLSearchParams(r.query).toString()}`);
    sandbox.requests.length = 0;
    const collected = [...(await collect(client.walkHubVisits({ date: DAY }))).map((v) => v.person.id), ...(await collect(client.walkProfiles())).map((p) => p.id)];
    expect(collected).toEqual(walked);
    expect(sandbox.requests.map((r) => `${r.path}?${new URLSearchParams(r.query).toString()}`)).toEqual(byWalking);
  });

  it('collects any other async iterable item by item', async () => {
    async function* three() {
      for (const n of [1, 2, 3]) yield await Promise.resolve(n);
    }
    expect(await collect(three())).toEqual([1, 2, 3]);
  });

  it('stops fetching when the caller stops early', async () => {
    const sandbox = await testSandbox({ data: crowd(401, DAY) });
    const { client } = clientFor(sandbox);
    let n = 0;
    for await (const _ of client.walkHubVisits({ date: DAY })) if (++n === 10) break;
    for await (const _ of client.walkProfiles()) if (++n === 20) break;
    expect(sandbox.requests).toHaveLength(2);
  });

  it('advances by what it received when a page is shorter than the limit mid-walk', async () => {
    const sandbox = await testSandbox({ data: crowd(120, DAY) });
    const { client } = clientFor(sandbox);
    // Asking for 50 but a (legitimately) short first page of 30 must not skip profiles 31..50.
    const short = (await client.searchProfiles({ limit: 30 })).map((p) => p);
    sandbox.injectFault({ status: 200, body: JSON.stringify(short), match: (_m, path) => path.endsWith('/profiles') });
    const seen: number[] = [];
    for await (const profile of client.walkProfiles()) seen.push(profile.id);
    expect(new Set(seen).size).toBe(120);
    expect(sandbox.requests.slice(1).map((r) => Number(r.query.offset))).toEqual([0, 30, 80, 120]);
  });

  it('collecting asks for the next page before decoding this one; walking one by one asks for no page ahead', async () => {
    const steps: string[] = [];
    const fetchPage = (page: number): Promise<ReceivedPage<number>> => {
      steps.push(`fetch ${page}`);
      const received = page < 3 ? 2 : 1;
      return Promise.resolve({
        received,
        items: () => {
          steps.push(`decode ${page}`);
          return Array.from({ length: received }, (_, i) => page * 10 + i);
        },
      });
    };
    expect(await collect(walkPages(fetchPage, 2))).toEqual([10, 11, 20, 21, 30]);
    expect(steps).toEqual(['fetch 1', 'fetch 2', 'decode 1', 'fetch 3', 'decode 2', 'decode 3']);
    steps.length = 0;
    for await (const n of walkPages(fetchPage, 2)) if (n === 11) break;
    expect(steps).toEqual(['fetch 1', 'decode 1']);
  });

  it('a page that cannot be decoded fails the collection, and the page asked for ahead fails quietly', async () => {
    let later: Promise<unknown> | undefined;
    const fetchPage = (page: number): Promise<ReceivedPage<number>> => {
      if (page === 2) {
        const failed = Promise.reject<ReceivedPage<number>>(new Error('second page failed'));
        later = failed;
        return failed;
      }
      return Promise.resolve({
        received: 2,
        items: () => {
          throw new Error('undecodable');
        },
      });
    };
    await expect(collect(walkPages(fetchPage, 2))).rejects.toThrow('undecodable');
    await expect(later).rejects.toThrow('second page failed');
  });

  describe('a walk known to be long asks for its pages together', () => {
    const pagesOf = (sizes: number[], steps: string[]) => (page: number): Promise<ReceivedPage<number>> => {
      steps.push(`fetch ${page}`);
      const received = sizes[page - 1] ?? 0;
      return Promise.resolve({
        received,
        items: () => {
          steps.push(`decode ${page}`);
          return Array.from({ length: received }, (_, i) => page * 10 + i);
        },
      });
    };

    it('the hint says three pages: all three are asked for before any is decoded, and the walk reports its length', async () => {
      const steps: string[] = [];
      const walked: number[] = [];
      const items = await collect(walkPages(pagesOf([2, 2, 1], steps), 2, { pages: 3, walked: (n) => walked.push(n) }));
      expect(items).toEqual([10, 11, 20, 21, 30]);
      expect(steps).toEqual(['fetch 1', 'fetch 2', 'fetch 3', 'decode 1', 'decode 2', 'decode 3']);
      expect(walked).toEqual([3]);
    });

    it('the day shrank since: the page past the end is dropped, and the shorter length remembered', async () => {
      const steps: string[] = [];
      const walked: number[] = [];
      const items = await collect(walkPages(pagesOf([2, 1, 2], steps), 2, { pages: 3, walked: (n) => walked.push(n) }));
      expect(items).toEqual([10, 11, 20]);
      expect(steps).toEqual(['fetch 1', 'fetch 2', 'fetch 3', 'decode 1', 'decode 2']);
      expect(walked).toEqual([2]);
    });

    it('the day grew since: the walk goes on past the hint, a page at a time', async () => {
      const steps: string[] = [];
      const walked: number[] = [];
      const items = await collect(walkPages(pagesOf([2, 2, 2, 1], steps), 2, { pages: 2, walked: (n) => walked.push(n) }));
      expect(items).toHaveLength(7);
      expect(steps.filter((s) => s.startsWith('fetch'))).toEqual(['fetch 1', 'fetch 2', 'fetch 3', 'fetch 4']);
      expect(steps.indexOf('fetch 3')).toBeGreaterThan(steps.indexOf('decode 1'));
      expect(walked).toEqual([4]);
    });

    it(`never more than ${PAGES_ASKED_TOGETHER} at once, whatever the hint`, async () => {
      const steps: string[] = [];
      await collect(walkPages(pagesOf([2, 2, 2, 2, 2, 2, 2, 2, 2, 1], steps), 2, { pages: 10, walked: () => undefined }));
      expect(steps.slice(0, PAGES_ASKED_TOGETHER + 1)).toEqual([...Array.from({ length: PAGES_ASKED_TOGETHER }, (_, i) => `fetch ${i + 1}`), 'decode 1']);
    });

    it('a page asked for together that fails after the walk ended is nobody\'s: the walk answers, nothing goes unhandled', async () => {
      let late: Promise<unknown> | undefined;
      const fetchPage = (page: number): Promise<ReceivedPage<number>> => {
        if (page === 2) return Promise.resolve({ received: 1, items: () => [20] });
        if (page === 3) {
          const failing = new Promise<ReceivedPage<number>>((_, reject) => setTimeout(() => reject(new Error('late page failed')), 5));
          late = failing;
          return failing;
        }
        return Promise.resolve({ received: 2, items: () => [10, 11] });
      };
      expect(await collect(walkPages(fetchPage, 2, { pages: 3, walked: () => undefined }))).toEqual([10, 11, 20]);
      await expect(late).rejects.toThrow('late page failed');
    });

    it('the client remembers a busy day: its second who\'s-here walk asks for both pages at once', async () => {
      const sandbox = await testSandbox({ data: crowd(250, DAY), latencyMs: 30 });
      const { client } = clientFor(sandbox);
      expect(await collect(client.walkHubVisits({ date: DAY }))).toHaveLength(250);
      const [p1, p2] = sandbox.requests;
      expect(p2!.startedHr).toBeGreaterThanOrEqual(p1!.startedHr + p1!.durationMs - 1);
      const from = sandbox.requests.length;
      expect(await collect(client.walkHubVisits({ date: DAY }))).toHaveLength(250);
      const [q1, q2] = sandbox.requests.slice(from);
      expect(q2!.startedHr).toBeLessThan(q1!.startedHr + q1!.durationMs);
      expect(sandbox.requests.slice(from).map((r) => r.query.page)).toEqual(['1', '2']);
      // Another day is not that day.
      const other = sandbox.requests.length;
      await collect(client.walkHubVisits({ date: '2026-11-19' }));
      expect(sandbox.requests.slice(other)).toHaveLength(1);
    });

    it('the memory of walk lengths is bounded: the oldest query is forgotten first', () => {
      const lengths = new WalkLengths(2);
      lengths.of('a').walked(3);
      lengths.of('b').walked(2);
      lengths.of('a').walked(3);
      lengths.of('c').walked(4);
      expect([lengths.of('a').pages, lengths.of('b').pages, lengths.of('c').pages]).toEqual([3, 1, 4]);
    });
  });
});
