import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';
import { starFixed } from '../../src/conversation/star-fix.js';

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

describe('words about an earlier message are no notes and leave nothing unclear', () => {
  it('a check-in with a take-back of an earlier message after it', () => {
    expect(offered('in now — ignore what I wrote this morning, the bus was early')).toEqual([checkin('2026-11-24')]);
  });

  it('a take-back before a request: the request, sure', () => {
    expect(plan('disregard what I told you about thursday, I can’t make it').kind).toBe('act');
    expect(offered('disregard what I told you about thursday, I can’t make it')).toEqual([cancel('2026-11-26')]);
  });
});

describe('what held a member up is no notes', () => {
  it.each(['here at last, bike puncture', 'here, bus delays again', 'made it, roadworks'])('%s', (text) => {
    expect(notesOf(text)).toEqual([]);
  });

  it('work that names such a word is notes', () => {
    expect(notesOf('here, fixing the delay queue')).toEqual(['fixing the delay queue']);
  });
});

describe('a star fixes the words before it', () => {
  it('"*fix, not wrong": the wrong words replaced, the words the fix repeats kept once', () => {
    expect(notesOf('in thursday, bringing the bread knife — *cheese knife, not bread')).toEqual(['bringing the cheese knife']);
  });

  it('a single word fixes the word spelt nearly like it', () => {
    expect(notesOf('here, glazign the bowls *glazing')).toEqual(['glazing the bowls']);
  });

  it('a weekday fixes the weekday', () => {
    expect(offered('in wednesday *thursday')).toEqual([checkin('2026-11-26')]);
  });

  it('emphasis is no fix, and a fix naming nothing said changes nothing', () => {
    expect(starFixed('here, glazing *the* bowls')).toBe('here, glazing *the* bowls');
    expect(starFixed('in wednesday *pottery')).toBe('in wednesday *pottery');
  });
});

describe('a request written as a command line', () => {
  it('a flag that names a value is that value', () => {
    expect(offered('checkin --note "sketching the mural"')).toEqual([checkin('2026-11-24', 'sketching the mural')]);
    expect(offered('cancel --date tomorrow')).toEqual([cancel('2026-11-25')]);
    expect(offered('checkin --date=thursday')).toEqual([checkin('2026-11-26')]);
  });

  it('dates side by side are a list', () => {
    expect(offered('checkin 2026-11-30 2026-12-02')).toEqual([checkin('2026-11-30'), checkin('2026-12-02')]);
  });

  it('a one-letter flag not known stays as written', () => {
    expect(plan('rm -r my visits').kind).not.toBe('act');
  });
});

describe('what dictation writes', () => {
  it('punctuation said as a word', () => {
    expect(notesOf('checking in now period sketching the mural')).toEqual(['sketching the mural']);
  });

  it('a sound-alike read as the word that fits', () => {
    expect(reading('whose in today').clauses.map((c) => c.intent)).toContain('whos-here');
    expect(offered('cancel four thursday')).toEqual([cancel('2026-11-26')]);
    expect(offered('put me in for wednesday and friday to')).toEqual([checkin('2026-11-25'), checkin('2026-11-27')]);
  });

  it('the same words as nouns stay', () => {
    expect(notesOf('here, planning the trial period')).toEqual(['planning the trial period']);
  });
});

describe('times said in words, and a time for each day', () => {
  it.each([
    ['in tomorrow from half ten', [checkin('2026-11-25')]],
    ['in at quarter past nine thursday, and friday after lunch', [checkin('2026-11-26'), checkin('2026-11-27')]],
    ['in first thing wednesday', [checkin('2026-11-25')]],
    ['coming thursday at 10, and friday after lunch', [checkin('2026-11-26'), checkin('2026-11-27')]],
  ])('%s', (text, writes) => {
    expect(offered(text)).toEqual(writes);
  });
});

describe('questions and requests asked in other ways', () => {
  it('a learner asks whether someone comes: "Bram come hub tomorrow or not?"', () => {
    expect(plan('Bram come hub tomorrow or not?')).toMatchObject({ kind: 'act', writes: [], reads: [{ kind: 'presence', who: { kind: 'name', text: 'Bram' }, date: '2026-11-25' }] });
  });

  it('"who else?" after a check-in asks who is here', () => {
    expect(plan('here now. who else?')).toMatchObject({ kind: 'act', writes: [checkin('2026-11-24')], reads: [{ kind: 'whosHere' }] });
  });

  it('asking whether it is all right for the bot to do it is asking it to', () => {
    expect(offered('would it be alright to pencil me in for monday?')).toEqual([checkin('2026-11-30')]);
  });

  it('asking leave to come is no plan', () => {
    expect(offered('is it ok to come in on sunday?')).toEqual([]);
  });

  it('a day ruled out beside a cancel of another says which day', () => {
    expect(offered('cancel thursday, not friday')).toEqual([cancel('2026-11-26')]);
  });

  it('particles and dialect said to the listener', () => {
    expect(offered('in tomorrow kak')).toEqual([checkin('2026-11-25')]);
    expect(offered('Thursday I come hub krub')).toEqual([checkin('2026-11-26')]);
    expect(offered("I'll be in Wednesdee, wicked early")).toEqual([checkin('2026-11-25')]);
    expect(offered('coming in the morra, pet')).toEqual([checkin('2026-11-25')]);
  });
});

