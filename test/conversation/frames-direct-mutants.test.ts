import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../src/conversation/items.js';
import { notesFrame } from '../../src/conversation/notes-frame.js';
import { personFrame } from '../../src/conversation/person-frame.js';
import { tokenize } from '../../src/conversation/tokens.js';

// The note frame and the one-person frame called directly, as understand.ts calls them when nothing else was read
// (through the whole reader many of their cases never reach them): the cases their mutation run left unprotected.
const TODAY = '2026-11-24';
const items = (text: string) => itemsOf(tokenize(text), text, TODAY);
const note = (text: string) =>
  notesFrame(text, items(text)).map((c) =>
    c.type === 'write' && c.write.op === 'setNotes'
      ? { text: c.write.text, day: c.write.when?.kind === 'day' ? c.write.when.future : c.write.when, target: c.write.target, sure: c.sure, question: c.question, intent: c.intent }
      : c,
  );
const person = (text: string) => personFrame(text, TODAY, items(text));
const set = (text: string, sure: boolean, day?: string) => [{ text, day, target: { kind: 'self' }, sure, question: false, intent: 'notes-frame' }];

describe('notesFrame', () => {
  it('a text after a colon is offered, a quoted one done, each with its day', () => {
    expect(note('the note for friday should read: bring snacks')).toEqual(set('bring snacks', false, '2026-11-27'));
    expect(note("my note should say 'kiln firing'")).toEqual(set('kiln firing', true));
    expect(note('the note\n\nshould   read:   reviewing drafts')).toEqual(set('reviewing drafts', false));
  });

  it('no day read two ways, no span', () => {
    expect(note('the note for friday and saturday should say "travel"')).toEqual([]);
    expect(note('the note for next week should say "travel"')).toEqual([]);
  });

  it('a text put on the visit must be quoted', () => {
    expect(note('for my friday, please write something nice')).toEqual([]);
    expect(note("for my friday, please write 'something nice'")).toEqual(set('something nice', true, '2026-11-27'));
  });

  it('no question, before the text or as it', () => {
    expect(note('quick? the note for friday: bring snacks')).toEqual([]);
    expect(note('the note for friday should say: anyone free?')).toEqual([]);
    expect(note('my note should say "parser"?')).toEqual([]);
  });

  it('a text added to the note there is, or nothing at all, is no note set', () => {
    expect(note("add 'w/ Umar' to my note for today")).toEqual([]);
    expect(note('change the note to: ')).toEqual([]);
  });

  it('adding a quoted text that is the note itself is set', () => {
    expect(note("add the note 'w/ Umar' for today")).toEqual(set('w/ Umar', true, '2026-11-24'));
  });
});

describe('personFrame', () => {
  const presence = (name: string, date: string) => [{ type: 'read', command: { kind: 'presence', who: { kind: 'name', text: name }, date }, intent: 'person-frame-in' }];

  it('today when no day is named, the day named otherwise', () => {
    expect(person('Ada in yet?')).toEqual(presence('Ada', TODAY));
    expect(person('Ada coming friday?')).toEqual(presence('Ada', '2026-11-27'));
  });

  it('two people, or a name not asked about, is not this frame', () => {
    expect(person('Ada or Bram in yet?')).toEqual([]);
    expect(person('Ada in today')).toEqual([]);
  });

  it('one day only: not two, not a span, not a date read two ways', () => {
    expect(person('Ada in friday or saturday?')).toEqual([]);
    expect(person('Ada in next week?')).toEqual([]);
    expect(person('Ada coming 4/12?')).toEqual([]);
  });

  it('today or ahead, up to sixty days', () => {
    expect(person('Ada in yesterday?')).toEqual([]);
    expect(person('Ada coming 2027-01-23?')).toEqual(presence('Ada', '2027-01-23'));
    expect(person('Ada coming 2027-01-24?')).toEqual([]);
  });
});
