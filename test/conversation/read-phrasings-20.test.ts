import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';

// Classes met this session (the mutation helper's leftovers, then blind round 20 and hub round 16); each case is a new
// wording of its class, not a round's. Said on Tuesday 2026-11-24 at the hub.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const plan = (text: string) => resolve(reading(text), new Map());
const SELF = { kind: 'self' };
const checkin = (date: string, notes?: string) => ({ kind: 'checkin', target: SELF, date, ...(notes === undefined ? {} : { notes }) });
const cancel = (date: string) => ({ kind: 'checkout', target: SELF, date });
/** Everything the member would get done by tapping yes: the writes, or the one choice offered. */
const offered = (text: string) => {
  const p = plan(text);
  if (p.kind === 'act') return p.writes;
  if (p.kind === 'ask' && p.choices.length === 1) return p.choices[0]!.commands;
  return [];
};
const notesOf = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'checkin' && c.write.notes !== undefined ? [c.write.notes] : []));
const followed = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' && c.write.action.intent === 'follow' ? [c.write.action] : []));

describe('a day planned and called off in one message: the later words win', () => {
  it.each([
    'coming wednesday. ah no, forget wednesday',
    'put me down for thursday — actually I can’t do thursday',
    'in on the 27th. never mind the 27th',
  ])('called off last, nothing is written: %s', (text) => {
    expect(offered(text)).toEqual([]);
  });

  it('one day of a list called off leaves the others', () => {
    expect(offered('in wed, thu and fri. not thu')).toEqual([checkin('2026-11-25'), checkin('2026-11-27')]);
  });

  it('planned last, the plan stands and nothing is cancelled', () => {
    expect(offered("can't do wednesday. oh wait, yes I can, put me in for wednesday")).toEqual([checkin('2026-11-25')]);
  });

  it('different days are two requests', () => {
    expect(offered('in wednesday, not thursday')).toEqual([checkin('2026-11-25'), cancel('2026-11-26')]);
  });
});

describe('notes say what was written', () => {
  it('a smiley\'s colon opens nothing: the notes run on past it', () => {
    expect(notesOf('here today, sanding the frames :) then the legs')).toEqual(['sanding the frames :) then the legs']);
    expect(notesOf('here today, sanding the frames :-) and oiling')).toEqual(['sanding the frames :-) and oiling']);
  });

  it('a real colon still labels the notes after a smiley', () => {
    expect(notesOf('here today :) working on: the loom')).toEqual(['the loom']);
  });

  it('notes that are a numbered list keep their first mark', () => {
    expect(notesOf('in thursday, 1) warping the loom 2) oiling the frame')).toEqual(['1) warping the loom 2) oiling the frame']);
    expect(notesOf('here today: (1) warp (2) oil')).toEqual(['(1) warp (2) oil']);
  });

  it("a list's mark after a weekday is no day of the month", () => {
    expect(offered('in thursday, 1) warping the loom 2) oiling the frame')).toEqual([checkin('2026-11-26', '1) warping the loom 2) oiling the frame')]);
  });

  it("the next item's mark is not left at the end of the notes", () => {
    expect(notesOf("here today, 1) warping. 2) who's in?")).toEqual(['1) warping']);
  });
});

describe('how long a follow lasts is not part of the name', () => {
  it.each([
    ['follow Cleo every day', 'Cleo', false],
    ['follow Cleo Vantongeren always', 'Cleo Vantongeren', false],
    ['follow Bram just today', 'Bram', true],
  ])('%s', (text, who, oneShot) => {
    expect(followed(text)).toEqual([{ intent: 'follow', who, oneShot }]);
  });
});
