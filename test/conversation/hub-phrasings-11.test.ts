import { describe, expect, it } from 'vitest';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';

// Hub round 11's classes of phrasing, in wordings of their own (not the round's). Said on Tuesday 2026-11-24.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const clauses = (text: string) => understand(text, TUESDAY, 'America/New_York').clauses;
const writes = (text: string) => clauses(text).flatMap((c: Clause) => (c.type === 'write' ? [c.write] : []));
const actions = (text: string) => clauses(text).flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' ? [c.write.action] : []));
const sureActions = (text: string) => clauses(text).flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' && c.sure && !c.question ? [c.write.action] : []));
const offered = (text: string) => clauses(text).flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' && !c.sure ? [c.write.action] : []));
const reads = (text: string) => clauses(text).flatMap((c: Clause) => (c.type === 'read' && c.command.kind === 'hub' ? [c.command.action] : []));

describe('counted without a name: a privacy request, never a visit', () => {
  it.each([
    'Count me but do not name me',
    'take me off the lists. count me, but not by name',
    'count me, just don’t list me',
    'count me anonymously please',
  ])('%s', (text) => {
    expect(writes(text)).toEqual([{ op: 'hub', action: { intent: 'listed', listed: false } }]);
  });

  it('"count me in" still plans a visit', () => {
    expect(writes('count me in for friday')).toEqual([expect.objectContaining({ op: 'checkin' })]);
  });
});

describe('an away said with its reason after the span, its month once, or its length first', () => {
  it.each([
    ["I'll be away from monday through wednesday for a conference", '2026-11-30', '2026-12-02'],
    ['away 12/14-12/18 moving house', '2026-12-14', '2026-12-18'],
    ['away from 2 of December until 9 of December', '2026-12-02', '2026-12-09'],
    ['away from the 3rd to the 10th of December', '2026-12-03', '2026-12-10'],
    ["I'll be away for a week, from Tuesday the 8th until Monday the 14th of December", '2026-12-08', '2026-12-14'],
    ["I'm away for two weeks from dec 7", '2026-12-07', '2026-12-20'],
    ['we go on holidays from 20 of December until 4 of January', '2026-12-20', '2027-01-04'],
    ['ooo next wk', '2026-11-30', '2026-12-06'],
  ])('%s', (text, from, to) => {
    expect(actions(text)).toEqual([{ intent: 'away', from, to }]);
  });
});

describe('a skip of a usual day said as not coming on it, "me" for "my", a reason after it', () => {
  it.each([
    ["I can't come on my usual Thursday this week, I've got a funeral", '2026-11-26'],
    ["I'm not coming in on my regular monday next week", '2026-11-30'],
    ['skip me usual friday this week mate', '2026-11-27'],
    ['skip friday (school run)', '2026-11-27'],
    ["skip my usual monday next week off to the coast", '2026-11-30'],
  ])('%s', (text, date) => {
    expect(actions(text)).toEqual([{ intent: 'skip', date }]);
  });
});

describe('a routine said as a label, with a habit word after the days, or with articles', () => {
  it.each([
    ['usual days: tue/fri', [2, 5]],
    ['regular: mon/wed/fri', [1, 3, 5]],
    ['i come tue and fri usually', [2, 5]],
    ["I'm in weekdays except Monday, as a rule", [2, 3, 4, 5]],
    ["I'll be coming every Thursday", [4]],
  ])('%s', (text, days) => {
    expect(actions(text)).toEqual([{ intent: 'routine', days }]);
  });
});

describe('usual days cleared, said without "my" or "I", or with a reason', () => {
  it.each([
    'clear routine',
    "don't have fixed days anymore",
    "I don't have any more usual days",
    'clear usual days since the move',
  ])('%s', (text) => {
    expect(actions(text)).toEqual([{ intent: 'routine', days: [] }]);
  });
});

describe('a forecast asked with the day as the subject, an intensifier, a guess asked back, or named a load forecast', () => {
  it.each([
    ['is Thursday gonna be super packed or pretty quiet?', '2026-11-26'],
    ['is next Monday likely to be crowded?', '2026-11-30'],
    ['how busy is the hub going to be on Friday you reckon', '2026-11-27'],
    ['busyness forecast fri', '2026-11-27'],
  ])('%s', (text, date) => {
    expect(reads(text)).toEqual([{ intent: 'forecast', date }]);
  });
});

