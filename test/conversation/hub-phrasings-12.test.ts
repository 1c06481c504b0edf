import { describe, expect, it } from 'vitest';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';

// Hub round 12's classes of phrasing, in wordings of their own (not the round's). Said on Tuesday 2026-11-24.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const clauses = (text: string) => understand(text, TUESDAY, 'America/New_York').clauses;
const actions = (text: string) => clauses(text).flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' ? [c.write.action] : []));
const sureActions = (text: string) => clauses(text).flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' && c.sure && !c.question ? [c.write.action] : []));
const reads = (text: string) => clauses(text).flatMap((c: Clause) => (c.type === 'read' && c.command.kind === 'hub' ? [c.command.action] : []));

describe('a skip with a remark that names the usual day: the skip, never a routine', () => {
  it.each([
    ['skip 2026-12-08 // usual tue, physio', '2026-12-08'],
    ['skip friday # regular fri, wedding', '2026-11-27'],
    ['skip dec 3 (my usual thursday, dentist)', '2026-12-03'],
    ['skip monday, usual mon, off to a wedding', '2026-11-30'],
  ])('%s', (text, date) => {
    expect(actions(text)).toEqual([{ intent: 'skip', date }]);
  });

  it('a bare "usual" with one singular day is a remark, not a routine', () => {
    expect(actions('// usual wed')).toEqual([]);
    expect(actions('usual mon/thu')).toEqual([{ intent: 'routine', days: [1, 4] }]);
  });
});

describe('code as a member writes it: a call, a setting, a flag, a path', () => {
  it.each([
    ['skip(2026-12-04) // usual fri, dentist', { intent: 'skip', date: '2026-12-04' }],
    ['away(2026-12-21..2026-12-24)', { intent: 'away', from: '2026-12-21', to: '2026-12-24' }],
    ['ghost_mode(today)', { intent: 'ghost', on: true }],
    ['followable=anyone', { intent: 'followable', followable: 'anyone' }],
    ['listed=yes', { intent: 'listed', listed: true }],
    ['usual_days = []', { intent: 'routine', days: [] }],
    ['follow(arrivals, who="Mina Quarrington")', { intent: 'follow', oneShot: false, who: 'Mina Quarrington' }],
    ['unsub(alerts, name="Pax")', { intent: 'unfollow', who: 'Pax' }],
    ['ping_once(today, "Odile")', { intent: 'follow', oneShot: true, who: 'Odile' }],
    ['rm -r everything you know about me', { intent: 'forgetMe' }],
  ])('%s', (text, action) => {
    expect(actions(text)).toEqual([action]);
  });

  it('statements after ";" are each read', () => {
    expect(actions('ghost=off; reminders=morning')).toEqual([{ intent: 'ghost', on: false }, { intent: 'reminders', when: 'morning' }]);
  });

  it.each([
    ['forecast(2026-12-09)', { intent: 'forecast', date: '2026-12-09' }],
    ['following --list', { intent: 'following' }],
    ['ls ~/followers', { intent: 'followers' }],
    ['cat ~/frontdesk/privacy', { intent: 'privacy' }],
    ['show_my_plans --next 14d', { intent: 'myPlans' }],
  ])('%s', (text, action) => {
    expect(reads(text)).toEqual([action]);
  });

  it('a call that passes free text by name: its text is read, without the name and the "="', () => {
    expect(JSON.stringify(clauses('checkin(today, notes="pairing on the parser")'))).not.toMatch(/notes=/);
  });
});

describe('a routine as a bullet list of days, one a line', () => {
  it.each([
    ['My regular days are:\n- Tuesdays\n- Thursdays', [2, 4]],
    ['my standing days going forward:\n* mon\n* wed\n* fri', [1, 3, 5]],
  ])('%s', (text, days) => {
    expect(actions(text)).toEqual([{ intent: 'routine', days }]);
  });
});

