import { describe, expect, it } from 'vitest';
import { DirectoryClient } from '../../src/directory/client.js';
import { silentLogger } from '../../src/log.js';
import { MemberIndex } from '../../src/members/member-index.js';
import { MemberResolver, type MemberLookup } from '../../src/members/resolver.js';
import { fixedClock } from '../../src/time/clock.js';
import { makeProfile, testSandbox, TEST_NOW } from '../support/sandbox.js';

async function setup(options: { latencyMs?: number } = {}) {
  const profiles = [
    makeProfile(1, { first_name: 'Ines', last_name: 'Harrowgate', email: 'ines@example.org', zulip_id: 11 }),
    // Same email as a Zulip user who is someone else: the email step must check zulip_id.
    makeProfile(2, { first_name: 'Lev', last_name: 'Inkwell', email: 'shared@example.org', zulip_id: 22 }),
    makeProfile(3, { first_name: 'Mina', last_name: 'Saltmarsh', email: 'mina@example.org', zulip_id: 33 }),
    makeProfile(4, { first_name: 'Nico', last_name: 'Pebbleton', email: 'nico@example.org', zulip_id: null }),
  ];
  const sandbox = await testSandbox({ data: { profiles, visits: [] }, latencyMs: options.latencyMs });
  const clock = fixedClock(TEST_NOW);
  const directory = new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token });
  const index = new MemberIndex(directory, silentLogger);
  const resolver = new MemberResolver({ directory, clock, index, ttlMs: 60_000, missTtlMs: 5_000 });
  return { sandbox, clock, directory, index, resolver };
}

/** The profile id a lookup found, 'none' or 'loading'. */
const idOf = (r: MemberLookup) => (r.status === 'found' ? r.profile.id : r.status);

describe('member resolution', () => {
  it('finds a member by their email when the profile carries their zulip_id, then serves them from cache', async () => {
    const { resolver, sandbox } = await setup();
    const profile = await resolver.resolve({ zulipId: 11, fullName: 'Ines Harrowgate', email: 'ines@example.org' });
    expect(idOf(profile)).toBe(1);
    expect(sandbox.requests.map((r) => r.path)).toEqual(['/api/v1/profiles/ines%40example.org']);
    await resolver.resolve({ zulipId: 11, fullName: 'Ines Harrowgate', email: 'ines@example.org' });
    expect(sandbox.requests).toHaveLength(1);
  });

  it('does not accept a profile by email when its zulip_id is someone else; falls back to the name', async () => {
    const { resolver, sandbox } = await setup();
    const profile = await resolver.resolve({ zulipId: 33, fullName: 'Mina Saltmarsh', email: 'shared@example.org' });
    expect(idOf(profile)).toBe(3);
    expect(sandbox.requests.map((r) => r.path)).toEqual(['/api/v1/profiles/shared%40example.org', '/api/v1/profiles']);
    expect(sandbox.requests[1]!.query).toEqual({ query: 'Mina Saltmarsh', limit: '50' });
  });

  it('prefers delivery_email over a placeholder sender email', async () => {
    const { resolver, sandbox } = await setup();
    const profile = await resolver.resolve({ zulipId: 11, fullName: 'I. H.', email: 'user11@zulip.example.com', deliveryEmail: 'ines@example.org' });
    expect(idOf(profile)).toBe(1);
    expect(sandbox.requests[0]!.path).toBe('/api/v1/profiles/ines%40example.org');
  });

  it('caches a miss briefly, then asks again', async () => {
    const { resolver, sandbox, clock } = await setup();
    const stranger = { zulipId: 99, fullName: 'Stranger Danger', email: 'stranger@example.org' };
    expect(idOf(await resolver.resolve(stranger))).toBe('none');
    const asked = sandbox.requests.length;
    expect(idOf(await resolver.resolve(stranger))).toBe('none');
    expect(sandbox.requests).toHaveLength(asked);
    clock.advance(5_001);
    expect(idOf(await resolver.resolve(stranger))).toBe('none');
    expect(sandbox.requests.length).toBeGreaterThan(asked);
  });

  it('expires hits after their TTL', async () => {
    const { resolver, sandbox, clock } = await setup();
    const ines = { zulipId: 11, fullName: 'Ines Harrowgate', email: 'ines@example.org' };
    await resolver.resolve(ines);
    clock.advance(60_001);
    await resolver.resolve(ines);
    expect(sandbox.requests).toHaveLength(2);
  });

  it('shares one request between concurrent lookups of the same id', async () => {
    const { resolver, sandbox } = await setup({ latencyMs: 50 });
    const ines = { zulipId: 11, fullName: 'Ines Harrowgate', email: 'ines@example.org' };
    const results = await Promise.all(Array.from({ length: 10 }, () => resolver.resolve(ines)));
    expect(results.every((p) => idOf(p) === 1)).toBe(true);
    expect(sandbox.requests).toHaveLength(1);
  });

  it('a mention that finds nobody (name differs, no email) does not spoil the member\'s own lookup', async () => {
    const { resolver } = await setup();
    expect(idOf(await resolver.resolveMention({ zulipId: 11, fullName: 'Nickname Only' }))).toBe('none');
    expect(idOf(await resolver.resolve({ zulipId: 11, fullName: 'Nickname Only', email: 'ines@example.org' }))).toBe(1);
    expect(idOf(await resolver.resolveMention({ zulipId: 11, fullName: 'Nickname Only' }))).toBe(1);
  });

  it('does not cache a failure: the next lookup tries again', async () => {
    const { resolver, sandbox } = await setup();
    sandbox.injectFault({ status: 401 });
    const ines = { zulipId: 11, fullName: 'Ines Harrowgate', email: 'ines@example.org' };
    await expect(resolver.resolve(ines)).rejects.toThrow(/authentication failed/);
    expect(idOf(await resolver.resolve(ines))).toBe(1);
  });

  it('uses the warm index with no request at all, and never waits for a cold one', async () => {
    const { resolver, sandbox, index } = await setup();
    // The index walk is held by the directory until the test releases it: an explicit event, not a race of latencies.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.injectFault({ holdUntil: held, match: (method, path) => method === 'GET' && path === '/api/v1/profiles' });
    const building = index.refresh();
    const mina = { zulipId: 33, fullName: 'Mina Saltmarsh', email: 'mina@example.org' };
    expect(idOf(await resolver.resolve(mina))).toBe(3);
    expect(index.warm).toBe(false);
    release();
    await building;
    expect(index.warm).toBe(true);
    expect(index.size).toBe(4);
    sandbox.clearRequests();
    expect(idOf(await resolver.resolve({ zulipId: 11, fullName: 'x' }))).toBe(1);
    expect(resolver.known(2)?.name).toBe('Lev Inkwell');
    expect(sandbox.requests).toHaveLength(0);
  });

  it('keeps serving the old index when a refresh fails', async () => {
    const { index, sandbox } = await setup();
    await index.refresh();
    sandbox.injectFault({ status: 500, times: 10 });
    await index.refresh();
    expect(index.warm).toBe(true);
    expect(index.byZulipId(22)?.id).toBe(2);
    index.stop();
  });
});
