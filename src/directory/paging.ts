/**
 * Page walkers as async generators, so a caller that has seen enough can stop
 * (`break`) and no further page is fetched.
 */

/** Page-numbered lists (hub visits): stop at an empty page or one shorter than `perPage`. */
export async function* walkPages<T>(fetchPage: (page: number) => Promise<T[]>, perPage: number): AsyncGenerator<T> {
  for (let page = 1; ; page++) {
    const items = await fetchPage(page);
    yield* items;
    if (items.length < perPage) return;
  }
}

/**
 * Offset-paged searches (profiles): advance by the count actually received and
 * stop only at an empty page; the service may return fewer than `limit` mid-walk.
 */
export async function* walkOffsets<T>(fetchPage: (offset: number) => Promise<T[]>): AsyncGenerator<T> {
  for (let offset = 0; ; ) {
    const items = await fetchPage(offset);
    if (items.length === 0) return;
    yield* items;
    offset += items.length;
  }
}
