import { describe, expect, it } from 'vitest';
import { composeDigest, digestTitle, type DigestVisitor } from '../../../src/posts/digest/compose.js';
import { hasActiveMention } from '../../../src/text/markdown.js';

const DATE = '2026-11-20'; // a Friday

function visitor(i: number, overrides: Partial<DigestVisitor> & { notes?: string; at?: string } = {}): DigestVisitor {
  const { notes = '', at, ...rest } = overrides;
  return {
    visit: {
      person: { id: i, name: `Person ${i}` },
      date: DATE,
      notes,
      app_data: null,
      created_at: at ?? `${DATE}T09:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}-05:00`,
      updated_at: `${DATE}T09:00:00-05:00`,
      created_by_app: null,
      updated_by_app: null,
    },
    name: `Person ${i}`,
    zulipId: 3000 + i,
    firstVisit: false,
    ...rest,
  };
}

const compose = (visitors: DigestVisitor[], previousWeeks: Array<number | null> = [10, 12, 8, 10], options = {}) =>
  composeDigest({ date: DATE, visitors, previousWeeks }, { maxMessageLength: 10_000, skipEmpty: true, ...options });

describe('composeDigest', () => {
  it('skips an empty day, or says nobody came when skipEmpty is off', () => {
    expect(compose([])).toEqual([]);
    expect(compose([], [3, 4, null, null], { skipEmpty: false })).toEqual([
      '**Hub attendance for Friday, November 20, 2026**: nobody checked in\nLast Friday: 3 (-3) · 2-week Friday average: 3.5',
    ]);
  });

  it('writes one visitor with a silent mention and their notes', () => {
    expect(compose([visitor(1, { notes: 'pairing on a parser' })])).toEqual([
      [
        '**Hub attendance for Friday, November 20, 2026**: 1 person',
        'Last Friday: 10 (-9) · 4-week Friday average: 10',
        '',
        '- @_**Person 1|3001**: pairing on a parser',
      ].join('\n'),
    ]);
  });

  it('lists 37 visitors in check-in order, then by name; names without a Zulip account in bold', () => {
    const visitors = Array.from({ length: 37 }, (_, i) => visitor(37 - i));
    visitors.push(visitor(100, { name: 'Aaron Nozulip', zulipId: null, at: visitors[0]!.visit.created_at }));
    const [message] = compose(visitors);
    const lines = message!.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toHaveLength(38);
    expect(lines[0]).toBe('- @_**Person 1|3001**');
    expect(lines.indexOf('- **Aaron Nozulip**')).toBeGreaterThan(-1);
    // Same check-in time as Person 37: name order decides.
    expect(lines.indexOf('- **Aaron Nozulip**')).toBeLessThan(lines.indexOf('- @_**Person 37|3037**'));
    expect(message).toContain(': 38 people');
  });

  it('marks first-time visitors and counts them', () => {
    const [message] = compose([visitor(1, { firstVisit: true }), visitor(2)]);
    expect(message).toContain('- @_**Person 1|3001** 🆕');
    expect(message).toContain('🆕 1 first visit: welcome!');
  });

  it('neutralises notes: mentions, groups, code fences, 3,000 characters', () => {
    const long = `${'x'.repeat(2_990)} the end`;
    const [message] = compose([
      visitor(1, { notes: 'hi @**all** and @*hub-team* and @**Person 2|3002**' }),
      visitor(2, { notes: '```\nrm -rf /\n```' }),
      visitor(3, { notes: long }),
    ]);
    expect(hasActiveMention(message!.replace(/@_\*\*Person \d\|\d+\*\*/g, ''))).toBe(false);
    expect(message).toContain("- @_**Person 2|3002**: ''' rm -rf / '''");
    const third = message!.split('\n').find((l) => l.startsWith('- @_**Person 3'))!;
    expect(third.length).toBeLessThan(120);
    expect(third.endsWith('…')).toBe(true);
  });

  it('says so when there is no history to compare with, and uses only the weeks it has', () => {
    expect(compose([visitor(1)], [null, null, null, null])[0]).toContain('No earlier Fridays to compare with yet.');
    expect(compose([visitor(1)], [5, null, null, null])[0]).toContain('Last Friday: 5 (-4) · 1-week Friday average: 5');
    expect(compose([visitor(1), visitor(2)], [2, 0, 4, null])[0]).toContain('Last Friday: 2 (same) · 3-week Friday average: 2');
  });

  it('splits 600 visitors into parts under the limit, nobody lost or repeated, each part titled', () => {
    const visitors = Array.from({ length: 600 }, (_, i) => visitor(i + 1, { notes: `working on project number ${i + 1} with friends` }));
    const parts = compose(visitors);
    expect(parts.length).toBeGreaterThan(3);
    for (const [i, part] of parts.entries()) {
      expect([...part].length).toBeLessThanOrEqual(10_000);
      expect(part.split('\n')[0]).toMatch(new RegExp(`^${escape(digestTitle(DATE))}(: 600 people)? \\(part ${i + 1} of ${parts.length}\\)$`));
    }
    // A tight limit: part 1's longer heading must still fit.
    for (const part of compose(visitors, [10, 12, 8, 10], { maxMessageLength: 700 })) expect([...part].length).toBeLessThanOrEqual(700);
    const ids = parts.flatMap((p) => [...p.matchAll(/@_\*\*Person (\d+)\|/g)].map((m) => Number(m[1])));
    expect(ids).toHaveLength(600);
    expect(new Set(ids).size).toBe(600);
  });
});

