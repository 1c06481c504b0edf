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

/** An embedded store whose writes fail while `failing` is set (Zulip unreachable). */
class FlakyStore extends MemoryStore {
  failing = false;
  override put(entries: Readonly<Record<string, string>>): Promise<void> {
    return this.failing ? Promise.reject(new Error('bot storage unreachable')) : super.put(entries);
  }
}

describe('held arrival alerts when the store fails as they go out', () => {
  it('a claim that cannot be written sends nothing; the alerts stay held and go out at the next tick, once', async () => {
    const store = new FlakyStore();
    const records = new MemberRecords(store, silentLogger);
    await records.update(1, DAY, (r) => ({ ...r, followable: 'anyone' }));
    await records.update(9, DAY, (r) => ({ ...r, zulipId: 900, following: [1] }));
    const sent: string[] = [];
    const alerts = new ArrivalAlerts(
      {
        records,
        policy: memberPolicy(records),
        members: { known: (id: number) => ({ id, name: 'Ada Quillfeather', zulip_id: 1001 }) as unknown as Profile, lookupMany: () => Promise.resolve(new Map()) },
        messenger: { dm: (_to, text) => Promise.resolve(sent.push(text)), react: () => Promise.resolve() },
        claims: { instance: 'test', sleep: () => Promise.resolve() },
        log: silentLogger,
      },
      { timeZone: NY, coalesceMs: 3 * 60_000, quiet: { from: 22, to: 7 } },
    );
    const at = '2026-11-20T23:00:00-05:00';
    const visit = { person: { id: 1, name: 'Ada Quillfeather' }, date: DAY, app_data: {}, notes: '', created_at: at, updated_at: at, created_by_app: 'Door Fob', updated_by_app: 'Door Fob' };
    const arrival: VisitEvent = { kind: 'arrived', visit, date: DAY, at: new Date(at), earlier: false };
    const tick = (now: string, events: VisitEvent[] = []) => alerts.onTick({ date: '2026-11-21', events, visits: new Map(), now: new Date(now) } satisfies WatchTick);

    await tick('2026-11-21T04:00:00Z', [arrival]);
    expect(store.keys('q:')).toEqual(['q:9']);
    store.failing = true;
    await tick('2026-11-21T12:00:00Z');
    expect(sent).toEqual([]);
    expect(store.keys('q:')).toEqual(['q:9']);
    store.failing = false;
    await tick('2026-11-21T12:01:00Z');
    await tick('2026-11-21T12:05:00Z');
    expect(sent).toEqual(['👋 @_**Ada Quillfeather|1001** arrived at the hub on Fri Nov 20 (23:00, by fob)']);
    expect(store.keys('q:')).toEqual([]);
  });
});