describe('a usual day said to be off, or "no usual" day', () => {
  it.each([
    ['my regular Thursday is off this week, school play', '2026-11-26'],
    ['no regular monday next week', '2026-11-30'],
  ])('%s', (text, date) => {
    expect(sureActions(text)).toEqual([{ intent: 'skip', date }]);
  });
});

describe('who follows and whom I follow, asked in other words', () => {
  it.each([
    ['whom am I following?', 'following'],
    ['who am I keeping an eye on?', 'following'],
    ['please send me the list of people whose arrivals I follow', 'following'],
    ["who's stalking me these days?", 'followers'],
    ['tell me who all are receiving pings when I come in', 'followers'],
  ])('%s', (text, intent) => {
    expect(reads(text)).toEqual([{ intent }]);
  });
});

describe('privacy, asked as what all is held or which settings one has', () => {
  it.each(['Kindly tell me what all info you are storing about me', 'what settings have I got?'])('%s', (text) => {
    expect(reads(text)).toEqual([{ intent: 'privacy' }]);
  });
});

describe('who may follow, said with "shall" or without asking first', () => {
  it.each([
    ['No one shall follow me.', 'nobody'],
    ['make it so everybody can follow my arrivals without my approval', 'anyone'],
  ])('%s', (text, followable) => {
    expect(actions(text)).toEqual([{ intent: 'followable', followable }]);
  });
});

describe('counted but not named, an arrival not announced', () => {
  it('count me in the stats but do not show my name anywhere', () => {
    expect(actions('count me in the stats but do not show my name anywhere')).toEqual([{ intent: 'listed', listed: false }]);
  });
  it('hide my name from the who is here list', () => {
    expect(actions('please do not list me in the who is here list')).toEqual([{ intent: 'listed', listed: false }]);
  });
  it('do not broadcast my arrival, I am in a rush', () => {
    expect(actions('do not broadcast my arrival, I am in a rush')).toEqual([{ intent: 'ghost', on: true }]);
  });
});

describe('reminders stopped by their sending, or their time said with "always"', () => {
  it('stop giving me nudges', () => {
    expect(actions('stop giving me nudges')).toEqual([{ intent: 'reminders', when: 'off' }]);
  });
  it('give me the reminders always in the morning', () => {
    expect(actions('give me the reminders always in the morning')).toEqual([{ intent: 'reminders', when: 'morning' }]);
  });
});

describe('follows: "reaches", "in the hub", typos, Scots', () => {
  it.each([
    ['ping me whenever Dario reaches the hub', { intent: 'follow', oneShot: false, who: 'Dario' }],
    ['notify me every time Pax comes in the hub', { intent: 'follow', oneShot: false, who: 'Pax' }],
    ['lmk evry time Odile arives', { intent: 'follow', oneShot: false, who: 'Odile' }],
    ['gie us a shout once Lev rocks up', { intent: 'follow', oneShot: true, who: 'Lev' }],
    ['I no longer need to know when Kaia arrives', { intent: 'unfollow', who: 'Kaia' }],
  ])('%s', (text, action) => {
    expect(actions(text)).toEqual([action]);
  });
});

describe('forecasts and skills asked in embedded order, a typo, or Scots', () => {
  it.each([
    ['let me know how packed the hub is going to be on thursday', '2026-11-26'],
    ['is friday gonna be bussy?', '2026-11-27'],
  ])('%s', (text, date) => {
    expect(reads(text)).toEqual([{ intent: 'forecast', date }]);
  });
  it('anybody here the now that kens Haskell?', () => {
    expect(reads('anybody here the now that kens Haskell?')).toEqual([{ intent: 'whoKnows', topic: 'Haskell' }]);
  });
});

describe('my plans asked as what all is coming up', () => {
  it.each(['tell me what all I have lined up in the next 10 days', 'what all do I have booked in the coming days'])('%s', (text) => {
    expect(reads(text)).toEqual([{ intent: 'myPlans' }]);
  });
});

