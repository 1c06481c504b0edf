import { describe, expect, it } from 'vitest';
import { legaleseRead } from '../../src/text/legalese.js';
import { understand } from '../../src/conversation/understand.js';
import { resolve } from '../../src/conversation/resolve.js';

// A lawyer's register read as plain words: sentences of my own, not a round's.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const done = (text: string) => {
  const p = resolve(reading(text), new Map());
  return p.kind === 'act' ? p.writes : [];
};
const SELF = { kind: 'self' };

describe('legal phrases read plainly', () => {
  it('"the undersigned" is the writer', () => {
    expect(legaleseRead("the undersigned's visit")).toBe('my visit');
    expect(legaleseRead('the undersigned is at the hub')).toBe('I am at the hub');
  });

  it('plain messages are untouched', () => {
    for (const text of ['in today, working on the contract review', 'who attends on fridays?', 'cancel my friday please']) expect(legaleseRead(text)).toBe(text);
  });
});

describe('read by the conversation', () => {
  it('present and a withdrawal, enumerated', () => {
    expect(done('Notice is hereby given that (i) the undersigned is physically present at the hub premises; and (ii) the undersigned\'s attendance on Thursday, 26 November is hereby withdrawn.')).toEqual([
      { kind: 'checkin', target: SELF, date: '2026-11-24' },
      { kind: 'checkout', target: SELF, date: '2026-11-26' },
    ]);
  });

  it('a rescinded attendance is a cancel; one that remains in force is kept', () => {
    expect(done('I hereby rescind my previously registered attendance for Friday, 27 November. For the avoidance of doubt, my attendance on Wednesday remains in full force and effect.')).toEqual([{ kind: 'checkout', target: SELF, date: '2026-11-27' }]);
  });

  it('a schedule for the week commencing a date', () => {
    const asked = reading('Kindly furnish a schedule of all visits presently registered in my name for the week commencing 7 December.').clauses.find((c) => c.type === 'read');
    expect(asked?.type === 'read' ? asked.command : undefined).toEqual({ kind: 'visits', target: SELF, range: { start: '2026-12-07', end: '2026-12-13', label: 'the week of 7 december' } });
  });

  it('time away for a period commencing and ending, weekdays named with the dates', () => {
    const hub = reading('I shall be absent from the hub for the period commencing Tuesday 8 December and ending Thursday 10 December, both dates inclusive.').clauses.flatMap((c) => (c.type === 'write' && c.write.op === 'hub' ? [c.write.action] : []));
    expect(hub).toEqual([{ intent: 'away', from: '2026-12-08', to: '2026-12-10' }]);
  });
});
