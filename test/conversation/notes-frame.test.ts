import { describe, expect, it } from 'vitest';
import type { Clause } from '../../src/conversation/meaning.js';
import { reading } from '../support/said-on-tuesday.js';

// A note set in words the declared phrasings do not know (src/conversation/notes-frame.ts), in wordings of my own.
const notes = (text: string) =>
  reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'setNotes' && c.intent === 'notes-frame' ? [{ text: c.write.text, day: c.write.when?.kind === 'day' ? c.write.when.future : undefined, sure: c.sure }] : []));

describe('a note read by what it carries', () => {
  it.each([
    ["swap out me note for friday so it say 'kiln firing, bring gloves'", { text: 'kiln firing, bring gloves', day: '2026-11-27', sure: true }],
    ['I would like to put on my visit of Thursday the note "soldering workshop"', { text: 'soldering workshop', day: '2026-11-26', sure: true }],
    ['the note for today should read: reviewing grant drafts', { text: 'reviewing grant drafts', day: '2026-11-24', sure: false }],
  ])('%s', (text, note) => {
    expect(notes(text)).toEqual([note]);
  });

  it('someone else\'s note, a question, a wish, a visit asked for too, or text added to the note there is: not this frame', () => {
    expect(notes('Lev\'s note for today should say "gone fishing"')).toEqual([]);
    expect(notes('should my note say "parser work"?')).toEqual([]);
    expect(notes("I was wondering whether I can put a note saying 'out sick'")).toEqual([]);
    expect(notes("put me down for friday, the note should say 'demo'")).toEqual([]);
    expect(notes("add 'with Umar' to tomorrow's note")).toEqual([]);
  });

  it('two days named: none guessed', () => {
    expect(notes("change my note for thursday and friday to say 'travel'")).toEqual([]);
  });
});
