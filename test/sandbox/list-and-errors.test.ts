import { describe, expect, it } from 'vitest';
import { call } from '../support/http.js';
import { crowd, testSandbox, TEST_TODAY, TEST_TOKEN } from '../support/sandbox.js';

describe('sandbox: listing hub visits', () => {
  async function seeded() {
    const a = crowd(3, '2026-11-18', 1);
    const b = crowd(2, '2026-11-20', 10);
    const c = crowd(4, '2026-11-23', 20);
    const sandbox = await testSandbox({
      data: { profiles: [...a.profiles, ...b.profiles, ...c.profiles], visits: [...a.visits, ...b.visits, ...c.visits] },
    });
    const list = async (query: string) => {
      const res = await call(sandbox.url, 'GET', `/api/v1/hub_visits${query}`, { token: TEST_TOKEN });
      return res.body as Array<{ date: string; person: { id: number } }>;
    };
    return { sandbox, list };
  }

  it('with no parameters lists from today (hub time) onward, oldest first', async () => {
    const { list } = await seeded();
    const dates = (await list('')).map((v) => v.date);
    expect(dates).toEqual(['2026-11-20', '2026-11-20', '2026-11-23', '2026-11-23', '2026-11-23', '2026-11-23']);
  });

  it('filters by date, by inclusive start_date/end_date, and by person_id', async () => {
    const { list } = await seeded();
    expect((await list(`?date=${TEST_TODAY}`)).map((v) => v.person.id)).toEqual([10, 11]);
    expect((await list('?start_date=2026-11-18&end_date=2026-11-20')).length).toBe(5);
    expect((await list('?end_date=2026-11-18')).length).toBe(3);
    expect((await list('?start_date=2026-11-21')).length).toBe(4);
    expect((await list('?start_date=2026-11-01&person_id=2')).map((v) => v.date)).toEqual(['2026-11-18']);
    expect((await list('?date=2026-11-18&start_date=2026-11-19')).length).toBe(0);
  });

  it('pages with page and per_page, per_page capped at 200', async () => {
    const sandbox = await testSandbox({ data: crowd(450, TEST_TODAY) });
    const page = async (q: string) =>
      ((await call(sandbox.url, 'GET', `/api/v1/hub_visits?date=${TEST_TODAY}${q}`, { token: TEST_TOKEN })).body as unknown[]).length;
    expect(await page('')).toBe(100);
    expect(await page('&per_page=500')).toBe(200);
    expect(await page('&per_page=200&page=3')).toBe(50);
    expect(await page('&per_page=200&page=4')).toBe(0);
  });
});

describe('sandbox: auth and errors', () => {
  it('answers 401 {"message":"unauthorized"} without a valid bearer token', async () => {
    const sandbox = await testSandbox();
    for (const token of [undefined, 'wrong']) {
      const res = await call(sandbox.url, 'GET', '/api/v1/profiles/me', { token });
      expect(res).toMatchObject({ status: 401, body: { message: 'unauthorized' } });
    }
    const viaQuery = await call(sandbox.url, 'GET', `/api/v1/profiles/me?access_token=${TEST_TOKEN}`);
    expect(viaQuery.status).toBe(200);
  });

  it('answers 404 {"message":"not_found"} for unknown paths and records', async () => {
    const sandbox = await testSandbox();
    for (const path of ['/api/v1/nope', '/elsewhere', '/api/v1/profiles/4242', '/api/v1/hub_visits/1/2026-11-20/extra']) {
      expect(await call(sandbox.url, 'GET', path, { token: TEST_TOKEN })).toMatchObject({ status: 404, body: { message: 'not_found' } });
    }
  });

  it('answers 400 with a JSON message for a malformed id, date or parameter', async () => {
    const sandbox = await testSandbox();
    const bad = [
      '/api/v1/hub_visits/abc/2026-11-20',
      '/api/v1/hub_visits/99999999999/2026-11-20',
      '/api/v1/hub_visits/1/2026-02-30',
      '/api/v1/hub_visits/1/tomorrow',
      '/api/v1/hub_visits?date=11/20/2026',
      '/api/v1/hub_visits?per_page=-1',
      '/api/v1/hub_visits?person_id=x',
      '/api/v1/profiles?limit=many',
      '/api/v1/profiles?role=wizard',
      '/api/v1/profiles?scope=everyone',
      '/api/v1/profiles/not-an-id',
    ];
    for (const path of bad) {
      const res = await call(sandbox.url, 'GET', path, { token: TEST_TOKEN });
      expect(res.status, path).toBe(400);
      expect((res.body as { message: string }).message, path).toMatch(/\w/);
    }
    const badAppData = await call(sandbox.url, 'PATCH', `/api/v1/hub_visits/${sandbox.store.profiles()[0]!.id}/2026-11-20`, {
      token: TEST_TOKEN,
      form: { app_data: '{nope' },
    });
    expect(badAppData).toMatchObject({ status: 400, body: { message: 'app_data must be a JSON value' } });
  });

  it('refuses a PATCH for a person who is not in the directory', async () => {
    const sandbox = await testSandbox();
    const res = await call(sandbox.url, 'PATCH', '/api/v1/hub_visits/4242/2026-11-20', { token: TEST_TOKEN });
    expect(res.status).toBe(404);
  });
});
