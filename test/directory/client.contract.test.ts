import { describe, expect, it } from 'vitest';
import { DirectoryNotFoundError } from '../../src/directory/errors.js';
import { clientFor, makeProfile, testSandbox, TEST_TODAY } from '../support/sandbox.js';

// The client against the sandbox over real HTTP: every operation of the spec.
describe('directory client: hub visits', () => {
  it('lists visits with every filter, leaving out the ones not given', async () => {
    const sandbox = await testSandbox();
    const { client } = clientFor(sandbox);
    const me = sandbox.store.profiles()[0]!;

    await client.listHubVisits();
    await client.listHubVisits({ date: TEST_TODAY });
    await client.listHubVisits({ start_date: '2026-11-01', end_date: '2026-11-20', person_id: me.id, page: 2, per_page: 50 });

    const [none, one, all] = sandbox.requests.map((r) => r.query);
    expect(none).toEqual({});
    expect(one).toEqual({ date: TEST_TODAY });
    expect(all).toEqual({ start_date: '2026-11-01', end_date: '2026-11-20', person_id: String(me.id), page: '2', per_page: '50' });
  });

  it('returns the visits of a day, oldest check-in first, with the person named', async () => {
    const sandbox = await testSandbox();
    const { client } = clientFor(sandbox);
    const visits = await client.listHubVisits({ date: TEST_TODAY, per_page: 200 });
    const expected = sandbox.store.listVisits({ date: TEST_TODAY });
    expect(visits.map((v) => v.person.id)).toEqual(expected.map((v) => v.person_id));
    expect(visits.length).toBeGreaterThan(0);
    for (const v of visits) {
      expect(v.date).toBe(TEST_TODAY);
      expect(v.person.name).toBe(`${sandbox.store.profile(v.person.id)!.first_name} ${sandbox.store.profile(v.person.id)!.last_name}`);
    }
  });

  it('creates a visit with PATCH, form-encoded, sending only the fields given', async () => {
    const sandbox = await testSandbox();
    const { client } = clientFor(sandbox);
    const id = sandbox.store.profiles()[1]!.id;

    const created = await client.upsertHubVisit(id, '2026-12-03', { notes: 'pairing on a parser' });
    expect(created).toMatchObject({ person: { id }, date: '2026-12-03', notes: 'pairing on a parser', app_data: {} });

    const bare = await client.upsertHubVisit(id, '2026-12-03');
    expect(bare.notes).toBe('pairing on a parser');

    await client.upsertHubVisit(id, '2026-12-03', { appData: { source: 'frontdesk', n: 1 } });
    const [withNotes, withNothing, withAppData] = sandbox.requests;
    expect(withNotes!.method).toBe('PATCH');
    expect(withNotes!.contentType).toBe('application/x-www-form-urlencoded');
    expect(withNotes!.body).toBe('notes=pairing+on+a+parser');
    expect(withNothing!.body).toBe('');
    expect(new URLSearchParams(withAppData!.body).get('app_data')).toBe('{"source":"frontdesk","n":1}');
    expect(new URLSearchParams(withAppData!.body).has('notes')).toBe(false);
    expect((await client.getHubVisit(id, '2026-12-03')).app_data).toEqual({ source: 'frontdesk', n: 1 });
  });

  it('replaces notes entirely, and clears them with an empty string', async () => {
    const sandbox = await testSandbox();
    const { client } = clientFor(sandbox);
    const id = sandbox.store.profiles()[2]!.id;
    await client.upsertHubVisit(id, '2026-12-04', { notes: 'first' });
    expect((await client.replaceHubVisitNotes(id, '2026-12-04', 'second')).notes).toBe('second');
    expect((await client.replaceHubVisitNotes(id, '2026-12-04', '')).notes).toBe('');
    expect(sandbox.requests.at(-1)!.path).toBe(`/api/v1/hub_visits/${id}/2026-12-04/notes`);
    expect(sandbox.requests.at(-1)!.body).toBe('notes=');
  });

  it('gets one visit, or a not-found error; findHubVisit turns that into null', async () => {
    const sandbox = await testSandbox();
    const { client } = clientFor(sandbox);
    const id = sandbox.store.profiles()[3]!.id;
    await expect(client.getHubVisit(id, '2030-01-01')).rejects.toBeInstanceOf(DirectoryNotFoundError);
    expect(await client.findHubVisit(id, '2030-01-01')).toBeNull();
    await client.upsertHubVisit(id, '2030-01-01');
    expect((await client.findHubVisit(id, '2030-01-01'))?.date).toBe('2030-01-01');
  });

  it('deletes: "deleted" on 2xx, "not_found" on 404 (spec), and "deleted" on production\'s 200 for nothing', async () => {
    const spec = await testSandbox();
    const { client } = clientFor(spec);
    const id = spec.store.profiles()[0]!.id;
    await client.upsertHubVisit(id, '2026-12-05');
    expect(await client.deleteHubVisit(id, '2026-12-05')).toBe('deleted');
    expect(spec.requests.at(-1)!.status).toBe(204);
    expect(await client.deleteHubVisit(id, '2026-12-05')).toBe('not_found');

    const production = await testSandbox({ quirks: 'production' });
    const prod = clientFor(production).client;
    expect(await prod.deleteHubVisit(id, '2026-12-05')).toBe('deleted');
    expect(production.requests.at(-1)!.status).toBe(200);
  });

  it('survives production appending notes on PATCH: it reports what the server says', async () => {
    const production = await testSandbox({ quirks: 'production' });
    const { client } = clientFor(production);
    const id = production.store.profiles()[0]!.id;
    await client.upsertHubVisit(id, '2026-12-06', { notes: 'morning' });
    const again = await client.upsertHubVisit(id, '2026-12-06', { notes: 'afternoon' });
    expect(again.notes).toBe('morning\n\nafternoon');
  });
});

