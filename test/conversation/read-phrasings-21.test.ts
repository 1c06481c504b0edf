import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';

// Classes met at first contact with blind round 21 and hub round 17; each case is a new wording of its class, not a
// round's. Said on Tuesday 2026-11-24 at the hub.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const SELF = { kind: 'self' };
const checkin = (date: string, notes?: string) => ({ kind: 'checkin', target: SELF, date, ...(notes === undefined ? {} : { notes }) });
/** Everything the member would get done by tapping yes: the writes, or the one choice offered. */
const offered = (text: string) => {
  const p = resolve(reading(text), new Map());
  if (p.kind === 'act') return p.writes;
  if (p.kind === 'ask' && p.choices.length === 1) return p.choices[0]!.commands;
  return [];
};
const hubActions = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' ? [c.write.action] : []));

describe('surprise is not a plan', () => {
  it.each(["well I'll be!", "oh I'll be, it actually worked", 'why I will be'])('%s writes nothing', (text) => {
    expect(offered(text)).toEqual([]);
  });

  it('being somewhere, or on a day, is still a plan', () => {
    expect(offered("I'll be there friday")).toEqual([checkin('2026-11-27')]);
    expect(offered("I'll be wednesday")).toEqual([checkin('2026-11-25')]);
  });
});

describe('the day back after time away ends the time away; it plans no visit', () => {
  it('time away read as such needs no word like "vacation"', () => {
    expect(offered('gone from the 8th of december through the 13th, back dec 14')).toEqual([{ kind: 'hub', action: { intent: 'away', from: '2026-12-08', to: '2026-12-13' } }]);
  });

  it('a span written day first is read day first when one date can only be', () => {
    expect(hubActions('away 28/11 to 2/12')).toEqual([{ intent: 'away', from: '2026-11-28', to: '2026-12-02' }]);
    expect(hubActions('away 11/28 to 12/2')).toEqual([{ intent: 'away', from: '2026-11-28', to: '2026-12-02' }]);
  });
});

describe('the usual days, said as a habit with the words of a plan', () => {
  it.each([
    ['pencil me in for tuesdays and thursdays', [2, 4]],
    ['sign me up for every wednesday', [3]],
    ["I'll be in fridays going forward", [5]],
    ["I'm in mondays from now on", [1]],
    ['book me in for tuesdays as my regular days', [2]],
  ])('%s', (text, days) => {
    expect(hubActions(text)).toEqual([{ intent: 'routine', days }]);
  });

  it('one day without a habit is still a plan', () => {
    expect(hubActions('pencil me in for thursday')).toEqual([]);
    expect(offered('pencil me in for thursday')).toEqual([checkin('2026-11-26')]);
  });

  it('whose days they are, and a remark after a later comma, leave every day read', () => {
    expect(hubActions('usually tuesdays, thursdays n saturdays for me, the odd monday too but not really')).toEqual([{ intent: 'routine', days: [2, 4, 6] }]);
  });
});

describe('the whole of a week is each of its weekdays', () => {
  it.each(['in all of next week', "I'll be in the whole of next week", 'coming in the entire next week'])('%s', (text) => {
    expect(offered(text)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((d) => checkin(d)));
  });

  it('a whole week gone by is that span, asked about', () => {
    const asked = reading('who came in all of last week?').clauses[0];
    expect(asked?.type === 'read' && asked.command.kind === 'whosHere' ? asked.command.when : undefined).toEqual({
      type: 'range',
      range: { start: '2026-11-16', end: '2026-11-22', label: 'last week' },
    });
  });
});

describe('what is not notes', () => {
  it('the go-ahead before a request is not the notes of the check-in before it', () => {
    expect(offered("I'm here, go on and sign me in")).toEqual([checkin('2026-11-24')]);
  });

  it('how the way in was is a remark, not notes', () => {
    expect(offered('made it, the subway was packed')).toEqual([checkin('2026-11-24')]);
    expect(offered('in now, streets were icy')).toEqual([checkin('2026-11-24')]);
  });

  it('since when one is here is not notes; what one does is', () => {
    expect(offered("here, been in since eight o'clock")).toEqual([checkin('2026-11-24')]);
    expect(offered('here, been fixing the kiln since eight')).toEqual([checkin('2026-11-24', 'been fixing the kiln since eight')]);
  });

  it('the note asked for by name replaces what a comma guessed', () => {
    expect(offered("at the hub, by the big window. Put 'glazing mugs' as the note")).toEqual([checkin('2026-11-24', 'glazing mugs')]);
    expect(offered("I'm in. put the note as 'reviewing PRs'")).toEqual([checkin('2026-11-24', 'reviewing PRs')]);
  });

  it('arrived a while "back" is arrived', () => {
    expect(offered('reached the hub 5 minutes back')).toEqual([checkin('2026-11-24')]);
  });
});

