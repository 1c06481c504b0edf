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

// Round 13's classes (British dates, formal and third-language word orders, slang), in new wordings.
describe('days said the British way, in words, or after a weekday with its date', () => {
  it.each([
    ['pencil me in for Thursday week', [{ kind: 'checkin', target: SELF, date: '2026-12-03' }]],
    ['in on the second of december', [{ kind: 'checkin', target: SELF, date: '2026-12-02' }]],
    ["I'll be in wednesday the 25th and friday, note for both: 'layout'", [
      { kind: 'checkin', target: SELF, date: '2026-11-25', notes: 'layout' },
      { kind: 'checkin', target: SELF, date: '2026-11-27', notes: 'layout' },
    ]],
  ])('%s', (text, expected) => {
    expect(writes(text)).toEqual(expected);
  });

  it('"who\'s here/around/about <weekday>" asks about the coming one; "who was here <weekday>" the last', () => {
    expect(reads("who's around on saturday?")).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-28' } }]);
    expect(reads('who was here on monday')).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-23' } }]);
    expect(reads('who is coming the next week to the hub')).toEqual([{ kind: 'whosHere', when: { type: 'range', range: { start: '2026-11-30', end: '2026-12-06', label: 'next week' } } }]);
  });
});

describe('cancelling, said many ways', () => {
  it.each([
    ["friday's off, the plumber's coming", [{ kind: 'checkout', target: SELF, date: '2026-11-27' }]],
    ['never mind, not coming thursday', [{ kind: 'checkout', target: SELF, date: '2026-11-26' }]],
    ["I'm afraid I shan't be able to come on the fourth", [{ kind: 'checkout', target: SELF, date: '2026-12-04' }]],
    ['cancel mon. working from home instead.', [{ kind: 'checkout', target: SELF, date: '2026-11-30' }]],
    ["cancel friday, my dog has a vet appointment on thursday", [{ kind: 'checkout', target: SELF, date: '2026-11-27' }]],
    ["can't do monday. still on for wednesday though", [{ kind: 'checkout', target: SELF, date: '2026-11-30' }]],
  ])('%s', (text, expected) => {
    expect(writes(text)).toEqual(expected);
  });
});

describe('leaving, thanks and lookups, said many ways', () => {
  it.each(['dipping now ✌️', 'mark me as gone pls', 'i leave now, the day is done for me', 'out for the night'])('%s: left', (text) => {
    expect(writes(text)).toEqual([{ kind: 'leave', target: SELF, date: '2026-11-24' }]);
  });

  it.each(['thank you so much for sorting that out', 'many thanks for the reminder', "lol you're such a good bot"])('%s: thanks', (text) => {
    const first = reading(text).clauses.find((c) => c.type === 'chat' && c.command !== undefined);
    expect(first?.type === 'chat' ? first.command : undefined).toEqual({ kind: 'smalltalk', says: 'thanks' });
  });

  it.each([
    ['what is Rosa working on', { kind: 'whois', query: { kind: 'name', text: 'Rosa' } }],
    ['could you send me the contact info for Quinn Orchardine', { kind: 'whois', query: { kind: 'name', text: 'Quinn Orchardine' } }],
    ['Nico is in today or not?', { kind: 'presence', who: { kind: 'name', text: 'Nico' }, date: '2026-11-24' }],
    ['could you tell me when Hiro will next be in', { kind: 'lastVisit', who: { kind: 'name', text: 'Hiro' } }],
    ['how many times have I visited this month', { kind: 'visits', target: SELF, range: { start: '2026-11-01', end: '2026-11-30', label: 'this month' } }],
    ['plot the attendance for october', { kind: 'chart', range: { start: '2026-10-01', end: '2026-10-31', label: 'October' } }],
  ])('%s', (text, command) => {
    expect(reads(text)).toEqual([command]);
  });
});

describe('notes said many ways (a visit today and friday known)', () => {
  const visits = new Map([
    ['2026-11-24', { notes: 'old' }],
    ['2026-11-27', { notes: '' }],
  ]);
  const set = (text: string) => {
    const p = resolve(reading(text), visits as never);
    return p.kind === 'act' ? p.writes : p.kind;
  };
  it.each([
    ["stick 'pairing with Lev' on today pls", '2026-11-24', 'pairing with Lev'],
    ["could you put 'kiln at 2' on my friday?", '2026-11-27', 'kiln at 2'],
    ['please modify my note for friday so that it says: "zine fair prep"', '2026-11-27', 'zine fair prep'],
    ["update my note of today, now it is 'invoices, then lunch'", '2026-11-24', 'invoices, then lunch'],
    ["leave a note for friday: 'bring the tripod'", '2026-11-27', 'bring the tripod'],
  ])('%s', (text, date, notes) => {
    expect(set(text)).toEqual([{ kind: 'note', target: SELF, date, action: { type: 'set', text: notes } }]);
  });

  it('"please check in me. Note: …" checks in with the labelled notes', () => {
    expect(writes('I arrive now, please check in me. Note: grading essays')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'grading essays' }]);
  });

  it('"can you check in other people?" writes nothing', () => {
    expect(plan('can you check in other people? asking for a friend').kind).not.toBe('act');
  });
});

