import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../src/conversation/items.js';
import { candidatesFor, fits, type ClauseContext } from '../../src/conversation/matcher.js';
import { tokenize } from '../../src/conversation/tokens.js';
import type { When } from '../../src/conversation/when.js';
import { TEST_TODAY } from '../support/sandbox.js';

/**
 * The matcher (src/conversation/matcher.ts) through its exported API: which intents a clause reads as, best first,
 * with what slots, and whether a day fits an intent that needs one. Written to kill the mutants
 * `npm run mutation:conversation` left alive there (stryker.conversation.config.mjs). TEST_TODAY is a Friday.
 */

function clause(text: string, question = false) {
  const tokens = tokenize(text);
  const items = itemsOf(tokens, text, TEST_TODAY);
  const ctx: ClauseContext = { tokens, text, today: TEST_TODAY, question, leadAsked: false, setOff: false, endToken: tokens.length, messageEnd: tokens.length };
  return { items, ctx };
}
/** The intents a clause reads as, best first. */
const intents = (text: string, question = false) => {
  const { items, ctx } = clause(text, question);
  return candidatesFor(items, ctx).map((c) => c.intent.name);
};
const best = (text: string, question = false) => {
  const { items, ctx } = clause(text, question);
  return candidatesFor(items, ctx)[0];
};

describe('on equal scores, a question prefers a read and a statement a write', () => {
  it('"here" checks in; "here?" asks who is here', () => {
    expect(intents('here').slice(0, 2)).toEqual(['checkin', 'whos-here']);
    expect(intents('here', true).slice(0, 2)).toEqual(['whos-here', 'checkin']);
  });

  it('the same clause asked as a statement and then as a question is answered for each (nothing is reused across them)', () => {
    const { items, ctx } = clause('here');
    expect(candidatesFor(items, ctx)[0]?.intent.name).toBe('checkin');
    expect(candidatesFor(items, { ...ctx, question: true })[0]?.intent.name).toBe('whos-here');
    expect(candidatesFor(items, ctx)[0]?.intent.name).toBe('checkin');
  });
});

describe('nothing to read', () => {
  it('an empty clause has no candidates', () => {
    expect(candidatesFor([], clause('').ctx)).toEqual([]);
  });
});

describe('the slots a reading carries', () => {
  const slotsOf = (text: string, question = false) => best(text, question)?.slots;

  it('two different days floating in one clause say more than one intent holds: no reading', () => {
    expect(intents('coming monday, not tuesday')).toEqual([]);
  });

  it('the same day said twice is one day', () => {
    expect(best('in today, friday 20/11')).toMatchObject({ intent: { name: 'checkin' }, slots: { when: { kind: 'day', future: TEST_TODAY } } });
  });

  it('a day inside the text is the day, and the text without it', () => {
    expect(slotsOf('coming in to pair with Cleo tomorrow')).toMatchObject({ text: 'pair with Cleo tomorrow', textWithoutWhen: 'pair with Cleo', textWhen: { kind: 'day', future: '2026-11-21' }, purposeWord: 'to' });
  });

  it('quoted text alone is the text without its quotes, set off', () => {
    expect(slotsOf('note "pairing on a parser"')).toMatchObject({ text: 'pairing on a parser', setOff: true });
  });

  it('the comma that ends the clause is not the text\'s', () => {
    expect(slotsOf('change my note to tax prep,')?.text).toBe('tax prep');
  });

  it('a person named, mentioned, or said with a possessive', () => {
    expect(slotsOf('is Ada here', true)?.person).toEqual({ kind: 'name', text: 'Ada' });
    expect(slotsOf("when was Ada's last visit", true)?.person).toEqual({ kind: 'name', text: 'Ada' });
    expect(slotsOf('is @**Ada Quillfeather|1001** here', true)?.person).toEqual({ kind: 'mention', name: 'Ada Quillfeather', zulipId: 1001 });
  });

  it('a member acted for, by mention or by email, and the day as written', () => {
    expect(slotsOf('checkin @**Ada Quillfeather|1001** tomorrow')).toMatchObject({ target: { kind: 'mention', name: 'Ada Quillfeather', zulipId: 1001 }, whenText: 'tomorrow', when: { kind: 'day', future: '2026-11-21' } });
    expect(slotsOf('checkin ada@example.org tomorrow')).toMatchObject({ target: { kind: 'email', email: 'ada@example.org' } });
  });

  it('a time floating beside the day, and a topic as its words', () => {
    expect(slotsOf('in tomorrow at 3pm')).toMatchObject({ when: { future: '2026-11-21' }, time: { minutes: 900 } });
    expect(slotsOf('help cancel')?.topic).toEqual(['cancel']);
  });
});

