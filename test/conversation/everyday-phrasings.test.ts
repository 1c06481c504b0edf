import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';

// Classes of phrasing a blind round (12, hub9) met first; each case here is a new wording of its class, not the round's.
// Said on Tuesday 2026-11-24 at the hub.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const plan = (text: string) => resolve(reading(text), new Map());
const writes = (text: string) => {
  const p = plan(text);
  return p.kind === 'act' ? p.writes : p.kind;
};
const reads = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' ? [c.command] : []));
const hub = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' ? [{ action: c.write.action, sure: c.sure }] : c.type === 'read' && c.command.kind === 'hub' ? [{ action: c.command.action, sure: true }] : []));
const SELF = { kind: 'self' };

describe('notes: a story after a check-in is not notes; what a visit is for is', () => {
  it.each([
    ["I'm in after all, figured the roads would be icy but they're fine"],
    ['here now, overslept and missed the early train'],
    ['made it in, was stuck behind a parade'],
  ])('%s: checked in, no notes', (text) => {
    expect(writes(text)).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
  });

  it.each([
    ['coming thursday, for the sewing circle', '2026-11-26', 'sewing circle'],
    ['tomorrow I come, for a call with the printer', '2026-11-25', 'call with the printer'],
  ])('%s: the purpose is the notes', (text, date, notes) => {
    expect(writes(text)).toEqual([{ kind: 'checkin', target: SELF, date, notes }]);
  });

  it('how long or a manner of speaking is not a purpose', () => {
    expect(writes('coming friday, for the whole afternoon')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-27' }]);
    expect(writes('in today, for the time being')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
  });
});

describe('"the end of the week" is a day to ask about, never today', () => {
  it.each([
    ['put me down for the end of the week', '2026-11-27', '2026-11-26'],
    ['coming in end of next week', '2026-12-04', '2026-12-03'],
    ['eow 👀 pencil me in', '2026-11-27', '2026-11-26'],
  ])('%s: asks Friday or Thursday', (text, friday, thursday) => {
    const p = plan(text);
    expect(p.kind).toBe('ask');
    const dates = p.kind === 'ask' ? p.choices.map((c) => c.commands.flatMap((cmd) => ('date' in cmd ? [cmd.date] : []))) : [];
    expect(dates.map((d) => d[0])).toEqual([friday, thursday]);
    expect(dates.flat()).not.toContain('2026-11-24');
  });
});

describe('looking someone up, said many ways', () => {
  it.each([
    ['could you tell me a bit about Cleo Everwick?', 'Cleo Everwick'],
    ['send me the email for Dario Nettlefold pls', 'Dario Nettlefold'],
    ['who actually is Greta Kestrelane', 'Greta Kestrelane'],
    ['what does Umar do for a living?', 'Umar'],
    ["whats Ines into", 'Ines'],
    ["could I see Mina's profile?", 'Mina'],
  ])('%s', (text, name) => {
    expect(reads(text)).toEqual([{ kind: 'whois', query: { kind: 'name', text: name } }]);
  });
});

describe('who is coming, said many ways', () => {
  it.each([
    ["who's rolling in thursday?", { type: 'day', date: '2026-11-26' }],
    ['who shows up on the 2nd', { type: 'day', date: '2026-12-02' }],
    ['can you tell me who is expected tomorrow', { type: 'day', date: '2026-11-25' }],
    ['the lineup for friday please', { type: 'day', date: '2026-11-27' }],
  ])('%s', (text, when) => {
    expect(reads(text)).toEqual([{ kind: 'whosHere', when }]);
  });
});

describe('leaving and coming back', () => {
  it.each([
    ["leavin now, ttyl all", [{ kind: 'leave', target: SELF, date: '2026-11-24' }]],
    ['heading out now bye', [{ kind: 'leave', target: SELF, date: '2026-11-24' }]],
    ["leaving now, and I won't make friday either", [{ kind: 'leave', target: SELF, date: '2026-11-24' }, { kind: 'checkout', target: SELF, date: '2026-11-27' }]],
  ])('%s', (text, expected) => {
    expect(writes(text)).toEqual(expected);
  });

  it.each(['back from my dentist appointment', 'ok back at my desk', 'jk im back'])('%s: back', (text) => {
    expect(reading(text).clauses.some((c) => c.type === 'write' && c.write.op === 'back')).toBe(true);
  });
});

describe('numbers asked plainly', () => {
  it('the busiest weekday, an average headcount, visits logged, a chart of how full it was', () => {
    expect(reads('busiest day of the week in october')).toEqual([{ kind: 'stats', range: { start: '2026-10-01', end: '2026-10-31', label: 'October' }, question: 'busiest' }]);
    expect(reads('avg headcount per day last month')).toEqual([{ kind: 'stats', range: { start: '2026-10-01', end: '2026-10-31', label: 'last month' }, question: 'average' }]);
    expect(reads('how many checkins have I racked up this month')).toEqual([{ kind: 'visits', target: SELF, range: { start: '2026-11-01', end: '2026-11-30', label: 'this month' } }]);
    expect(reads('oooh could I see a graph of how busy the hub was this month?')).toEqual([{ kind: 'chart', range: { start: '2026-11-01', end: '2026-11-30', label: 'this month' } }]);
  });

  it('politeness after a question is not a second question', () => {
    expect(reading("who's in today, if you don't mind?").clauses.map((c) => c.intent)).not.toContain('how-to');
    expect(reading('whois Lev Inkwell, please?').clauses.map((c) => c.intent)).not.toContain('how-to');
  });
});

describe('a value set off by a colon or a comma', () => {
  it('"routine: …", "when X comes, tell me"', () => {
    expect(hub('routine: tue thu')).toEqual([{ action: { intent: 'routine', days: [2, 4] }, sure: true }]);
    expect(hub('change my routine: mon wed')).toEqual([{ action: { intent: 'routine', days: [1, 3] }, sure: true }]);
    expect(hub('when Lev gets in today, ping me')).toEqual([{ action: { intent: 'follow', oneShot: true, who: 'Lev' }, sure: true }]);
  });

  it('a question about doing it stays a question', () => {
    expect(writes('should I change my note to: zines?')).not.toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'zines?' }]);
  });
});

