import { describe, expect, it } from 'vitest';
import { understand } from '../../src/conversation/understand.js';
import { resolve } from '../../src/conversation/resolve.js';
import type { Clause } from '../../src/conversation/meaning.js';

// Hub round 15's classes of phrasing, and round 19's that share them, in wordings of their own (not the rounds').
// Said on Tuesday 2026-11-24.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const sureActions = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' && c.sure && !c.question ? [c.write.action] : []));
const hubReads = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' && c.command.kind === 'hub' ? [c.command.action] : []));
const reads = (text: string) => {
  const p = resolve(reading(text), new Map());
  return p.kind === 'act' ? p.reads : [];
};

describe('a follow said with how a gamer, a manager or a Scouser says arriving and telling', () => {
  it.each([
    ['ping me whenever Ines spawns in', 'Ines'],
    ['pls loop me in each time Odile badges in', 'Odile'],
    ['give us a shout whenever our Fern gets in', 'Fern'],
    ['help me follow Basil Orchardine', 'Basil Orchardine'],
    ['every time Hiro logs in I want to know', 'Hiro'],
    ['I would very much like to be told whenever Umar comes in', 'Umar'],
  ])('%s', (text, who) => {
    expect(sureActions(text)).toEqual([{ intent: 'follow', oneShot: false, who }]);
  });

  it('a command\'s slash inside a sentence: "would you /follow @**Cleo Everwick** for me"', () => {
    expect(sureActions('would you /follow @**Cleo Everwick** for me')).toEqual([{ intent: 'follow', oneShot: false, who: '@**Cleo Everwick**' }]);
  });

  it('"not just today" is more than today, never a cancel of it', () => {
    const clauses = reading('would you /follow @**Cleo Everwick** for me? every day, not just today').clauses;
    expect(clauses.some((c) => c.type === 'write' && c.write.op === 'cancel')).toBe(false);
  });
});

describe('who one follows, and who follows one, asked every way', () => {
  it.each(['I follow who?', "who'm I following", 'a list of all the people I am following', 'am I still following anybody at all'])('%s: following', (text) => {
    expect(hubReads(text)).toEqual([{ intent: 'following' }]);
  });
  it.each(['who are the people following me?', "who's subscribed to my arrivals?", 'has anyone signed up to be told when I arrive?'])('%s: followers', (text) => {
    expect(hubReads(text)).toEqual([{ intent: 'followers' }]);
  });
});

describe('privacy said as a preference, a worry, or a wish to approve', () => {
  it.each([
    ["I'd prefer that my name not be shown on any charts", { intent: 'listed', listed: false }],
    ["I don't want anyone to be able to track when I come in", { intent: 'followable', followable: 'nobody' }],
    ['set it so no one can follow me', { intent: 'followable', followable: 'nobody' }],
    ['I would like to vet followers first', { intent: 'followable', followable: 'approved' }],
  ])('%s', (text, action) => {
    expect(sureActions(text)).toEqual([action]);
  });
  it('"show me what frontdesk keeps on me": the privacy page', () => {
    expect(hubReads('show me what frontdesk keeps on me')).toEqual([{ intent: 'privacy' }]);
  });
});

describe('reminders said with the request lead before them, or an autocorrected word', () => {
  it.each(['could I have the reminders in the morning', 'can I get my remainders in the morning please'])('%s', (text) => {
    expect(sureActions(text)).toEqual([{ intent: 'reminders', when: 'morning' }]);
  });
  it('"need to cancel friday" is a cancel still, not a need', () => {
    expect(reading('need to cancel friday').clauses).toMatchObject([{ type: 'write', write: { op: 'cancel' } }]);
  });
});

describe('not here over a span of days is being away as well', () => {
  it('"from 16 December until 5 January I am not here": away over the next such span, not last year\'s', () => {
    const clauses = reading('from 16 December until 5 January I am not here').clauses;
    expect(clauses).toContainEqual(expect.objectContaining({ type: 'write', write: { op: 'hub', action: { intent: 'away', from: '2026-12-16', to: '2027-01-05' } } }));
  });
  it('"cancel my visits next week" cancels them and sets nothing else', () => {
    expect(sureActions('cancel my visits next week')).toEqual([]);
  });
});

describe('a month\'s name that is a person\'s: "June Hartley"', () => {
  it.each([
    ['contact details for June Hartley', { kind: 'whois', query: { kind: 'name', text: 'June Hartley' } }],
    ['is April Stone in today?', { kind: 'presence', who: { kind: 'name', text: 'April Stone' }, date: '2026-11-24' }],
  ])('%s', (text, read) => {
    expect(reads(text)).toEqual([read]);
  });
  it('a month before a number is still a date: "in on June 3"', () => {
    expect(resolve(reading('in on June 3'), new Map())).toMatchObject({ kind: 'act', writes: [{ kind: 'checkin', date: '2027-06-03' }] });
  });
});

describe('stats and status said other ways', () => {
  it.each([
    ['which weekday is usually the most crowded?', 'busiest'],
    ['what was the most quiet day this month', 'quietest'],
  ])('%s', (text, question) => {
    expect(reads(text)).toMatchObject([{ kind: 'stats', question }]);
  });
  it.each(['am I pencilled in for thursday?', 'am i queued for thurs'])('%s: my visit that day', (text) => {
    expect(reads(text)).toEqual([{ kind: 'myVisit', date: '2026-11-26' }]);
  });
  it('"what commands have you got": help', () => {
    expect(reads('what commands have you got')).toEqual([{ kind: 'help' }]);
  });
});

describe('routines, privacy and forgetting said in the singular, by verb or in a manager\'s words', () => {
  it.each([
    ['pls clear my regular day, it changed', { intent: 'routine', days: [] }],
    ["I don't keep usual days any more", { intent: 'routine', days: [] }],
    ['my office pattern going forward is tue and thu', { intent: 'routine', days: [2, 4] }],
    ['switch on stealth mode for today', { intent: 'ghost', on: true }],
  ])('%s', (text, action) => {
    expect(sureActions(text)).toEqual([action]);
  });
  it('"wipe everything about me from the bot": forgetting is always asked first', () => {
    const clauses = reading('wipe everything you have about me from the bot').clauses;
    expect(clauses).toMatchObject([{ type: 'write', write: { op: 'hub', action: { intent: 'forgetMe' } }, sure: false }]);
  });
});