// Hub10's classes, in new wordings.
describe('the hub, said formally, tersely or in another order', () => {
  it.each([
    ['I would be grateful to be told each time Umar arrives', { intent: 'follow', oneShot: false, who: 'Umar' }],
    ['could you give us a ping whenever Vera rocks up', { intent: 'follow', oneShot: false, who: 'Vera' }],
    ['whenever Cleo comes in, always ping me', { intent: 'follow', oneShot: false, who: 'Cleo' }],
    ['can I get a heads up every time Nico arrives?', { intent: 'follow', oneShot: false, who: 'Nico' }],
    ['ping when Dario in', { intent: 'follow', oneShot: true, who: 'Dario' }],
    ['kindly discontinue the alerts regarding Farid', { intent: 'unfollow', who: 'Farid' }],
    ['mute Quinn alerts', { intent: 'unfollow', who: 'Quinn' }],
    ['no need to ping me about Ines anymore', { intent: 'unfollow', who: 'Ines' }],
    ['who am I following right now?', { intent: 'following' }],
    ["who is following me?", { intent: 'followers' }],
    ['may I ask who gets alerts when I come in?', { intent: 'followers' }],
    ['I typically attend on tuesdays and fridays', { intent: 'routine', days: [2, 5] }],
    ['usually in mon + fri tho', { intent: 'routine', days: [1, 5] }],
    ['my usual: weekdays except friday, which is my studio day', { intent: 'routine', days: [1, 2, 3, 4] }],
    ["I don't have set days any more", { intent: 'routine', days: [] }],
    ['I have no more usual days', { intent: 'routine', days: [] }],
    ['please silence the nags', { intent: 'reminders', when: 'off' }],
    ['ooo 12/21-12/24', { intent: 'away', from: '2026-12-21', to: '2026-12-24' }],
    ['off for the holidays dec 22 to jan 2', { intent: 'away', from: '2026-12-22', to: '2027-01-02' }],
    ['roughly how packed will it be friday?', { intent: 'forecast', date: '2026-11-27' }],
    ["what's the expected turnout for monday", { intent: 'forecast', date: '2026-11-30' }],
  ])('%s', (text, action) => {
    expect(hub(text)).toEqual([{ action, sure: true }]);
  });
});

describe('a week said for one visit makes a bare weekday beside it a question', () => {
  it('"cancel mon next week, add wed" asks which Wednesday; the cancel stands in both answers', () => {
    const p = plan('cancel mon next week, add wed');
    expect(p.kind).toBe('ask');
    const dates = p.kind === 'ask' ? p.choices.map((c) => c.commands.map((cmd) => `${cmd.kind} ${'date' in cmd ? cmd.date : ''}`)) : [];
    expect(dates).toEqual([
      ['checkout 2026-11-30', 'checkin 2026-11-25'],
      ['checkout 2026-11-30', 'checkin 2026-12-02'],
    ]);
  });

  it('a question about next week leaves a cancel beside it alone', () => {
    expect(writes("cancel fri, and who's coming next week?")).toEqual([{ kind: 'checkout', target: SELF, date: '2026-11-27' }]);
  });
});

describe('a departure on a day gone by', () => {
  it.each(['I left early yesterday', 'i left the hub yesterday'])('%s: told that past visits stay as they are, nothing written', (text) => {
    const first = reading(text).clauses[0];
    expect(first).toEqual({ type: 'say', text: 'I can only note that you left today; past visits stay as they are.', intent: 'leave-past' });
  });
});

