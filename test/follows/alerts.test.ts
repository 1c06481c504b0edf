import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/directory/schemas.js';
import { ArrivalAlerts } from '../../src/follows/alerts.js';
import { silentLogger } from '../../src/log.js';
import { memberPolicy } from '../../src/privacy/policy.js';
import { MemberRecords } from '../../src/privacy/records.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import type { VisitEvent, WatchTick } from '../../src/watcher/watcher.js';

const NY = 'America/New_York';
const DAY = '2026-11-20';
const PEOPLE: Record<number, string> = { 1: 'Ada Quillfeather', 2: 'Bram Copperfield-Nye' };

function arrival(personId: number, at: string): VisitEvent {
  const visit = { person: { id: personId, name: PEOPLE[personId]! }, date: DAY, app_data: {}, notes: '', created_at: at, updated_at: at, created_by_app: 'Door Fob', updated_by_app: 'Door Fob' };
  return { kind: 'arrived', visit, date: DAY, at: new Date(at), earlier: false };
}

async function setup(store = new MemoryStore()) {
  const records = new MemberRecords(store, silentLogger);
  const sent: string[] = [];
  const make = () =>
    new ArrivalAlerts(
      {
        records,
        policy: memberPolicy(records),
        members: { known: (id: number) => ({ id, name: PEOPLE[id], zulip_id: 1000 + id }) as unknown as Profile, lookupMany: () => Promise.resolve(new Map()) },
        messenger: { dm: (_to, text) => Promise.resolve(sent.push(text)), react: () => Promise.resolve() },
        claims: { instance: 'test', sleep: () => Promise.resolve() },
        log: silentLogger,
      },
      { timeZone: NY, coalesceMs: 3 * 60_000, quiet: { from: 22, to: 7 } },
    );
  for (const id of [1, 2]) await records.update(id, DAY, (r) => ({ ...r, followable: 'anyone' }));
  await records.update(9, DAY, (r) => ({ ...r, zulipId: 900, following: [1, 2] }));
  const tick = (alerts: ArrivalAlerts, now: string, events: VisitEvent[] = []) => alerts.onTick({ date: now.slice(0, 10) === '2026-11-21' ? '2026-11-21' : DAY, events, visits: new Map(), now: new Date(now) } satisfies WatchTick);
  return { store, records, sent, make, tick };
}

describe('arrival alerts: coalesced, and held in quiet hours', () => {
  it('the first arrival goes out at once; more within a few minutes come together in one DM', async () => {
    const { sent, make, tick } = await setup();
    const alerts = make();
    await tick(alerts, '2026-11-20T15:00:00Z', [arrival(1, '2026-11-20T10:00:00-05:00')]);
    expect(sent).toEqual(['👋 @_**Ada Quillfeather|1001** arrived at the hub at 10:00 (by fob)']);
    await tick(alerts, '2026-11-20T15:01:00Z', [arrival(2, '2026-11-20T10:01:00-05:00')]);
    await tick(alerts, '2026-11-20T15:02:00Z');
    expect(sent).toHaveLength(1);
    await tick(alerts, '2026-11-20T15:03:00Z');
    expect(sent).toEqual([sent[0], '👋 @_**Bram Copperfield-Nye|1002** arrived at the hub at 10:01 (by fob)']);
  });

  it('in quiet hours they wait, in the store, and go out when the hours end, after a restart too', async () => {
    const { store, sent, make, tick } = await setup();
    await tick(make(), '2026-11-21T04:00:00Z', [arrival(1, '2026-11-20T23:00:00-05:00')]);
    expect(sent).toEqual([]);
    expect(store.keys('q:')).toEqual(['q:9']);
    // A new process (restart) in the night: it finds them held.
    const again = make();
    await tick(again, '2026-11-21T11:59:00Z');
    expect(sent).toEqual([]);
    await tick(again, '2026-11-21T12:00:00Z');
    expect(sent).toEqual(['👋 @_**Ada Quillfeather|1001** arrived at the hub on Fri Nov 20 (23:00, by fob)']);
    expect(store.keys('q:')).toEqual([]);
  });
});
