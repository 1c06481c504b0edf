import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoData } from '../../src/sandbox/demo-data.js';
import { startSandbox } from '../../src/sandbox/server.js';
import { fixedClock } from '../../src/time/clock.js';
import { addDaysIso } from '../../src/time/hub-date.js';
import { call } from '../support/http.js';
import { TEST_NOW, TEST_TODAY, TEST_TOKEN } from '../support/sandbox.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('sandbox: demo data', () => {
  const data = demoData({ today: TEST_TODAY, timeZone: 'America/New_York' });

  it('has at least 60 fictional members, about 80% with a zulip_id', () => {
    expect(data.profiles.length).toBeGreaterThanOrEqual(60);
    const linked = data.profiles.filter((p) => p.zulip_id !== null).length / data.profiles.length;
    expect(linked).toBeGreaterThan(0.75);
    expect(linked).toBeLessThan(0.85);
    // Reserved example domains only: nobody real can be emailed or identified.
    const emails = data.profiles.flatMap((p) => (p.email === null ? [] : [p.email]));
    expect(emails.every((e) => /@example\.(org|com|net)$/.test(e))).toBe(true);
    expect(new Set(emails).size).toBe(emails.length);
    expect(data.profiles.every((p) => p.stints.length > 0 && p.current_location && p.texts.bio)).toBe(true);
    expect(data.profiles.some((p) => p.company)).toBe(true);
  });

  it('has four weeks of visits with notes, and some planned ones', () => {
    const dates = new Set(data.visits.map((v) => v.date));
    expect(dates.has(addDaysIso(TEST_TODAY, -27))).toBe(true);
    expect(dates.has(TEST_TODAY)).toBe(true);
    expect([...dates].some((d) => d > TEST_TODAY)).toBe(true);
    expect(data.visits.filter((v) => v.notes).length).toBeGreaterThan(data.visits.length / 2);
  });

  it('is deterministic', () => {
    expect(demoData({ today: TEST_TODAY, timeZone: 'America/New_York' })).toEqual(data);
    expect(demoData({ today: TEST_TODAY, timeZone: 'America/New_York', seed: 1 })).not.toEqual(data);
  });
});

describe('sandbox: persistence', () => {
  it('seeds a missing data file, saves changes atomically, and reloads them on start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'frontdesk-sandbox-'));
    dirs.push(dir);
    const file = join(dir, 'nested', 'directory.json');
    const first = await startSandbox({ dataFile: file, token: TEST_TOKEN, clock: fixedClock(TEST_NOW) });
    const id = first.store.profiles()[0]!.id;
    await call(first.url, 'PATCH', `/api/v1/hub_visits/${id}/2026-12-24`, { token: TEST_TOKEN, form: { notes: 'persist me' } });
    await first.close();

    const saved = JSON.parse(await readFile(file, 'utf8')) as { visits: Array<{ date: string; notes: string }> };
    expect(saved.visits.find((v) => v.date === '2026-12-24')?.notes).toBe('persist me');

    const second = await startSandbox({ dataFile: file, token: TEST_TOKEN, clock: fixedClock(TEST_NOW) });
    try {
      const res = await call(second.url, 'GET', `/api/v1/hub_visits/${id}/2026-12-24`, { token: TEST_TOKEN });
      expect(res.body).toMatchObject({ notes: 'persist me' });
    } finally {
      await second.close();
    }
  });
});