describe('a lead-in before notes is not part of them; the formal "note that" is no note command', () => {
  it.each([
    ['coming wednesday. Please note that I will be "tidying the tool wall"', '2026-11-25', 'tidying the tool wall'],
    ['in tomorrow. fyi, working on the quarterly zine', '2026-11-25', 'the quarterly zine'],
    ['plan me for friday. btw "sourdough workshop prep"', '2026-11-27', 'sourdough workshop prep'],
  ])('%s: the notes are what follows the lead', (text, date, notes) => {
    expect(writes(text)).toEqual([{ kind: 'checkin', target: SELF, date, notes }]);
  });

  it('an aside after a lead stays out of the notes', () => {
    expect(writes('coming friday. sorry for my spelling, new phone')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-27' }]);
    expect(writes('in today. btw the kettle is broken')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
  });

  it('"note that …" alone writes nothing and offers nothing', () => {
    expect(reading('please note that the back door sticks').clauses.some((c) => c.type === 'write')).toBe(false);
    expect(reading('note that the heating is off again').clauses.some((c) => c.type === 'write')).toBe(false);
  });
});

describe('several requests in one message, each said its own way', () => {
  it('a formal "I should like to", a British "stick me down", an article before a day', () => {
    expect(writes('I should like to reserve Wednesday the 2nd')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-12-02' }]);
    expect(writes('bung me down for thursday')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26' }]);
    expect(writes('the monday I come also')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-30' }]);
  });

  it('here now, a day to plan and a person to look up: all three in one', () => {
    expect(writes('I am in now, and the thursday I come too, and who is Vera?')).toEqual([
      { kind: 'checkin', target: SELF, date: '2026-11-24' },
      { kind: 'checkin', target: SELF, date: '2026-11-26' },
    ]);
    expect(reads('I am in now, and the thursday I come too, and who is Vera?')).toEqual([{ kind: 'whois', query: { kind: 'name', text: 'Vera' } }]);
  });

  it('"could you further tell me whether …" asks about the person', () => {
    expect(reads('Could you additionally tell me whether Hiro will be in today?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Hiro' }, date: '2026-11-24' }]);
  });
});

describe('words after a check-in that beg the bot, or say how the trip was, are not notes; a dateless plan takes the day beside it', () => {
  it('a question or a plea run on after a check-in is asked about, never stored', () => {
    expect(plan('could you check in for my teammate? she forgot her phone').kind).toBe('ask');
    expect(plan('checkin dana please, her laptop died').kind).toBe('ask');
    // An invitation to the others is notes.
    expect(writes('in today, soldering the badge, come find me pls')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'soldering the badge, come find me pls' }]);
  });

  it.each([
    ['made it in, bus was packed'],
    ['just arrived 🌧️ pouring out there'],
    ['I am at the hub, I stay till 5'],
    ['in today, staying till about 4'],
  ])('%s: checked in, no notes', (text) => {
    expect(writes(text)).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
  });

  it('"put me down" beside a planned day, or after a day asked about, is that day', () => {
    expect(writes('coming by on the 3rd, sign me up')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-12-03' }]);
    expect(writes('friday?? do we even open. fine, put me down anyway')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-27' }]);
  });
});

describe('round 14 classes: a labelled note is the note, oneself asked short, people named like months, lookups, run-on sentences', () => {
  it('after "note:" the text is the note whatever it says', () => {
    expect(writes('book me for monday the 30th. notes: in from noon')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-30', notes: 'in from noon' }]);
  });

  it.each([
    ["when's the last time i was in", { kind: 'lastVisit', who: SELF }],
    ['was i here last thursday?', { kind: 'myVisit', date: '2026-11-19' }],
    ['me booked for friday? y/n', { kind: 'myVisit', date: '2026-11-27' }],
    ['am i down for todays', { kind: 'myVisit', date: '2026-11-24' }],
  ])('%s', (text, command) => {
    expect(reads(text)).toEqual([command]);
  });

  it('"got anything booked …?" and "what\'ve I got …" list my plans', () => {
    expect(reads("what've i got lined up")).toEqual([{ kind: 'hub', action: { intent: 'myPlans' } }]);
    expect(reads('do i have anything booked in?')).toEqual([{ kind: 'hub', action: { intent: 'myPlans' } }]);
  });

  it('a month that is a first name, after words asking about someone, is a person', () => {
    expect(reads('who is april fenwick')).toEqual([{ kind: 'whois', query: { kind: 'name', text: 'april fenwick' } }]);
    expect(reads('who was here in april')[0]).toMatchObject({ kind: 'whosHere', when: { type: 'range' } });
  });

  it.each([
    ["Who's that Soren Quill?", 'Soren Quill'],
    ["what's Edie's story", 'Edie'],
    ['how do I reach Odile Marsh?', 'Odile Marsh'],
  ])('%s looks the person up', (text, name) => {
    expect(reads(text)).toEqual([{ kind: 'whois', query: { kind: 'name', text: name } }]);
  });

  it.each([
    ['When was the last time that Basil came in?', 'Basil'],
    ['last seen of Jonah?', 'Jonah'],
    ['any idea when Amara was last in?', 'Amara'],
  ])('%s asks when they were last in', (text, name) => {
    expect(reads(text)).toEqual([{ kind: 'lastVisit', who: { kind: 'name', text: name } }]);
  });

  it('a request and a sentence run on without a stop: the request stands, a second request is kept', () => {
    expect(writes("I'm at the hub now I meant to say so earlier")).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
    expect(writes("cancel my friday visit I've got a dentist thing")).toEqual([{ kind: 'checkout', target: SELF, date: '2026-11-27' }]);
    expect(writes("i'm in now i want to come thursday too")).toEqual([
      { kind: 'checkin', target: SELF, date: '2026-11-24' },
      { kind: 'checkin', target: SELF, date: '2026-11-26' },
    ]);
    expect(writes("heading out now see you monday")).toEqual([{ kind: 'leave', target: SELF, date: '2026-11-24' }]);
  });

  it('taking a note off a day', () => {
    expect(writes('take the note off my friday visit')).toEqual([{ kind: 'note', target: SELF, date: '2026-11-27', action: { type: 'clear' } }]);
  });
});

describe('round 14 classes: days glued or side by side, notes for one of several days, Australian and phone words', () => {
  it.each([
    ['mon/tue/thu next week', ['2026-11-30', '2026-12-01', '2026-12-03']],
    ['wed+fri', ['2026-11-25', '2026-11-27']],
    ['coming wed thu fri', ['2026-11-25', '2026-11-26', '2026-11-27']],
  ])('%s plans every day named', (text, dates) => {
    expect(writes(text)).toEqual(dates.map((date) => ({ kind: 'checkin', target: SELF, date })));
  });

  it('notes labelled with one of the days go to that day alone; "note both:" to all of them', () => {
    expect(writes("wed+thu. thu note 'demo day'")).toEqual([
      { kind: 'checkin', target: SELF, date: '2026-11-25' },
      { kind: 'checkin', target: SELF, date: '2026-11-26', notes: 'demo day' },
    ]);
    expect(writes('wednesday and friday. friday: soldering workshop')).toEqual([
      { kind: 'checkin', target: SELF, date: '2026-11-25' },
      { kind: 'checkin', target: SELF, date: '2026-11-27', notes: 'soldering workshop' },
    ]);
    expect(writes('thu/fri. notes both: zine layout')).toEqual([
      { kind: 'checkin', target: SELF, date: '2026-11-26', notes: 'zine layout' },
      { kind: 'checkin', target: SELF, date: '2026-11-27', notes: 'zine layout' },
    ]);
  });

  it('"-> hub" says where, not notes; "X stays" keeps X', () => {
    expect(writes('thu -> hub')).toEqual('ask');
    expect(writes('thu+fri -> hub')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26' }, { kind: 'checkin', target: SELF, date: '2026-11-27' }]);
    expect(reading('cancel thu. sat stays.').clauses.map((c) => (c.type === 'write' ? c.write.op : c.type))).toEqual(['cancel', 'keep']);
  });

  it('"Tuesday\'s note is wrong" is about the note, not a new one', () => {
    expect(reading("thursday's note is out of date").clauses.some((c) => c.type === 'write' && c.write.op === 'setNotes')).toBe(false);
  });

  it.each([
    ['just rocked up at the hub'],
    ["g'day, just turned up"],
    ['chick in pls'],
  ])('%s checks in', (text) => {
    expect(writes(text)).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
  });

  it('"might swing by", "pop by friday": a plan (a maybe is asked); "reckon" hedges', () => {
    expect(writes('pop by friday')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-27' }]);
    expect(plan('might swing by thursday').kind).toBe('ask');
    expect(plan("i reckon i'll come monday").kind).toBe('ask');
    expect(reads("who's about this arvo?")).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-24' } }]);
  });
});

describe('round 14 classes: numbers asked in other orders, notes named then quoted, a day said alone with its notes', () => {
  it('stats and charts', () => {
    expect(reads('which day this week was the slowest')[0]).toMatchObject({ kind: 'stats', question: 'quietest' });
    expect(reads('who are the people that visit the most this month?')[0]).toMatchObject({ kind: 'stats', question: 'top' });
    expect(reads('how many people showed up last month altogether?')[0]).toMatchObject({ kind: 'stats', question: 'count' });
    expect(reads('could you make an attendance chart for this month')[0]).toMatchObject({ kind: 'chart' });
  });

  it('"note it as \'X\'", "add the note \'X\'", "put \'X\' on it" set the notes of the visit just named', () => {
    expect(writes('in now, note it as "laser cutter induction"')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'laser cutter induction' }]);
    expect(writes("at the hub. Put 'grant budget' on it.")).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'grant budget' }]);
    expect(writes('coming friday for the meetup, note it as "meetup: rust embedded"')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-27', notes: 'meetup: rust embedded' }]);
  });

  it('a day said alone is offered, but with its notes set off it is a plan', () => {
    expect(plan('monday.').kind).toBe('ask');
    expect(writes("Monday. Note: 'bike repair clinic'")).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-30', notes: 'bike repair clinic' }]);
    expect(writes('for thursday, add the note "portfolio review"')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26', notes: 'portfolio review' }]);
  });
});

describe('round 14 classes: "of" a day, plural visits, a remark run on, a step out in the present, "myself", asked inside "tell me"', () => {
  it.each([
    ['cancel my booking of friday please', [{ kind: 'checkout', target: SELF, date: '2026-11-27' }]],
    ['I would like to book some days for Thursday 3 December and Friday 4 December', [{ kind: 'checkin', target: SELF, date: '2026-12-03' }, { kind: 'checkin', target: SELF, date: '2026-12-04' }]],
    ["can't do thursday anymore dog is unwell, cancel pls", [{ kind: 'checkout', target: SELF, date: '2026-11-26' }]],
    ['put myself down for friday', [{ kind: 'checkin', target: SELF, date: '2026-11-27' }]],
    ["sign me up for monday, if that's okay", [{ kind: 'checkin', target: SELF, date: '2026-11-30' }]],
  ])('%s', (text, expected) => {
    expect(writes(text)).toEqual(expected);
  });

  it('stepping out said in the present is a step out, nothing written', () => {
    const clauses = reading('I go for lunch, I come back in half an hour').clauses;
    expect(clauses.map((c) => c.intent)).toContain('step-out');
    expect(clauses.some((c) => c.type === 'write')).toBe(false);
  });

  it('"could you tell me who\'s planning to be in on X?" lists who is coming', () => {
    expect(reads("could you tell me who's planning to be in on Thursday?")).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-26' } }]);
  });
});

describe('emoji that stand for a word are read as it', () => {
  it.each([
    ['is Lev 🏠 tomorrow?', { kind: 'presence', who: { kind: 'name', text: 'Lev' }, date: '2026-11-25' }],
    ['👤 Vera Quill', { kind: 'whois', query: { kind: 'name', text: 'Vera Quill' } }],
  ])('%s', (text, command) => {
    expect(reads(text)).toEqual([command]);
  });

  it('🗑️ a note, ❌ a day, 🏠 now', () => {
    expect(writes('🗑️ my note for friday')).toEqual([{ kind: 'note', target: SELF, date: '2026-11-27', action: { type: 'clear' } }]);
    expect(writes('thu ❌')).toEqual([{ kind: 'checkout', target: SELF, date: '2026-11-26' }]);
    expect(writes('🏠✅ now')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
  });

  it('other emoji keep their meaning: a thumbs-up alone says yes, a wave alone is a hello', () => {
    expect(reading('👍').clauses).toEqual([{ type: 'control', control: { kind: 'yes' }, intent: 'yes' }]);
    expect(reading('👋').clauses).toEqual([{ type: 'chat', command: { kind: 'smalltalk', says: 'hello' }, intent: 'emoji' }]);
  });
});

describe('hub emoji and a hiding said twice', () => {
  it('🔔 follows, 🔕 mutes reminders', () => {
    expect(hub('🔔 every time Vera 🏠')).toEqual([{ action: { intent: 'follow', oneShot: false, who: 'Vera' }, sure: true }]);
    expect(hub('🔕 reminders pls')).toEqual([{ action: { intent: 'reminders', when: 'off' }, sure: true }]);
  });

  it('"don\'t name me" beside hiding today is the same request; said for good, it is its own', () => {
    expect(hub("ghost me today, don't name me").map((h) => h.action.intent)).toEqual(['ghost']);
    expect(hub("ghost me today and don't list me anymore").map((h) => h.action.intent)).toEqual(['ghost', 'listed']);
  });
});

describe('hub11 classes the conversation room reads: plans asked in embedded order, "list:" as a label, a filler before a lead, politeness after a request', () => {
  it('"what I have planned …", "what\'s on for me …" list my plans', () => {
    expect(reads('what i have booked the next two weeks?')).toEqual([{ kind: 'hub', action: { intent: 'myPlans' } }]);
    expect(reads("what's on for me this week?")).toEqual([{ kind: 'hub', action: { intent: 'myPlans' } }]);
  });

  it('"list:" opens what is to be listed; "the list for friday" is who is coming', () => {
    expect(reads('list: people I follow')).toEqual([{ kind: 'hub', action: { intent: 'following' } }]);
    expect(reads('the list for thursday')).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-26' } }]);
  });

  it('a filler word before a lead does not hide it, and "can you do that?" after a request is politeness', () => {
    expect(hub("reckon I'd rather have the reminder in the evening, can you do that?")).toEqual([{ action: { intent: 'reminders', when: 'evening' }, sure: true }]);
    expect(reading("I think I'd like you to delete everything you have about me").clauses.some((c) => c.type === 'write' && c.write.op === 'hub' && c.write.action.intent === 'forgetMe')).toBe(true);
  });
});

describe('a concession dropped like a reason, a day said again to say which', () => {
  it('"… even though …, and also X" keeps the request and adds X', () => {
    expect(writes("I'll come friday even though it's the long weekend and also monday")).toEqual([
      { kind: 'checkin', target: SELF, date: '2026-11-27' },
      { kind: 'checkin', target: SELF, date: '2026-11-30' },
    ]);
    expect(writes('cancel wednesday because the trains are off and also thursday')).toEqual([
      { kind: 'checkout', target: SELF, date: '2026-11-25' },
      { kind: 'checkout', target: SELF, date: '2026-11-26' },
    ]);
  });

  it('"next Wednesday, the 2nd" says which Wednesday; one day, not two', () => {
    expect(writes('coming next wednesday, the 2nd of december')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-12-02' }]);
  });
});

describe('round 15 classes: Scottish, Indian English, typos, lists, code-like calls', () => {
  it('"the morn" is tomorrow, never today; Scottish words', () => {
    expect(writes("I'll be there the morn")).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-25' }]);
    expect(writes('cannae come the morn, cancel it')).toEqual([{ kind: 'checkout', target: SELF, date: '2026-11-25' }]);
    expect(writes("I'm away hame now")).toEqual([{ kind: 'leave', target: SELF, date: '2026-11-24' }]);
  });

  it('Indian English: share, confirm whether, prepone, retain, "I have reached"', () => {
    expect(reads('Kindly share the list of people coming on Monday.')).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-30' } }]);
    expect(reads('Kindly confirm whether Odile is coming tomorrow.')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Odile' }, date: '2026-11-25' }]);
    expect(reads('Please share the email ID of Soren Quill.')).toEqual([{ kind: 'whois', query: { kind: 'name', text: 'Soren Quill' } }]);
    expect(writes('I have reached the hub just now.')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
    expect(reading('cancel friday. monday booking please retain').clauses.map((c) => (c.type === 'write' ? c.write.op : c.type))).toEqual(['cancel', 'keep']);
  });

  it('typos: rigth, tody, wendsday, novmber, wen, last weak', () => {
    expect(reads('is Basil in tody?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Basil' }, date: '2026-11-24' }]);
    expect(writes('put me down for wendsday')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-25' }]);
    expect(reads('wen was Jonah last in?')).toEqual([{ kind: 'lastVisit', who: { kind: 'name', text: 'Jonah' } }]);
  });

  it("I'd like to come X", () => {
    expect(writes("i'd like to come thursday")).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26' }]);
  });

  it('a numbered list of requests: every item read, the markers ignored', () => {
    const text = "To do:\n1. I'm in today\n2. cancel friday\n3. put me down for monday and tuesday next week\n4. who's in on thursday?";
    const ops = reading(text).clauses.flatMap((c) => (c.type === 'write' ? [c.write.op] : []));
    expect(ops).toEqual(['checkin', 'cancel', 'checkin']);
    // ("friday" and the "3." after it are not Friday the 3rd.)
    expect(reading(text).clauses.some((c) => c.type === 'say')).toBe(false);
    expect(reads(text)).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-26' } }]);
  });

  it('a quote right after "should say" is the note, whatever is said before it', () => {
    expect(reading("Friday's note:\n- drop the old text\n- it should say 'pairing on CI'").clauses[0]).toMatchObject({ type: 'write', write: { op: 'setNotes', text: 'pairing on CI' } });
  });

  it('code-like calls and key=value: the name, the arguments, the value', () => {
    expect(reads('last_seen(edie)')).toEqual([{ kind: 'lastVisit', who: { kind: 'name', text: 'edie' } }]);
    expect(writes('checkin(today, notes="kernel module")')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'kernel module' }]);
  });
});

describe('four bugs the mutation run found', () => {
  it('a span of dates that ends before it starts plans nothing ("the 1st to the 20th" had planned Dec 1–4)', () => {
    expect(plan("I'll be in the 1st to the 20th").kind).not.toBe('act');
    expect(writes('dec 1 to dec 3')).toEqual(['2026-12-01', '2026-12-02', '2026-12-03'].map((date) => ({ kind: 'checkin', target: SELF, date })));
  });

  it('a month by its name faces the question: the coming December, last December', () => {
    expect(reads("who's coming in december?")).toEqual([{ kind: 'whosHere', when: { type: 'range', range: { start: '2026-12-01', end: '2026-12-31', label: 'December' } } }]);
    expect(reads('who came in december?')).toEqual([{ kind: 'whosHere', when: { type: 'range', range: { start: '2025-12-01', end: '2025-12-31', label: 'December' } } }]);
  });

  it('greetings and filler alone before a control word leave it standing ("um, undo", "yes, also")', () => {
    expect(reading('um, undo').clauses.some((c) => c.type === 'control' && c.control.kind === 'undo')).toBe(true);
    expect(reading('um, yes').clauses.some((c) => c.type === 'control' && c.control.kind === 'yes')).toBe(true);
  });

  it("new year's eve and new year's day are days", () => {
    expect(writes("coming in on new year's eve")).toEqual([{ kind: 'checkin', target: SELF, date: '2026-12-31' }]);
    expect(writes("in on new year's day")).toEqual([{ kind: 'checkin', target: SELF, date: '2027-01-01' }]);
  });
});

describe('round 15 classes: code written with named arguments, a label run on, short questions, a day pointed back at', () => {
  it('named arguments: a day key gives its value, a notes key labels its text, null clears', () => {
    expect(writes('plan(day=thu, notes="soldering class")')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26', notes: 'soldering class' }]);
    expect(writes('cancel --day=thu')).toEqual([{ kind: 'checkout', target: SELF, date: '2026-11-26' }]);
    expect(reading('thu.notes = null').clauses).toMatchObject([{ type: 'write', write: { op: 'clearNotes', when: { future: '2026-11-26' } } }]);
    expect(writes('state=here memo="fixing the kiln"')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'fixing the kiln' }]);
    expect(reads('ls ~/visits --month=oct')).toEqual([{ kind: 'visits', target: SELF, range: { start: '2026-10-01', end: '2026-10-31', label: 'October' } }]);
  });

  it('a notes label run on after the request, with its colon, opens the notes', () => {
    expect(writes('in today note: "soldering class"')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'soldering class' }]);
    expect(writes('coming thu status: reviewing zines')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26', notes: 'reviewing zines' }]);
    expect(writes('visit thu, note:"kiln day"')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26', notes: 'kiln day' }]);
    // A label that names its own day is not cut from it.
    expect(reading("Thursday's note: kiln day").clauses[0]).toMatchObject({ type: 'write', write: { op: 'setNotes', text: 'kiln day' } });
  });

  it('two-word questions: a name and "in", "me" and a day', () => {
    expect(reads('Odile in?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Odile' }, date: '2026-11-24' }]);
    expect(reads('Odile here thu?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Odile' }, date: '2026-11-26' }]);
    expect(reads('me thu?')).toEqual([{ kind: 'myVisit', date: '2026-11-26' }]);
    expect(reads('u in?')).toEqual([]);
    expect(reads('all in?').some((c) => c.kind === 'presence')).toBe(false);
  });

  it('a question that points back at the day said before it asks about that day', () => {
    expect(reads("who's in thursday? and is Odile coming then?")).toEqual([
      { kind: 'whosHere', when: { type: 'day', date: '2026-11-26' } },
      { kind: 'presence', who: { kind: 'name', text: 'Odile' }, date: '2026-11-26' },
    ]);
    expect(reads("who's in thursday? is Odile coming that day?")[1]).toMatchObject({ kind: 'presence', date: '2026-11-26' });
  });

  it('more ways to ask and to cancel', () => {
    expect(reads("what does Odile Fenwick's profile say")).toEqual([{ kind: 'whois', query: { kind: 'name', text: 'Odile Fenwick' } }]);
    expect(reads('am i booked thursday or did i imagine it')).toEqual([{ kind: 'myVisit', date: '2026-11-26' }]);
    expect(reads('did i really sign up to come in friday')).toEqual([{ kind: 'myVisit', date: '2026-11-27' }]);
    expect(reads("who's mad enough to come in on saturday?")).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-28' } }]);
    expect(writes('cross friday off my calendar')).toEqual([{ kind: 'checkout', target: SELF, date: '2026-11-27' }]);
    expect(writes("I won't be spending friday at the hub")).toEqual([{ kind: 'checkout', target: SELF, date: '2026-11-27' }]);
    expect(reads('list visits oct')).toEqual([{ kind: 'visits', target: SELF, range: { start: '2026-10-01', end: '2026-10-31', label: 'October' } }]);
  });
});

