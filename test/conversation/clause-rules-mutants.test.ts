import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';

/**
 * The reader's small judgements about a run of words (src/conversation/clause-rules.ts), seen from outside: "for
 * me", a maybe, "instead of", a day said before its request, "DAY: state", joins, asides, orders and a day said
 * twice. Written to kill the mutants `npm run mutation:conversation` left alive there
 * (stryker.conversation.config.mjs); each message is in new wording. Said on Tuesday 2026-11-24 at the hub.
 */
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const plan = (text: string) => resolve(understand(text, TUESDAY, 'America/New_York'), new Map());
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const checkin = (date: string, notes?: string) => ({ kind: 'checkin', target: { kind: 'self' }, date, ...(notes === undefined ? {} : { notes }) });
const checkout = (date: string) => ({ kind: 'checkout', target: { kind: 'self' }, date });
const done = (...writes: object[]) => ({ kind: 'act', writes, reads: [], notes: [] });
const offered = (...commands: object[]) => ({ kind: 'ask', choices: [{ commands }] });

describe('"for me" says nothing more', () => {
  it.each([
    ['could you plan a visit for me on thursday', THURSDAY],
    ['book me wednesday for me please', WEDNESDAY],
  ])('%s', (text, date) => {
    expect(plan(text)).toEqual(done(checkin(date)));
  });
});

describe('a maybe is offered, a doubt inside the notes is not one', () => {
  it('"probably" before the request: offered, not written', () => {
    expect(plan('probably in on thursday')).toMatchObject(offered(checkin(THURSDAY)));
  });

  it('"not sure" inside the notes: the visit is sure', () => {
    expect(plan("here, note: not sure which wheel I'll get")).toEqual(done(checkin('2026-11-24', "not sure which wheel I'll get")));
  });

  it.each([
    ['tell me if Omar comes in', 'Omar'],
    ['let me know if Priya gets here', 'Priya'],
  ])('the "if" of what is watched for is no doubt: %s', (text, who) => {
    expect(plan(text)).toEqual(done({ kind: 'hub', action: { intent: 'follow', oneShot: true, who } }));
  });
});

describe('a day given up for another', () => {
  it('"wednesday instead of thursday": in wednesday, thursday cancelled', () => {
    expect(plan("I'll be in wednesday instead of thursday")).toEqual(done(checkin(WEDNESDAY), checkout(THURSDAY)));
  });
});

describe('a day said first, then the request', () => {
  it.each([
    ['thursday can you put me down', THURSDAY],
    ['for wednesday can you check me in', WEDNESDAY],
  ])('%s', (text, date) => {
    expect(plan(text)).toEqual(done(checkin(date)));
  });
});

describe('"DAY: state"', () => {
  it('a state with "please" after it is still that state', () => {
    expect(plan('thursday: yes please')).toEqual(done(checkin(THURSDAY)));
  });

  it('more than a state after the day is what the visit is for', () => {
    expect(plan('thursday: coming with Priya')).toEqual(done(checkin(THURSDAY, 'coming with Priya')));
  });
});

describe('a join opens a second request only as a word of its own', () => {
  it.each([
    ['checkin grand opening prep', 'grand opening prep'],
    ['checkin plushie sewing', 'plushie sewing'],
  ])('%s: notes', (text, notes) => {
    expect(plan(text)).toEqual(done(checkin('2026-11-24', notes)));
  });
});

describe('an aside word at the end of the notes', () => {
  it.each(['here, sanding the shelf, anyway', 'here, sanding the shelf, oh'])('%s', (text) => {
    expect(plan(text)).toEqual(done(checkin('2026-11-24', 'sanding the shelf')));
  });
});

describe('an order to the bot about the sender, ending in "?"', () => {
  it.each([
    ['ping me when Omar gets in?', 'Omar'],
    ['tell me when Priya arrives?', 'Priya'],
  ])('%s: a follow, not a question', (text, who) => {
    expect(plan(text)).toEqual(done({ kind: 'hub', action: { intent: 'follow', oneShot: true, who } }));
  });
});

describe('a day said again after the request', () => {
  it.each([
    ['coming in on the 26th. thursday', THURSDAY],
    ['in on thursday. yes thursday!', THURSDAY],
  ])('the same day: %s', (text, date) => {
    expect(plan(text)).toEqual(done(checkin(date)));
  });

  it('another day: the first is not written outright', () => {
    expect(plan('coming in thursday. wednesday')).toMatchObject({ kind: 'ask' });
  });
});

describe('more of the same judgements', () => {
  const written = (text: string) => {
    const p = plan(text);
    return p.kind === 'act' ? p.writes : [];
  };

  it('a day said first, a polite request after it, then "?": still a request', () => {
    expect(plan('wednesday can you put me down?')).toEqual(done(checkin(WEDNESDAY)));
  });

  it('"never mind" alone after a request takes it back: nothing written', () => {
    expect(written('in on wednesday. never mind')).toEqual([]);
  });

  it('how long a follow lasts, said after a check-in, does not make it one: nothing written', () => {
    expect(written('sign me in from now on')).toEqual([]);
  });

  it('a quote after a comma in the notes stays in them', () => {
    expect(plan("here, trimming, 'the tall vases'")).toEqual(done(checkin('2026-11-24', "trimming, 'the tall vases'")));
  });

  it.each([
    ['in tomorrow. tomorrow', [checkin(WEDNESDAY)]],
    ['coming wednesday and thursday. wednesday and thursday', [checkin(WEDNESDAY), checkin(THURSDAY)]],
  ])('the same day or days said again: %s', (text, writes) => {
    expect(plan(text)).toEqual(done(...writes));
  });
});

describe('whose visit, and how sure, with the exact syntax', () => {
  it('a maybe before "checkin": offered', () => {
    expect(plan('probably checkin trimming')).toMatchObject(offered(checkin('2026-11-24', 'trimming')));
  });

  it('"him" inside the notes is who they are helping, not whose visit', () => {
    expect(plan('checkin helping him with the kiln')).toEqual(done(checkin('2026-11-24', 'helping him with the kiln')));
  });

  it('other people right after "checkin": not the sender\'s visit, offered', () => {
    expect(plan('checkin people from my class')).toMatchObject({ kind: 'ask' });
  });

  it('a visit asked about ("coming in thursday?") is offered, not written', () => {
    expect(plan('coming in thursday?')).toMatchObject(offered(checkin(THURSDAY)));
  });

  it('other days said after a list of days: not written outright', () => {
    expect(plan('coming wednesday and thursday. thursday and friday')).toMatchObject({ kind: 'ask' });
  });

  it('a message cut off after "instead of": nothing written', () => {
    const p = plan('coming in wednesday instead of');
    expect(p.kind === 'act' ? p.writes : []).toEqual([]);
  });

  it('"book me in" with a "?" is no order to the bot about them: offered', () => {
    expect(plan('book me in for thursday?')).toMatchObject(offered(checkin(THURSDAY)));
  });
});
