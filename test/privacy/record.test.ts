import { describe, expect, it } from 'vitest';
import { decodeRecord, DEFAULT_RECORD, encodeRecord, pruned } from '../../src/privacy/record.js';
import { memberPolicy } from '../../src/privacy/policy.js';
import { MemberRecords } from '../../src/privacy/records.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { silentLogger } from '../../src/log.js';

describe('member records: compact, tolerant, pruned', () => {
  it('stores only what differs from the defaults, in one-letter keys', () => {
    expect(encodeRecord({ ...DEFAULT_RECORD })).toBe('{}');
    const r = { ...DEFAULT_RECORD, zulipId: 1001, routine: [2, 4], followable: 'anyone' as const, listed: false };
    expect(encodeRecord(r)).toBe('{"z":1001,"l":0,"f":"a","u":[2,4]}');
    expect(decodeRecord(encodeRecord(r))).toEqual(r);
  });

  it('reads a field of the wrong type as its default and says which, and keeps the rest', () => {
    const odd: string[] = [];
    const r = decodeRecord('{"z":"1001","u":[2,9,"x"],"f":"q","fo":[5,-1,3.5,7],"sk":["2026-11-20","soon"],"extra":true}', (f) => odd.push(f));
    expect(r).toMatchObject({ zulipId: null, routine: [2], followable: 'approved', following: [5, 7], skips: ['2026-11-20'] });
    expect(odd).toEqual(['z', 'f']);
    expect(decodeRecord('not json', (f) => odd.push(f))).toEqual(DEFAULT_RECORD);
  });

  it('no stored record is the defaults, each list its own (a change to one touches neither the defaults nor the next)', () => {
    const odd: string[] = [];
    const none = decodeRecord(undefined, (f) => odd.push(f));
    expect(none).toEqual(DEFAULT_RECORD);
    expect(odd).toEqual([]);
    none.following.push(5);
    none.once[5] = '2026-11-20';
    none.away.push(['2026-11-20', '2026-11-21']);
    expect(DEFAULT_RECORD).toMatchObject({ following: [], once: {}, away: [] });
    expect(decodeRecord(undefined)).toEqual(DEFAULT_RECORD);
  });

  it('drops dates that have passed', () => {
    const r = { ...DEFAULT_RECORD, skips: ['2026-11-19', '2026-11-21'], away: [['2026-11-01', '2026-11-19'], ['2026-11-19', '2026-11-22']] as Array<[string, string]>, ghost: '2026-11-19', once: { 5: '2026-11-19', 6: '2026-11-20' } };
    expect(pruned(r, '2026-11-20')).toMatchObject({ skips: ['2026-11-21'], away: [['2026-11-19', '2026-11-22']], ghost: null, once: { 6: '2026-11-20' } });
  });
});

describe('the privacy policy', () => {
  const records = new Map([
    [1, { ...DEFAULT_RECORD, listed: false, followable: 'anyone' as const }],
    [2, { ...DEFAULT_RECORD, ghost: '2026-11-20', followable: 'anyone' as const }],
    [3, { ...DEFAULT_RECORD, approved: [9] }],
    [4, { ...DEFAULT_RECORD, followable: 'nobody' as const }],
  ]);
  const policy = memberPolicy({ view: (id) => records.get(id) ?? DEFAULT_RECORD });
  const day = '2026-11-20';

  it('not listed: counted on lists, nothing said about them alone; still followable as they chose', () => {
    expect((['roster', 'digest', 'search', 'csv', 'person'] as const).map((o) => policy.visibility(1, day, o))).toEqual(['counted', 'counted', 'counted', 'counted', 'hidden']);
    expect(policy.visibility(1, day, 'follow', 9)).toBe('named');
  });

  it('ghost: not listed nor announced that day only', () => {
    expect(policy.visibility(2, day, 'roster')).toBe('counted');
    expect(policy.visibility(2, day, 'follow', 9)).toBe('hidden');
    expect(policy.visibility(2, '2026-11-21', 'roster')).toBe('named');
    expect(policy.visibility(2, '2026-11-21', 'follow', 9)).toBe('named');
  });

  it('follows: approved followers only, nobody for nobody; charts and forecasts are counts', () => {
    expect([policy.visibility(3, day, 'follow', 9), policy.visibility(3, day, 'follow', 8), policy.visibility(4, day, 'follow', 9)]).toEqual(['named', 'hidden', 'hidden']);
    expect([policy.visibility(4, day, 'roster'), policy.visibility(1, day, 'chart'), policy.visibility(1, day, 'forecast')]).toEqual(['named', 'counted', 'counted']);
  });
});

describe('MemberRecords.view: the record to read', () => {
  it('is the member\'s record when there is one, and for everyone else one frozen set of defaults, which the policy reads alike', async () => {
    const records = new MemberRecords(new MemoryStore(), silentLogger);
    await records.update(7, '2026-11-20', (r) => ({ ...r, listed: false, following: [8] }));
    expect(records.view(7)).toEqual(records.get(7));
    expect(records.view(7)).toMatchObject({ listed: false, following: [8] });
    const none = records.view(8);
    expect(none).toEqual(DEFAULT_RECORD);
    expect(records.view(9)).toBe(none);
    expect(() => none.following.push(1)).toThrow(TypeError);
    expect(() => Object.assign(none, { listed: false })).toThrow(TypeError);
    // get() still hands out a record of its own to change.
    expect(records.get(8)).not.toBe(none);
    const policy = memberPolicy(records);
    expect([policy.visibility(7, '2026-11-20', 'roster'), policy.visibility(8, '2026-11-20', 'roster')]).toEqual(['counted', 'named']);
  });
});
