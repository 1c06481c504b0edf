import { describe, expect, it } from 'vitest';
import { resolve, type Visits } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { TEST_NOW, TEST_TODAY } from '../support/sandbox.js';

// TEST_NOW is a Friday at the hub (2026-11-20).
const plan = (text: string, visits: Visits) => resolve(understand(text, new Date(TEST_NOW), 'America/New_York'), visits);
const here: Visits = new Map([[TEST_TODAY, { notes: 'kiln schedule', left: false }]]);

describe('arriving, said with a place or as a request to record it, checks in today', () => {
  it.each([
    'I have arrived to the hub',
    'just arrived to the office',
    'got in to the space',
    'please record my attendance',
    'register my arrival please',
    'could you log my presence',
    'register me as present',
  ])('%s', (text) => {
    expect(plan(text, new Map())).toMatchObject({ kind: 'act', writes: [{ kind: 'checkin', date: TEST_TODAY }] });
  });
});

describe('leaving in a few minutes is leaving; later is not yet', () => {
  it.each(['leaving in 5 min', 'heading out in 10 minutes', 'leaving in a sec', 'checking out in two minutes'])('%s: left', (text) => {
    expect(plan(text, here)).toMatchObject({ kind: 'act', writes: [{ kind: 'leave', date: TEST_TODAY }] });
  });
  it.each(['leaving in an hour', 'leaving in 45 minutes', 'heading out at 6'])('%s: nothing written', (text) => {
    const p = plan(text, here);
    expect(p.kind === 'act' ? p.writes : []).toEqual([]);
  });
});

describe('a goodbye said for today is leaving; a goodbye alone is not', () => {
  it.each(['bye for today!', 'goodnight, see you monday. bye for the day', 'ok goodbye for today'])('%s', (text) => {
    const p = plan(text, here);
    expect(p.kind).toBe('act');
    expect(p.kind === 'act' ? p.writes.filter((w) => w.kind !== 'checkin') : []).toMatchObject([{ date: TEST_TODAY }]);
  });
  it.each(['bye', 'bye now', 'bye for now', 'goodnight everyone'])('%s: nothing written', (text) => {
    const p = plan(text, here);
    expect(p.kind === 'act' ? p.writes : []).toEqual([]);
  });
});