describe('composeDigest, exactly', () => {
  it('compares with last week up and down, names the weekday, and counts several first visits', () => {
    const monday = '2026-11-23';
    const visitors = [visitor(1, { firstVisit: true }), visitor(2, { firstVisit: true }), visitor(3)];
    expect(composeDigest({ date: monday, visitors, previousWeeks: [1, null, 2, null] }, { maxMessageLength: 10_000, skipEmpty: true })[0]!.split('\n').slice(0, 2)).toEqual([
      '**Hub attendance for Monday, November 23, 2026**: 3 people',
      'Last Monday: 1 (+2) · 2-week Monday average: 1.5',
    ]);
    expect(compose(visitors, [null, 4, null, null])[0]).toContain('\n1-week Friday average: 4\n🆕 2 first visits: welcome!\n');
    expect(compose([], [1, null, null, null], { skipEmpty: false })[0]).toBe('**Hub attendance for Friday, November 20, 2026**: nobody checked in\nLast Friday: 1 (-1) · 1-week Friday average: 1');
  });

  it('orders visitors who checked in at the same time by name, then by person id', () => {
    const at = `${DATE}T09:00:00-05:00`;
    const lines = compose([visitor(9, { name: 'Same Name', at }), visitor(4, { name: 'Same Name', at }), visitor(7, { name: 'Other', at })])[0]!
      .split('\n')
      .filter((l) => l.startsWith('- '));
    expect(lines).toEqual(['- @_**Other|3007**', '- @_**Same Name|3004**', '- @_**Same Name|3009**']);
  });

  it('splits into full parts: each but the last would overflow with the next visitor, and part 1 keeps the summary', () => {
    const visitors = Array.from({ length: 40 }, (_, i) => visitor(i + 1, { notes: 'n'.repeat(20) }));
    const max = 400;
    const parts = compose(visitors, [10, 12, 8, 10], { maxMessageLength: max });
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[0]!.split('\n').slice(0, 3)).toEqual([
      `**Hub attendance for Friday, November 20, 2026**: 40 people (part 1 of ${parts.length})`,
      'Last Friday: 10 (+30) · 4-week Friday average: 10',
      '',
    ]);
    for (const [i, part] of parts.entries()) {
      expect([...part].length).toBeLessThanOrEqual(max);
      expect(part).toBe(part.trimEnd());
      // Full: the next part's first visitor would not have fitted (the heading reserve is at most 60 code points).
      if (i + 1 < parts.length) expect([...part].length + 1 + [...parts[i + 1]!.split('\n')[1]!].length).toBeGreaterThan(max - 60);
    }
    expect(parts.flatMap((p) => p.split('\n').filter((l) => l.startsWith('- ')))).toHaveLength(40);
  });

  it('a digest that fits exactly in the limit stays one message', () => {
    const [one] = compose([visitor(1)]);
    expect(compose([visitor(1)], [10, 12, 8, 10], { maxMessageLength: [...one!].length })).toEqual([one]);
    expect(compose([visitor(1)], [10, 12, 8, 10], { maxMessageLength: [...one!].length - 1 }).length).toBeGreaterThan(1);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
