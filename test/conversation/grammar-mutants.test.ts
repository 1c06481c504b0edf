import { describe, expect, it } from 'vitest';
import { compileTemplate, gatesOf, matchAll, type MatchOptions } from '../../src/conversation/grammar.js';
import { itemsOf } from '../../src/conversation/items.js';
import { tokenize } from '../../src/conversation/tokens.js';
import { CLASSES, NOT_NAMES } from '../../src/conversation/vocabulary.js';
import { TEST_TODAY } from '../support/sandbox.js';

/**
 * The template grammar (src/conversation/grammar.ts) through its exported API: what a template compiles to, which
 * messages it accounts for, and what a malformed template is refused with. Written to kill the mutants
 * `npm run mutation:conversation` left alive there (stryker.conversation.config.mjs).
 */

const items = (text: string) => itemsOf(tokenize(text), text, TEST_TODAY);
const PLAIN: MatchOptions = { floating: new Set(), notNames: NOT_NAMES };
/** Whether `template` accounts for every word of `text`. */
const matches = (template: string, text: string, options: MatchOptions = PLAIN, classes = CLASSES) => matchAll(compileTemplate(template, classes), items(text), options) !== undefined;

describe('a template compiles to the tree its syntax says', () => {
  it('words, an option, alternatives, a slot and a wildcard, in order', () => {
    expect(compileTemplate('cancel [my] (visit | plan for) {when} ...')).toEqual({
      t: 'seq',
      nodes: [
        { t: 'lit', word: 'cancel' },
        { t: 'opt', node: { t: 'lit', word: 'my' } },
        { t: 'alt', options: [{ t: 'lit', word: 'visit' }, { t: 'seq', nodes: [{ t: 'lit', word: 'plan' }, { t: 'lit', word: 'for' }] }] },
        { t: 'slot', name: 'when' },
        { t: 'any' },
      ],
    });
  });

  it('a single word is that word, not a sequence of one', () => {
    expect(compileTemplate('here')).toEqual({ t: 'lit', word: 'here' });
  });

  it('a class is expanded to its alternatives, whatever the length of its name', () => {
    const classes = new Map([['go-home', 'leaving | heading out'], ['x', 'bye']]);
    expect(matches('<go-home> desk', 'heading out desk', PLAIN, classes)).toBe(true);
    expect(matches('<x> desk', 'bye desk', PLAIN, classes)).toBe(true);
    expect(matches('<go-home> desk', 'staying desk', PLAIN, classes)).toBe(false);
  });
});

describe('what a template accounts for', () => {
  it('an optional word may be said or left out, and nothing else stands in its place', () => {
    expect(matches('cancel [my] visit', 'cancel visit')).toBe(true);
    expect(matches('cancel [my] visit', 'cancel my visit')).toBe(true);
    expect(matches('cancel [my] visit', 'cancel your visit')).toBe(false);
  });

  it('an empty alternative makes the group optional', () => {
    expect(matches('check (in | ) desk', 'check desk')).toBe(true);
    expect(matches('check (in | ) desk', 'check in desk')).toBe(true);
    expect(matches('check (in | ) desk', 'check out desk')).toBe(false);
  });

  it('"..." takes a few words of anything, or none', () => {
    expect(matches('cancel the meeting ...', 'cancel the meeting')).toBe(true);
    expect(matches('cancel the meeting ...', 'cancel the meeting with the landlord')).toBe(true);
    expect(matches('cancel the meeting', 'cancel the meeting with the landlord')).toBe(false);
    expect(matches('cancel ... meeting', 'cancel the big meeting')).toBe(true);
  });

  it('"..." takes at most twelve words', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    expect(matches('cancel ... meeting', `cancel ${words(12)} meeting`)).toBe(true);
    expect(matches('cancel ... meeting', `cancel ${words(13)} meeting`)).toBe(false);
  });

  it('the more words "..." takes, the weaker the reading', () => {
    const cost = (text: string) => matchAll(compileTemplate('cancel ...'), items(text), PLAIN)!.cost;
    expect(cost('cancel it')).toBeLessThan(cost('cancel it for me'));
  });

  it('a word the template does not name is not skipped: only filler is', () => {
    expect(matches('check in', 'check in desk')).toBe(false);
    expect(matches('check in', 'please check in')).toBe(true);
  });

  it('counts the literal words it matched', () => {
    expect(matchAll(compileTemplate('[please] check in {when}'), items('check in tomorrow'), PLAIN)).toMatchObject({ literals: 2, slots: { when: { from: 2, to: 3 } } });
  });

  it('floating dates and times are reported in the order they stand', () => {
    const options: MatchOptions = { floating: new Set(['when', 'time']), notNames: NOT_NAMES };
    expect(matchAll(compileTemplate('check in'), items('tomorrow check in at 3pm'), options)?.floats).toEqual([0, 3]);
  });
});

