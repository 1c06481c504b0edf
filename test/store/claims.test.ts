import { describe, expect, it } from 'vitest';
import { claimOnce, readClaims, unclaim } from '../../src/store/claims.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import type { KeyValueStore } from '../../src/store/store.js';

/** Two processes' views of one store: each reads through to it (as a fresh read of Zulip's bot storage does). */
function shared(): KeyValueStore {
  return new MemoryStore();
}

/** A sleep the test releases by hand: the claim's settle time, as fake time. */
function gate() {
  const waiting: Array<() => void> = [];
  return {
    sleep: () => new Promise<void>((resolve) => waiting.push(resolve)),
    release: async () => {
      while (waiting.length === 0) await new Promise((r) => setImmediate(r));
      waiting.shift()!();
    },
  };
}

describe('claims: once across restarts and processes', () => {
  it('an id is claimed once; a second claim (a restart) gets nothing', async () => {
    const store = shared();
    const now = { sleep: () => Promise.resolve() };
    expect(await claimOnce(store, 'a:2026-11-20', [1, 2], { instance: 'p1', ...now })).toEqual({ mine: [1, 2], lost: [] });
    expect(await claimOnce(store, 'a:2026-11-20', [2, 3], { instance: 'p2', ...now })).toEqual({ mine: [3], lost: [] });
    expect(readClaims(store.peek('a:2026-11-20'))).toEqual(new Map([[1, 'p1'], [2, 'p1'], [3, 'p2']]));
  });

  it('two processes claiming at the same moment: each id acted on by one of them at most, the rest offered again', async () => {
    const store = shared();
    const a = gate();
    const b = gate();
    // Both read before either writes; A writes, then B writes over A's claim.
    const claimA = claimOnce(store, 'a:d', [1, 2], { instance: 'A', sleep: a.sleep });
    const claimB = claimOnce(store, 'a:d', [2, 3], { instance: 'B', sleep: b.sleep });
    await a.release();
    await b.release();
    const [gotA, gotB] = await Promise.all([claimA, claimB]);
    const acted = [...gotA.mine, ...gotB.mine];
    expect(new Set(acted).size).toBe(acted.length);
    expect(gotB.mine).toEqual([2, 3]);
    expect(gotA).toEqual({ mine: [], lost: [1] });
    // Offered again, 1 is A's.
    expect((await claimOnce(store, 'a:d', gotA.lost, { instance: 'A', sleep: () => Promise.resolve() })).mine).toEqual([1]);
  });

  it('forget me: unclaim takes the member out of every claim', async () => {
    const store = shared();
    await store.put({ 'a:d1': '1:A,5:A', 'r:d2': '5:B', 'm:5': '{}' });
    await unclaim(store, 'a:', 5);
    await unclaim(store, 'r:', 5);
    expect(store.peek('a:d1')).toBe('1:A');
    expect(store.peek('r:d2')).toBe('');
  });
});
