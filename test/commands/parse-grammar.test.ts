import { describe, expect, it } from 'vitest';
import { compile, expand, matchPhrasing, type Match } from '../../src/commands/grammar.js';
import { tokenize } from '../../src/commands/words.js';

/** The phrasing templates, expanded and matched directly (the parser compiles its tables once, at import). */
const none = new Map<string, string>();

describe('expand', () => {
  it('expands alternatives, optional parts and macros into word sequences', () => {
    expect(expand('a [b] c', none)).toEqual([['a', 'c'], ['a', 'b', 'c']]);
    expect(expand('(a | b c) d', none)).toEqual([['a', 'd'], ['b', 'c', 'd']]);
    expect(expand('[x | y] z', none)).toEqual([['z'], ['x', 'z'], ['y', 'z']]);
    expect(expand("<im> in", new Map([['im', "i'm | im"]]))).toEqual([["i'm", 'in'], ['im', 'in']]);
  });

  it('reads {slot} and {slot?} (which may be empty)', () => {
    expect(expand('is {who} here', none)).toEqual([['is', { slot: 'who', optional: false }, 'here']]);
    expect(expand('note {when?} to', none)).toEqual([['note', { slot: 'when', optional: true }, 'to']]);
  });

  it('refuses malformed templates, saying where', () => {
    expect(() => expand('a )', none)).toThrow('unexpected ) in a )');
    expect(() => expand('(a', none)).toThrow('unbalanced ( in (a');
    expect(() => expand('[a)', none)).toThrow('unbalanced [ in [a)');
    expect(() => expand('<nope> a', none)).toThrow('unknown macro <nope> in <nope> a');
    expect(() => expand('a', none, 5)).toThrow('macros nest too deep in a');
    expect(expand('a', none, 4)).toEqual([['a']]);
  });
});

describe('compile', () => {
  const rows = [
    { say: 'a b', id: 0 },
    { say: ['c', 'd e f'], id: 1 },
    { say: 'x {s} y z', id: 2 },
  ];

  it('orders the longest phrasing first, then by the table', () => {
    const compiled = compile(rows, none);
    expect(compiled.map((e) => [e.before, e.slot ?? null, e.row.id, e.order])).toEqual([
      [['d', 'e', 'f'], null, 1, 1],
      [['x'], { name: 's', optional: false, after: ['y', 'z'] }, 2, 2],
      [['a', 'b'], null, 0, 0],
      [['c'], null, 1, 1],
    ]);
  });

  it('refuses a template that starts with a slot, or has two', () => {
    expect(() => compile([{ say: '{s} a' }], none)).toThrow('a template starts with a word, not a slot: {s} a');
    expect(() => compile([{ say: 'a {s} b {t}' }], none)).toThrow('one slot per template: a {s} b {t}');
  });
});

describe('matchPhrasing', () => {
  const compiled = compile([{ say: 'is {who} here', id: 'presence' }, { say: 'note {when?} to', id: 'note' }, { say: 'is it', id: 'it' }], none);
  const match = (text: string, accept?: (m: Match<(typeof compiled)[number]['row']>) => boolean) => {
    const m = matchPhrasing(compiled, tokenize(text), 0, accept);
    return m && { id: m.row.id, words: m.words, slot: m.slot.map((t) => t.raw), next: m.next };
  };

  it('matches words, a slot of one to eight words, an optional slot that may be empty', () => {
    expect(match('is Ada Q here now')).toEqual({ id: 'presence', words: ['is'], slot: ['Ada', 'Q'], next: 4 });
    expect(match('is a b c d e f g h here')).toEqual({ id: 'presence', words: ['is'], slot: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], next: 10 });
    expect(match('is a b c d e f g h i here')).toBeUndefined();
    expect(match('is here')).toBeUndefined();
    expect(match('note to cake')).toEqual({ id: 'note', words: ['note'], slot: [], next: 2 });
    expect(match('note tomorrow to cake')).toEqual({ id: 'note', words: ['note'], slot: ['tomorrow'], next: 3 });
    expect(match('is it')).toEqual({ id: 'it', words: ['is', 'it'], slot: [], next: 2 });
    expect(match('')).toBeUndefined();
    expect(match('nothing here')).toBeUndefined();
  });

  it('tries the next candidate when `accept` says no', () => {
    expect(match('is it here', (m) => m.row.id !== 'presence')).toEqual({ id: 'it', words: ['is', 'it'], slot: [], next: 2 });
    expect(match('is it', () => false)).toBeUndefined();
  });
});