describe('a plan said again without its day, after a question, is the same plan', () => {
  it('no visit today is added', () => {
    expect(offered('I plan to come on Wednesday and Friday. Is the hub heated on weekends? Anyway I will come')).toEqual([checkin('2026-11-25'), checkin('2026-11-27')]);
  });
});

const reads = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' ? [c.command] : []));

describe('a day named from a holiday', () => {
  it.each([
    ['in the day before christmas eve', '2026-12-23'],
    ['put me down for the friday after thanksgiving', '2026-11-27'],
    ['coming the tuesday before christmas', '2026-12-22'],
  ])('%s', (text, date) => {
    expect(offered(text)).toEqual([checkin(date)]);
  });

  it('the week of or around a holiday is that week, Monday to Sunday, the nearer one', () => {
    expect(reads("who's coming the week after christmas?")).toEqual([{ kind: 'whosHere', when: { type: 'range', range: { start: '2026-12-28', end: '2027-01-03', label: 'the week after christmas' } } }]);
    expect(reads('who came the week before thanksgiving')).toEqual([{ kind: 'whosHere', when: { type: 'range', range: { start: '2026-11-16', end: '2026-11-22', label: 'the week before thanksgiving' } } }]);
  });
});

describe("one's own visits, asked in the ways members ask", () => {
  it('between now and a day is today to that day', () => {
    expect(reads('what do I have booked between now and new years eve')).toEqual([{ kind: 'visits', target: SELF, range: { start: '2026-11-24', end: '2026-12-31', label: 'between now and new years eve' } }]);
  });

  it('a statement with "or not" asks', () => {
    expect(reads("I'm down for thursday or not?")).toEqual([{ kind: 'myVisit', date: '2026-11-26' }]);
  });

  it('"last time" asks for the last visit', () => {
    expect(reads('when was I here the last time')).toEqual([{ kind: 'lastVisit', who: SELF }]);
  });

  it('"what were my visits" lists them', () => {
    expect(reads('which were my check-ins this month?')).toEqual([{ kind: 'visits', target: SELF, range: { start: '2026-11-01', end: '2026-11-30', label: 'this month' } }]);
  });
});

describe('a pronoun for the one person named before it', () => {
  it('a question about them', () => {
    expect(reads('Hiro lent me a cable, is he in tomorrow?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Hiro' }, date: '2026-11-25' }]);
  });

  it('a follow of them', () => {
    expect(hubActions('Odile Fenwright owes me a book, can you tell me when she gets in today?')).toEqual([{ intent: 'follow', oneShot: true, who: 'Odile Fenwright' }]);
  });

  it('with two people named together, "they" is both of them; "she" is neither', () => {
    expect(hubActions('Hiro and Odile are both bringing cake, tell me when they arrive')).toEqual([{ intent: 'follow', oneShot: true, who: 'Hiro and Odile' }]);
    expect(hubActions('Hiro and Odile are both bringing cake, tell me when she arrives')).toEqual([]);
  });

  it('never a visit for someone else', () => {
    expect(offered('Hiro is sick, check him in for tomorrow')).toEqual([]);
  });
});

describe('dropped letters and British places (Cockney)', () => {
  it("an apostrophe for a dropped h opens no quote, and the word is read", () => {
    expect(reads("'oo's Tamsin Brackwater, then?")).toEqual([{ kind: 'whois', query: { kind: 'name', text: 'Tamsin Brackwater' } }]);
    expect(offered("that's me off 'ome")).toEqual([{ kind: 'leave', target: SELF, date: '2026-11-24' }]);
  });

  it('"down the hub" is at the hub', () => {
    expect(offered("I'll be down the hub thursday")).toEqual([checkin('2026-11-26')]);
  });

  it('"up to the hub" is still a way of arriving', () => {
    expect(offered('rolled up to the hub')).toEqual([checkin('2026-11-24')]);
  });
});