describe('away said without "I\'m", or with where one goes', () => {
  it.each([
    ["I'm away home to Aberdeen for the whole of next week", '2026-11-30', '2026-12-06'],
    ["I'm in holidays from dec 21 to dec 24", '2026-12-21', '2026-12-24'],
  ])('%s', (text, from, to) => {
    expect(actions(text)).toEqual([{ intent: 'away', from, to }]);
  });
});

describe('forgetting me, said with what was saved or where', () => {
  it.each(['please erase everything you have saved about me', 'delete all my data from your database'])('%s', (text) => {
    expect(clauses(text).flatMap((c) => (c.type === 'write' && c.write.op === 'hub' ? [[c.write.action, c.sure]] : []))).toEqual([[{ intent: 'forgetMe' }, false]]);
  });
});

describe('a day and month written with dots, the last dot part of the date', () => {
  it.each([
    ['away 14.12. to 18.12.', '2026-12-14', '2026-12-18'],
    ["I'm on holiday from 28.12. until 2.1.", '2026-12-28', '2027-01-02'],
    ['away 7.12 - 9.12', '2026-12-07', '2026-12-09'],
  ])('%s', (text, from, to) => {
    expect(actions(text)).toEqual([{ intent: 'away', from, to }]);
  });
  it('skip 9.12.', () => {
    expect(actions('skip 9.12.')).toEqual([{ intent: 'skip', date: '2026-12-09' }]);
  });
  it('the dot still ends a sentence that a capital word follows, as after a month name', () => {
    expect(clauses('skip 9.12. Reminders off')).toEqual(clauses('skip dec 9. Reminders off'));
    expect(clauses("I'm in on 9.12. Cheers")).toEqual(clauses("I'm in on dec 9. Cheers"));
  });
});

describe('Scots "the day" is today, where it ends its clause', () => {
  it.each([
    ['keep us hidden the day, eh', { intent: 'ghost', on: true }],
    ['keep me off the lists the day please', { intent: 'ghost', on: true }],
    ['gie us a shout when Lev gets in the day', { intent: 'follow', oneShot: true, who: 'Lev' }],
  ])('%s', (text, action) => {
    expect(actions(text)).toEqual([action]);
  });
  it('"the day" with a word before or after that makes it another day is not today', () => {
    expect(clauses("I'm off for the day").map((c) => c.intent)).toEqual(['leave']);
    expect(JSON.stringify(clauses('at the end of the day I am not coming'))).not.toMatch(/2026-11-24/);
    expect(JSON.stringify(clauses('the day I come back is friday'))).not.toMatch(/2026-11-24/);
  });
});

describe('a follow for today only, said "just the once"', () => {
  it.each([
    ['notify me whenever Odile comes in, just the once', 'Odile'],
    ['ping me every time Kaia arrives, only the once', 'Kaia'],
  ])('%s', (text, who) => {
    expect(actions(text)).toEqual([{ intent: 'follow', oneShot: true, who }]);
  });
});

describe('away said as "off" or "out" alone before a span, a reason after it, or where one goes in Scots', () => {
  it.each([
    ['off from monday through wednesday for a family wedding down south', '2026-11-30', '2026-12-02'],
    ['out friday to sunday, long weekend', '2026-11-27', '2026-11-29'],
    ['travelling wed through fri for a conference', '2026-11-25', '2026-11-27'],
    ["I'm away hame tae Oban for the whole of next week", '2026-11-30', '2026-12-06'],
    ['away hame tae Skye for a week from monday', '2026-11-30', '2026-12-06'],
  ])('%s', (text, from, to) => {
    expect(actions(text)).toEqual([{ intent: 'away', from, to }]);
  });
  it('one day said so is not away', () => {
    expect(actions('off tomorrow').filter((a) => a.intent === 'away')).toEqual([]);
  });
});

