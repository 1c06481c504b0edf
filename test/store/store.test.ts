import { describe, expect, it } from 'vitest';
import { StoreFullError } from '../../src/store/errors.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { ZulipStore } from '../../src/store/zulip-store.js';
import { ZulipBotStorage } from '../../src/zulip/bot-storage.js';
import { BOT_STORAGE_LIMIT } from '../support/fake-zulip/api-storage.js';
import { api, BOT, startFake } from '../fake-zulip/helpers.js';

async function zulipStore(): Promise<{ store: ZulipStore; raw: () => Promise<Record<string, string>>; fake: Awaited<ReturnType<typeof startFake>> }> {
  const fake = await startFake();
  const wire = new ZulipBotStorage({ credentials: { site: fake.url, email: BOT.email, apiKey: BOT.apiKey }, budget: undefined, timed: (_endpoint, call) => call() });
  const store = new ZulipStore(wire);
  await store.load();
  const raw = async () => (await api(fake, BOT, 'GET', '/bot_storage')).body.storage as Record<string, string>;
  return { store, raw, fake };
}

// One contract, two implementations: what the shell uses must behave as Zulip's bot storage does.
describe.each([
  ['memory', () => Promise.resolve({ store: new MemoryStore() })],
  ['Zulip bot storage (fake Zulip)', async () => zulipStore()],
] as const)('the store: %s', (_name, make) => {
  it('puts, gets (missing keys absent), lists, deletes (missing keys ignored) and counts characters', async () => {
    const { store } = await make();
    await store.put({ 'm:1': '{"f":"a"}', 'm:2': 'x' });
    expect(await store.get(['m:1', 'nope'])).toEqual(new Map([['m:1', '{"f":"a"}']]));
    expect(await store.get(['m:2', 'nope'], { fresh: true })).toEqual(new Map([['m:2', 'x']]));
    expect(store.keys('m:').sort()).toEqual(['m:1', 'm:2']);
    expect(store.size).toBe(3 + 9 + 3 + 1);
    await store.put({ 'm:2': '🙂🙂' });
    expect(store.size).toBe(3 + 9 + 3 + 2);
    await store.delete(['m:2', 'nope']);
    expect(store.peek('m:2')).toBeUndefined();
    expect(store.keys()).toEqual(['m:1']);
    await store.delete([]);
    expect(store.keys()).toEqual(['m:1']);
  });

  it('refuses a write past the limit whole', async () => {
    const { store } = await make();
    const big = 'x'.repeat(2_500_000);
    for (const key of ['a', 'b', 'c']) await store.put({ [key]: big });
    const error = await store.put({ d: 'y'.repeat(BOT_STORAGE_LIMIT - store.size - 1), e: 'zz' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreFullError);
    expect(store.keys().sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('the Zulip store', () => {
  it('never sends an empty key list (Zulip would delete everything), and a write reaches Zulip', async () => {
    const { store, raw, fake } = await zulipStore();
    await store.put({ keep: '1' });
    await store.delete(['absent']);
    expect(await raw()).toEqual({ keep: '1' });
    expect(fake.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it("a key another process deleted first: the delete still removes the rest", async () => {
    const { store, raw, fake } = await zulipStore();
    await store.put({ a: '1', b: '2' });
    await api(fake, BOT, 'DELETE', '/bot_storage', { keys: ['a'] });
    await store.delete(['a', 'b']);
    expect(await raw()).toEqual({});
    expect(store.keys()).toEqual([]);
  });

  it('a fresh read sees what another process wrote; one missing key does not fail it', async () => {
    const { store, fake } = await zulipStore();
    await api(fake, BOT, 'PUT', '/bot_storage', { storage: { other: 'theirs' } });
    expect(store.peek('other')).toBeUndefined();
    expect(await store.get(['other', 'missing'], { fresh: true })).toEqual(new Map([['other', 'theirs']]));
  });

  it("learns the server's limit from its refusal", async () => {
    const { store } = await zulipStore();
    const big = 'x'.repeat(2_500_000);
    for (const key of ['a', 'b', 'c']) await store.put({ [key]: big });
    // This process thinks there is room; the server (which another process filled) says no.
    const other = new ZulipStore((store as unknown as { wire: ZulipBotStorage }).wire, { limit: 20_000_000 });
    await other.load();
    const error = await other.put({ d: 'y'.repeat(2_500_001) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreFullError);
    expect(other.limit).toBe(BOT_STORAGE_LIMIT);
  });
});
