import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';
import { unwrapped } from '../../src/text/markdown.js';

// Classes blind round 18 met first; each case here is a new wording of its class, not the round's.
// Said on Tuesday 2026-11-24 at the hub.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const plan = (text: string) => resolve(reading(text), new Map());
const reads = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' ? [c.command] : []));
const SELF = { kind: 'self' };
const checkin = (date: string, notes?: string) => ({ kind: 'checkin', target: SELF, date, ...(notes === undefined ? {} : { notes }) });

describe('the hub named without an article, or with a dialect one, is where one is or comes', () => {
  it.each([
    ['will be in office on thursday', [checkin('2026-11-26')]],
    ['coming to hub tmrw', [checkin('2026-11-25')]],
    ["I'm in t' office now", [checkin('2026-11-24')]],
    // Said after being here already, it adds nothing, and is no notes.
    ["I'm here now at the hub", [checkin('2026-11-24')]],
    ['back in at the office, finally', [checkin('2026-11-24')]],
  ])('%s', (text, writes) => {
    expect(plan(text)).toMatchObject({ kind: 'act', writes });
  });

  it.each([
    ['is Wren at hub today?', { kind: 'presence', who: { kind: 'name', text: 'Wren' }, date: '2026-11-24' }],
    ["who's inside t' space right now", { kind: 'whosHere', when: { type: 'day', date: '2026-11-24' } }],
  ])('%s: a question, answered', (text, command) => {
    expect(reads(text)).toEqual([command]);
  });
});

describe('"us" may be a group: never written for the sender alone', () => {
  it('"book us in for friday, ta": nothing planned', () => {
    const p = plan('book us in for friday, ta');
    expect(p.kind === 'act' ? p.writes : []).toEqual([]);
  });

  it("\"I'm at t' hub now, put us down for today\": the sender's own check-in, and the order is no notes", () => {
    expect(plan("I'm at t' hub now, put us down for today")).toEqual({ kind: 'act', writes: [checkin('2026-11-24')], reads: [], notes: [] });
  });
});

describe('words after a check-in that only order it, whatever the verb, are not notes', () => {
  it.each(['at the hub now, pleaze chekk me in', 'here, do sgn me in thanks', 'in the building, kindly mrk me present'])('%s', (text) => {
    expect(plan(text)).toMatchObject({ kind: 'act', writes: [checkin('2026-11-24')] });
  });

  it('an invitation that names the member stays notes: "here, come find me in the kitchen"', () => {
    expect(plan('here, come find me in the kitchen')).toMatchObject({ kind: 'act', writes: [checkin('2026-11-24', 'come find me in the kitchen')] });
  });
});

describe('a plan naming no day, with notes, beside a dated plan without any, gives that plan its notes', () => {
  it.each([
    ["I'll be in Monday. Oh and can you add me with the note 'bringing the good coffee'?", '2026-11-30', 'bringing the good coffee'],
    ["coming thursday, please book me. Put the note 'kiln firing'", '2026-11-26', 'kiln firing'],
  ])('%s', (text, date, notes) => {
    expect(plan(text)).toMatchObject({ kind: 'act', writes: [checkin(date, notes)] });
  });
});

describe('words after a check-in for a day already past are offered, not written as notes', () => {
  it.each(['last monday check in bhool gaya', 'yesterday checkin totally slipped my mind'])('%s', (text) => {
    const p = plan(text);
    expect(p.kind).toBe('ask');
    expect(p.kind === 'act' ? p.writes : []).toEqual([]);
  });
});

describe('markdown wrapped around a name or notes is not part of them', () => {
  it('"is **Ivo** in today?" asks about Ivo', () => {
    expect(reads('is **Ivo** in today?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Ivo' }, date: '2026-11-24' }]);
  });

  it('notes in a code span lose the backticks', () => {
    expect(plan('in today, note: `fixing the flaky CI`')).toMatchObject({ kind: 'act', writes: [checkin('2026-11-24', 'fixing the flaky CI')] });
  });

  it.each([
    ['**Dana**', 'Dana'],
    ['`a: b, c`', 'a: b, c'],
    ['_**both**_', 'both'],
    ['`a` and `b`', '`a` and `b`'],
    ['**half', '**half'],
  ])('unwrapped(%s) is %s', (text, out) => {
    expect(unwrapped(text)).toBe(out);
  });
});

describe('intensifiers and phonetic spellings change nothing', () => {
  it.each([
    ["I'm literally at the hub rn", [checkin('2026-11-24')]],
    ['sory, cant make it fryday', [{ kind: 'checkout', target: SELF, date: '2026-11-27' }]],
  ])('%s', (text, writes) => {
    expect(plan(text)).toMatchObject({ kind: 'act', writes });
  });
});

describe('second pass: dialect joins, texting, a learner tense, a question without its verb', () => {
  const writesOf = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' ? [c.write] : []));

  it.each([
    ["can't do wednesday nor thursday now", ['2026-11-25', '2026-11-26']],
    ['not coming thursday now, sorry', ['2026-11-26']],
  ])('%s: those days cancelled ("now" after a day is not today)', (text, dates) => {
    const [write] = writesOf(text);
    expect(write?.op).toBe('cancel');
    const when = write?.op === 'cancel' ? write.when : undefined;
    expect(when?.kind === 'days' ? when.dates : when?.kind === 'day' ? [when.future] : []).toEqual(dates);
  });

  it.each([
    ["comin wed an' thu", [checkin('2026-11-25'), checkin('2026-11-26')]],
    ['put me down 4 tmrw pls', [checkin('2026-11-25')]],
  ])('%s', (text, writes) => {
    expect(plan(text)).toMatchObject({ kind: 'act', writes });
  });

  it.each([
    ['who is come to the hub on friday?', { kind: 'whosHere', when: { type: 'day', date: '2026-11-27' } }],
    ['Ada comes friday?', { kind: 'presence', who: { kind: 'name', text: 'Ada' }, date: '2026-11-27' }],
    ['Bram on site tomorrow?', { kind: 'presence', who: { kind: 'name', text: 'Bram' }, date: '2026-11-25' }],
  ])('%s', (text, command) => {
    expect(reads(text)).toEqual([command]);
  });

  it.each([
    ['howzit bot', 'hello'],
    ['asante!', 'thanks'],
  ])('%s: small talk', (text, says) => {
    const chats = reading(text).clauses.flatMap((c: Clause) => (c.type === 'chat' && c.command?.kind === 'smalltalk' ? [c.command.says] : []));
    expect(chats).toEqual([says]);
  });
});

