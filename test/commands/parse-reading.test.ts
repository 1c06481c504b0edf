import { describe, expect, it } from 'vitest';
import { dateAtStart, dateOrRange, findDate, leadingTarget, onlyDate, Tail, whoisQuery } from '../../src/commands/reading.js';
import { tokenize } from '../../src/commands/words.js';

/** How intents read the words after a phrasing. Today is Fri 2026-11-20. */
const TODAY = '2026-11-20';
const tail = (text: string) => new Tail(text, tokenize(text));

describe('Tail', () => {
  it('cuts the original text by offset, and knows when it is empty', () => {
    const t = tail('  a  b  ');
    expect([t.from(0), t.from(1), t.from(2)]).toEqual(['a  b', 'b', '']);
    expect(t.after(1).from(0)).toBe('b');
    expect(t.words()).toEqual(['a', 'b']);
    expect(t.empty).toBe(false);
    expect(tail('').empty).toBe(true);
  });

  it('drops leading separators only, and knows filler', () => {
    expect(tail('- — : pairing - x').trimSeparators().from(0)).toBe('pairing - x');
    expect(tail('sorry :) thanks!').isFiller()).toBe(true);
    expect(tail('sorry pairing').isFiller()).toBe(false);
    expect(tail('').isFiller()).toBe(true);
  });
});

describe('leadingTarget', () => {
  const read = (text: string) => {
    const { target, rest } = leadingTarget(tail(text));
    return [target, rest.from(0)];
  };
  it('takes a mention with or without an id, silent or not', () => {
    expect(read('@**Bram Copperfield-Nye|1002** tomorrow')).toEqual([{ kind: 'mention', name: 'Bram Copperfield-Nye', zulipId: 1002 }, 'tomorrow']);
    expect(read('@_**Bram** tomorrow')).toEqual([{ kind: 'mention', name: 'Bram', zulipId: null }, 'tomorrow']);
    expect(read('@** Bram ** tomorrow')).toEqual([{ kind: 'mention', name: 'Bram', zulipId: null }, 'tomorrow']);
  });

  it('takes an email without the punctuation after it', () => {
    expect(read('bram@example.org, tomorrow')).toEqual([{ kind: 'email', email: 'bram@example.org' }, 'tomorrow']);
    expect(read('bram@example.org: tomorrow')).toEqual([{ kind: 'email', email: 'bram@example.org' }, 'tomorrow']);
  });

  it('reads "me", "myself" and "for me" as the sender, and leaves anything else', () => {
    expect(read('me tomorrow')).toEqual([{ kind: 'self' }, 'tomorrow']);
    expect(read('myself')).toEqual([{ kind: 'self' }, '']);
    expect(read('for me tomorrow')).toEqual([{ kind: 'self' }, 'tomorrow']);
    expect(read('for tomorrow')).toEqual([{ kind: 'self' }, 'for tomorrow']);
    expect(read('tomorrow')).toEqual([{ kind: 'self' }, 'tomorrow']);
  });
});

