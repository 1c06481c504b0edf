import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { InstanceBeacon, recentInstances } from '../../src/zulip/instances.js';

describe('instance reports in the bot account status text', () => {
  it('reads fresh reports of other instances, newest first', () => {
    const now = 1_764_000_000;
    expect(recentInstances(`frontdesk 0000000a@${now - 10} 0000000b@${now - 100}`, now)).toEqual([
      { instance: '0000000a', secondsAgo: 10 },
      { instance: '0000000b', secondsAgo: 100 },
    ]);
    expect(recentInstances(`frontdesk 0000000a@${now - 10} 0000000b@${now - 151}`, now, '0000000a')).toEqual([]);
    expect(recentInstances('out to lunch', now)).toEqual([]);
  });

  it('two beacons on one account see each other; a stopped one withdraws its report', async () => {
    let status = '';
    const api = { getStatusText: () => Promise.resolve(status), setOwnStatusText: (t: string) => Promise.resolve(void (status = t)) };
    let now = 1_764_000_000_000;
    const a = new InstanceBeacon(api, 42, silentLogger, () => now);
    const b = new InstanceBeacon(api, 42, silentLogger, () => now);
    expect(await a.beat()).toEqual([]);
    now += 30_000;
    expect(await b.beat()).toEqual([{ instance: a.id, secondsAgo: 30 }]);
    now += 30_000;
    expect(await a.beat()).toEqual([{ instance: b.id, secondsAgo: 30 }]);
    await a.stop();
    expect(status).toBe('');
    now += 60_000;
    expect(await b.beat()).toEqual([]);
  });
});