describe('round 16 classes: notes asked for around a quote, guillemets, tags after a request, run-on requests', () => {
  const today = (notes?: string) => [{ kind: 'checkin', target: SELF, date: '2026-11-24', ...(notes ? { notes } : {}) }];

  it('a quote placed on the visit by the words around it is the notes', () => {
    expect(writes("sign me in and slap 'kiln firing at 2' on there, will ya?")).toEqual(today('kiln firing at 2'));
    expect(writes("I'm in. if you could pop 'ask me about looms' on it that'd be lovely")).toEqual(today('ask me about looms'));
    expect(writes("here already, note write 'quilting' pls")).toEqual(today('quilting'));
    // Words that say more than where it goes stay in the notes.
    expect(writes("in today, pairing on 'the parser' with Ada")).toEqual(today("pairing on 'the parser' with Ada"));
  });

  it('guillemets, set apart by spaces the French way, are quotes', () => {
    expect(writes('I am at the hub. Note: « glazing the big bowls »')).toEqual(today('glazing the big bowls'));
    expect(reading('please replace my note by « glazing »').clauses[0]).toMatchObject({ type: 'write', write: { op: 'setNotes', text: 'glazing' } });
  });

  it('"say I\'m …", "put down that I\'m …": what they are doing, as notes', () => {
    expect(writes("got here at last, I'm here now so please sign me in and say I'm at the loom by the door")).toEqual(today('at the loom by the door'));
    expect(writes("I'm in at the space now. Put down that I'm fixing the kiln")).toEqual(today('fixing the kiln'));
  });

  it('a tag at the end of a request is no question and no notes', () => {
    expect(writes("I'm after landing in, sign me up for today would ye")).toEqual(today());
    expect(writes("hi, reached the hub lah, sign me in ya")).toEqual(today());
    expect(writes('pulled up to the space, check me in')).toEqual(today());
  });

  it('"sat" before where one sits is the verb, not Saturday', () => {
    expect(writes("I'm here at the hub now, sat down by the heater.")).not.toBe('ask');
    expect(reading("I'm here at the hub now, sat down by the heater.").unclear).toEqual([]);
    expect(writes('coming sat in the afternoon')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-28' }]);
  });
});

describe('round 16 classes, continued: replies under a quote, notes in the same breath, formal and regional ways to plan and cancel', () => {
  const SELF_ = SELF;
  it('quoted lines are the thread, not the request; a reply under one that names no day is only offered', () => {
    expect(writes("> anyone bringing snacks thursday?\nput me down for thursday, 'bringing grapes'")).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-26', notes: 'bringing grapes' }]);
    expect(plan('> The hub is empty on Saturday.\n\nfine, sign me up then').kind).not.toBe('act');
    expect(reading("> what's everyone up to?\nadd this to my visit: 'weaving'").clauses[0]).toMatchObject({ type: 'write', write: { op: 'appendNotes', text: 'weaving' } });
  });

  it('a plan and its notes in one breath: a quote, "with the note", words that open notes', () => {
    expect(writes("book me for thursday 'kiln day'")).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-26', notes: 'kiln day' }]);
    expect(writes("add me for thursday with 'kiln day'")).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-26', notes: 'kiln day' }]);
    expect(writes('Dec 2 please, with the note "kiln day"')).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-12-02', notes: 'kiln day' }]);
    // A day is the plan's, never its notes; what a visit is "for" is not taken as notes here.
    expect(writes('coming thu working on the loom')).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-26', notes: 'the loom' }]);
    expect(plan('put me down for the whole week after christmas (weekdays)').kind).not.toBe('act');
  });

  it('days said the formal and the regional way', () => {
    expect(writes('I shall attend on Monday next')).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-30' }]);
    expect(writes('scratch me for a week Thursday')).toEqual([{ kind: 'checkout', target: SELF_, date: '2026-12-03' }]);
    expect(writes('book me this thursday and next thursday')).toEqual(['2026-11-26', '2026-12-03'].map((date) => ({ kind: 'checkin', target: SELF_, date })));
    expect(writes("put me down for every weekday next week 'cept Friday")).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'].map((date) => ({ kind: 'checkin', target: SELF_, date })));
    expect(writes('coming monday, and again on thursday the 3rd of december')).toEqual(['2026-11-30', '2026-12-03'].map((date) => ({ kind: 'checkin', target: SELF_, date })));
  });

  it('moving, cancelling everything, leaving: more ways to say them', () => {
    expect(reading('move me from thursday to friday').clauses[0]).toMatchObject({ type: 'write', write: { op: 'move', from: { future: '2026-11-26' }, to: { future: '2026-11-27' } } });
    // A span runs forward: on a Tuesday, "from Monday to Tuesday" ends the Tuesday after that Monday.
    expect(reading('move me from monday to tuesday').clauses[0]).toMatchObject({ type: 'write', write: { op: 'move', from: { future: '2026-11-30' }, to: { future: '2026-12-01' } } });
    expect(reading('I must withdraw from all of my upcoming visits').clauses[0]).toMatchObject({ type: 'write', write: { op: 'cancel', all: true }, sure: false });
    expect(reading('go ahead and clear out all my plans').clauses[0]).toMatchObject({ type: 'write', write: { op: 'cancel', all: true } });
    expect(writes('thursday is not happening, sorry')).toEqual([{ kind: 'checkout', target: SELF_, date: '2026-11-26' }]);
    expect(reading("I won't be in thursday either").clauses[0]).toMatchObject({ type: 'write', write: { op: 'cancel', when: { future: '2026-11-26' } } });
    expect(reading('departing for the day now').clauses[0]).toMatchObject({ type: 'write', write: { op: 'leave' } });
  });

  it('formal and regional requests: the request under its wrapping', () => {
    expect(writes('I should be grateful if you would record my attendance at the hub')).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-24' }]);
    expect(writes('Would you be kind enough to enter me for Thursday?')).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-26' }]);
    expect(writes("I'll come on Friday, God willing")).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-27' }]);
    expect(writes('could you possibly check me in')).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-24' }]);
    expect(writes('next Mon I coming')).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-30' }]);
    expect(reading('thursday note remove can?').clauses[0]).toMatchObject({ type: 'write', write: { op: 'clearNotes', when: { future: '2026-11-26' } } });
    expect(reading("could you take the note off tomorrow's one?").clauses[0]).toMatchObject({ type: 'write', write: { op: 'clearNotes', when: { future: '2026-11-25' } } });
  });

  it('"add \'…\'" adds to the notes; on a plan that has none, they are its notes', () => {
    expect(reading("add 'also mending'").clauses[0]).toMatchObject({ type: 'write', write: { op: 'appendNotes', text: 'also mending' }, sure: true });
    expect(writes("for thursday, add 'bringing plums'")).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-26', notes: 'bringing plums' }]);
    expect(writes("I'm in, put 'mending nets' as my status")).toEqual([{ kind: 'checkin', target: SELF_, date: '2026-11-24', notes: 'mending nets' }]);
  });
});

describe('round 16 classes, last: a day said before the request, days given as "DAY: state", no notes to add', () => {
  it('a day said first, then the request with its lead', () => {
    expect(reading("so for thursday could you put 'kiln day' on my visit").clauses[0]).toMatchObject({ type: 'write', write: { op: 'setNotes', text: 'kiln day', when: { future: '2026-11-26' } } });
    expect(writes('tomorrow would you check me in')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-25' }]);
  });

  it('"DAY: state" lines: each day as it stands', () => {
    expect(writes('Today: in. Thursday and Friday: planned.')).toEqual(['2026-11-24', '2026-11-26', '2026-11-27'].map((date) => ({ kind: 'checkin', target: SELF, date })));
    expect(writes('in today. thursday: in too')).toEqual(['2026-11-24', '2026-11-26'].map((date) => ({ kind: 'checkin', target: SELF, date })));
    expect(writes('thursday: off')).toEqual([{ kind: 'checkout', target: SELF, date: '2026-11-26' }]);
    // A day and what it is for stays notes; "out" may say one has left, and is not read as a state.
    expect(writes('Thursday: pairing with Ada')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26', notes: 'pairing with Ada' }]);
    expect(reading('today: out').clauses.some((c) => c.type === 'write' && c.write.op === 'cancel')).toBe(false);
  });

  it('a header that names the week gives it to the days listed under it, and says nothing itself', () => {
    expect(writes('Plans for next week:\n- Tuesday: in\n- Thursday: in all day')).toEqual(['2026-12-01', '2026-12-03'].map((date) => ({ kind: 'checkin', target: SELF, date })));
  });

  it('"I have no particular note to add" beside a check-in is neither notes nor a question', () => {
    expect(writes('I am present at the hub today. I have no particular note to add.')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
  });
});

describe('a title before a name, a question after a condition that named the day', () => {
  it('"Mr." before a name ends no sentence', () => {
    expect(reads('when was Dr. Odile Fenwick last at the hub?')).toEqual([{ kind: 'lastVisit', who: { kind: 'name', text: 'Odile Fenwick' } }]);
    expect(reads('is Mrs. Odile Fenwick in today?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Odile Fenwick' }, date: '2026-11-24' }]);
  });

  it('"if I come in Thursday, who else will be there?" asks about Thursday, and writes nothing', () => {
    expect(reading('if I came in on thursday, would anyone be around?').clauses).toEqual([{ type: 'read', command: { kind: 'whosHere', when: { type: 'day', date: '2026-11-26' } }, intent: 'whos-coming' }]);
    expect(reads("when I'm in friday, is Odile around?")).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Odile' }, date: '2026-11-27' }]);
  });
});

describe('round 17 classes: a day corrected as it is said, a plan said again after chat, no notes needed, dropped articles', () => {
  it('the day taken back is not read; the day meant is', () => {
    expect(writes('book me thursday — no, friday')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-27' }]);
    expect(reading("set the note on thursday, sorry, friday, to 'kiln day'").clauses[0]).toMatchObject({ type: 'write', write: { op: 'setNotes', text: 'kiln day', when: { future: '2026-11-27' } } });
    // ("no one" takes back no day: Tuesday is still read.)
    expect(JSON.stringify(plan('tuesday, no one is in, so count me in thursday'))).toContain('2026-11-24');
  });

  it('a plan with no day beside a dated one says it again, whatever chat comes between', () => {
    expect(writes("Book me for Thursday, would you? Rain is awful but I'll come in anyway")).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26' }]);
    expect(writes('am I coming in thursday? yes I am. put me down')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26' }]);
  });

  it('"no note needed" keeps an aside out of the notes; "may I have the note \'X\'" sets it', () => {
    expect(writes("I'm in (the bus was late). No note needed (just email today).")).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
    expect(writes('I am at the hub today. May I please have the note "glazing, quiet please" on my visit?')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'glazing, quiet please' }]);
  });

  it('articles dropped and regional words', () => {
    expect(writes('I am in hub now')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
    expect(writes('I will come to hub on Thursday')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26' }]);
    expect(writes('chuck me down for thursday eh')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26' }]);
    expect(writes("in today po, note: 'ask me about looms' 😊")).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24', notes: 'ask me about looms' }]);
  });
});

describe('round 17 classes, second pass', () => {
  it('an arrow typed as one character sets notes off; a date with its month corrected as it is said', () => {
    expect(reading('update thu note → "kiln at 2"').clauses[0]).toMatchObject({ type: 'write', write: { op: 'setNotes', text: 'kiln at 2', when: { future: '2026-11-26' } } });
    expect(writes('book me for december 9th — no sorry, the 10th')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-12-10' }]);
  });

  it('"keen to come", "going" for coming, "the email for X", "my last visit in hub"', () => {
    expect(writes("I'm keen to come in Thursday and Friday")).toEqual(['2026-11-26', '2026-11-27'].map((date) => ({ kind: 'checkin', target: SELF, date })));
    expect(reads('is Odile going thursday?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Odile' }, date: '2026-11-26' }]);
    expect(reads("what's the email for odile?")).toEqual([{ kind: 'whois', query: { kind: 'name', text: 'odile' } }]);
    expect(reads('when was my last visit in hub?')).toEqual([{ kind: 'lastVisit', who: SELF }]);
  });
});

describe('round 17 classes, third pass', () => {
  it('an aside in brackets, or a label in the next sentence, before the new text of a note', () => {
    expect(reading("add a note to thursday's visit (nothing special): 'kiln at 2'").clauses[0]).toMatchObject({ type: 'write', write: { op: 'setNotes', text: 'kiln at 2', when: { future: '2026-11-26' } } });
    expect(reading("Change my note. New one: 'glazing all day'").clauses[0]).toMatchObject({ type: 'write', write: { op: 'setNotes', text: 'glazing all day' } });
    // Asked about, it is a question: nothing to write.
    expect(reading('can I put a note on a visit before I check in?').clauses.some((c) => c.type === 'write')).toBe(false);
  });

  it('tenses mixed by learners: "I will came", "I cannot came", "I am arrive"', () => {
    expect(writes('I will came to hub on thursday')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-26' }]);
    expect(reading('I cannot came on thursday anymore').clauses[0]).toMatchObject({ type: 'write', write: { op: 'cancel', when: { future: '2026-11-26' } } });
    expect(writes('I am arrive at hub now')).toEqual([{ kind: 'checkin', target: SELF, date: '2026-11-24' }]);
  });
});