describe('third pass: notes set off by a colon keep their lead-in, learner grammar, embedded questions, how long is no purpose', () => {
  it.each([
    ['in today. note: working on the kiln', [checkin('2026-11-24', 'working on the kiln')]],
    ["I ain't coming thursday no more", [{ kind: 'checkout', target: SELF, date: '2026-11-26' }]],
    ["I'll pop in for a bit tomorrow", [checkin('2026-11-25')]],
    ['will come hub on friday', [checkin('2026-11-27')]],
  ])('%s', (text, writes) => {
    expect(plan(text)).toMatchObject({ kind: 'act', writes });
  });

  it('a purpose is still asked about: "coming in tomorrow for the print workshop"', () => {
    expect(plan('coming in tomorrow for the print workshop').kind).toBe('ask');
  });

  it.each([
    ['remind me which days I have booked coming up', { kind: 'hub', action: { intent: 'myPlans' } }],
    ['could you tell me which days I came this month?', { kind: 'visits', target: SELF, range: { start: '2026-11-01', end: '2026-11-30', label: 'this month' } }],
    ["who's come in the most this week?", { kind: 'stats', range: { start: '2026-11-23', end: '2026-11-29', label: 'this week' }, question: 'top' }],
    ['when was I last time here?', { kind: 'lastVisit', who: SELF }],
  ])('%s', (text, command) => {
    expect(reads(text)).toEqual([command]);
  });
});

describe('fourth pass: a colon after "note" keeps what follows, after other labels as before; spellings', () => {
  it('"here. change of plan: today I do the invoices, not the filing": the lead-in goes, as it did', () => {
    const p = plan('here. change of plan: today I work on the invoices, not the filing');
    expect(p).toMatchObject({ kind: 'act', writes: [checkin('2026-11-24', 'the invoices')] });
  });

  it('"kindly sign me in, status: working on the zine" keeps "working on"', () => {
    expect(plan('kindly sign me in, status: working on the zine')).toMatchObject({ kind: 'act', writes: [checkin('2026-11-24', 'working on the zine')] });
  });

  it('"who am I even following now?" lists the follows', () => {
    expect(reads('who am I even following now?')).toEqual([{ kind: 'hub', action: { intent: 'following' } }]);
  });
});

describe('fifth pass: "the note is …", thanks in other languages', () => {
  it('"in today, the note is kiln firing": the notes are what the note is', () => {
    expect(plan('in today, the note is kiln firing')).toMatchObject({ kind: 'act', writes: [checkin('2026-11-24', 'kiln firing')] });
  });

  it.each(['감사합니다', 'grazie!', 'shukriya!'])('%s: thanks', (text) => {
    const chats = reading(text).clauses.flatMap((c: Clause) => (c.type === 'chat' && c.command?.kind === 'smalltalk' ? [c.command.says] : []));
    expect(chats).toEqual(['thanks']);
  });
});

describe('sixth pass: plans written as a markdown list under a heading', () => {
  it('a heading naming next week gives its weekdays to the list under it, and notes stay on their own line', () => {
    const text = '## next week\n\n- **Mon** — in\n- **Wed** — in, note: `pottery wheel`\n- **Fri** — in';
    expect(plan(text)).toMatchObject({ kind: 'act', writes: [checkin('2026-11-30'), checkin('2026-12-02', 'pottery wheel'), checkin('2026-12-04')] });
  });

  it('notes after "note:" end where the next item of the list begins', () => {
    const text = 'next week:\n- mon: in\n- wed: in, note: pottery\n- fri: in';
    expect(plan(text)).toMatchObject({ kind: 'act', writes: [checkin('2026-11-30'), checkin('2026-12-02', 'pottery'), checkin('2026-12-04')] });
  });

  it('a day and a dash say how it stands, as with a colon: "tomorrow - in / friday - off"', () => {
    expect(plan('tomorrow - in\nfriday - off')).toMatchObject({ kind: 'act', writes: [checkin('2026-11-25'), { kind: 'checkout', target: SELF, date: '2026-11-27' }] });
  });

  it('"Please remove that I left": back, not another departure', () => {
    const writes = reading('Please remove that I left.').clauses.flatMap((c: Clause) => (c.type === 'write' ? [c.write.op] : []));
    expect(writes).toEqual(['back']);
  });
});

describe('seventh pass: code spans', () => {
  it('an address in a code span is an address: "look up `ivo@example.org`"', () => {
    expect(reads('look up `ivo@example.org` please')).toEqual([{ kind: 'whois', query: { kind: 'email', email: 'ivo@example.org' } }]);
  });

  it('a code span is quoted notes: "update my note → `kiln: glaze done`"', () => {
    const notes = reading('update my note → `kiln: glaze done`').clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'setNotes' ? [c.write.text] : []));
    expect(notes).toEqual(['kiln: glaze done']);
  });
});
