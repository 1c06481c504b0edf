import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';

// Classes of read phrasing blind round 16 met first; each case here is a new wording of its class, not the round's.
// Said on Tuesday 2026-11-24 at the hub.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const plan = (text: string) => resolve(reading(text), new Map());
const reads = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' ? [c.command] : []));
const chats = (text: string): string[] =>
  reading(text).clauses.flatMap((c: Clause) => (c.type === 'chat' && c.command?.kind === 'smalltalk' ? [c.command.says] : []));
const SELF = { kind: 'self' };
const MY_PLANS = { kind: 'hub', action: { intent: 'myPlans' } };

/** A read never writes: what the member asked is answered, nothing is planned or offered. */
function readsOnly(text: string) {
  const p = plan(text);
  expect(p.kind === 'act' ? p.writes : []).toEqual([]);
  expect(p.kind).not.toBe('ask');
  return reads(text);
}

describe("who's here: the crowd named, 'about', a span so far", () => {
  it.each([
    ['who are the folks in today?', '2026-11-24'],
    ["who's about in the office right now?", '2026-11-24'],
    ['who are the members around tomorrow', '2026-11-25'],
  ])('%s: who is there that day', (text, date) => {
    expect(readsOnly(text)).toEqual([{ kind: 'whosHere', when: { type: 'day', date } }]);
  });

  it("who all's been showing up this week so far? : the week", () => {
    expect(readsOnly("who all's been showing up this week so far?")).toEqual([
      { kind: 'whosHere', when: { type: 'range', range: { start: '2026-11-23', end: '2026-11-29', label: 'this week' } } },
    ]);
  });
});

describe('who is coming, asked the Singlish way or as a hypothetical: answered, never written', () => {
  it.each([
    ['thursday got who coming lah?', '2026-11-26'],
    ['tomorrow got anyone there or not', '2026-11-25'],
    ['if i popped in on thursday would anyone else be there', '2026-11-26'],
    ['if I came in tomorrow got people around or not', '2026-11-25'],
  ])('%s: who is there that day', (text, date) => {
    expect(readsOnly(text)).toEqual([{ kind: 'whosHere', when: { type: 'day', date } }]);
  });
});

describe('a how-to question asked inside a wondering: help, never a write', () => {
  it.each([
    ['I was wondering, no rush, whether it would be ok to leave a note on a day I skip'],
    ["whether it's allowed to cancel a visit that already started, just curious"],
  ])('%s', (text) => {
    expect(readsOnly(text)).toEqual([]);
    expect(reading(text).clauses.some((c) => c.type === 'help')).toBe(true);
  });
});

describe('about me: last attended, which days I came, what I have booked, am I on', () => {
  it('when did I last attend? : my last visit', () => {
    expect(readsOnly('when did i last attend?')).toEqual([{ kind: 'lastVisit', who: SELF }]);
  });

  it('which dates I visited last month: my visits then', () => {
    expect(readsOnly('which dates I visited last month')).toEqual([
      { kind: 'visits', target: SELF, range: { start: '2026-10-01', end: '2026-10-31', label: 'last month' } },
    ]);
  });

  it.each([['what have I got booked in then?'], ['what plans have I got?']])('%s: my plans', (text) => {
    expect(readsOnly(text)).toEqual([MY_PLANS]);
  });

  it('which days do I have booked next week? : my visits that week', () => {
    expect(readsOnly('which days do I have booked next week?')).toEqual([
      { kind: 'visits', target: SELF, range: { start: '2026-11-30', end: '2026-12-06', label: 'next week' } },
    ]);
  });

  it('am I still on for friday or not: my visit that day', () => {
    expect(readsOnly('am I still on for friday or not')).toEqual([{ kind: 'myVisit', date: '2026-11-27' }]);
  });
});

describe('one person: a title before the name, a dialect "going to", a polite "might I enquire"', () => {
  it.each([
    ['is Mrs Greta Kestrelane fixin to come thursday?', 'Greta Kestrelane', '2026-11-26'],
    ['is Dr Umar going to be in tomorrow?', 'Umar', '2026-11-25'],
  ])('%s: is that person there that day', (text, name, date) => {
    expect(readsOnly(text)).toEqual([{ kind: 'presence', who: { kind: 'name', text: name }, date }]);
  });

  it('may I inquire when Professor Cleo Everwick was last in? : her last visit', () => {
    expect(readsOnly('may I inquire when Professor Cleo Everwick was last in?')).toEqual([{ kind: 'lastVisit', who: { kind: 'name', text: 'Cleo Everwick' } }]);
  });
});

describe('looking someone up: "when they\'re at home", what they are working on, contact details furnished', () => {
  it.each([
    ["who's that Dario Nettlefold when he's at home?", 'Dario Nettlefold'],
    ["what is Ines workin' on nowadays", 'Ines'],
    ['what is Kaia up to these days', 'Kaia'],
    ['could you provide me with the contact details for Mr Xavi Hollowell', 'Xavi Hollowell'],
  ])('%s: looked up', (text, name) => {
    expect(readsOnly(text)).toEqual([{ kind: 'whois', query: { kind: 'name', text: name } }]);
  });
});

describe('numbers: trends since the start of a span, counts in words, who came most', () => {
  it('is turnout heading up or down since the beginning of the week? : the week so far', () => {
    expect(readsOnly('is turnout heading up or down since the beginning of the week?')).toEqual([
      { kind: 'stats', question: 'trend', range: { start: '2026-11-23', end: '2026-11-24', label: 'since the start of the week' } },
    ]);
  });

  it('average visitors per weekday over the last three weeks: the count in words is the span', () => {
    expect(readsOnly('how many visitors come in per weekday over the last three weeks')).toEqual([
      { kind: 'stats', question: 'average', range: { start: '2026-11-04', end: '2026-11-24', label: 'the last 3 weeks' } },
    ]);
  });

  it.each([
    ['how many times was I in from 02/11 to 16/11?', '2026-11-02', '2026-11-16'],
    ['how many times was I in between nov 2 and nov 16?', '2026-11-02', '2026-11-16'],
  ])('%s: a span between two dates, written day first when one can only be', (text, start, end) => {
    const [visits] = readsOnly(text);
    expect(visits).toMatchObject({ kind: 'visits', target: SELF, range: { start, end } });
  });

  it('between two hours is no span: "here between 9 and 3" checks in today', () => {
    const p = plan('here between 9 and 3');
    expect(p.kind === 'act' ? p.writes.map((w) => ('date' in w ? w.date : undefined)) : p.kind).toEqual(['2026-11-24']);
  });

  it("who's been here the most in october: the top visitors", () => {
    expect(readsOnly("who's been here the most in october")).toEqual([
      { kind: 'stats', question: 'top', range: { start: '2026-10-01', end: '2026-10-31', label: 'October' } },
    ]);
  });
});

describe('small talk: answered as such, never written', () => {
  it.each([
    ['lolol ok bestie', 'ack'],
    ["evenin' sunshine", 'hello'],
    ['good afternoon to you all', 'hello'],
    ['I hope you are keeping well', 'hello'],
    ['that will be all, thanks', 'ack'],
    ['bless you, you are a big help', 'thanks'],
  ])('%s: %s', (text, says) => {
    expect(readsOnly(text)).toEqual([]);
    expect(chats(text)).toContain(says);
  });
});
