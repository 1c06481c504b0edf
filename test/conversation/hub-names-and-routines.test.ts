import { describe, expect, it } from 'vitest';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';

// Said on Tuesday 2026-11-24 at the hub.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const clauses = (text: string) => understand(text, TUESDAY, 'America/New_York').clauses;
const actions = (text: string) => clauses(text).flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' ? [c.write.action] : []));

describe('a person named in a follow is the name, not what trails it', () => {
  it.each([
    ['pls follow Nico for me 🙏', { intent: 'follow', oneShot: false, who: 'Nico' }],
    ['follow Pax too pls', { intent: 'follow', oneShot: false, who: 'Pax' }],
    // A remark after a comma is not part of the name.
    ['unfollow bram pls, too many pings lol', { intent: 'unfollow', who: 'bram' }],
    ['follow Ada Quillfeather', { intent: 'follow', oneShot: false, who: 'Ada Quillfeather' }],
  ])('%s', (text, action) => {
    expect(actions(text)).toEqual([action]);
  });

  it('a question after the comma is read as its own request, not dropped into the name', () => {
    const read = clauses('follow Ada, who follows me?');
    expect(read.some((c) => c.type === 'read' && c.command.kind === 'hub' && c.command.action.intent === 'followers')).toBe(true);
    expect(actions('follow Ada, who follows me?')).not.toContainEqual(expect.objectContaining({ who: 'Ada, who follows me' }));
  });

  it('two people in one follow reach the handler as written, which follows each (test/follows/following.test.ts)', () => {
    expect(actions('follow Kaia and Lev')).toEqual([{ intent: 'follow', oneShot: false, who: 'Kaia and Lev' }]);
  });
});

describe('a routine said as what one usually does, in other orders', () => {
  it.each([
    ['Normally I only come on Fridays.', [5]],
    ['my usual is mon–thu', [1, 2, 3, 4]],
    ['usually i come in on mondays and thursdays', [1, 4]],
    ['i only usually come tuesdays', [2]],
  ])('%s', (text, days) => {
    expect(actions(text)).toEqual([{ intent: 'routine', days }]);
  });

  it('"but" before a second request joins it', () => {
    expect(actions('I usually come tue and thu, but skip this thursday')).toEqual([
      { intent: 'routine', days: [2, 4] },
      { intent: 'skip', date: '2026-11-26' },
    ]);
  });
});
