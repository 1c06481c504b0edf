import { describe, expect, it } from 'vitest';
import { resolve, type Visits } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { HEDGES, OTHER_PEOPLE, RELATIONS } from '../../src/conversation/vocabulary.js';
import { TEST_NOW, TEST_TODAY } from '../support/sandbox.js';

// TEST_NOW is a Friday at the hub.
const plan = (text: string, visits: Visits) => resolve(understand(text, new Date(TEST_NOW), 'America/New_York'), visits);
const here: Visits = new Map([[TEST_TODAY, { notes: 'pairing on a parser', left: false }]]);

describe('punctuation inside a mention', () => {
  it("is the name's, not the end of a clause: the day after it is the day, not notes", () => {
    const p = plan("checkin @**Bram Copperfield-Nye (they) (S1'26)** today demo day", here);
    expect(p).toMatchObject({ kind: 'act', writes: [{ kind: 'checkin', date: TEST_TODAY, notes: 'demo day', target: { kind: 'mention', name: "Bram Copperfield-Nye (they) (S1'26)" } }] });
  });
});

describe('a message that could delete the visit under way asks first', () => {
  it.each(['cancel friday', "can't make it friday", 'not coming in on friday', 'scratch fri'])('%s, said on a Friday while checked in: today or next Friday?', (text) => {
    const p = plan(text, here);
    expect(p.kind).toBe('ask');
    if (p.kind !== 'ask') return;
    expect(p.choices.map((c) => c.commands.map((x) => ('date' in x ? x.date : '')))).toEqual([[TEST_TODAY], ['2026-11-27']]);
  });

  it.each(['cancel that', 'please delete it', 'drop this one', 'not today'])('%s: what it refers to is the context\'s, so it is offered, never done', (text) => {
    expect(plan(text, here).kind).toBe('ask');
  });

  it('a clear request in the same message spells out "delete it": done', () => {
    const p = plan("I checked in by mistake, I'm working from home today. Please delete it", here);
    expect(p).toMatchObject({ kind: 'act', writes: [{ kind: 'checkout', date: TEST_TODAY }] });
  });

  it('"remove me" beside the one cancel with a day is that cancel; alone it is offered', () => {
    const tomorrow: Visits = new Map([['2026-11-21', { notes: 'my thesis', left: false }]]);
    expect(plan('Sorry, I cannot come tomorrow, please remove me', tomorrow)).toMatchObject({ kind: 'act', writes: [{ kind: 'checkout', date: '2026-11-21' }] });
    expect(plan('please remove me', tomorrow).kind).toBe('ask');
  });

  it('"cancel today" and bare "cancel" still cancel today', () => {
    expect(plan('cancel today', here)).toMatchObject({ kind: 'act', writes: [{ kind: 'checkout', date: TEST_TODAY }] });
    expect(plan('cancel', here)).toMatchObject({ kind: 'act', writes: [{ kind: 'checkout', date: TEST_TODAY }] });
  });
});

describe('what is said after a check-in is notes only when it says what they are doing', () => {
  const none: Visits = new Map();
  const notesOf = (text: string) => {
    const p = plan(text, none);
    return p.kind === 'act' ? p.writes.map((w) => ('notes' in w ? w.notes : undefined)) : p.kind;
  };
  it.each([
    ['in, and @**Cleo Everwick** is with me', [undefined]],
    ["I'm here, I mean", [undefined]],
    ['I am here! Just sitting by the window.', [undefined]],
    ["I'm here, pairing on a parser", ['pairing on a parser']],
  ])('%s', (text, notes) => {
    expect(notesOf(text)).toEqual(notes);
  });

  it('"planning mon and wed too" after a check-in plans those days, it is not notes', () => {
    const p = plan('in today, planning mon and wed too', none);
    expect(p).toMatchObject({ kind: 'act' });
    if (p.kind !== 'act') return;
    expect(p.writes.map((w) => ('date' in w ? w.date : ''))).toEqual([TEST_TODAY, '2026-11-23', '2026-11-25']);
    expect(p.writes.every((w) => !('notes' in w))).toBe(true);
  });

  it('"out 5pm" said at ten in the morning records nothing yet', () => {
    const p = plan('out 5pm', here);
    expect(p.kind).toBe('say');
  });
});

