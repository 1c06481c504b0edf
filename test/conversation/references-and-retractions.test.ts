import { describe, expect, it } from 'vitest';
import { resolve, type Visits } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { TEST_NOW } from '../support/sandbox.js';

// TEST_NOW is a Friday at the hub (2026-11-20).
const plan = (text: string, visits: Visits) => resolve(understand(text, new Date(TEST_NOW), 'America/New_York'), visits);
const yesterday: Visits = new Map([['2026-11-19', { notes: 'soldering the badge kits', left: true }]]);
const notesWritten = (text: string, visits: Visits) => {
  const p = plan(text, visits);
  return p.kind === 'act' ? p.writes.map((w) => ('notes' in w ? w.notes : undefined)) : p.kind;
};

describe('notes that point at earlier notes are copied, never stored as words', () => {
  it.each([
    "I'm here, same stuff as yesterday",
    'checking in today, the same old thing as before',
    "in today, more of the same",
    'here again, same project as last time',
    'in, same work again',
  ])('%s', (text) => {
    expect(notesWritten(text, yesterday)).toEqual(['soldering the badge kits']);
  });

  it('with no earlier notes to copy, the words are not stored either', () => {
    const notes = notesWritten("I'm here, same thing as yesterday", new Map());
    expect(notes).not.toContain('same thing as yesterday');
  });

  it('notes that merely mention "same" are theirs', () => {
    expect(notesWritten("I'm here, same bug as Ada hit", new Map())).toEqual(['same bug as Ada hit']);
  });
});


describe('a request taken back in the same message is not written', () => {
  const here: Visits = new Map([['2026-11-20', { notes: 'grant report', left: false }]]);
  it.each([
    'heading out — wait no, the call got moved, staying put',
    "I'm leaving. scratch that, staying",
    'off for the day, oh no wait, one more thing to finish',
    'checkout please. hmm actually no, never mind',
    'leaving now. on second thought, staying till the talk',
  ])('%s', (text) => {
    const p = plan(text, here);
    expect(p.kind === 'act' ? p.writes : []).toEqual([]);
  });

  it.each([
    ['coming monday, no wait, tuesday', '2026-11-24'],
    ['plan me for wed — wait no, thursday', '2026-11-26'],
  ])('%s: a day right after it replaces the day', (text, date) => {
    const p = plan(text, new Map());
    const dates = p.kind === 'act' ? p.writes.map((w) => ('date' in w ? w.date : '')) : p.kind === 'ask' ? p.choices.flatMap((c) => c.commands.map((x) => ('date' in x ? x.date : ''))) : [];
    expect(dates).toEqual([date]);
  });

  it('"never mind" inside a sentence is not a retraction', () => {
    expect(plan("I'm here, never mind the mess on my desk", new Map())).toMatchObject({ kind: 'act', writes: [{ kind: 'checkin', date: '2026-11-20' }] });
  });
});

describe('a span of days said again sets off the notes of them all', () => {
  it.each([
    ['mon to wed next week, all three days. pottery wheel', ['2026-11-23', '2026-11-24', '2026-11-25']],
    ['coming tue and thu next week, both days. zine layout', ['2026-11-24', '2026-11-26']],
    ['mon-tue next week, each of them. kiln firing', ['2026-11-23', '2026-11-24']],
  ])('%s', (text, dates) => {
    const p = plan(text, new Map());
    expect(p.kind).toBe('act');
    if (p.kind !== 'act') return;
    expect(p.writes.map((w) => ('date' in w ? w.date : '')).sort()).toEqual(dates);
    const notes = text.split('. ')[1];
    for (const w of p.writes) expect('notes' in w ? w.notes : undefined).toBe(notes);
  });

  it('a sign-off after the span is not notes', () => {
    const p = plan('mon to wed next week, all three days. see you then!', new Map());
    const commands = p.kind === 'act' ? p.writes : p.kind === 'ask' ? p.choices.flatMap((c) => c.commands) : [];
    expect(commands.map((w) => ('date' in w ? w.date : ''))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    for (const w of commands) expect('notes' in w ? w.notes : undefined).toBeUndefined();
  });
});