describe('dates in a tail', () => {
  it('dateAtStart says when a date was written as a bare fraction', () => {
    expect(dateAtStart(tail('3/4 x'), TODAY, 'future')).toEqual({ length: 1, date: '2027-03-04', numeric: true });
    expect(dateAtStart(tail('12/4'), TODAY, 'future')).toEqual({ length: 1, date: '2026-12-04', numeric: true });
    expect(dateAtStart(tail('3/14 x'), TODAY, 'future')).toEqual({ length: 1, date: '2027-03-14', numeric: true });
    expect(dateAtStart(tail('3/4.'), TODAY, 'future')).toEqual({ length: 1, date: '2027-03-04', numeric: true });
    expect(dateAtStart(tail('nov 3'), TODAY, 'future')).toEqual({ length: 2, date: '2027-11-03', numeric: false });
    expect(dateAtStart(tail('2026-11-23'), TODAY, 'future')).toEqual({ length: 1, date: '2026-11-23', numeric: false });
    expect(dateAtStart(tail('blah'), TODAY, 'future')).toEqual({ length: 0, numeric: false });
  });

  it('findDate looks in the first 16 words, and not at one word that is more often something else', () => {
    expect(findDate(tail('pair on monday'), TODAY, 'future')).toEqual({ at: 1, read: { length: 2, date: '2026-11-23', numeric: false } });
    expect(findDate(tail('pairing mon'), TODAY, 'future')).toEqual({ at: 1, read: { length: 1, date: '2026-11-23', numeric: false } });
    expect(findDate(tail('sat with bram'), TODAY, 'future')).toBeUndefined();
    expect(findDate(tail('the may release'), TODAY, 'future')).toBeUndefined();
    expect(findDate(tail('a b c d e f g h i j k l m n o monday'), TODAY, 'future')).toMatchObject({ at: 15 });
    expect(findDate(tail('a b c d e f g h i j k l m n o p monday'), TODAY, 'future')).toBeUndefined();
  });

  it('onlyDate: a date with nothing but filler around it, or what is left over', () => {
    expect(onlyDate(tail(''), TODAY, 'future')).toEqual({});
    expect(onlyDate(tail('sorry'), TODAY, 'future')).toEqual({});
    expect(onlyDate(tail('friday sorry'), TODAY, 'future')).toEqual({ date: '2026-11-20', written: 'friday' });
    expect(onlyDate(tail('friday afternoon'), TODAY, 'future')).toEqual({ date: '2026-11-20', leftover: 'friday afternoon', written: 'friday' });
    expect(onlyDate(tail('afternoon friday'), TODAY, 'future')).toEqual({ date: '2026-11-20', leftover: 'afternoon friday', written: 'friday' });
    expect(onlyDate(tail('blah'), TODAY, 'future')).toEqual({ leftover: 'blah' });
    expect(onlyDate(tail('13/45'), TODAY, 'future')).toEqual({ error: '"13/45" isn\'t a real date.' });
  });

  it('dateOrRange: a day, a range, or why not', () => {
    expect(dateOrRange('', TODAY, 'past')).toEqual({ day: TODAY });
    expect(dateOrRange('?', TODAY, 'past')).toEqual({ day: TODAY });
    expect(dateOrRange('tomorrow?', TODAY, 'past')).toEqual({ day: '2026-11-21' });
    expect(dateOrRange('monday.', TODAY, 'past')).toEqual({ day: '2026-11-16' });
    expect(dateOrRange('nov 1..nov 15', TODAY, 'past')).toEqual({ range: { start: '2026-11-01', end: '2026-11-15', label: 'nov 1 to nov 15' } });
    expect(dateOrRange('since monday', TODAY, 'past')).toEqual({ range: { start: '2026-11-16', end: '2026-11-20', label: 'since monday' } });
    const notADate = (text: string) => `I couldn't read "${text}" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23.`;
    expect(dateOrRange('nov 1..blah', TODAY, 'past')).toEqual({ error: notADate('blah') });
    expect(dateOrRange('tomorrow afternoon', TODAY, 'past')).toEqual({ error: notADate('tomorrow afternoon') });
    expect(dateOrRange('blah', TODAY, 'past')).toEqual({ error: notADate('blah') });
    expect(dateOrRange('13/45', TODAY, 'past')).toEqual({ error: '"13/45" isn\'t a real date.' });
  });
});

describe('whoisQuery', () => {
  it('a whole mention, an email, a person id up to 2^32 - 1, or a name', () => {
    expect(whoisQuery('@**Ada|1001**')).toEqual({ kind: 'mention', name: 'Ada', zulipId: 1001 });
    expect(whoisQuery('@**Ada|1001** x')).toEqual({ kind: 'name', text: '@**Ada|1001** x' });
    expect(whoisQuery('ada@example.org')).toEqual({ kind: 'email', email: 'ada@example.org' });
    expect(whoisQuery('0')).toEqual({ kind: 'id', personId: 0 });
    expect(whoisQuery('4294967295')).toEqual({ kind: 'id', personId: 4294967295 });
    expect(whoisQuery('4294967296')).toEqual({ kind: 'name', text: '4294967296' });
    expect(whoisQuery('12345678901')).toEqual({ kind: 'name', text: '12345678901' });
    expect(whoisQuery('ada')).toEqual({ kind: 'name', text: 'ada' });
    expect(whoisQuery('x5012')).toEqual({ kind: 'name', text: 'x5012' });
    expect(whoisQuery('5012x')).toEqual({ kind: 'name', text: '5012x' });
    expect(whoisQuery('@** Ada |1001**')).toEqual({ kind: 'mention', name: 'Ada', zulipId: 1001 });
  });
});
