import { describe, expect, it } from 'vitest';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';

// Hub round 14's classes of phrasing, in wordings of their own (not the round's). Said on Tuesday 2026-11-24.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const sureActions = (text: string) =>
  understand(text, TUESDAY, 'America/New_York').clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' && c.sure && !c.question ? [c.write.action] : []));

describe('a usual day missed, said with "make" alone, "gonna make", or the usual day first: a skip of that day', () => {
  it.each([
    ["can't make my usual friday this week", '2026-11-27'],
    ['not going to make my regular thursday, flu', '2026-11-26'],
    ['gonna miss... no wait, not gonna make my usual monday next week', '2026-11-30'],
    ['my normal wednesday I will not come, family stuff', '2026-11-25'],
    ['on my usual thursday i cannot come this week', '2026-11-26'],
  ])('%s', (text, date) => {
    expect(sureActions(text)).toEqual([{ intent: 'skip', date }]);
  });

  it('a usual day kept is no skip: "I will come on my usual thursday"', () => {
    expect(sureActions('I will come on my usual thursday')).toEqual([]);
  });
});