describe('a prefix: the longest start of a clause a template accounts for (leads)', () => {
  it('one word is a prefix', () => {
    expect(matchAll(compileTemplate('ahoy'), items('ahoy check in'), PLAIN, true)?.length).toBe(1);
  });

  it('the longest start wins, and no start at all is no match', () => {
    expect(matchAll(compileTemplate('ahoy [there]'), items('ahoy there check in'), PLAIN, true)?.length).toBe(2);
    expect(matchAll(compileTemplate('ahoy'), items('check in ahoy'), PLAIN, true)).toBeUndefined();
  });
});

describe('a malformed template is refused, naming it (templates are code)', () => {
  it.each([
    ['come <nope>', /unknown class <nope> in come <nope>/],
    ['come (in | by', /unbalanced \( in come \(in \| by/],
    ['come [in', /unbalanced \[ in come \[in/],
    ['come (in ]', /unbalanced \( in come \(in ]/],
    ['come {wen}', /unknown slot \{wen\} in come \{wen\}/],
    ['come in ) now', /unexpected \) in come in \) now/],
  ])('%s', (template, error) => {
    expect(() => compileTemplate(template)).toThrow(error);
  });

  it('a stray "}" is no word', () => {
    expect(() => compileTemplate('come } in')).toThrow();
  });

  it('a class may name another class, which is expanded too (it was kept as a word that never matched)', () => {
    const classes = new Map([['a', '<b> | y'], ['b', 'x']]);
    expect(compileTemplate('<a>', classes)).toEqual({ t: 'alt', options: [{ t: 'lit', word: 'x' }, { t: 'lit', word: 'y' }] });
    expect(matches('come <a>', 'come x', PLAIN, classes)).toBe(true);
  });

  it('classes nested past five levels, or naming themselves, are refused', () => {
    const chain = new Map([['a', '<b>'], ['b', '<c>'], ['c', '<d>'], ['d', '<e>'], ['e', 'x']]);
    expect(compileTemplate('<a>', chain)).toEqual({ t: 'lit', word: 'x' });
    expect(() => compileTemplate('<a>', new Map([...chain, ['e', '<f>'], ['f', 'x']]))).toThrow(/classes nest too deep in <a>/);
    expect(() => compileTemplate('<loop>', new Map([['loop', 'x | <loop>']]))).toThrow(/classes nest too deep/);
  });
});

describe('what each slot takes', () => {
  const slot = (template: string, text: string, options: Partial<MatchOptions> = {}) => matchAll(compileTemplate(template), items(text), { ...PLAIN, ...options })?.slots;

  it('{when} and {range} take any date; {date} and {from} only a day; {days} a day or days, never a span', () => {
    expect(slot('plan {when}', 'plan this week')).toEqual({ when: { from: 1, to: 2 } });
    expect(slot('show {range}', 'show this week')).toEqual({ range: { from: 1, to: 2 } });
    expect(slot('plan {date}', 'plan tomorrow')).toEqual({ date: { from: 1, to: 2 } });
    expect(slot('plan {date}', 'plan this week')).toBeUndefined();
    expect(slot('move {from} desk {date}', 'move tomorrow desk mon and wed')).toBeUndefined();
    expect(slot('move {from} desk {date}', 'move this week desk tomorrow')).toBeUndefined();
    expect(slot('move {from} desk {date}', 'move tomorrow desk monday')).toEqual({ from: { from: 1, to: 2 }, date: { from: 3, to: 4 } });
    expect(slot('in {days}', 'in mon and wed')).toEqual({ days: { from: 1, to: 2 } });
    expect(slot('in {days}', 'in tomorrow')).toEqual({ days: { from: 1, to: 2 } });
    expect(slot('in {days}', 'in this week')).toBeUndefined();
    expect(slot('desk {days}', 'desk this week')).toBeUndefined();
    expect(slot('desk {days}', 'desk friday')).toEqual({ days: { from: 1, to: 2 } });
    expect(slot('desk {days}', 'desk chair')).toBeUndefined();
    expect(slot('plan {when}', 'plan desk')).toBeUndefined();
  });

  it('{time}, {quote}, {repeat} take only their kind of item', () => {
    expect(slot('in {time}', 'in at 3pm')).toEqual({ time: { from: 1, to: 2 } });
    expect(slot('in {time}', 'in tomorrow')).toBeUndefined();
    expect(slot('note {quote}', 'note "pairing on a parser"')).toEqual({ quote: { from: 1, to: 2 } });
    expect(slot('note {quote}', 'note pairing')).toBeUndefined();
    expect(slot('in {repeat}', 'in every tuesday')).toEqual({ repeat: { from: 1, to: 2 } });
    expect(slot('in {repeat}', 'in tuesday')).toBeUndefined();
  });

  it('{target} is a mention or an email, never a bare name', () => {
    expect(slot('checkin {target}', 'checkin @**Ada Quillfeather|1001**')).toEqual({ target: { from: 1, to: 2 } });
    expect(slot('checkin {target}', 'checkin ada@example.org')).toEqual({ target: { from: 1, to: 2 } });
    expect(slot('checkin {target}', 'checkin ada')).toBeUndefined();
  });

  it('{number} is one to four digits', () => {
    expect(slot('top {number}', 'top 5')).toEqual({ number: { from: 1, to: 2 } });
    expect(slot('top {number}', 'top 2026')).toEqual({ number: { from: 1, to: 2 } });
    expect(slot('top {number}', 'top 12345')).toBeUndefined();
    expect(slot('top {number}', 'top five')).toBeUndefined();
    expect(slot('top {number}', 'top x5')).toBeUndefined();
  });

  it('{person}: a mention, an email, a month that may be a name, or one to four words that are nobody\'s', () => {
    expect(slot('is {person} here', 'is @**Ada Quillfeather|1001** here')).toEqual({ person: { from: 1, to: 2 } });
    expect(slot('is {person} here', 'is ada@example.org here')).toEqual({ person: { from: 1, to: 2 } });
    expect(slot('when was {person} last here', 'when was june last here')).toEqual({ person: { from: 2, to: 3 } });
    expect(slot('when was {person} last here', 'when was this week last here')).toBeUndefined();
    expect(slot('is {person} here', 'is ann bo cy di here')).toEqual({ person: { from: 1, to: 5 } });
    expect(slot('is {person} here', 'is ann bo cy di ed here')).toBeUndefined();
    expect(slot('is {person} here', 'is anyone here')).toBeUndefined();
    expect(slot('is {person} here', 'is ann anyone here')).toBeUndefined();
    expect(slot('is {person} here', 'is lol here')).toBeUndefined();
    expect(slot('is {person} here', 'is ann lol here')).toEqual({ person: { from: 1, to: 2 } });
    expect(slot('is {person} here', 'is tomorrow here')).toBeUndefined();
    expect(slot('is {person} here', 'is ann at 3pm here')).toBeUndefined();
  });

  it('{person} ends at a possessive: "ada\'s friend" is no name', () => {
    expect(slot('is {person} here', "is ada's here")).toEqual({ person: { from: 1, to: 2 } });
    expect(slot('is {person} here', "is ada's friend here")).toBeUndefined();
  });

  it('a one-word name costs what any other slot costs; each further word of a name costs one more', () => {
    const cost = (template: string, text: string) => matchAll(compileTemplate(template), items(text), PLAIN)!.cost;
    expect(cost('is {person} here', 'is lev here')).toBe(cost('is {date} here', 'is tomorrow here'));
    expect(cost('is {person} here', 'is lev tolstoy here')).toBe(cost('is {person} here', 'is lev here') + 1);
    expect(slot('is {person} [here] [now]', 'is lev here')).toEqual({ person: { from: 1, to: 2 } });
  });

  it('{text}: what follows, but never filler alone; exactly written, politeness alone is still no text', () => {
    expect(slot('note {text}', 'note pairing on a parser')).toEqual({ text: { from: 1, to: 5 } });
    expect(slot('note {text}', 'note lol')).toBeUndefined();
    expect(slot('note {text}', 'note lol', { exact: true })).toEqual({ text: { from: 1, to: 2 } });
    expect(slot('note {text}', 'note please', { exact: true })).toBeUndefined();
  });

  it('{text} that begins with a day or a mention costs more: the day is the day where the template can take it', () => {
    const cost = (text: string) => matchAll(compileTemplate('note {text}'), items(text), PLAIN)!.cost;
    expect(cost('note tomorrow hi')).toBeGreaterThan(cost('note hi tomorrow'));
    expect(cost('note @**Ada|1001** hi')).toBeGreaterThan(cost('note hi @**Ada|1001**'));
    expect(cost('note ada@example.org hi')).toBeGreaterThan(cost('note hi ada@example.org'));
    expect(slot('note [{date}] {text}', 'note tomorrow pairing')).toEqual({ date: { from: 1, to: 2 }, text: { from: 2, to: 3 } });
  });

  it('{topic} takes the rest, whatever it is', () => {
    expect(slot('help {topic}', 'help cancel tomorrow')).toEqual({ topic: { from: 1, to: 3 } });
  });
});

describe('gates: word sets a clause must meet before a template is tried', () => {
  it('one set per part every match needs: a word, or the first words of alternatives; options and slots need none', () => {
    expect(gatesOf(compileTemplate('cancel [my] (visit | plan for) {when} ...'))).toEqual([new Set(['cancel']), new Set(['visit', 'plan'])]);
  });

  it('an alternative with one option that needs no word gates nothing', () => {
    expect(gatesOf(compileTemplate('(visit | {when}) desk'))).toEqual([new Set(['desk'])]);
    expect(gatesOf(compileTemplate('(visit | [my] plan) desk'))).toEqual([new Set(['visit', 'plan']), new Set(['desk'])]);
  });

  it('of a sequence inside an alternative, the smallest set stands for it', () => {
    expect(gatesOf(compileTemplate('((a | b) c | d)'))).toEqual([new Set(['c', 'd'])]);
    expect(gatesOf(compileTemplate('(c (a | b) | d)'))).toEqual([new Set(['c', 'd'])]);
  });

  it('a single word is its own gate', () => {
    expect(gatesOf(compileTemplate('here'))).toEqual([new Set(['here'])]);
  });

  it('a message a template matches meets every one of its gates', () => {
    const template = compileTemplate('[please] (cancel | drop) [my] (visit | plan for) desk');
    const text = 'please drop plan for desk';
    expect(matchAll(template, items(text), PLAIN)).toBeDefined();
    const words = new Set(items(text).flatMap((i) => (i.kind === 'word' ? [i.word] : [])));
    for (const gate of gatesOf(template)) expect([...gate].some((w) => words.has(w))).toBe(true);
  });
});
