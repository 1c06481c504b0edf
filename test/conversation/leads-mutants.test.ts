import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../src/conversation/items.js';
import { isLeadOnly, isNotesLabel, isWhetherOnly, notesPrefix, opensChat, stripLeads } from '../../src/conversation/leads.js';
import { tokenize } from '../../src/conversation/tokens.js';

/**
 * The words before the message proper (src/conversation/leads.ts) through its exported API: which leads are taken
 * off the front, what is left, and the whole-segment checks understand.ts asks. Written to kill the mutants
 * `npm run mutation:conversation` left alive there (stryker.conversation.config.mjs).
 */

const TODAY = '2026-11-24';
const items = (text: string) => itemsOf(tokenize(text), text, TODAY);
/** What is left after the leads, a word as itself and anything else by its kind ("tomorrow" is a `when`). */
const words = (list: ReturnType<typeof items>) => list.map((i) => (i.kind === 'word' ? i.word : i.kind));
const stripped = (text: string) => {
  const { items: rest, leads, questionWords } = stripLeads(items(text));
  return { rest: words(rest), leads: [...leads].sort(), questionWords };
};

describe('stripLeads', () => {
  it('leaves a message with no lead as it is', () => {
    expect(stripped('checkin tomorrow')).toEqual({ rest: ['checkin', 'when'], leads: [], questionWords: [] });
  });

  it('names each kind of lead it takes off', () => {
    expect(stripped('please check in')).toEqual({ rest: ['check', 'in'], leads: ['request'], questionWords: [] });
    expect(stripped('i mean thursday')).toEqual({ rest: ['when'], leads: ['correction'], questionWords: [] });
    expect(stripped('can you remember that ada is out').rest).toEqual(['ada', 'is', 'out']);
  });

  it('always leaves at least one word: "hi there" keeps "there"', () => {
    expect(stripped('hi there')).toEqual({ rest: ['there'], leads: ['greeting'], questionWords: [] });
    expect(stripped('hi')).toEqual({ rest: ['hi'], leads: [], questionWords: [] });
  });

  it('keeps the words of a question lead ("should i", "how do i"), and only those', () => {
    expect(stripped('should i check in tomorrow')).toEqual({ rest: ['check', 'in', 'when'], leads: ['whether'], questionWords: ['should', 'i'] });
    expect(stripped('how do i check in')).toEqual({ rest: ['check', 'in'], leads: ['how'], questionWords: ['how', 'do', 'i'] });
    expect(stripped('please check in').questionWords).toEqual([]);
    expect(stripped('i mean thursday').questionWords).toEqual([]);
  });

  it('takes off leads in any order, each named', () => {
    expect(stripped('um should i come')).toEqual({ rest: ['come'], leads: ['greeting', 'whether'], questionWords: ['should', 'i'] });
    expect(stripped('well, should i come')).toEqual({ rest: ['come'], leads: ['greeting', 'whether'], questionWords: ['should', 'i'] });
  });

  it('a word that says nothing does not hide the lead after it; a word that says something does', () => {
    expect(stripped("reckon I'd rather stay home")).toEqual({ rest: ['stay', 'home'], leads: ['request'], questionWords: [] });
    expect(stripped('Ada, please check in')).toEqual({ rest: ['ada', 'please', 'check', 'in'], leads: [], questionWords: [] });
  });

  it('takes off at most four leads', () => {
    expect(stripped('hey, quick question, heads up, i mean, can you check in')).toEqual({
      rest: ['can', 'you', 'check', 'in'],
      leads: ['correction', 'greeting'],
      questionWords: [],
    });
  });
});

describe('isWhetherOnly', () => {
  it('is a whole segment that only asks whether', () => {
    expect(isWhetherOnly(items('should i'))).toBe(true);
    expect(isWhetherOnly(items('should i come'))).toBe(false);
    expect(isWhetherOnly(items('checkin tomorrow'))).toBe(false);
  });

  it('an empty segment asks nothing', () => {
    expect(isWhetherOnly([])).toBe(false);
  });
});

describe('isLeadOnly', () => {
  it('is a whole segment of lead words, nothing after them', () => {
    expect(isLeadOnly(items('i mean'))).toBe(true);
    expect(isLeadOnly(items('i mean thursday'))).toBe(false);
    expect(isLeadOnly(items('checkin tomorrow'))).toBe(false);
  });
});

describe('isNotesLabel', () => {
  it('is a whole segment that labels the notes after its colon', () => {
    expect(isNotesLabel(items('notes'))).toBe(true);
    expect(isNotesLabel(items('working on'))).toBe(true);
    expect(isNotesLabel(items('working on the parser'))).toBe(false);
    expect(isNotesLabel(items('checkin tomorrow'))).toBe(false);
  });
});

describe('notesPrefix', () => {
  it('counts the words that open the notes, a day before them included', () => {
    expect(notesPrefix(items('working on the parser'))).toBe(2);
    expect(notesPrefix(items("i'm working on the parser"))).toBe(3);
    expect(notesPrefix(items('tomorrow working on the parser'))).toBe(3);
  });

  it('is 0 when nothing is left to be the notes, or nothing opens them', () => {
    expect(notesPrefix(items('working on'))).toBe(0);
    expect(notesPrefix(items('checkin tomorrow'))).toBe(0);
    expect(notesPrefix([])).toBe(0);
  });
});

describe('opensChat', () => {
  it('a sentence about checking in, not a check-in', () => {
    expect(opensChat(items('checking in on the pizza order'))).toBe(true);
    expect(opensChat(items('check in tomorrow'))).toBe(false);
  });

  it('needs something after the opener', () => {
    expect(opensChat(items('checking in on'))).toBe(false);
  });
});
