import { describe, expect, it } from 'vitest';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';
import { homophonesRead } from '../../src/text/homophones.js';
import { listHeadingShared } from '../../src/text/list-heading.js';
import { SELF, checkin, doneOrOffered as offered, plan as resolved, reading } from '../support/said-on-tuesday.js';

// Classes met at first contact with blind round 22 and hub round 18; each case is a new wording of its class, not a
// round's. Said on Tuesday 2026-11-24 at the hub.
const hubActions = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' ? [c.write.action] : []));

describe('when one arrived is no note', () => {
  it.each(["I'm in, strolled in about an hour ago", 'at the hub now, got in at 8:45', 'here! walked in earlier'])('%s checks in without notes', (text) => {
    expect(offered(text)).toEqual([checkin('2026-11-24')]);
  });

  it('what one does after arriving is still the note', () => {
    expect(offered("I'm in, reviewing the grant draft")).toEqual([checkin('2026-11-24', 'reviewing the grant draft')]);
  });
});

describe('a request said once over a list', () => {
  it('each item gets the heading', () => {
    expect(listHeadingShared('cancel:\n- thursday\n- saturday')).toBe('cancel thursday\ncancel saturday');
    expect(listHeadingShared('notes:\n1) today: "soldering"\n2) friday: "kiln"')).toBe('notes today: "soldering"\nnotes friday: "kiln"');
  });

  it('one note per day, not the list as one note', () => {
    expect(offered('notes:\n1. today → "mentoring 3-5"\n2. friday → "bring the tripod"')).toEqual([checkin('2026-11-24', 'mentoring 3-5'), checkin('2026-11-27', 'bring the tripod')]);
  });

  it('a heading that is no request leaves its items, numbers gone', () => {
    expect(listHeadingShared('two things:\n1. the wifi is slow\n2. who has the key?')).toBe('two things:\nthe wifi is slow\nwho has the key?');
    expect(listHeadingShared('cancel:\n- friday')).toBe('cancel:\n- friday');
  });
});

describe('words that sound alike, in their place', () => {
  it.each([
    ['Im hear till 5', "Im here till 5"],
    ["I'll be their on thursday", "I'll be there on thursday"],
    ['who is in this weak?', 'who is in this week?'],
    ['my plans for the next to weeks', 'my plans for the next two weeks'],
    ['in to day and tomorrow to', 'in today and tomorrow too'],
    ['can others see weather I am in?', 'can others see whether I am in?'],
    ['did I sine up for friday', 'did I sign up for friday'],
  ])('%s', (text, meant) => {
    expect(homophonesRead(text)).toBe(meant);
  });

  it.each(['I hear the printer is fixed', 'their desks are by the window', 'weak coffee today', 'day to day stuff', 'from monday to friday'])('%s stays as written', (text) => {
    expect(homophonesRead(text)).toBe(text);
  });
});

describe('"every time" said again makes a follow lasting', () => {
  it('a second sentence beginning with "every time he arrives"', () => {
    expect(hubActions('I want to know when Bram Mossgrave is coming in. Every time he comes, ping me')).toEqual([{ intent: 'follow', who: 'Bram Mossgrave', oneShot: false }]);
  });
});

describe('not to be announced, unread: the check-in beside it is offered, never made', () => {
  it('a privacy request the bot could not read', () => {
    const p = resolved('pleaase no anouncing me on the big screen thing, I am here');
    expect(p.kind).not.toBe('act');
  });

  it('a note that only mentions an announcement checks in as usual', () => {
    expect(offered('in today, drafting the announcement for the potluck')).toEqual([checkin('2026-11-24', 'drafting the announcement for the potluck')]);
  });
});

describe('several bare weekdays after "I come" are the habit', () => {
  it('the usual days, not three plans', () => {
    expect(hubActions('I come in tue, thu and fri')).toEqual([{ intent: 'routine', days: [2, 4, 5] }]);
  });

  it('a week named makes them plans; one day is a plan', () => {
    expect(offered('next week I come tue and thu')).toEqual([checkin('2026-12-01'), checkin('2026-12-03')]);
    expect(hubActions('I come thursday')).toEqual([]);
  });
});

describe('hellos, thanks and words of address in the languages members open and close with', () => {
  it.each(["Grüezi. I'm in today", "Selam, I'm in today", "I'm in today, mahalo", "Mais cher, I'm in today", "I'm in today bhai", "Och, I'm in today"])('%s checks in', (text) => {
    expect(offered(text)).toEqual([checkin('2026-11-24')]);
  });

  it('a day said in Haitian Creole and again in English is one plan', () => {
    expect(offered('m ap vini demen — coming in tomorrow')).toEqual([checkin('2026-11-25')]);
  });
});

describe('a day named from another day', () => {
  it.each([
    ['coming the day after wednesday', '2026-11-26'],
    ['put me down for two days after the holiday', '2026-11-28'],
    ['in the friday after the holiday', '2026-11-27'],
    ['book me the day before dec 10', '2026-12-09'],
  ])('%s', (text, date) => {
    const c = reading(text).clauses[0];
    expect(c).toMatchObject({ type: 'write', write: { op: 'checkin', when: { kind: 'day', future: date } } });
  });

  it('a day named from a day named from another is not read (once is enough)', () => {
    expect(reading('the day after the day after wednesday').clauses.some((c) => c.type === 'write')).toBe(false);
  });

  it('"the holiday" is a day only when one is near', () => {
    const far = understand('in two days after the holiday', new Date('2026-10-01T15:30:00Z'), 'America/New_York');
    expect(far.clauses.some((c) => c.type === 'write' && c.write.op === 'checkin' && c.write.when !== undefined)).toBe(false);
  });

  it('a day named from another, corrected whole', () => {
    expect(offered('can you book me for the day after tomorrow? hmm, no. make it friday')).toEqual([checkin('2026-11-27')]);
  });
});

