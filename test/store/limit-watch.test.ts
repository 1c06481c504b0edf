import { describe, expect, it } from 'vitest';
import { StoreFullError } from '../../src/store/errors.js';
import { withLimitWatch } from '../../src/store/limit-watch.js';
import { MemoryStore } from '../../src/store/memory-store.js';

describe('storage near its limit: the admins are told', () => {
  it('at 80% and 95% once each, again after it fell below; and when a write is refused', async () => {
    const told: string[] = [];
    const store = withLimitWatch(new MemoryStore(1_000), (text) => told.push(text));
    await store.put({ a: 'x'.repeat(700) });
    expect(told).toEqual([]);
    await store.put({ b: 'x'.repeat(110) });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^frontdesk's Zulip bot storage is 81% full \(812 of 1,000 characters\)/);
    await store.put({ c: 'x' });
    expect(told).toHaveLength(1);
    await store.put({ d: 'x'.repeat(135) });
    expect(told[1]).toMatch(/is 95% full/);
    await expect(store.put({ e: 'x'.repeat(100) })).rejects.toBeInstanceOf(StoreFullError);
    expect(told[2]).toMatch(/^frontdesk's Zulip bot storage is full \(1,000 characters\): a member's change was not saved/);
    await store.delete(['a', 'd']);
    await store.put({ a: 'x'.repeat(700) });
    expect(told).toHaveLength(4);
  });
});
