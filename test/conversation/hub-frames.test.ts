import { describe, expect, it } from 'vitest';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';

// The hub's requests read by what they are about (src/conversation/hub-frames.ts), in wordings of my own.
// Said on Tuesday 2026-11-24.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const clauses = (text: string) => understand(text, TUESDAY, 'America/New_York').clauses;
const hub = (text: string) =>
  clauses(text).flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' && c.sure ? [c.write.action] : c.type === 'read' && c.command.kind === 'hub' ? [c.command.action] : []));
const framed = (text: string) => clauses(text).filter((c) => c.intent.startsWith('hub-frame-'));

describe('told when someone arrives, in any order of its parts', () => {
  it.each([
    ['each time Lev Inkwell is coming in, you message me please, we pair', { intent: 'follow', who: 'Lev Inkwell', oneShot: false }],
    ['Whenever Cleo reaches, kindly text me', { intent: 'follow', who: 'Cleo', oneShot: false }],
    ['message me today when Bram gets in, I owe him lunch', { intent: 'follow', who: 'Bram', oneShot: true }],
    ['every time Kaia and Umar arrive, notify me', { intent: 'follow', who: 'Kaia and Umar', oneShot: false }],
  ])('%s', (text, action) => {
    expect(hub(text)).toEqual([action]);
  });

  it('without a span it is not guessed, and a limit the bot cannot hold is not dropped', () => {
    expect(framed('when Bram arrives you message me')).toEqual([]);
    expect(framed('message me each time Bram arrives until Friday')).toEqual([]);
    expect(framed('no need to message me when Bram arrives every time')).not.toContainEqual(expect.objectContaining({ intent: 'hub-frame-follow' }));
  });
});

describe('no more word about someone', () => {
  it.each([
    ['no need to message me anymore about Quinn, project done', 'Quinn'],
    ["I don't want more alerts of Hiro Lanternby", 'Hiro Lanternby'],
    ['you can quit the pings on Dario now', 'Dario'],
  ])('%s', (text, who) => {
    expect(hub(text)).toEqual([{ intent: 'unfollow', who }]);
  });

  it('a message about reminders is no unfollow', () => {
    expect(framed('no more reminders about Friday please')).not.toContainEqual(expect.objectContaining({ intent: 'hub-frame-unfollow' }));
  });
});

describe('the evening messages, stopped or moved', () => {
  it.each([
    ["I don't need the message the night before anymore, thanks", 'off'],
    ['the reminder in the evening is useless for me', 'off'],
    ['reminder in the evening is too late, morning would be better', 'morning'],
  ])('%s', (text, when) => {
    expect(hub(text)).toEqual([{ intent: 'reminders', when }]);
  });

  it('asked about, not asked for', () => {
    expect(framed('if I go away would it stop the reminders?')).toEqual([]);
  });
});

describe('the name kept off the lists', () => {
  it.each([
    ['Please my name should not be written in the lists, only count me', { intent: 'listed', listed: false }],
    ['my name not in the charts please. just today', { intent: 'ghost', on: true }],
    ['show my name again in the lists please, I changed my mind', { intent: 'listed', listed: true }],
    ['put my name back on the who-is-here list', { intent: 'listed', listed: true }],
    ["today nobody gets a message about me and no announcement", { intent: 'ghost', on: true }],
  ])('%s', (text, action) => {
    expect(hub(text)).toEqual([action]);
  });

  it('"not only today" is lasting', () => {
    expect(hub('hide my name from the lists, not only today')).toEqual([{ intent: 'listed', listed: false }]);
  });
});

describe('who may follow', () => {
  it.each([
    ['Only the people I approve should be able to follow me', 'approved'],
    ['I decided that no one can follow my arrivals', 'nobody'],
    ['anybody can follow me, no need to approve them', 'anyone'],
  ])('%s', (text, followable) => {
    expect(hub(text)).toEqual([{ intent: 'followable', followable }]);
  });
});

describe('someone here today who knows something', () => {
  it('the topic after "knowing" or "who can"', () => {
    expect(hub('is somebody here today knowing linear algebra? stuck')).toEqual([{ intent: 'whoKnows', topic: 'linear algebra' }]);
    expect(hub('anyone around who can do Kubernetes, please?')).toEqual([{ intent: 'whoKnows', topic: 'Kubernetes' }]);
  });
});

