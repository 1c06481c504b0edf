import { describe, expect, it } from 'vitest';
import { isBroken } from '../../src/sandbox/drift.js';
import { spawnFrontdesk } from '../support/child.js';
import { call } from '../support/http.js';
import { makeProfile } from '../support/profiles.js';
import { testSandbox } from '../support/sandbox.js';

type Json = Record<string, unknown>;

/** The sandbox as an independent directory (issue 22): the same data, answered drifted; the store untouched. */
describe('sandbox drift', () => {
  const data = () => ({
    profiles: Array.from({ length: 16 }, (_, i) =>
      makeProfile(i + 1, {
        texts: { bio: 'x'.repeat(300), before_rc: '', during_rc: '', interests: '', employer_info: '', skills: '' },
        stints: [{ id: 1, type: 'retreat', batch: { id: 7, name: 'Fall 1, 2026', short_name: "F1'26", alt_name: null }, start_date: '2026-09-01', end_date: null, for_half_batch: false }],
      }),
    ),
    visits: Array.from({ length: 16 }, (_, i) => ({ person_id: i + 1, date: '2026-11-20', notes: 'hi', app_data: {}, created_at: '2026-11-20T09:00:00-05:00', updated_at: '2026-11-20T09:00:00-05:00', created_by_app: null, updated_by_app: null })),
  });

  it('truncated-booleans: every *_truncated a boolean (true where a shortened text was), nothing else changed', async () => {
    const plain = await testSandbox({ data: data() });
    const drifted = await testSandbox({ data: data(), drift: 'truncated-booleans' });
    const get = async (s: typeof plain, path: string) => (await call(s.url, 'GET', `/api/v1${path}`, { token: s.token })).body as Json[];
    const [before, after] = [await get(plain, '/profiles?limit=50'), await get(drifted, '/profiles?limit=50')];
    expect(after.map((p) => [p.bio_truncated, p.interests_truncated])).toEqual(before.map(() => [true, false]));
    const untouched = (p: Json) => Object.fromEntries(Object.entries(p).filter(([k]) => !k.endsWith('_truncated')));
    expect(after.map(untouched)).toEqual(before.map(untouched));
    expect(await get(drifted, '/hub_visits?date=2026-11-20')).toEqual(await get(plain, '/hub_visits?date=2026-11-20'));
    expect(drifted.store.profile(1)).toEqual(plain.store.profile(1));
  });

  it('all: ids and flags as text, dates with a time, a batch as its name, app_data as JSON text; one person in 16 broken', async () => {
    const sandbox = await testSandbox({ data: data(), drift: 'all' });
    const get = async (path: string) => (await call(sandbox.url, 'GET', `/api/v1${path}`, { token: sandbox.token })).body as Json[];
    const profiles = new Map((await get('/profiles?limit=50')).map((p) => [Number(p.id), p]));
    expect(profiles.get(8)).toMatchObject({ id: '8', bio_truncated: true, member_since_2027: { nested: [1, { deep: true }], note: null } });
    expect(profiles.get(2)!.stints).toEqual([expect.objectContaining({ batch: 'Fall 1, 2026', start_date: '2026-09-01T09:00:00-05:00', in_progress: 'true' })]);
    expect(profiles.get(15)).toMatchObject({ name: null, first_name: null, last_name: 42 });
    expect([...profiles.keys()].filter(isBroken)).toEqual([15]);
    const visits = new Map((await get('/hub_visits?date=2026-11-20')).map((v) => [Number((v.person as Json | undefined)?.id ?? v.person_id), v]));
    expect(visits.get(3)!.date).toBe('2026-11-20T00:00:00-05:00');
    expect(visits.get(4)!.app_data).toBe('{}');
    expect(visits.get(7)).toMatchObject({ person_id: 7, created_by_app: 7 });
    expect(visits.get(7)).not.toHaveProperty('person');
    expect([...visits.values()].find((v) => (v.person as Json | undefined)?.id === 'someone')).toBeDefined();
  });

  it('frontdesk sandbox --quirks production,drift serves drifted answers; an unknown quirk is a usage error', async () => {
    const child = spawnFrontdesk(['sandbox', '--port', '0', '--quirks', 'production,drift'], { SANDBOX_TOKEN: 'drift-token' });
    await child.waitFor(/Ctrl-C stops it/);
    expect(child.stdout()).toContain('answers: drifted (drift)');
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(child.stdout())![1]!;
    const profiles = (await call(url, 'GET', '/api/v1/profiles?limit=50', { token: 'drift-token' })).body as Json[];
    expect(profiles.every((p) => typeof p.bio_truncated === 'boolean')).toBe(true);
    child.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    const wrong = spawnFrontdesk(['sandbox', '--quirks', 'drifty']);
    expect(await wrong.exited).toBe(2);
    expect(wrong.stderr()).toContain('--quirks takes spec or production, and drift or truncated-booleans (comma-separated), got "drifty"');
  });
});