describe('a routine with its days named first, or words between "my" and "new routine", or "as a regular thing" after', () => {
  it.each([
    ['Monday and Thursday are my hub days', [1, 4]],
    ['wed and fri will be my regular days', [3, 5]],
    ['my brand new weekly schedule: mondays and thursdays', [1, 4]],
    ["I'll be coming every tuesday and thursday on a regular basis", [2, 4]],
  ])('%s', (text, days) => {
    expect(sureActions(text)).toEqual([{ intent: 'routine', days }]);
  });
  it('days that are not weekdays, or the days asked about, set no routine', () => {
    expect(actions('tomorrow and friday are my usual days')).toEqual([]);
    expect(sureActions('are monday and thursday my usual days?')).toEqual([]);
  });
});

describe('reminders named first, then "them" in a request about them', () => {
  it.each([
    ['those reminders were handy. put them back on please', 'evening'],
    ['About my reminders: move them to the morning of', 'morning'],
    ['reminders - change them to the morning', 'morning'],
    ['no more nudges about my planned days thanks. switch them off', 'off'],
    ['quit sending me them nudges', 'off'],
  ])('%s', (text, when) => {
    expect(actions(text)).toEqual([{ intent: 'reminders', when }]);
  });
  it('"them" alone, or after other things were named since, is not the reminders', () => {
    expect(actions('turn them back on')).toEqual([]);
    expect(actions('the reminders are fine, but the arrival alerts for Kaia are too much: switch them off')).toEqual([]);
  });
});

describe('no usual days said as not having a regular schedule', () => {
  it.each(["I don't have a regular schedule anymore", "I don't really have a fixed schedule any more"])('%s', (text) => {
    expect(sureActions(text)).toEqual([{ intent: 'routine', days: [] }]);
  });
});

// Hub round 13's classes, in wordings of their own.
describe('a follow about what of the person is followed: "Kaia\'s arrivals", "her comings and goings"', () => {
  it.each([
    ["stop pinging me about Lev's arrivals", 'Lev'],
    ["stop telling me about Odile's comings and goings please", 'Odile'],
  ])('%s', (text, who) => {
    expect(actions(text)).toEqual([{ intent: 'unfollow', who }]);
  });

  it.each(["which comin's and goin's do I get notified about", 'whose movements am I following'])('%s', (text) => {
    expect(reads(text)).toEqual([{ intent: 'following' }]);
  });
});

describe('a dropped final g, and the reminders said as "my reminders"', () => {
  it('"remindin\'"', () => {
    expect(sureActions("just quit remindin' me")).toEqual([{ intent: 'reminders', when: 'off' }]);
  });

  it.each([
    ['switch my reminders back on', 'evening'],
    ['send my reminders in the morning', 'morning'],
  ])('%s', (text, when) => {
    expect(actions(text)).toEqual([{ intent: 'reminders', when }]);
  });
});

describe('whom one follows, asked with "stalking" or a word for now after it', () => {
  it.each(['who am I stalking atm', 'who am i following these days'])('%s', (text) => {
    expect(reads(text)).toEqual([{ intent: 'following' }]);
  });
});

describe('the lists named more ways: "who\'s-in lists", "attendance charts", two of them with their own "in"', () => {
  it.each([
    ["keep me off the who's in list", false],
    ['please leave me out of the attendance reports and the digest going forward', false],
    ["don't put my name in the charts or in the digest", false],
    ['you can once more put my name in the digest', true],
  ])('%s', (text, listed) => {
    expect(actions(text)).toEqual([{ intent: 'listed', listed }]);
  });
});

describe('the forecast asked as the attendance anticipated: "projected headcount", "what level of turnout is expected"', () => {
  it.each([
    ['projected head count for friday?', '2026-11-27'],
    ['what level of turnout is expected on Dec 3', '2026-12-03'],
    ['which attendance are you expecting for monday', '2026-11-30'],
  ])('%s', (text, date) => {
    expect(reads(text)).toEqual([{ intent: 'forecast', date }]);
  });
});

