import { describe, expect, it } from 'vitest';
import { walkPages, type ReceivedPage } from '../../src/directory/paging.js';
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
});
