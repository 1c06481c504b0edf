import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { capturingLogger } from '../support/capture-log.js';
import { arrivalHow } from '../../src/watcher/how.js';
import { VisitWatcher, type VisitEvent } from '../../src/watcher/watcher.js';
import { clientFor, crowd, makeProfile, testSandbox, TEST_TODAY } from '../support/sandbox.js';

const NY = 'America/New_York';

async function setup(visits: Array<{ person_id: number; date: string; created_at: string; updated_at?: string }> = []) {
  const profiles = Array.from({ length: 5 }, (_, i) => makeProfile(i + 1));
  const sandbox = await testSandbox({
    quirks: 'production',
    data: {
      profiles,
      visits: visits.map((v) => ({ notes: '', app_data: {}, updated_at: v.created_at, created_by_app: 'Hub Web', updated_by_app: 'Hub Web', ...v })),
    },
  });
  // One attempt a listing, so the client's circuit breaker (5 failures, 30 s on the wall clock) stays closed here.
  const { client } = clientFor(sandbox, { maxAttempts: 1 });
  const watcher = new VisitWatcher({ directory: client, clock: sandbox.clock, timeZone: NY, intervalMs: 60_000, log: silentLogger });
  const seen: VisitEvent[][] = [];
  watcher.onTick((tick) => void seen.push(tick.events));
  const listings = () => sandbox.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/hub_visits').length;
  return { sandbox, watcher, seen, listings, minute: () => sandbox.clock.advance(60_000) };
}

const kinds = (events: VisitEvent[] | undefined) => (events ?? []).map((e) => `${e.kind} ${e.visit.person.id}`);

describe('the visit watcher', () => {
  it('takes what is there at start as a baseline, then tells arrivals made by any app, departures and cancellations, one listing a tick', async () => {
    const { sandbox, watcher, seen, listings, minute } = await setup([
      { person_id: 1, date: TEST_TODAY, created_at: `${TEST_TODAY}T09:00:00-05:00` },
      // Planned yesterday for today: not arrived yet.
      { person_id: 2, date: TEST_TODAY, created_at: '2026-11-19T18:00:00-05:00' },
    ]);
    await watcher.tick();
    expect(seen).toEqual([[]]);
    minute();
    sandbox.store.upsertVisit(3, TEST_TODAY, {}, 'Hub Kiosk');
    sandbox.store.upsertVisit(2, TEST_TODAY, {}, 'Door Fob Reader');
    await watcher.tick();
    expect(kinds(seen[1])).toEqual(['arrived 2', 'arrived 3']);
    const [fob, kiosk] = seen[1]!;
    expect(arrivalHow(fob!.visit, true)).toBe('fob');
    expect(arrivalHow(kiosk!.visit, false)).toBe('kiosk');
    expect(fob!.at?.getTime()).toBe(sandbox.clock.now().getTime());
    minute();
    sandbox.store.upsertVisit(1, TEST_TODAY, { app_data: { frontdesk: { left_at: `${TEST_TODAY}T11:01:00-05:00` } } }, null);
    sandbox.store.deleteVisit(3, TEST_TODAY);
    await watcher.tick();
    expect(kinds(seen[2])).toEqual(['left 1', 'cancelled 3']);
    // Nothing changed: nothing told, and still one request.
    minute();
    await watcher.tick();
    expect(seen[3]).toEqual([]);
    expect(listings()).toBe(4);
  });

  it('a directory outage pauses it; arrivals made meanwhile are told once, as earlier, when it answers again', async () => {
    const { sandbox, watcher, seen, minute } = await setup();
    await watcher.tick();
    sandbox.injectFault({ status: 500, body: '{"message":"down"}', times: 1_000, match: (m, p) => m === 'GET' && p === '/api/v1/hub_visits' });
    minute();
    sandbox.store.upsertVisit(4, TEST_TODAY, {}, 'Hub Kiosk');
    for (let i = 0; i < 3; i++) {
      expect(await watcher.tick()).toBeUndefined();
      minute();
    }
    expect(watcher.failing).toBe(true);
    sandbox.clearFaults();
    sandbox.store.upsertVisit(5, TEST_TODAY, {}, 'Hub Kiosk');
    await watcher.tick();
    expect(seen.length).toBe(2);
    expect(seen[1]!.map((e) => [e.visit.person.id, e.earlier])).toEqual([[4, true], [5, false]]);
    minute();
    await watcher.tick();
    expect(seen[2]).toEqual([]);
  });

  it('a listing cut short by the shutdown is no directory failure: nothing is logged as one', async () => {
    const sandbox = await testSandbox({ quirks: 'production', data: { profiles: [makeProfile(1)], visits: [] } });
    const { client } = clientFor(sandbox, { maxAttempts: 1 });
    const { log, lines } = capturingLogger();
    const watcher = new VisitWatcher({ directory: client, clock: sandbox.clock, timeZone: NY, intervalMs: 60_000, log });
    let ticks = 0;
    watcher.onTick(() => void ticks++);
    sandbox.setLatency(300);
    watcher.start();
    // The first listing is in flight when the bot quits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await watcher.stop();
    expect(ticks).toBe(0);
    expect(watcher.failing).toBe(false);
    expect(lines().filter((l) => Number(l.level) >= 40)).toEqual([]);
  });

  it('at midnight the new day starts from nothing: its planned visits are no arrivals', async () => {
    const tomorrow = '2026-11-21';
    const { sandbox, watcher, seen } = await setup([{ person_id: 1, date: tomorrow, created_at: `${TEST_TODAY}T09:00:00-05:00` }]);
    await watcher.tick();
    sandbox.clock.set('2026-11-21T05:01:00Z'); // 00:01 in New York
    await watcher.tick();
    expect(watcher.today?.date).toBe(tomorrow);
    expect(seen[1]).toEqual([]);
    sandbox.clock.advance(9 * 3600_000);
    sandbox.store.upsertVisit(1, tomorrow, {}, 'Door Fob');
    await watcher.tick();
    expect(kinds(seen[2])).toEqual(['arrived 1']);
  });

  it('reads every page of a full day', async () => {
    const { profiles, visits } = crowd(450, TEST_TODAY);
    const sandbox = await testSandbox({ data: { profiles, visits } });
    const watcher = new VisitWatcher({ directory: clientFor(sandbox).client, clock: sandbox.clock, timeZone: NY, intervalMs: 60_000, log: silentLogger });
    await watcher.tick();
    expect(watcher.today?.visits.size).toBe(450);
  });
});
