import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { inAnotherLanguage } from '../../src/conversation/said-again.js';
import { daysOf } from '../../src/conversation/slots.js';
import type { Item } from '../../src/conversation/items.js';

// Tests written against the mutants that survived in antecedent.ts and said-again.ts (this session's mutation run):
// the person a pronoun stands for, found in an earlier clause or in the words before it, and a clause in another
// language said again in English. Said on Tuesday 2026-11-24.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
const reads = (text: string) => reading(text).clauses.flatMap((c) => (c.type === 'read' ? [c.command] : []));
const kind = (text: string) => resolve(reading(text), new Map()).kind;
const word = (w: string): Item => ({ kind: 'word', word: w, filler: false, possessive: false, from: 0, to: 1 });

describe('the person a pronoun stands for', () => {
  it('named by an earlier question, even written in lower case', () => {
    expect(reads('is hiro coming tomorrow? is he in today?')).toEqual([
      { kind: 'presence', who: { kind: 'name', text: 'hiro' }, date: '2026-11-25' },
      { kind: 'presence', who: { kind: 'name', text: 'hiro' }, date: '2026-11-24' },
    ]);
  });

  it('two people asked about before: the pronoun is nobody', () => {
    const asked = reads('is hiro in? is odile in? is she coming tomorrow?');
    expect(asked.filter((c) => c.kind === 'presence')).toHaveLength(2);
  });

  it('a name with a hyphen, or said with its possessive, is the name', () => {
    expect(reads('ask Hiro-Jones, is he in?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Hiro-Jones' }, date: '2026-11-24' }]);
    expect(reads("Corin's kit is here, is he in?")).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Corin' }, date: '2026-11-24' }]);
  });

  it('a capitalised word the bot knows, a weekday or a month is no name', () => {
    expect(reads('Thanks! Friday is busy, is she coming?').some((c) => c.kind === 'presence')).toBe(false);
    expect(reads('December is busy, is he in?').some((c) => c.kind === 'presence')).toBe(false);
  });

  it('a surname after the first name, not a name after a comma', () => {
    expect(reads('Greta Rookwhistle lent me a book, is she in?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Greta Rookwhistle' }, date: '2026-11-24' }]);
    expect(reads('saw Greta, Umar too, is she in?').some((c) => c.kind === 'presence')).toBe(false);
  });

  it('never a write other than a follow', () => {
    expect(kind('Hiro is sick, cancel him for tomorrow')).not.toBe('act');
  });
});

describe('a clause in another language', () => {
  it('two little words of another language, not one', () => {
    expect(inAnotherLanguage(['el', 'voy', 'here'].map(word))).toBe(true);
    expect(inAnotherLanguage(['el', 'hub'].map(word))).toBe(false);
    expect(inAnotherLanguage([{ kind: 'quote', text: 'el voy', from: 0, to: 1 }, word('el')])).toBe(false);
  });

  it('its span, said again in English, leaves nothing unclear; one day of it only, asks', () => {
    expect(kind("el finde voy al hub, so saturday and sunday I'm there")).toBe('act');
    expect(kind("el finde voy al hub, so saturday I'm there")).toBe('ask');
  });

  it('the days a write names', () => {
    expect(daysOf(undefined, '2026-11-24')).toEqual(['2026-11-24']);
    expect(daysOf({ kind: 'day', future: '2026-11-27', past: '2026-11-20' }, '2026-11-24')).toEqual(['2026-11-27']);
    expect(daysOf({ kind: 'days', dates: ['2026-11-25', '2026-11-26'] }, '2026-11-24')).toEqual(['2026-11-25', '2026-11-26']);
    expect(daysOf({ kind: 'range', range: { start: '2026-11-30', end: '2026-12-06', label: 'next week' } }, '2026-11-24')).toEqual([]);
  });
});