describe('directory client: profiles', () => {
  it('searches with every parameter, leaving out the ones not given', async () => {
    const sandbox = await testSandbox();
    const { client } = clientFor(sandbox);
    await client.searchProfiles();
    await client.searchProfiles({ query: 'rust', batch_id: 104, location_id: 1, role: 'recurser', scope: 'current', limit: 5, offset: 10 });
    expect(sandbox.requests[0]!.query).toEqual({});
    expect(sandbox.requests[1]!.query).toEqual({
      query: 'rust',
      batch_id: '104',
      location_id: '1',
      role: 'recurser',
      scope: 'current',
      limit: '5',
      offset: '10',
    });
  });

  it('finds profiles by id, by email (URL-encoded as a path segment) and "me"', async () => {
    const sandbox = await testSandbox();
    sandbox.store.putProfile(makeProfile(777, { email: 'a+b@x.org', first_name: 'Plus', last_name: 'Sign' }));
    const { client } = clientFor(sandbox);

    expect((await client.getProfileById(777)).name).toBe('Plus Sign');
    expect((await client.getProfileByEmail('a+b@x.org')).id).toBe(777);
    expect(sandbox.requests.at(-1)!.path).toBe('/api/v1/profiles/a%2Bb%40x.org');
    expect((await client.getMyProfile()).id).toBe(sandbox.store.profiles()[0]!.id);
    await expect(client.getProfileById(999_999)).rejects.toBeInstanceOf(DirectoryNotFoundError);
    await expect(client.getProfileByEmail('nobody@example.org')).rejects.toBeInstanceOf(DirectoryNotFoundError);
  });

  it('accepts a profile whose zulip_id is null', async () => {
    const sandbox = await testSandbox();
    sandbox.store.putProfile(makeProfile(778, { zulip_id: null }));
    const { client } = clientFor(sandbox);
    expect((await client.getProfileById(778)).zulip_id).toBeNull();
  });

  it('sends a User-Agent naming frontdesk and the bearer token', async () => {
    const sandbox = await testSandbox();
    const { client } = clientFor(sandbox, { userAgent: 'frontdesk/9.9.9' });
    await client.getMyProfile();
    expect(sandbox.requests[0]!.userAgent).toBe('frontdesk/9.9.9');
    expect(sandbox.requests[0]!.status).toBe(200);
  });
});
