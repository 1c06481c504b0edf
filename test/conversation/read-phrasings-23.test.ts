import { describe, expect, it } from 'vitest';
import type { Clause } from '../../src/conversation/meaning.js';
import { selfCorrected } from '../../src/text/self-correction.js';
import { frontedDayMoved } from '../../src/text/fronted-day.js';
import { checkin, doneOrOffered as offered, reading } from '../support/said-on-tuesday.js';

// Classes met at first contact with blind round 23; each case is a new wording of its class, not a round's.
// Said on Tuesday 2026-11-24 at the hub.
const reads = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' ? [c.command] : []));
const sureWrites = (text: string) => reading(text).clauses.filter((c: Clause) => c.type === 'write' && c.sure);

describe('words of address and blessings around a request', () => {
  it.each(['I am at the hub now mashallah', "in the hub already b'y", 'here now habibi', 'I am in hub, uff da'])('%s checks in', (text) => {
    expect(offered(text)).toEqual([checkin('2026-11-24')]);
  });
});

describe('the hub without its article, and notes without theirs', () => {
  it('leaving hub is leaving', () => {
    expect(sureWrites('leaving hub now, bye all').map((c) => c.type === 'write' && c.write.op)).toEqual(['leave']);
  });

  it('"put note:" sets the note off', () => {
    expect(offered('I am here. Please put note: fixing the kiln controller')).toEqual([checkin('2026-11-24', 'fixing the kiln controller')]);
  });
});

describe('who is down for a day', () => {
  it.each([
    ["who's down for friday?", '2026-11-27'],
    ['who is pencilled in for monday', '2026-11-30'],
  ])('%s', (text, date) => {
    expect(reads(text)).toEqual([{ kind: 'whosHere', when: { type: 'day', date } }]);
  });
});

describe('one\'s own days, asked other ways', () => {
  it('the days one put for a week', () => {
    expect(reads('which dates did I put down for next week?')).toEqual([{ kind: 'visits', target: { kind: 'self' }, range: { start: '2026-11-30', end: '2026-12-06', label: 'next week' } }]);
  });

  it('read out, as a screen reader\'s user asks', () => {
    expect(reads('please read back my next bookings')).toEqual([{ kind: 'hub', action: { intent: 'myPlans' } }]);
  });

  it('the last visit, "last" said after the place', () => {
    expect(reads('when did I come in last time?')).toEqual([{ kind: 'lastVisit', who: { kind: 'self' } }]);
  });
});

describe('an "edit:" line', () => {
  it('corrects as "no wait" does', () => {
    expect(selfCorrected('follow Lev please\nedit: Lev Inkwell, not the other one')).toBe('follow Lev Inkwell please');
  });

  it('one that corrects what no decoder can apply makes the write an offer', () => {
    const written = reading('note for thursday: "demo at 3"\nedit: make that 4');
    expect(written.clauses.some((c) => c.type === 'write')).toBe(true);
    expect(written.clauses.filter((c) => c.type === 'write' && c.sure)).toEqual([]);
  });

  it('one that adds corrects nothing', () => {
    expect(sureWrites('cancel friday\nedit: and who is coming monday?').length).toBe(1);
  });
});

describe('going, asked of someone else, is coming', () => {
  it('a person on a day, and who, said with "go"', () => {
    expect(reads('Lev is going friday?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Lev' }, date: '2026-11-27' }]);
    expect(reads('who goes to the hub on saturday?')).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-28' } }]);
  });

  it('going oneself, or going home, is not', () => {
    expect(reads("I'm going friday?").filter((c) => c.kind === 'presence' || c.kind === 'whosHere')).toEqual([]);
    expect(reading('Lev is going home').text).toBe('Lev is going home');
  });
});

describe('a day said before its question', () => {
  it('is the question\'s day', () => {
    expect(frontedDayMoved('Saturday, who comes?')).toBe('who comes Saturday?');
    expect(reads('tomorrow — anybody around?')).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-25' } }]);
  });

  it('before a question with a day of its own, or before no question, it stays', () => {
    expect(frontedDayMoved('Saturday, who is in on monday?')).toBe('Saturday, who is in on monday?');
    expect(frontedDayMoved('Saturday, dentist')).toBe('Saturday, dentist');
  });

  it('and in a question in a statement\'s order', () => {
    expect(reads('Tomorrow I am booked or not?')).toEqual([{ kind: 'myVisit', date: '2026-11-25' }]);
  });
});

describe('"clear my week"', () => {
  it('offers this week\'s visits, to Sunday, not next week\'s', () => {
    const c = reading('clear my week').clauses;
    expect(c).toEqual([expect.objectContaining({ type: 'write', sure: false, write: { op: 'cancel', when: { kind: 'range', range: { start: '2026-11-24', end: '2026-11-29', label: 'this week' } }, target: { kind: 'self' }, all: true } })]);
  });
});

describe('a day said to be cancelled', () => {
  it('cancels it; someone else\'s event cancelled does not', () => {
    expect(sureWrites('thursday is cancelled for me, car broke down').map((c) => c.type === 'write' && c.write.op)).toEqual(['cancel']);
    expect(sureWrites('the reading group on thursday is cancelled')).toEqual([]);
  });
});

describe('someone coming to the hub on a day, asked', () => {
  it('in either order', () => {
    expect(reads('is Quinn coming to the hub monday?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Quinn' }, date: '2026-11-30' }]);
    expect(reads('Quinn is coming to the hub monday?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Quinn' }, date: '2026-11-30' }]);
  });
});
