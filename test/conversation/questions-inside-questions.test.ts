import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';

// Said on Tuesday 2026-11-24 at the hub.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const firstIntent = (text: string) => reading(text).clauses[0]?.intent;
const written = (text: string) => {
  const p = resolve(reading(text), new Map());
  return p.kind === 'act' ? p.writes.map((w) => `${w.kind} ${'date' in w ? w.date : ''}`) : p.kind;
};

describe('a question asked inside a question is answered, not taken for a question about the bot', () => {
  it.each([
    ['do you know who is in today', 'whos-here'],
    ["any idea who's coming tomorrow?", 'whos-coming'],
    ['i was wondering who is around', 'whos-here'],
    ['do you know if Ada is in today', 'presence'],
    ['would you happen to know whether Lev is around?', 'presence'],
    // "if" and a state asks about now: not an arrival alert.
    ['can you tell me if Kaia is in today', 'presence'],
    ['let me know if Kaia is coming tomorrow', 'presence'],
  ])('%s → %s', (text, intent) => {
    expect(firstIntent(text)).toBe(intent);
  });

  it('a question about using the bot, asked the same way, is still how-to', () => {
    expect(firstIntent('do you know how to check in')).toBe('how-to');
    expect(firstIntent('do you know where the keys are')).toBe('unknown');
  });

  it('"if" with an arrival still asks to be told when it happens', () => {
    const clause = reading('let me know if Ada shows up').clauses[0];
    expect(clause?.type === 'write' && clause.write.op === 'hub' ? clause.write.action : undefined).toEqual({ intent: 'follow', oneShot: true, who: 'Ada' });
    expect(firstIntent('tell me when Ada is in')).toMatch(/^hub-follow/);
  });
});

describe('having to, and the day as the visit', () => {
  it.each([
    // "I have to" is a leading request like "I need to". (A cancel is the directory's checkout.)
    ['Sorry, I have to cancel my visit on December 3rd. Family stuff.', ['checkout 2026-12-03']],
    ['i gotta cancel my visit thursday', ['checkout 2026-11-26']],
    // "my friday" is the visit on Friday.
    ['scratch my friday', ['checkout 2026-11-27']],
    ['plan me in for friday pls', ['checkin 2026-11-27']],
  ])('%s', (text, writes) => {
    expect(written(text)).toEqual(writes);
  });

  it('"drop my" with no day cancels nothing', () => {
    expect(written('drop my bag off')).not.toContainEqual(expect.stringMatching(/^checkout/));
  });
});

describe('"going to": a request when it leads, notes when it says what one will do there', () => {
  it.each([
    ["i'm going to cancel friday", ['checkout 2026-11-27']],
    // A request after a check-in's comma is not the check-in's notes (here not read for sure either: asked).
    ['in today, gonna cancel friday', 'ask'],
    ["i'm going to be in tomorrow", ['checkin 2026-11-25']],
    ["i'm about to head out", ['leave 2026-11-24']],
  ])('%s', (text, writes) => {
    expect(written(text)).toEqual(writes);
  });

  it('what one is going to do, after a plan and a comma, is its notes', () => {
    const p = resolve(reading('plan me in for friday pls, gonna finish the poster'), new Map());
    expect(p.kind === 'act' ? p.writes : p).toEqual([{ kind: 'checkin', target: { kind: 'self' }, date: '2026-11-27', notes: 'finish the poster' }]);
  });
});