describe('a maybe, someone else, or irony never writes (the vocabulary, every entry)', () => {
  const none: Visits = new Map();
  // Hedge words said inside plain requests; a hedge never writes, whichever word it is.
  const hedges = [...HEDGES].filter((w) => !['if', 'unless', 'depending', 'depends'].includes(w));
  it.each(hedges)('"%s" inside a plan or a check-in: nothing written', (hedge) => {
    for (const text of [`${hedge} coming in tomorrow`, `i'll be in tomorrow ${hedge}`, `checking in tomorrow ${hedge}`]) {
      expect(plan(text, none).kind, text).not.toBe('act');
    }
  });

  it.each(hedges)('"%s," alone before a request: nothing written', (hedge) => {
    for (const text of [`${hedge}, coming in tomorrow`, `${hedge}... checkin tomorrow`]) expect(plan(text, none).kind, text).not.toBe('act');
  });

  it.each(['should i', 'should we', 'can i', 'do i', 'would i', 'must i still', 'hmm, should i just'])('"%s," alone before a request asks whether: nothing written', (lead) => {
    for (const text of [`${lead}, check in`, `${lead}... cancel friday`, `${lead} - checkin tomorrow`]) expect(plan(text, here).kind, text).not.toBe('act');
  });

  it.each(['coming in tomorrow if the trains run', "i'll be in tomorrow, not sure yet", 'coming in tomorrow unless it snows', "see you tomorrow, we'll see"])('%s: nothing written', (text) => {
    expect(plan(text, none).kind).not.toBe('act');
  });

  it.each([...OTHER_PEOPLE].filter((w) => w !== 'anyone'))('check "%s" in: only the sender\'s visits are written', (who) => {
    expect(plan(`check ${who} in for tomorrow`, none).kind).not.toBe('act');
  });

  it.each([...RELATIONS])('checkin my %s: not the sender\'s visit', (relation) => {
    expect(plan(`checkin my ${relation} Kaia, she forgot her phone`, none).kind).not.toBe('act');
  });

  it.each(["oh sure, I'll DEFINITELY be in tomorrow 🙄", "coming in tomorrow /s", "yeah right, I'm in tomorrow", "coming in tomorrow 🙃"])('%s: irony, nothing written', (text) => {
    expect(plan(text, none).kind).not.toBe('act');
  });

  it('the same requests without the hedge are written (the rule takes nothing else away)', () => {
    expect(plan('coming in tomorrow', none)).toMatchObject({ kind: 'act', writes: [{ kind: 'checkin', date: '2026-11-21' }] });
    expect(plan("I'm here, pairing with Cleo on her parser", none)).toMatchObject({ kind: 'act', writes: [{ kind: 'checkin', date: TEST_TODAY, notes: 'pairing with Cleo on her parser' }] });
  });
});

describe("today's weekday", () => {
  const none: Visits = new Map();
  it.each(["I'll come on Friday", 'coming in friday', 'plan: friday'])('said as a plan on a Friday (%s): today or next Friday, asked', (text) => {
    const p = plan(text, none);
    expect(p.kind).toBe('ask');
    if (p.kind !== 'ask') return;
    expect(p.choices.map((c) => c.commands.map((x) => ('date' in x ? x.date : '')))).toEqual([[TEST_TODAY], ['2026-11-27']]);
  });

  it('said as being here ("friday check in" on a Friday): today', () => {
    expect(plan('checkin friday', none)).toMatchObject({ kind: 'act', writes: [{ kind: 'checkin', date: TEST_TODAY }] });
  });
});

describe('notes that are not notes', () => {
  const none: Visits = new Map();
  it.each(["I'm here, no notes needed today", "I'm in, of course", "I'm here, as usual"])('%s: a check-in without notes', (text) => {
    const p = plan(text, none);
    expect(p).toMatchObject({ kind: 'act', writes: [{ kind: 'checkin', date: TEST_TODAY }] });
    if (p.kind === 'act') expect(p.writes[0]).not.toHaveProperty('notes');
  });

  it('a change asked in a part that was not understood: the rest is asked, not half done', () => {
    expect(plan("Could you move my Friday booking to Monday? And add the note 'translation review' to it.", here).kind).toBe('ask');
  });
});

describe("a check-in's notes keep what they are doing, not when or an aside", () => {
  const none: Visits = new Map();
  const notesOf = (text: string, visits: Visits = none) => {
    const p = plan(text, visits);
    return p.kind === 'act' ? p.writes.map((w) => ('notes' in w ? w.notes : w.kind === 'note' && 'text' in w.action ? w.action.text : undefined)) : p.kind;
  };
  it.each([
    // A tail that says only how long the visit lasts, on the visit's own day.
    ['morning! just got in, grant report all day today ☕', ['grant report']],
    ['here, working on the parser for the rest of the day', ['the parser']],
    ['in today and tomorrow, thesis both days', ['thesis', 'thesis']],
    // Another day is part of what they are doing.
    ["here, prep for monday's demo", ["prep for monday's demo"]],
    ['here, slides for the talk on monday', ['slides for the talk on monday']],
    // An aside to the bot or the room after a comma.
    ['just walked in — debugging the webhook, pls nobody talk to me before coffee', ['debugging the webhook']],
    ['came in at 9 actually, forgot to tell you, sorry', [undefined]],
    // What they are not doing.
    ['here! doing the design review instead of the api docs', ['doing the design review']],
    // A comment on the visit after a comma, or an aside that is no activity after a dash.
    ["I'm at the hub today, didn't plan it but here I am", [undefined]],
    ['In for a bit, prepping the budget slides for monday — also the coffee machine is broken again 😩', ['prepping the budget slides for monday']],
    ['here, pairing on the parser, also reviewing PRs', ['pairing on the parser, also reviewing PRs']],
    ["in today, working on a Zulip bot (not you, don't worry)", ["a Zulip bot (not you, don't worry)"]],
    // What they are doing, said in the next sentence after a lead-in.
    ["I'm here. Gonna spend the day untangling the volunteer rota spreadsheet", ['untangling the volunteer rota spreadsheet']],
    ['I am at the hub. My work today is translating the user manual to Arabic.', ['translating the user manual to Arabic']],
  ])('%s', (text, notes) => {
    expect(notesOf(text)).toEqual(notes);
  });

  it('new notes that say what they switch to are what they switch to', () => {
    expect(notesOf('update my note: switching to the analytics dashboard', here)).toEqual(['the analytics dashboard']);
  });

  it('new notes end where their clause ends: the comma is not theirs', () => {
    expect(notesOf("change my note to tax prep, bookkeeping's done", here)).toEqual(['tax prep']);
  });

  it('a message that opens by asking someone else by name writes nothing without asking', () => {
    expect(plan("Ada: can you bring the projector cable tomorrow? I'm in from 9", none).kind).not.toBe('act');
    expect(plan('Frontdesk, can you check me in', none).kind).toBe('act');
  });
});