describe('a follow said as being told, or with the arrivals named first', () => {
  it.each([
    ['I want to get a notification whenever Lev comes in', { intent: 'follow', oneShot: false, who: 'Lev' }],
    ['alert me on arrival: Cleo Everwick', { intent: 'follow', oneShot: false, who: 'Cleo Everwick' }],
    ['know when Bram gets in this arvo', { intent: 'follow', oneShot: true, who: 'Bram' }],
  ])('%s', (text, action) => {
    expect(actions(text)).toEqual([action]);
  });

  it('asked as "would it be possible to be told whenever …" it is offered', () => {
    expect([...actions('would it be possible to be told whenever Kaia arrives?')]).toEqual([{ intent: 'follow', oneShot: false, who: 'Kaia' }]);
  });
});

describe('an unfollow said as the telling to stop', () => {
  it.each([
    ['please stop pinging me when Mina arrives', 'Mina'],
    ["quit letting me know when Lev gets in, it's a lot", 'Lev'],
    ["don't notify me anymore when Nico comes in", 'Nico'],
    ['unsubscribe from arrivals: Kaia Pebbleton', 'Kaia Pebbleton'],
  ])('%s', (text, who) => {
    expect(actions(text)).toEqual([{ intent: 'unfollow', who }]);
  });
});

describe('who follows, who I follow, and what is held, said in other words', () => {
  it.each([
    ['which people am I following', 'following'],
    ['whose arrivals do I get notified for?', 'following'],
    ['show me persons I follow', 'following'],
    ['who gets notified when I turn up?', 'followers'],
    ['who has been watching my movements?', 'followers'],
    ['export my settings', 'privacy'],
    ['tell me what data you hold on me', 'privacy'],
    ['what have you got on me', 'privacy'],
  ])('%s', (text, intent) => {
    expect(reads(text)).toEqual([{ intent }]);
  });
});

describe('privacy settings said in other words', () => {
  it.each([
    ["I'm happy with being shown in the lists again", { intent: 'listed', listed: true }],
    ['follows: anyone', { intent: 'followable', followable: 'anyone' }],
    ['let anybody follow my arrivals', { intent: 'followable', followable: 'anyone' }],
    ["I don't want anyone to follow me", { intent: 'followable', followable: 'nobody' }],
    ['I would prefer it if people needed to ask me first before following me', { intent: 'followable', followable: 'approved' }],
  ])('%s', (text, action) => {
    expect(actions(text)).toEqual([action]);
  });
});

describe('hiding for today, said in slang', () => {
  it.each([
    'going quiet today',
    'keep me under the radar today',
    "don't tell anybody I'm around today",
  ])('%s', (text) => {
    expect(actions(text)).toEqual([{ intent: 'ghost', on: true }]);
  });

  it('"ditch the reminders" turns them off', () => {
    expect(actions('ditch the reminders while you are at it')).toEqual([{ intent: 'reminders', when: 'off' }]);
  });
});

describe('forget me, said with other verbs and objects: offered, never done', () => {
  it.each([
    'scrub all my information',
    'I would like you to erase everything you hold about me',
    'I want that you remove all the data about me',
    "nuke everything you've got on me",
  ])('%s', (text) => {
    expect(sureActions(text)).toEqual([]);
    expect(offered(text)).toEqual([{ intent: 'forgetMe' }]);
  });
});

describe('reminders at a time said after getting them', () => {
  it.each([
    ['I would rather get my reminders the evening before', 'evening'],
    ["I'd like to have the reminders in the morning", 'morning'],
    ['remind me in the evening instead of the morning', 'evening'],
  ])('%s', (text, when) => {
    expect(actions(text)).toEqual([{ intent: 'reminders', when }]);
  });
});

describe('who is here that knows a topic, said as "across", "knows of", or "with X experience"', () => {
  it.each([
    ["anyone about who's across kubernetes?", 'kubernetes'],
    ['there is anyone here today that knows of category theory?', 'category theory'],
    ['anyone here w/ Haskell exp', 'Haskell'],
  ])('%s', (text, topic) => {
    expect(reads(text)).toEqual([{ intent: 'whoKnows', topic }]);
  });
});