describe('an intent that needs a day after today', () => {
  const day = (future: string, alt?: string): When => ({ kind: 'day', future, past: future, ...(alt ? { alt } : {}) });

  it('has none without a day; any day fits "any"', () => {
    expect(fits(undefined, 'any', TEST_TODAY)).toBe(false);
    expect(fits(day(TEST_TODAY), 'any', TEST_TODAY)).toBe(true);
  });

  it('a day fits "future" only when it is after today, or its other reading is', () => {
    expect(fits(day('2026-11-21'), 'future', TEST_TODAY)).toBe(true);
    expect(fits(day(TEST_TODAY), 'future', TEST_TODAY)).toBe(false);
    expect(fits(day(TEST_TODAY, '2026-11-27'), 'future', TEST_TODAY)).toBe(true);
    expect(fits(day(TEST_TODAY, TEST_TODAY), 'future', TEST_TODAY)).toBe(false);
  });

  it('days fit only when every one is after today; a span when it starts after today', () => {
    expect(fits({ kind: 'days', dates: ['2026-11-23', '2026-11-25'] }, 'future', TEST_TODAY)).toBe(true);
    expect(fits({ kind: 'days', dates: [TEST_TODAY, '2026-11-25'] }, 'future', TEST_TODAY)).toBe(false);
    expect(fits({ kind: 'range', range: { start: '2026-11-23', end: '2026-11-29', label: 'next week' } }, 'future', TEST_TODAY)).toBe(true);
    expect(fits({ kind: 'range', range: { start: TEST_TODAY, end: '2026-11-22', label: 'this week' } }, 'future', TEST_TODAY)).toBe(false);
  });

  it('"plan tuesday" is a plan; "plan today" is not', () => {
    expect(best('plan tuesday')?.intent.name).toBe('plan-day');
    expect(intents('plan today')).not.toContain('plan-day');
  });
});

describe('more of what a reading carries', () => {
  const slotsOf = (text: string, question = false) => best(text, question)?.slots;

  it('a name asked about, without the question mark; an email; a month that is someone\'s name', () => {
    expect(slotsOf('who is Ada?', true)?.person).toEqual({ kind: 'name', text: 'Ada' });
    expect(slotsOf('who is J.R. Tolkien?', true)?.person).toEqual({ kind: 'name', text: 'J.R. Tolkien' });
    expect(slotsOf('is ada@example.org here', true)?.person).toEqual({ kind: 'email', email: 'ada@example.org' });
    expect(slotsOf('when was june last here', true)?.person).toEqual({ kind: 'name', text: 'june' });
  });

  it('a topic is its words only', () => {
    expect(slotsOf('help cancel tomorrow')?.topic).toEqual(['cancel']);
  });

  it('text keeps its inner commas and loses every comma at its end; it is not set off unless quoted', () => {
    expect(slotsOf('change my note to a, b')).toMatchObject({ text: 'a, b', setOff: false });
    expect(slotsOf('change my note to tax prep,,')?.text).toBe('tax prep');
  });

  it('a day cut from the middle of the text leaves one space', () => {
    expect(slotsOf('coming in to pair tomorrow with Cleo')?.textWithoutWhen).toBe('pair with Cleo');
  });

  it('quoted text with more after it is the text as written', () => {
    expect(slotsOf('note "a" b')).toMatchObject({ text: '"a" b', setOff: false });
  });

  it('two times in one clause: no reading', () => {
    expect(intents('in tomorrow at 3pm at 5pm')).toEqual([]);
  });

  it('the exact syntax takes a word that is filler elsewhere as the text; other intents do not', () => {
    expect(slotsOf('note @**Bram Copperfield-Nye|1002** hi')).toMatchObject({ text: 'hi', target: { kind: 'mention', zulipId: 1002 } });
    expect(best("i'm here lol")).toMatchObject({ intent: { name: 'checkin' } });
    expect(slotsOf("i'm here lol")?.text).toBeUndefined();
    expect(best('change my note to lol')?.intent.name).toBe('notes-set');
    expect(slotsOf('change my note to lol')?.text).toBeUndefined();
  });

  it('a number chosen', () => {
    expect(slotsOf('option 2')?.number).toBe(2);
  });
});