describe('the hub, said many ways', () => {
  it.each([
    ['away jan 4-8', { intent: 'away', from: '2027-01-04', to: '2027-01-08' }],
    ["I'll be away dec 28 to 2", { intent: 'away', from: '2026-12-28', to: '2027-01-02' }],
    ['usually in mon n thu', { intent: 'routine', days: [1, 4] }],
    ['ping me whenever Bram rocks up', { intent: 'follow', oneShot: false, who: 'Bram' }],
    ['I no longer need the Pax alerts', { intent: 'unfollow', who: 'Pax' }],
    ['stop getting arrival notifications for Hiro', { intent: 'unfollow', who: 'Hiro' }],
    ['keep my name out of the daily digest and charts', { intent: 'listed', listed: false }],
    ['you can put my name back on the lists', { intent: 'listed', listed: true }],
    ["I'm fine with anyone following my arrivals", { intent: 'followable', followable: 'anyone' }],
    ['disable follows for me completely', { intent: 'followable', followable: 'nobody' }],
    ['people should ask me first before following me', { intent: 'followable', followable: 'approved' }],
    ['I want to be invisible today', { intent: 'ghost', on: true }],
    ['is friday going to be a madhouse?', { intent: 'forecast', date: '2026-11-27' }],
    ['how many people do you expect thursday', { intent: 'forecast', date: '2026-11-26' }],
    ['show me my followers', { intent: 'followers' }],
    ['who is on my follow list', { intent: 'following' }],
    ['what data do you keep on me', { intent: 'privacy' }],
    ["what's my routine", { intent: 'myPlans' }],
  ])('%s', (text, action) => {
    expect(hub(text)).toEqual([{ action, sure: true }]);
  });

  it('a remark about someone else after a request leaves it sure', () => {
    expect(plan("unfollow Kaia, she's in every single day")).toEqual({ kind: 'act', writes: [{ kind: 'hub', action: { intent: 'unfollow', who: 'Kaia' } }], reads: [], notes: [] });
  });
});

describe('chat said to the bot is answered as chat', () => {
  it.each([
    ["you're honestly the best, never lets me down", 'thanks'],
    ['is such a lifesaver, thank you', 'thanks'],
    ['who trained you to talk like a butler', 'about'],
    ['Bonjour !', 'hello'],
    ['guten morgen', 'hello'],
  ])('%s', (text, says) => {
    const first = reading(text).clauses[0];
    expect(first?.type === 'chat' ? first.command : undefined).toEqual({ kind: 'smalltalk', says });
  });

  it('"you\'re wrong" is no praise', () => {
    expect(reading("you're wrong, I wasn't in yesterday").clauses.map((c) => c.intent)).not.toContain('thanks');
  });
});

describe('notes set in the message that checks in are its notes; a quoted text ends at its quote', () => {
  it.each([
    ["here now, note 'kiln firing'", [{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'kiln firing' }]],
    ["coming thursday. note: 'zine swap'", [{ kind: 'checkin', target: SELF, date: '2026-11-26', notes: 'zine swap' }]],
  ])('%s', (text, expected) => {
    expect(writes(text)).toEqual(expected);
  });

  it("…, note 'X', and who's coming friday? reads the question after the quote", () => {
    expect(plan("I'm in, note 'letterpress', and who's coming friday?")).toEqual({
      kind: 'act',
      writes: [{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'letterpress' }],
      reads: [{ kind: 'whosHere', when: { type: 'day', date: '2026-11-27' } }],
      notes: [],
    });
  });
});

describe('questions about one person or oneself, said short or wrapped', () => {
  it.each([
    ['Kaia around on the 3rd?', { kind: 'presence', who: { kind: 'name', text: 'Kaia' }, date: '2026-12-03' }],
    ['might you know whether Pax will be around friday', { kind: 'presence', who: { kind: 'name', text: 'Pax' }, date: '2026-11-27' }],
    ['can you remind me if I am booked for friday', { kind: 'myVisit', date: '2026-11-27' }],
    ['did I already checkin today or not', { kind: 'myVisit', date: '2026-11-24' }],
  ])('%s', (text, command) => {
    expect(reads(text)).toEqual([command]);
  });

  it('"lunch here" is no one\'s presence', () => {
    expect(reads('lunch here')).toEqual([]);
  });
});
