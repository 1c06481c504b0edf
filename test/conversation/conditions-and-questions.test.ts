import { describe, expect, it } from 'vitest';
import { resolve, type Visits } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { TEST_NOW } from '../support/sandbox.js';

// TEST_NOW is a Friday at the hub (2026-11-20).
const now = new Date(TEST_NOW);
const plan = (text: string, visits: Visits) => resolve(understand(text, now, 'America/New_York'), visits);

describe('a request on a condition is offered, never done, never missed', () => {
  it.each([
    ['might come monday if the buses run', '2026-11-23'],
    ["I'll be in tuesday unless the plumber shows up", '2026-11-24'],
    ['coming tomorrow provided my cold is gone', '2026-11-21'],
  ])('%s', (text, date) => {
    const p = plan(text, new Map());
    expect(p.kind).toBe('ask');
    if (p.kind !== 'ask') return;
    expect(p.choices.flatMap((c) => c.commands.map((x) => ('date' in x ? x.date : '')))).toContain(date);
  });
});

describe('"who\'s in" a span asks who is there then (the span swallows "in")', () => {
  it.each([
    ["who's in this week", { type: 'range', range: { start: '2026-11-16', end: '2026-11-22' } }],
    ["who's in next week?", { type: 'range', range: { start: '2026-11-23', end: '2026-11-29' } }],
    ['who is in tomorrow', { type: 'day', date: '2026-11-21' }],
  ])('%s', (text, when) => {
    expect(understand(text, now).clauses).toMatchObject([{ type: 'read', command: { kind: 'whosHere', when } }]);
  });
});

describe('which days I came, over a span, is my visit history', () => {
  it.each([
    ['what days did I come last week', { start: '2026-11-09', end: '2026-11-15' }],
    ['which days did i come in this month?', { start: '2026-11-01', end: '2026-11-30' }],
    ['what days did I visit in october', { start: '2026-10-01', end: '2026-10-31' }],
  ])('%s', (text, range) => {
    expect(understand(text, now).clauses).toMatchObject([{ type: 'read', command: { kind: 'visits', target: { kind: 'self' }, range } }]);
  });
});

describe('whether one person will come, or has come at all over a span', () => {
  it.each([
    ['Will Bram come on monday?', '2026-11-23'],
    ['will Cleo show up tomorrow', '2026-11-21'],
    ['will Lev swing by on tuesday?', '2026-11-24'],
  ])('%s: whether they are coming that day', (text, date) => {
    expect(understand(text, now).clauses).toMatchObject([{ type: 'read', command: { kind: 'presence', date } }]);
  });
  it.each(['has Bram been in at all lately?', 'did Cleo come in at all this week', 'has Lev been around at all recently'])('%s: when they were last in', (text) => {
    expect(understand(text, now).clauses).toMatchObject([{ type: 'read', command: { kind: 'lastVisit' } }]);
  });
});

describe('"DAY still on" beside a cancel keeps that day, and the cancel is done', () => {
  const two: Visits = new Map([['2026-11-23', { notes: '', left: false }], ['2026-11-26', { notes: '', left: false }]]);
  it.each(["I won't make it monday. thursday still on", "not coming monday, thursday still good", "can't make it monday! thursday still happening"])('%s', (text) => {
    expect(plan(text, two)).toMatchObject({ kind: 'act', writes: [{ kind: 'checkout', date: '2026-11-23' }] });
  });
});

describe('a question asked inside another ("can you tell me who Kaia is?") is that question', () => {
  const read = (text: string) => understand(text, now, 'America/New_York').clauses;
  it.each([
    ['Can you tell me who is Kaia Stonebridge?', 'Kaia Stonebridge'],
    ['tell me who is Kaia Stonebridge', 'Kaia Stonebridge'],
    ['could you tell me who Pax Glimmerton is?', 'Pax Glimmerton'],
    ['any idea who Lev is?', 'Lev'],
    ['i wonder who Rosa Vellichor is', 'Rosa Vellichor'],
  ])('%s: looks %s up', (text, name) => {
    expect(read(text)).toEqual([expect.objectContaining({ type: 'read', command: { kind: 'whois', query: { kind: 'name', text: name } } })]);
  });
  it.each(['who is here', 'who is coming tomorrow', 'who else is here'])('%s: still who is at the hub', (text) => {
    const clauses = read(text);
    expect(clauses).toHaveLength(1);
    expect(clauses[0]).toMatchObject({ type: 'read', command: { kind: 'whosHere' } });
  });
});

describe('what is ahead for me, asked, is my plans', () => {
  const read = (text: string) => understand(text, now, 'America/New_York').clauses;
  it.each(['what have I got coming up', 'what do I have planned', "what's coming up for me", 'show my upcoming days', 'what else is there for me'])('%s', (text) => {
    expect(read(text)).toEqual([expect.objectContaining({ type: 'read', command: { kind: 'hub', action: { intent: 'myPlans' } } })]);
  });
  it('a span further out is the visits in it', () => {
    const clauses = read('what have I got in december');
    expect(clauses).toHaveLength(1);
    expect(clauses[0]).toMatchObject({ type: 'read', command: { kind: 'visits' } });
  });
});