describe('another day joined on after the exact syntax is a day, not notes', () => {
  it.each([
    ['checkin tomorrow and maybe monday', ['2026-11-21', '2026-11-23']],
    ['checkin tomorrow or monday?', ['2026-11-21', '2026-11-23']],
  ])('%s: both days offered, nothing written, no notes', (text, dates) => {
    const p = plan(text, new Map());
    expect(p.kind).toBe('ask');
    if (p.kind !== 'ask') return;
    const offered = p.choices.flatMap((c) => c.commands);
    expect(offered.map((c) => ('date' in c ? c.date : ''))).toEqual(dates);
    expect(offered.every((c) => c.kind === 'checkin' && c.notes === undefined)).toBe(true);
  });

  it('a day inside real notes stays in them', () => {
    expect(plan("checkin tomorrow pairing on monday's demo", new Map())).toMatchObject({ kind: 'act', writes: [{ kind: 'checkin', date: '2026-11-21', notes: "pairing on monday's demo" }] });
  });

  it('choices of several days each are named apart', () => {
    const p = plan("I'll come tomorrow and friday maybe", new Map());
    expect(p).toMatchObject({ kind: 'ask', question: 'Do you mean Fri Nov 20 and Sat Nov 21, or Sat Nov 21 and Fri Nov 27?' });
  });
});

describe('what follows a comma alone does not replace the notes a visit has', () => {
  const noted: Visits = new Map([[TEST_TODAY, { notes: '3D printer calibration', left: true }]]);
  const notesOf = (text: string, visits: Visits) => {
    const p = plan(text, visits);
    return p.kind === 'act' ? p.writes.map((w) => (w.kind === 'checkin' ? (w.notes ?? null) : w.kind)) : p.kind;
  };
  it('"still here, the call ran long": back, the notes kept', () => {
    expect(notesOf('actually still here, the call ran long', noted)).toEqual([null]);
  });
  it('on a visit without notes they are the notes', () => {
    expect(notesOf("I'm here, in a meeting till 3", new Map())).toEqual(['in a meeting till 3']);
  });
  it('what they are doing, or notes set off by a colon, replace them', () => {
    expect(notesOf("I'm here, pairing on a parser", noted)).toEqual(['pairing on a parser']);
    expect(notesOf("I'm here: the call ran long", noted)).toEqual(['the call ran long']);
  });
});

describe('a maybe-day after a plan, its doubt said before it', () => {
  it.each(['plan tomorrow, and perhaps monday', 'coming tomorrow, and maybe monday'])('%s: monday is offered, never dropped nor written', (text) => {
    const p = plan(text, new Map());
    expect(p.kind).toBe('ask');
    if (p.kind !== 'ask') return;
    expect(p.choices.flatMap((c) => c.commands.map((x) => ('date' in x ? x.date : '')))).toContain('2026-11-23');
  });
});

describe('a month said by its name alone faces the question', () => {
  // TEST_NOW is Fri 2026-11-20.
  const rangeOf = (text: string) => {
    const c = understand(text, new Date(TEST_NOW), 'America/New_York').clauses[0];
    return c?.type === 'read' && 'range' in c.command ? c.command.range : c?.type === 'read' && c.command.kind === 'whosHere' && c.command.when?.type === 'range' ? c.command.when.range : undefined;
  };
  it.each([
    ['my plans in january', '2027-01-01', '2027-01-31'],
    ['my plans in february', '2027-02-01', '2027-02-28'],
    ['who came in december', '2025-12-01', '2025-12-31'],
    ['who came in october', '2026-10-01', '2026-10-31'],
  ])('%s: %s to %s', (text, start, end) => {
    expect(rangeOf(text)).toMatchObject({ start, end });
  });
});
