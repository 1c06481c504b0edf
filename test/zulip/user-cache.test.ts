import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { fixedClock } from '../../src/time/clock.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipUserCache } from '../../src/zulip/user-cache.js';
import { communityUsers } from '../support/community.js';
import { FakeZulip, type FakeUser } from '../support/fake-zulip/index.js';
import { TEST_TODAY } from '../support/sandbox.js';

/** The one cache of the realm's users, on the fake Zulip, on a clock the test moves. */
const BOT: FakeUser = { id: 42, email: 'frontdesk-bot@zulip.example.org', fullName: 'frontdesk', apiKey: 'test-bot-key', isBot: true };
const HELPER: FakeUser = { id: 77, email: 'helper-bot@zulip.example.org', fullName: 'Bram Copperfield-Nye (they) (S1\'26)', apiKey: 'k77', isBot: true };
const users = communityUsers(TEST_TODAY);
const bram = users.find((u) => u.id === 1002)!;
const fakes: FakeZulip[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});

async function setup() {
  const zulip = await FakeZulip.start({ users: [BOT, HELPER, ...users] });
  fakes.push(zulip);
  const api = await ZulipApi.connect({ site: zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  const clock = fixedClock('2026-11-20T15:00:00Z');
  const cache = new ZulipUserCache({ api, log: silentLogger, clock });
  const count = (pattern: RegExp) => zulip.requests.filter((r) => r.method === 'GET' && pattern.test(r.path)).length;
  return { zulip, cache, clock, lists: () => count(/^\/api\/v1\/users$/), singles: () => count(/^\/api\/v1\/users\/\d+$/) };
}

describe('ZulipUserCache', () => {
  it("a name finds people, not bots, with Zulip's hidden-email placeholder and no delivery email", async () => {
    const { cache } = await setup();
    expect(HELPER.fullName).toBe(bram.fullName);
    const found = await cache.findByFullName(bram.fullName.toUpperCase());
    expect(found).toEqual([{ zulipId: 1002, fullName: bram.fullName, email: 'user1002@zulip.example.org', deliveryEmail: null }]);
  });

  it('names, reactions and senders share one GET /users; ids it listed cost nothing more', async () => {
    const { cache, lists, singles } = await setup();
    // Ten reactions at once: one list between them.
    await Promise.all(users.slice(0, 10).map((u) => cache.get(u.id)));
    expect(lists()).toBe(1);
    expect((await cache.people([1002, HELPER.id])).get(1002)).toMatchObject({ zulipId: 1002, deliveryEmail: null });
    expect((await cache.people([HELPER.id])).size).toBe(0);
    expect(await cache.sender(1001)).toMatchObject({ userId: 1001, isBot: false });
    expect(cache.peek(HELPER.id)).toMatchObject({ isBot: true });
    expect(await cache.findByFullName(bram.fullName)).toHaveLength(1);
    expect([lists(), singles()]).toEqual([1, 0]);
  });

  it('a backlog of new senders costs one GET /users, not one look-up each (issue 24: 100 look-ups before the first reply)', async () => {
    const { cache, lists, singles } = await setup();
    await Promise.all(users.slice(0, 50).map((u) => cache.sender(u.id)));
    expect([lists(), singles()]).toEqual([1, 0]);
  });

  it('a sender the recent list does not know is asked for alone; a failed lookup is null, asked again after a few seconds', async () => {
    const { zulip, cache, clock, lists, singles } = await setup();
    await cache.sender(1001);
    zulip.addUser({ id: 1999, email: 'new@example.org', fullName: 'New Member', apiKey: 'k1999' });
    zulip.failNext(1, { status: 500, path: /\/users\/1999$/ });
    expect(await cache.sender(1999)).toBeNull();
    expect(await cache.sender(1999)).toBeNull();
    expect(singles()).toBe(1);
    clock.advance(5_000);
    expect(await cache.sender(1999)).toMatchObject({ userId: 1999 });
    expect([lists(), singles()]).toEqual([1, 2]);
  });

  it('a name nobody has refetches the list, at most once a minute; the list is trusted for 30 minutes', async () => {
    const { zulip, cache, clock, lists } = await setup();
    await cache.findByFullName(bram.fullName);
    zulip.renameUser(1003, 'Cleo E.');
    expect(await cache.findByFullName('Cleo E.')).toEqual([]);
    expect(lists()).toBe(1);
    clock.advance(61_000);
    expect(await cache.findByFullName('Cleo E.')).toMatchObject([{ zulipId: 1003 }]);
    expect(lists()).toBe(2);
    clock.advance(29 * 60_000);
    await cache.findByFullName('Cleo E.');
    expect(lists()).toBe(2);
    clock.advance(2 * 60_000);
    await cache.findByFullName('Cleo E.');
    expect(lists()).toBe(3);
  });
});