describe('leaving, said in other words', () => {
  it.each(["I'm about to head on home, night all", 'put me down as gone', 'sign me as left please', "that's me away for the day"])('%s', (text) => {
    expect(offered(text)).toEqual([{ kind: 'leave', target: SELF, date: '2026-11-24' }]);
  });
});

describe('arriving is no notes', () => {
  it.each(['here, just settling in', 'made it, still unpacking'])('%s', (text) => {
    expect(offered(text)).toEqual([checkin('2026-11-24')]);
  });

  it('what comes after settling in is', () => {
    expect(offered('here, settling in then soldering')).toEqual([checkin('2026-11-24', 'settling in then soldering')]);
  });
});

describe('the hub, asked in other words', () => {
  it.each([
    ['please erase whatever you hold about me', { intent: 'forgetMe' }],
    ['I ask that you delete all information stored concerning me', { intent: 'forgetMe' }],
    ['let anyone who wants to follow me', { intent: 'followable', followable: 'anyone' }],
    ['pause the reminders for a bit', { intent: 'reminders', when: 'off' }],
    ["I'm heading back home 12/21 to 1/2", { intent: 'away', from: '2026-12-21', to: '2027-01-02' }],
  ])('%s', (text, action) => {
    expect(hubActions(text)).toEqual([action]);
  });
});

describe('a question asked to be told is the question', () => {
  it.each(["please tell me who's following me", 'let me know which days I am in this week', "I'd like to know who is following my arrivals"])('%s', (text) => {
    expect(reading(text).clauses.some((c) => c.type === 'read')).toBe(true);
  });

  it('"tell me when" and "let me know if" still ask to be told later', () => {
    expect(hubActions('tell me when Odile gets in')).toEqual([{ intent: 'follow', oneShot: true, who: 'Odile' }]);
    expect(hubActions('let me know if Hiro shows up')).toEqual([{ intent: 'follow', oneShot: true, who: 'Hiro' }]);
  });
});

describe('hub requests, said in other words', () => {
  const hubReads = (text: string) => reads(text).flatMap((c) => (c.kind === 'hub' ? [c.action] : []));

  it.each([
    ['how packed do you think friday will be?', '2026-11-27'],
    ['how crowded will be the hub on the 2nd?', '2026-12-02'],
    ['will the hub be mobbed thursday morning?', '2026-11-26'],
    ['is it gonna be proper busy in there on christmas eve or dead?', '2026-12-24'],
  ])('the forecast: %s', (text, date) => {
    expect(hubReads(text)).toEqual([{ intent: 'forecast', date }]);
  });

  it.each([
    ['saturday I will not come as usual, family thing', { intent: 'skip', date: '2026-11-28' }],
    ['stop sending me the arrival pings for Hiro', { intent: 'unfollow', who: 'Hiro' }],
    ["stop sending me Odile's arrival alerts", { intent: 'unfollow', who: 'Odile' }],
    ["I don't need no more alerts 'bout Bram arriving", { intent: 'unfollow', who: 'Bram' }],
    ['quit reminding me about my usual days', { intent: 'reminders', when: 'off' }],
    ['resume the reminders please', { intent: 'reminders', when: 'evening' }],
    ['send them the night before instead', { intent: 'reminders', when: 'evening' }],
  ])('%s', (text, action) => {
    expect(hubActions(text).filter((a) => !(a.intent === 'follow'))).toEqual([action]);
  });

  it('a pronoun named earlier in the same sentence', () => {
    expect(hubActions("I've stopped pairing with Xavi so I don't need to know when he comes in")).toEqual([{ intent: 'unfollow', who: 'Xavi' }]);
  });
});

