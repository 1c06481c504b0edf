import { describe, expect, it } from 'vitest';
import type { Clause } from '../../src/conversation/meaning.js';
import { namedOf, peopleTogether, spreadOver } from '../../src/conversation/people-together.js';
import { dayNumbersSpanned } from '../../src/text/day-numbers.js';
import { negativeQuestionRead } from '../../src/text/negative-question.js';
import { struckOutRemoved } from '../../src/text/struck-out.js';

// The readers added for round 24 and hub20, case by case where their mutation run showed a test protecting nothing.
const read = (command: Clause extends infer C ? (C extends { type: 'read'; command: infer K } ? K : never) : never): Clause => ({ type: 'read', command, intent: 'x' });
const name = (text: string) => ({ kind: 'name' as const, text });
const group = (first: string, ...rest: string[]) => ({ text: '', groups: new Map([[first, [first, ...rest]]]) });

describe('spreadOver: each question about the group asked of everyone in it', () => {
  it('the last visit and a look-up, as whether they are in', () => {
    expect(spreadOver([read({ kind: 'lastVisit', who: name('Ada') })], group('Ada', 'Bram'))).toEqual([read({ kind: 'lastVisit', who: name('Ada') }), read({ kind: 'lastVisit', who: name('Bram') })]);
    expect(spreadOver([read({ kind: 'whois', query: name('Ada') })], group('Ada', 'Bram'))).toEqual([read({ kind: 'whois', query: name('Ada') }), read({ kind: 'whois', query: name('Bram') })]);
  });

  it('a follow or an unfollow names them all; another hub write about the first name is no reading of the group', () => {
    const unfollow: Clause = { type: 'write', write: { op: 'hub', action: { intent: 'unfollow', who: 'Ada' } }, sure: true, question: false, intent: 'x' };
    expect(spreadOver([unfollow], group('Ada', 'Bram'))).toEqual([{ ...unfollow, write: { op: 'hub', action: { intent: 'unfollow', who: 'Ada and Bram' } } }]);
    const other = { type: 'write', write: { op: 'hub', action: { intent: 'forgetMe', who: 'Ada' } }, sure: true, question: false, intent: 'x' } as unknown as Clause;
    expect(spreadOver([other], group('Ada', 'Bram'))).toBeUndefined();
  });

  it('a look-up by email or a question of another kind names no one', () => {
    expect(spreadOver([read({ kind: 'whois', query: { kind: 'email', email: 'a@example.org' } })], group('Ada', 'Bram'))).toBeUndefined();
    expect(spreadOver([read({ kind: 'help' })], group('Ada', 'Bram'))).toBeUndefined();
  });

  it('counts the people named, a follow of two as two', () => {
    const follow: Clause = { type: 'write', write: { op: 'hub', action: { intent: 'follow', who: 'Ada and Bram', oneShot: false } }, sure: true, question: false, intent: 'x' };
    expect(namedOf([follow], group('Ada', 'Bram'))).toBe(2);
    expect(namedOf([read({ kind: 'presence', who: name('Cleo'), date: '2026-11-24' })], group('Ada', 'Bram'))).toBe(0);
  });
});

describe('peopleTogether: who is a group', () => {
  it('a name said twice in a row is no group', () => {
    expect(peopleTogether('are Ada and Ada in?')).toBeUndefined();
  });

  it('two groups, each its own', () => {
    const together = peopleTogether('are Ada and Bram in, and Cleo or Dario?');
    expect(together && [...together.groups.entries()]).toEqual([
      ['Ada', ['Ada', 'Bram']],
      ['Cleo', ['Cleo', 'Dario']],
    ]);
    expect(together?.text).toBe('are Ada in, and Cleo?');
  });

  it('the last name of a group ends it; a name after other words is another person', () => {
    expect(peopleTogether('is Ada in? ask Bram')).toBeUndefined();
    expect(peopleTogether('Ada, Bram and Cleo, are they in?')?.text).toBe('Ada, are Ada in?');
  });
});

describe('day numbers: only days of a month', () => {
  it.each([
    ['1 to 31 december', '1th to 31th december'],
    ['0 to 5 december', '0 to 5 december'],
    ['5 to 0 december', '5 to 0 december'],
    ['30 to 32 december', '30 to 32 december'],
    ['32 to 3 january', '32 to 3 january'],
  ])('%s', (said, read) => {
    expect(dayNumbersSpanned(said)).toBe(read);
  });
});

describe('negative questions: the forms written without an apostrophe', () => {
  it.each([
    ['isnt Ada in?', 'is Ada in?'],
    ['didnt I book friday?', 'did I book friday?'],
    ['  isn\'t Ada in?', '  is Ada in?'],
    ['ok. wasn\'t Bram in yesterday?? odd', 'ok. was Bram in yesterday?? odd'],
  ])('%s', (said, plain) => {
    expect(negativeQuestionRead(said)).toBe(plain);
  });
});

describe('struck out: what is left keeps its words', () => {
  it('the first words struck, the rest from its first word', () => {
    expect(struckOutRemoved('~~monday~~ tuesday')).toBe('tuesday');
    expect(struckOutRemoved('~~all~~')).toBe('~');
  });
});