describe('a ghost for today said as not mentioning the member, not saying they are in, or staying incognito', () => {
  it.each([
    ["today please don't mention me to anyone", true],
    ["can you not tell people I'm in today", true],
    ["don't say I around today", true],
    ['I would like to stay incognito for the rest of today', true],
  ])('%s', (text) => {
    expect(actions(text)).toEqual([{ intent: 'ghost', on: true }]);
  });

  it('without "today", or without the "not", it is no ghost', () => {
    expect(actions("don't mention my name")).toEqual([]);
    expect(actions("could you tell everyone I'm in today")).toEqual([]);
  });
});

describe('away said as abroad, overseas or out of the country, with "I shall be"; an arrow between two days', () => {
  it.each([
    ["I'll be overseas from dec 8 to dec 12", '2026-12-08', '2026-12-12'],
    ['I shall be away from 14 December to 18 December', '2026-12-14', '2026-12-18'],
    ['out of the country next week', '2026-11-30', '2026-12-06'],
    ['away 2026-12-22 → 2026-12-31', '2026-12-22', '2026-12-31'],
  ])('%s', (text, from, to) => {
    expect(actions(text)).toEqual([{ intent: 'away', from, to }]);
  });
});

describe('Nigerian Pidgin and Singapore English: "abeg", "sabi", "reach" for arriving, a particle at the end', () => {
  it('"abeg" is please', () => {
    expect(actions('clear my usual days abeg')).toEqual([{ intent: 'routine', days: [] }]);
  });

  it('"sabi" is knowing', () => {
    expect(reads('anyone here today who sabi kotlin')).toEqual([{ intent: 'whoKnows', topic: 'kotlin' }]);
  });

  it.each([
    ['when Odile reach, ping me', { intent: 'follow', oneShot: true, who: 'Odile' }],
    ['follow Lev lah', { intent: 'follow', oneShot: false, who: 'Lev' }],
  ])('%s', (text, action) => {
    expect(actions(text)).toEqual([action]);
  });
});

describe('followers, privacy and unfollows said more ways', () => {
  it.each([
    ['who gets an alert when I arrive', { intent: 'followers' }],
    ['which members have chosen to follow me', { intent: 'followers' }],
    ['what info have you got on me', { intent: 'privacy' }],
    ['can I check my current settings', { intent: 'privacy' }],
  ])('%s', (text, action) => {
    expect(reads(text)).toEqual([action]);
  });

  it.each([
    ['I do not want any more to be notified whenever Lev shows up', 'Lev'],
    ["actually i don't want to follow Mina Quarrington after all", 'Mina Quarrington'],
  ])('%s', (text, who) => {
    expect(actions(text)).toEqual([{ intent: 'unfollow', who }]);
  });
});

describe('the usual days recorded, "customary", and no usual days kept any more', () => {
  it.each([
    ['kindly register Monday and Thursday as my habitual days', [1, 4]],
    ['store fri as my customary day please', [5]],
  ])('%s', (text, days) => {
    expect(actions(text)).toEqual([{ intent: 'routine', days }]);
  });

  it('a day that is no weekday is not recorded as a usual one', () => {
    expect(actions('save tomorrow as my regular day')).toEqual([]);
  });

  it.each(["I don't keep usual days any more", 'aint got set days anymore', 'please cancel my standing arrangement'])('%s', (text) => {
    expect(actions(text)).toEqual([{ intent: 'routine', days: [] }]);
  });
});

describe('a time of reminders said as a preference for receiving them, and the evening before as the preceding one', () => {
  it.each([
    ['I would prefer receiving nudges the night before', 'evening'],
    ['reminders the previous evening would be more convenient', 'evening'],
  ])('%s', (text, when) => {
    expect(actions(text)).toEqual([{ intent: 'reminders', when }]);
  });

  it('a preference with no time is no setting', () => {
    expect(actions('I prefer to receive the reminders')).toEqual([]);
  });
});
