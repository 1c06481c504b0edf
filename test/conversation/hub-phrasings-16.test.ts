import { describe, expect, it } from 'vitest';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';

// Hub round 16's classes of phrasing, and round 20's that share them, in wordings of their own (not the rounds').
// Said on Tuesday 2026-11-24.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const sureActions = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' && c.sure && !c.question ? [c.write.action] : []));
const hubReads = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' && c.command.kind === 'hub' ? [c.command.action] : []));
const visitWrites = (text: string) => reading(text).clauses.filter((c: Clause) => c.type === 'write' && c.write.op !== 'hub');

describe('a day not coming, said to be one of the usual days, is a skip of it', () => {
  it.each([
    ["can't make it Thursday the 3rd of December, which is normally my day", '2026-12-03'],
    ['not coming friday — it’s usually one of my regular days, I know', '2026-11-27'],
    ['I won’t be in wednesday next week, that’s my usual day', '2026-12-02'],
  ])('%s', (text, date) => {
    expect(sureActions(text)).toEqual([{ intent: 'skip', date }]);
    expect(visitWrites(text)).toEqual([]);
  });

  it('a day off that is not said to be a usual day stays a cancel', () => {
    expect(sureActions("can't come friday, it's my day off")).toEqual([]);
  });
});

describe('an earlier request undone by naming it', () => {
  it.each([
    ['drop the alerts I set up for Cleo', 'Cleo'],
    ['please remove the follow on Hiro Lanternby', 'Hiro Lanternby'],
    ["I don't want any more pings about Bram", 'Bram'],
  ])('%s', (text, who) => {
    expect(sureActions(text)).toEqual([{ intent: 'unfollow', who }]);
  });

  it('a name put back after hiding it', () => {
    expect(sureActions('changed my mind about hiding my name, add it back on the digest')).toEqual([{ intent: 'listed', listed: true }]);
  });
});

describe('settings written as a command line', () => {
  it('privacy --list reads the privacy settings', () => {
    expect(hubReads('privacy --list')).toEqual([{ intent: 'privacy' }]);
  });

  it('reminders --when=morning-of', () => {
    expect(sureActions('reminders --when=morning-of')).toEqual([{ intent: 'reminders', when: 'morning' }]);
  });

  it('routine set tue-thu', () => {
    expect(sureActions('routine set tue-thu')).toEqual([{ intent: 'routine', days: [2, 3, 4] }]);
  });
});

describe('how long a follow lasts is not part of the name', () => {
  it('follow Cleo from now on, the exact command', () => {
    expect(sureActions('follow Cleo from now on')).toEqual([{ intent: 'follow', who: 'Cleo', oneShot: false }]);
  });
});

describe("the bot's own messages are never a member's name", () => {
  it('reminders not wanted, said of the messages', () => {
    expect(sureActions("I don't want these reminders any more")).toEqual([{ intent: 'reminders', when: 'off' }]);
    expect(sureActions("I don't want the reminder pings anymore")).toEqual([{ intent: 'reminders', when: 'off' }]);
  });

  it('no unfollow of "digest"', () => {
    expect(sureActions("I don't want the digest pings anymore")).toEqual([]);
  });
});

describe('hidden today, said of the name or of being kept out', () => {
  it.each([
    "please don't show my name today",
    "don't name me or announce it anywhere today",
    'keep me out of the announcements today',
  ])('%s', (text) => {
    expect(sureActions(text)).toEqual([{ intent: 'ghost', on: true }]);
  });
});

describe('what the bot holds, asked with "exactly" or "got stored"', () => {
  it.each(['what exactly do you keep about me?', "can you tell me what you've got stored on me", 'what is it that you are holding about me?'])('%s', (text) => {
    expect(hubReads(text)).toEqual([{ intent: 'privacy' }]);
  });
});

describe('busy asked short, with a place, or as a learner', () => {
  it.each([
    ['is it going to be packed over there on wednesday?', '2026-11-25'],
    ['how much people will come on the thursday?', '2026-11-26'],
  ])('%s', (text, date) => {
    expect(hubReads(text)).toEqual([{ intent: 'forecast', date }]);
  });
});

describe('usual days said with the plan words', () => {
  it('a learner\'s "I am come every …"', () => {
    expect(sureActions('I am come every monday and wednesday')).toEqual([{ intent: 'routine', days: [1, 3] }]);
  });
});

describe('who may follow, who follows, who one follows: asked as feelings and reminders', () => {
  it('fine with anyone following', () => {
    expect(sureActions("I'm fine with anyone seeing my arrivals")).toEqual([{ intent: 'followable', followable: 'anyone' }]);
  });

  it("a learner's wish that only the people accepted may follow", () => {
    expect(sureActions('I want that only the people who I approve can follow me')).toEqual([{ intent: 'followable', followable: 'approved' }]);
  });

  it('who gets a message when I come in', () => {
    expect(hubReads('who are getting pings when I come in?')).toEqual([{ intent: 'followers' }]);
  });

  it('reminded of who one follows, and a Manglish "can help me check …"', () => {
    expect(hubReads('remind me who I am following')).toEqual([{ intent: 'following' }]);
    expect(hubReads('can help me check who are following me?')).toEqual([{ intent: 'followers' }]);
  });
});

describe('a follow asked as a learner, with how long said apart, or asked whether possible', () => {
  it('"I would like that you tell me every time when …"', () => {
    expect(sureActions('I would like that you tell me every time when Cleo is coming to the hub')).toEqual([{ intent: 'follow', oneShot: false, who: 'Cleo' }]);
  });

  it('"only today, no need every day" after the follow', () => {
    expect(sureActions('tell me today when Bram comes. only today, no need every day')).toEqual([{ intent: 'follow', oneShot: true, who: 'Bram' }]);
  });

  it('an order to the bot asked as possible is offered, not explained', () => {
    const offered = reading('is it possible to ping me when Hiro arrives?').clauses.filter((c: Clause) => c.type === 'write');
    expect(offered).toMatchObject([{ write: { op: 'hub', action: { intent: 'follow', who: 'Hiro' } } }]);
  });
});

describe('hiding comes before the check-in it hides', () => {
  it('"here now, but don\'t announce me today": hidden first, so no arrival ping can see the visit before the ghost', async () => {
    const { resolve } = await import('../../src/conversation/resolve.js');
    const p = resolve(reading("here now, but don't announce me today"), new Map());
    expect(p.kind).toBe('act');
    if (p.kind !== 'act') return;
    expect(p.writes.map((w) => w.kind)).toEqual(['hub', 'checkin']);
    expect(p.writes[0]).toMatchObject({ kind: 'hub', action: { intent: 'ghost', on: true } });
  });
});
