import { describe, expect, it } from 'vitest';
import { DecodeReport } from '../../../src/util/tolerant/report.js';
import { createDeps } from '../../../src/app/deps.js';
import { DigestGatherer } from '../../../src/posts/digest/gather.js';
import { silentLogger } from '../../../src/log.js';
import type { SandboxData, StoredVisit } from '../../../src/sandbox/model.js';
import { fixedClock } from '../../../src/time/clock.js';
import { crowd, makeProfile, testSandbox, TEST_NOW } from '../../support/sandbox.js';
import { testPictures } from '../../support/pictures.js';

const visit = (personId: number, date: string): StoredVisit => ({
  person_id: personId,
  date,
  notes: '',
  app_data: null,
  created_at: `${date}T09:00:00-05:00`,
  updated_at: `${date}T09:00:00-05:00`,
  created_by_app: null,
  updated_by_app: null,
});

async function gatherer(data: SandboxData, index = false) {
  const sandbox = await testSandbox({ data });
  const { deps, index: memberIndex } = createDeps({
    directory: { baseUrl: sandbox.url, token: sandbox.token },
    settings: { timeZone: 'America/New_York', admins: [] },
    clock: fixedClock(TEST_NOW),
    log: silentLogger,
    index,
    pictures: testPictures,
    decoding: new DecodeReport(),
  });
  if (memberIndex) await memberIndex.refresh();
  sandbox.clearRequests();
  return { sandbox, gatherer: new DigestGatherer(deps) };
}

describe('DigestGatherer', () => {
  it('marks first-time visitors by asking about earlier visits only for people it has not seen before', async () => {
    const profiles = [1, 2, 3].map((id) => makeProfile(id, { zulip_id: id === 3 ? null : 100 + id }));
    const visits = [
      visit(1, '2026-11-20'), visit(2, '2026-11-20'), visit(3, '2026-11-20'),
      visit(1, '2026-11-13'), // last Friday: known from the comparison fetch, no extra question
      visit(2, '2026-10-01'), // long ago: found by asking
    ];
    const { gatherer: g, sandbox } = await gatherer({ profiles, visits });
    const input = await g.gather('2026-11-20');
    expect(input.visitors.map((v) => [v.visit.person.id, v.firstVisit, v.zulipId])).toEqual([
      [1, false, 101],
      [2, false, 102],
      [3, true, null],
    ]);
    const asked = sandbox.requests.filter((r) => r.query.person_id).map((r) => r.query.person_id);
    expect(asked.sort()).toEqual(['2', '3']);
    // Warm runs: everyone is known now, the first-timer included; no per-person questions.
    sandbox.clearRequests();
    const again = await g.gather('2026-11-20');
    expect(again.visitors.map((v) => v.firstVisit)).toEqual([false, false, true]);
    await g.gather('2026-11-27');
    expect(sandbox.requests.filter((r) => r.query.person_id)).toHaveLength(0);
  });

  it('counts the same weekday of four earlier weeks, unknown before the first recorded one', async () => {
    const profiles = [1, 2].map((id) => makeProfile(id));
    const visits = [visit(1, '2026-11-20'), visit(1, '2026-11-13'), visit(2, '2026-11-13'), visit(1, '2026-11-06')];
    const { gatherer: g } = await gatherer({ profiles, visits });
    expect((await g.gather('2026-11-20')).previousWeeks).toEqual([2, 1, null, null]);
  });

  it('needs 3 + 4 list requests and no profile requests for 500 visitors once the index is warm', async () => {
    const { gatherer: g, sandbox } = await gatherer(crowd(500, '2026-11-20'), true);
    const input = await g.gather('2026-11-20');
    expect(input.visitors).toHaveLength(500);
    expect(input.visitors.every((v) => v.zulipId !== null)).toBe(true);
    const lists = sandbox.requests.filter((r) => r.path === '/api/v1/hub_visits' && !r.query.person_id);
    expect(lists).toHaveLength(3 + 4);
    expect(sandbox.requests.filter((r) => r.path.startsWith('/api/v1/profiles'))).toHaveLength(0);
  });

  it('walks all profiles once (not one by one) when the index is cold and many are unknown', async () => {
    const { gatherer: g, sandbox } = await gatherer(crowd(120, '2026-11-20'));
    const input = await g.gather('2026-11-20');
    expect(input.visitors.every((v) => v.zulipId !== null)).toBe(true);
    const profileRequests = sandbox.requests.filter((r) => r.path.startsWith('/api/v1/profiles'));
    expect(profileRequests.map((r) => r.path)).toEqual(Array(4).fill('/api/v1/profiles'));
  });
});
