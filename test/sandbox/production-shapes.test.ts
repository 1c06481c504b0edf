import { describe, expect, it } from 'vitest';
import { demoData } from '../../src/sandbox/demo-data.js';
import { call } from '../support/http.js';
import { makeProfile, testSandbox, TEST_TODAY, TEST_TOKEN } from '../support/sandbox.js';

type Json = Record<string, unknown>;

describe('sandbox: what public clients of the production service expect', () => {
  it('*_truncated is a string for a long text and null otherwise, never a boolean', async () => {
    const long = 'I build compilers. '.repeat(20).trim();
    const texts = { bio: long, before_rc: '', during_rc: '', interests: 'kites', employer_info: '', skills: '' };
    const sandbox = await testSandbox({ data: { profiles: [makeProfile(1, { texts })], visits: [] } });
    const res = await call(sandbox.url, 'GET', '/api/v1/profiles/1', { token: TEST_TOKEN });
    const p = res.body as Json;
    expect(typeof p.bio_truncated).toBe('string');
    expect((p.bio_truncated as string).length).toBeLessThan(long.length);
    expect(long.startsWith((p.bio_truncated as string).replace(/…$/, ''))).toBe(true);
    expect(p.interests_truncated).toBeNull();
    expect(Object.entries(p).filter(([k, v]) => k.endsWith('_truncated') && typeof v === 'boolean')).toEqual([]);
  });

  it('stints carry an id and a title; an employment stint has no batch', async () => {
    const sandbox = await testSandbox();
    const staff = sandbox.store.profiles().find((p) => p.stints.some((s) => s.type === 'employment'))!;
    const res = await call(sandbox.url, 'GET', `/api/v1/profiles/${staff.id}`, { token: TEST_TOKEN });
    const stints = (res.body as { stints: Json[] }).stints;
    expect(stints.every((s) => typeof s.id === 'number' && 'title' in s)).toBe(true);
    expect(stints.find((s) => s.type === 'employment')).toMatchObject({ title: 'Faculty', batch: null });
    // A data file from before stints had ids still gets one.
    const old = await testSandbox({ data: { profiles: [makeProfile(2, { stints: [{ type: 'retreat', batch: null, start_date: '2026-01-01', end_date: null, for_half_batch: false }] })], visits: [] } });
    const oldStints = ((await call(old.url, 'GET', '/api/v1/profiles/2', { token: TEST_TOKEN })).body as { stints: Json[] }).stints;
    expect(oldStints[0]).toMatchObject({ id: expect.any(Number) as number, title: null });
  });

  it('a new visit has app_data {}; a JSON-body PATCH with app_data as a JSON string is parsed (and merged on production)', async () => {
    for (const quirks of ['spec', 'production'] as const) {
      const sandbox = await testSandbox({ quirks });
      const path = '/api/v1/hub_visits/5000/2026-12-01';
      const created = await call(sandbox.url, 'PATCH', path, { token: TEST_TOKEN });
      expect((created.body as Json).app_data).toEqual({});
      await call(sandbox.url, 'PATCH', path, { token: TEST_TOKEN, json: { app_data: '{"source":"kiosk"}' } });
      const second = await call(sandbox.url, 'PATCH', path, { token: TEST_TOKEN, json: { app_data: JSON.stringify({ left_at: '17:05' }) } });
      expect((second.body as Json).app_data).toEqual(quirks === 'production' ? { source: 'kiosk', left_at: '17:05' } : { left_at: '17:05' });
      const bad = await call(sandbox.url, 'PATCH', path, { token: TEST_TOKEN, json: { app_data: '{not json' } });
      expect(bad.status).toBe(400);
    }
  });

  it('--quirks production: DELETE is a 200 no-op for a person with no visit, but 404 for a person who does not exist', async () => {
    const sandbox = await testSandbox({ quirks: 'production' });
    expect((await call(sandbox.url, 'DELETE', '/api/v1/hub_visits/5000/2026-12-25', { token: TEST_TOKEN })).status).toBe(200);
    const unknown = await call(sandbox.url, 'DELETE', '/api/v1/hub_visits/4242424/2026-12-25', { token: TEST_TOKEN });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'not_found' });
  });

  it('demo profiles and visits look like the real community: some nulls where production has them', () => {
    const data = demoData({ today: TEST_TODAY, timeZone: 'America/New_York' });
    for (const field of ['email', 'slug', 'image_path'] as const) {
      expect(data.profiles.filter((p) => p[field] === null).length, field).toBeGreaterThan(0);
      expect(data.profiles.slice(0, 10).every((p) => p[field] !== null)).toBe(true);
    }
    expect(data.profiles.some((p) => p.zulip_id === null)).toBe(true);
    expect(data.profiles.some((p) => p.stints.some((s) => s.batch === null && s.title))).toBe(true);
    expect(data.visits.every((v) => typeof v.app_data === 'object' && v.app_data !== null && v.created_at === v.updated_at)).toBe(true);
    expect(data.visits.some((v) => v.created_by_app === 'Hub Kiosk')).toBe(true);
  });
});