describe('a clause in another language beside the English that asks the same', () => {
  it('the English is done, the days said again leave nothing unclear', () => {
    expect(offered('el sábado y el domingo voy al hub — saturday and sunday put me down')).toEqual([checkin('2026-11-28'), checkin('2026-11-29')]);
  });

  const kind = (text: string) => resolve(reading(text), new Map()).kind;

  it('a day only the other language names stays unclear: asked, not done', () => {
    expect(kind('el jueves voy al hub y el viernes también, put me down for thursday')).toBe('ask');
  });

  it('English the templates do not spell is no other language: asked, not done', () => {
    expect(kind('plan me for wednesday and friday. friday i am bringing the pottery wheel')).toBe('ask');
  });

  it("days and politeness in Spanish and French are read", () => {
    expect(offered('in jeudi et vendredi svp')).toEqual([checkin('2026-11-26'), checkin('2026-11-27')]);
    expect(offered("I'm there sábado, gracias")).toEqual([checkin('2026-11-28')]);
  });

  it('"hasta mañana" after leaving is a goodbye', () => {
    expect(offered('heading out, hasta mañana')).toEqual([{ kind: 'leave', target: SELF, date: '2026-11-24' }]);
  });
});

describe('more of round 21, in other words', () => {
  it('one visit "from" a day is that day\'s; visits from a day to another are a span', () => {
    expect(offered('please cancel the booking from 2 December')).toEqual([{ kind: 'checkout', target: SELF, date: '2026-12-02' }]);
    const span = reading('cancel my visits from monday to friday').clauses[0];
    expect(span?.type === 'write' && span.write.op === 'cancel' ? span.write.when?.kind : undefined).toBe('range');
  });

  it('a note for a day\'s visit named first', () => {
    expect(offered("for Thursday visit kindly add note 'pie duty'")).toEqual([checkin('2026-11-26', 'pie duty')]);
  });

  it('"nah" before a request is no "no"', () => {
    const c = reading('nah cancel all my things').clauses;
    expect(c.map((x) => x.intent)).toEqual(['cancel-all']);
  });

  it('who turned up, the last time someone "come in", the average "of" people', () => {
    expect(reads('who rolled in yesterday')).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-23' } }]);
    expect(reads("when's the last time Hiro come in?")).toEqual([{ kind: 'lastVisit', who: { kind: 'name', text: 'Hiro' } }]);
    expect(reads('what is the average of people per day this month')).toEqual([{ kind: 'stats', range: { start: '2026-11-01', end: '2026-11-30', label: 'this month' }, question: 'average' }]);
  });

  it('"bless up" is thanks', () => {
    expect(reading('big up yourself, bless up').clauses.every((c) => c.type === 'chat')).toBe(true);
  });
});

describe('more of hub17, in other words', () => {
  const hubReads = (text: string) => reads(text).flatMap((c) => (c.kind === 'hub' ? [c.action] : []));

  it('who knows a topic: "is knowing", "what knows", "present at hub"', () => {
    expect(hubReads('anybody present at hub now who is knowing Kotlin?')).toEqual([{ intent: 'whoKnows', topic: 'Kotlin' }]);
    expect(hubReads('anyone about what knows Postgres?')).toEqual([{ intent: 'whoKnows', topic: 'Postgres' }]);
  });

  it('the list of who is in, named so', () => {
    expect(hubActions("add me back to the list of who's here")).toEqual([{ intent: 'listed', listed: true }]);
  });

  it('asked first, said as a preference; who can see one arrive', () => {
    expect(hubActions("I'd prefer that people ask me first before they follow me")).toEqual([{ intent: 'followable', followable: 'approved' }]);
    expect(hubReads('who could really see when I arrive?')).toEqual([{ intent: 'followers' }]);
  });

  it('what the next weeks look like', () => {
    expect(hubReads('what will my next few weeks look like?')).toEqual([{ intent: 'myPlans' }]);
  });

  it('the usual days, with the hub named, to come, or with their hours', () => {
    expect(hubActions('my usual hub days will be Monday to Wednesday')).toEqual([{ intent: 'routine', days: [1, 2, 3] }]);
    expect(hubActions('my days are tuesdays and fridays after 2pm')).toEqual([{ intent: 'routine', days: [2, 5] }]);
    expect(hubActions('henceforth my regular days are thursdays')).toEqual([{ intent: 'routine', days: [4] }]);
  });

  it('no usual days, said with a double negative', () => {
    expect(hubActions("I ain't got no usual days no more")).toEqual([{ intent: 'routine', days: [] }]);
  });
});