describe("a learner's and a dialect's verb forms", () => {
  it.each([
    ['i not can come thursday', [cancel('2026-11-26')]],
    ['I will coming wednesday', [checkin('2026-11-25')]],
    ['aye am in the day', [checkin('2026-11-24')]],
    ["coming tomorrow, an' Friday week an' all", [checkin('2026-11-25'), checkin('2026-12-04')]],
  ])('%s', (text, writes) => {
    expect(offered(text)).toEqual(writes);
  });

  it('going home, however said', () => {
    expect(offered('I go to home now')).toEqual([{ kind: 'leave', target: SELF, date: '2026-11-24' }]);
    expect(offered('reet, am gannin hyem')).toEqual([{ kind: 'leave', target: SELF, date: '2026-11-24' }]);
  });

  it('who came, asked with "was come"', () => {
    expect(plan('who was come in yesterday?')).toMatchObject({ kind: 'act', reads: [{ kind: 'whosHere', when: { type: 'day', date: '2026-11-23' } }] });
  });

  it('"the day" of something is no today', () => {
    expect(offered('in the day before the demo')).toEqual([]);
  });
});

describe('questions asked another way round', () => {
  it('an address asked for as something the bot may have', () => {
    expect(plan('do you happen to have an email for Cleo Vantongeren?')).toMatchObject({ kind: 'act', reads: [{ kind: 'whois', query: { kind: 'name', text: 'Cleo Vantongeren' } }] });
  });

  it('"last" at the end', () => {
    expect(plan('when was Bram in last?')).toMatchObject({ kind: 'act', reads: [{ kind: 'lastVisit', who: { kind: 'name', text: 'Bram' } }] });
  });

  it('a statement asked: "Hana is in today?"', () => {
    expect(plan('Hana is in today?')).toMatchObject({ kind: 'act', reads: [{ kind: 'presence', who: { kind: 'name', text: 'Hana' } }] });
  });

  it('"would you mind telling me" before what is asked', () => {
    expect(plan("would you mind telling me who's in tomorrow?")).toMatchObject({ kind: 'act', reads: [{ kind: 'whosHere', when: { type: 'day', date: '2026-11-25' } }] });
  });

  it('a Thai hello', () => {
    expect(plan('sawadee kha')).toMatchObject({ kind: 'act', writes: [], reads: [{ kind: 'smalltalk', says: 'hello' }] });
  });
});

describe('back after all, said as coming back', () => {
  it.each(['as it turns out I’m back, the call ended early', 'I came back already, left my keys here'])('%s', (text) => {
    expect(offered(text)).toEqual([checkin('2026-11-24')]);
  });
});

describe('a plan, cancel or note naming no day is not today\'s when the message names another day (the mutation run\'s wrong writes)', () => {
  const visits = (...dates: string[]) => new Map(dates.map((d) => [d, { notes: '', left: false }]));
  const offeredWith = (text: string, v: ReturnType<typeof visits>) => {
    const p = resolve(reading(text), v);
    if (p.kind === 'act') return p.writes;
    if (p.kind === 'ask' && p.choices.length === 1) return p.choices[0]!.commands;
    return [];
  };

  it('a list under a heading: "- Friday: cancel" cancels Friday, never today', () => {
    expect(offeredWith('For next week:\n- Tuesday: in\n- Friday: cancel', visits('2026-11-24', '2026-12-04'))).toEqual([checkin('2026-12-01'), cancel('2026-12-04')]);
    expect(offeredWith('next week:\n- Wednesday: not coming', visits('2026-11-24', '2026-12-02'))).toEqual([cancel('2026-12-02')]);
  });

  it('"who\'s in friday? put me down": Friday', () => {
    expect(offeredWith("who's in friday? put me down", visits())).toEqual([checkin('2026-11-27')]);
  });

  it('a day said alone, then a cancel naming none: that day\'s cancel, not a plan of it', () => {
    expect(offeredWith("thursday: can't make it after all", visits('2026-11-24', '2026-11-26'))).toEqual([cancel('2026-11-26')]);
  });

  it('notes naming no day beside two days unsure: no notes on today', () => {
    expect(offeredWith("Wednesday or Thursday, don't know yet. Add 'soup' to my visit", visits('2026-11-24'))).not.toContainEqual(expect.objectContaining({ kind: 'note', date: '2026-11-24' }));
  });

  it('a span not here, said twice with away: the visit in it is cancelled this year, away set once', () => {
    const writes = offeredWith("not around from 12 December until 2 January, I'm on holiday from dec 12 to jan 2", visits('2026-12-18'));
    expect(writes).toContainEqual(cancel('2026-12-18'));
    expect(writes.filter((w) => w.kind === 'hub')).toHaveLength(1);
  });
});