describe('how busy a day will be, in any word for full or empty', () => {
  it.each([
    ['is it gonna be crowded friday?', '2026-11-27'],
    ['will the hub become full tomorrow, you think', '2026-11-25'],
    ['gonna be a ghost town on Saturday?', '2026-11-28'],
  ])('%s', (text, date) => {
    expect(hub(text)).toEqual([{ intent: 'forecast', date }]);
  });

  it('a day that may be read two ways, two days, a thing called full, or the forecast asked about: nothing guessed', () => {
    expect(framed('will it be packed next wednesday?')).toEqual([]);
    expect(framed('how busy thu and fri?')).toEqual([]);
    expect(framed('I want full access to the quiet room, will you?')).toEqual([]);
    expect(framed('how does it know when it will be busy?')).toEqual([]);
  });
});

describe('the usual days, said with a word that makes them a habit', () => {
  it.each([
    ['my days at the hub is Tuesday and Thursday, like always', [2, 4]],
    ['Fridays I comes in regular', [5]],
    ['Every Monday and Wednesday I come, this is fix', [1, 3]],
  ])('%s', (text, days) => {
    expect(hub(text)).toEqual([{ intent: 'routine', days }]);
  });

  it('a span, a maybe, an exception, a misspelt day in the list, or no one of mine: nothing guessed', () => {
    expect(framed('my days are monday to wednesday mostly')).toEqual([]);
    expect(framed('my days are tuesday and sometimes friday')).toEqual([]);
    expect(framed('my days are monday and thursday, but not this thursday')).toEqual([]);
    expect(framed('my days are Mom, Wed and Fri')).toEqual([]);
    expect(framed('Fridays are usually quiet?')).toEqual([]);
  });
});

describe('whom I follow, who follows me, what is held, all of it erased', () => {
  it('asked in a learner\'s order or in other words', () => {
    expect(hub('which persons I am following at present?')).toEqual([{ intent: 'following' }]);
    expect(hub('who gets a message when I arrive, tell me')).toEqual([{ intent: 'followers' }]);
    expect(hub('what do you keep about me')).toEqual([{ intent: 'privacy' }]);
  });

  it('erasing everything is offered, never done at once', () => {
    const c = clauses('Erase me. All of it, I am moving away.');
    expect(c).toContainEqual(expect.objectContaining({ intent: 'hub-frame-forgetMe', sure: false }));
  });
});

describe('one usual day not come to', () => {
  it('the day named, said to be a usual one', () => {
    expect(hub('no hub on Friday, my usual day but not this one')).toEqual([{ intent: 'skip', date: '2026-11-27' }]);
    expect(hub('thursday no hub, normally my day')).toEqual([{ intent: 'skip', date: '2026-11-26' }]);
  });
});

describe('the usual days given up, and two frames reading one request', () => {
  it('no more regular days', () => {
    expect(hub("can't keep regular days anymore with the new job, just take em all off")).toEqual([{ intent: 'routine', days: [] }]);
  });

  it('two frames with the same reading are one request', () => {
    expect(hub('Today I would like that nobody gets a message about me and that I am not on the list. Just for today.')).toEqual([{ intent: 'ghost', on: true }]);
  });

  it('dropped letters, capitals and "show" are read too', () => {
    expect(hub('ya can quit tellin me about Bram now')).toEqual([{ intent: 'unfollow', who: 'Bram' }]);
    expect(hub('lemme know today when Ada AND Lev both reach')).toEqual([{ intent: 'follow', who: 'Ada and Lev', oneShot: true }]);
    expect(hub("please don't show my name, count me only")).toEqual([{ intent: 'listed', listed: false }]);
  });
});

describe('a request taken back or only wondered about asks for nothing', () => {
  it.each(['was gonna ask you to set my days to tue/thu, but nvm', 'If I end up skipping my usual friday, do I have to tell you?', 'forget it, my days are fine'])('%s', (text) => {
    expect(framed(text)).toEqual([]);
  });
});

describe('a frame is a fallback, and only one may fit', () => {
  it('what the declared phrasings read is kept', () => {
    expect(hub('follow Ada')).toEqual([{ intent: 'follow', who: 'Ada', oneShot: false }]);
    expect(framed('follow Ada')).toEqual([]);
  });

  it('two frames fitting one message: neither', () => {
    expect(framed('every time Ada comes in tell me, and is it going to be busy friday?')).toEqual([]);
  });
});

describe('a month that is also a name', () => {
  it('is the member, unless said as the month', () => {
    expect(hub('no need to message me about April anymore')).toEqual([{ intent: 'unfollow', who: 'April' }]);
    expect(framed('no more alerts about anything until June')).toEqual([]);
    expect(framed('no more news of the meetup in June')).toEqual([]);
  });
});