describe('a question asked in the order of a statement', () => {
  const reads = (text: string) => reading(text).clauses.flatMap((c) => (c.type === 'read' ? [c.command] : []));
  it('"or not?" and the subject first', () => {
    expect(reads('Odile didi has come today or not?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Odile' }, date: '2026-11-24' }]);
    expect(reads('I am booked for friday or not?')).toEqual([{ kind: 'myVisit', date: '2026-11-27' }]);
  });

  it('"the last time" said after the one asked about', () => {
    expect(reads('When was Pax Thornbury the last time in?')).toEqual([{ kind: 'lastVisit', who: { kind: 'name', text: 'Pax Thornbury' } }]);
    expect(reads('when I came last time here?')).toEqual([{ kind: 'lastVisit', who: { kind: 'self' } }]);
  });

  it('a question word first is a question already', () => {
    expect(reads('Who is coming friday?')).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-27' } }]);
  });
});

describe('follows and forecasts in a learner\'s order, and in an office\'s words', () => {
  it('"every time that", the verb before its subject, "is reaching", "stop to tell"', () => {
    expect(hubActions('ping me every time that Hiro Lanternby comes in')).toEqual([{ intent: 'follow', who: 'Hiro Lanternby', oneShot: false }]);
    expect(hubActions('please notify me whenever arrives the Wren Thistlewood')).toEqual([{ intent: 'follow', who: 'Wren Thistlewood', oneShot: false }]);
    expect(hubActions('tell me when Ada is reaching the hub, every time')).toEqual([{ intent: 'follow', who: 'Ada', oneShot: false }]);
    expect(hubActions('stop to tell me when Bram comes')).toEqual([{ intent: 'unfollow', who: 'Bram' }]);
  });

  it('how a day looks, and the occupancy expected', () => {
    const reads = (text: string) => reading(text).clauses.flatMap((c) => (c.type === 'read' ? [c.command] : []));
    expect(reads('friday looking packed?')).toEqual([{ kind: 'hub', action: { intent: 'forecast', date: '2026-11-27' } }]);
    expect(reads("what's the expected turnout for monday?")).toEqual([{ kind: 'hub', action: { intent: 'forecast', date: '2026-11-30' } }]);
  });
});

describe('a day named from the one said before it', () => {
  it('"and the day after that" in a list of days', () => {
    expect(offered('sign me up for wednesday and the day after that')).toEqual([checkin('2026-11-25'), checkin('2026-11-26')]);
  });

  it('"the day after it", in another clause, is named from the day said last', () => {
    expect(offered('cancel friday and put me down for the day after it')).toEqual([{ kind: 'checkout', target: SELF, date: '2026-11-27' }, checkin('2026-11-28')]);
  });

  it('no day before it: nothing is named', () => {
    expect(offered('the day after it rained I came in')).toEqual([]);
  });
});

describe('out for a while, back after something, is no check-in', () => {
  it.each(["I'm going out for coffee, back after.", 'I go out now to eat, I come back after', 'back after the call', 'popping out, will come back in 10 min'])('%s writes nothing', (text) => {
    expect(offered(text)).toEqual([]);
  });

  it('"back after all" is back', () => {
    expect(offered('back after all!')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
  });
});

describe('how many came, in an office\'s words', () => {
  const reads = (text: string) => reading(text).clauses.flatMap((c) => (c.type === 'read' ? [c.command] : []));
  it('"attendance figures" are a count; a trend is asked as one', () => {
    expect(reads('the visitor numbers for last month')).toEqual([{ kind: 'stats', range: { start: '2026-10-01', end: '2026-10-31', label: 'last month' }, question: 'count' }]);
    expect(reads('attendance trend this month')[0]).toMatchObject({ kind: 'stats', question: 'trend' });
  });

  it('"came through the hub"', () => {
    expect(reads('how many people came through the hub last week?')[0]).toMatchObject({ kind: 'stats', question: 'count', range: { label: 'last week' } });
  });

  it("an office's courtesies carry nothing", () => {
    expect(hubActions('Per our last conversation, I would appreciate it if you could delete all my data. Happy to discuss.')).toEqual([{ intent: 'forgetMe' }]);
  });
});

describe('look-ups and one\'s plans, asked other ways', () => {
  const reads = (text: string) => reading(text).clauses.flatMap((c) => (c.type === 'read' ? [c.command] : []));
  it('contact details, and "when they\'re at home"', () => {
    expect(reads("can I have Wren Thistlewood's contact details?")).toEqual([{ kind: 'whois', query: { kind: 'name', text: 'Wren Thistlewood' } }]);
    expect(reads("who's Pax Thornbury when he's at home?")).toEqual([{ kind: 'whois', query: { kind: 'name', text: 'Pax Thornbury' } }]);
  });

  it('what one has got coming up, or one\'s programme', () => {
    expect(reads('what have I got lined up coming up?')).toEqual([{ kind: 'hub', action: { intent: 'myPlans' } }]);
    expect(reads("what's my programme for the next couple of weeks?")).toEqual([{ kind: 'hub', action: { intent: 'myPlans' } }]);
  });
});
