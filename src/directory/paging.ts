import type { Collectable } from '../util/collect.js';

/**
 * Page walkers. A page reports how many items the server *sent* (`received`)
 * besides the usable ones: items skipped by the per-item decoder still count
 * for paging, or a walk would stop early or fetch the same offset twice.
 */
export interface FetchedPage<T> {
  items: T[];
  received: number;
}

/**
 * Every item of a paged list, as an async iterable (a caller can stop early:
 * no page is fetched past the one it stopped in) or all at once (`all`, via
 * `collect`: the same pages, with no step per item). Each walk starts afresh.
 */
export function pagedWalk<T>(pages: () => AsyncGenerator<T[]>): Collectable<T> {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const items of pages()) yield* items;
    },
    async all() {
      const out: T[] = [];
      for await (const items of pages()) for (const item of items) out.push(item);
      return out;
    },
  };
}

/** A page as received: how many items the server sent, and its items, decoded when asked for. */
export interface ReceivedPage<T> {
  received: number;
  items(): T[];
}

/** How many pages the last walk of the same query took: a hint, so a walk known to be long asks for its pages together. */
export interface PageHint {
  readonly pages: number;
  walked(pages: number): void;
}

/** At most this many pages are asked for at once on a hint (a year's range must not burst the directory). */
export const PAGES_ASKED_TOGETHER = 4;

/**
 * Page-numbered lists (hub visits): stop at an empty page or one shorter than
 * `perPage`. Taken all at once (`all`), the next page is asked for as soon as
 * this one's length says there is one, and this one is decoded while that
 * round trip is under way; an iteration asks for no page past the one it is in.
 * With a `hint` that the last walk of this query took several pages, `all`
 * asks for up to PAGES_ASKED_TOGETHER of them at once: a busy day's who's
 * here costs one round trip, not two (a page past the end comes back empty
 * and is dropped).
 */
export function walkPages<T>(fetchPage: (page: number) => Promise<ReceivedPage<T>>, perPage: number, hint?: PageHint): Collectable<T> {
  return {
    async *[Symbol.asyncIterator]() {
      for (let page = 1; ; page++) {
        const got = await fetchPage(page);
        yield* got.items();
        if (got.received < perPage) return;
      }
    },
    async all() {
      const out: T[] = [];
      const asked = new Map<number, Promise<ReceivedPage<T>>>();
      const ask = (page: number): void => {
        const pending = fetchPage(page);
        // A page asked for ahead may turn out to be nobody's (the walk failed or ended first): its failure is not to go unhandled.
        pending.catch(() => undefined);
        asked.set(page, pending);
      };
      const together = Math.min(Math.max(1, Math.floor(hint?.pages ?? 1)), PAGES_ASKED_TOGETHER);
      for (let page = 1; page <= together; page++) ask(page);
      for (let page = 1; ; page++) {
        const got = await asked.get(page)!;
        const more = got.received >= perPage;
        if (more && !asked.has(page + 1)) {
          ask(page + 1);
          // Its request is written to the socket on the next tick, after every promise step queued now:
          // decoding this page first would hold it back (200 visits: ~0.3 ms at 0 ms latency). Let it go out.
          await new Promise((resolve) => process.nextTick(resolve));
        }
        for (const item of got.items()) out.push(item);
        if (!more) {
          hint?.walked(page);
          return out;
        }
      }
    },
  };
}

/**
 * The page counts of recent walks, by query (a bounded memory: the oldest
 * query is forgotten first). A count only says what to ask for at once; the
 * walk itself still stops where the pages say.
 */
export class WalkLengths {
  readonly #pages = new Map<string, number>();
  constructor(private readonly capacity = 64) {}

  of(key: string): PageHint {
    return {
      pages: this.#pages.get(key) ?? 1,
      walked: (pages) => {
        this.#pages.delete(key);
        this.#pages.set(key, pages);
        if (this.#pages.size > this.capacity) this.#pages.delete(this.#pages.keys().next().value!);
      },
    };
  }
}

/**
 * Offset-paged searches (profiles): advance by the count actually received and
 * stop only at an empty page; the service may return fewer than `limit` mid-walk.
 */
export function walkOffsets<T>(fetchPage: (offset: number) => Promise<FetchedPage<T>>): Collectable<T> {
  return pagedWalk(async function* () {
    for (let offset = 0; ; ) {
      const { items, received } = await fetchPage(offset);
      if (received === 0) return;
      yield items;
      offset += received;
    }
  });
}

export interface ConcurrentWalk {
  /** Pages requested, the empty ones past the end included. */
  requests: number;
}

/**
 * Every item of an offset-paged collection with up to `inFlight` pages
 * requested at once (a community directory has thousands of profiles: one
 * page at a time at 100 ms is 20 s for 10,000). The first page comes alone (a
 * small directory needs no more). A short page mid-walk (a server that caps
 * `limit` lower, or a collection that moved) queues the gap it left; an empty
 * page marks the end, past which nothing new is requested. At most
 * `inFlight - 1` requests land past the end. Items may repeat if the
 * collection moves meanwhile: callers key them by id.
 */
export async function walkOffsetsConcurrently<T>(
  fetchPage: (offset: number) => Promise<FetchedPage<T>>,
  options: { limit: number; inFlight: number; onItems: (items: T[], received: number) => void },
): Promise<ConcurrentWalk> {
  const first = await fetchPage(0);
  let requests = 1;
  options.onItems(first.items, first.received);
  if (first.received === 0) return { requests };
  const stride = options.limit;
  let end = Number.POSITIVE_INFINITY;
  let next = first.received;
  const gaps: number[] = [];
  let failed = false;
  const take = (): number | undefined => {
    if (failed) return undefined;
    while (gaps.length) {
      const gap = gaps.shift()!;
      if (gap < end) return gap;
    }
    if (next >= end) return undefined;
    const offset = next;
    next += stride;
    return offset;
  };
  const worker = async (): Promise<void> => {
    for (let offset = take(); offset !== undefined; offset = take()) {
      requests++;
      let page: FetchedPage<T>;
      try {
        page = await fetchPage(offset);
      } catch (error) {
        // The others stop taking pages: one failure fails the walk.
        failed = true;
        throw error;
      }
      options.onItems(page.items, page.received);
      if (page.received === 0) end = Math.min(end, offset);
      else if (page.received < stride) gaps.push(offset + page.received);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.inFlight) }, worker));
  return { requests };
}
