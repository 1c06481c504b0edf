import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/commands/parse.js';
import { closestWord, editDistance } from '../../src/commands/suggest.js';

const NOW = new Date('2026-11-20T15:00:00Z');

describe('editDistance (optimal string alignment)', () => {
  it('counts inserts, deletes and substitutions', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('ab', 'xy')).toBe(2);
  });

  it('counts a swap of neighbours as one edit, anywhere in the word, but only a real swap', () => {
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('wohis', 'whois')).toBe(1);
    expect(editDistance('notse', 'notes')).toBe(1);
    // Only one letter matches across: a delete and an insert, not a swap.
    expect(editDistance('ab', 'bc')).toBe(2);
    expect(editDistance('ab', 'ca')).toBe(2);
    // Optimal string alignment, not full Damerau: a swapped pair is not edited again.
    expect(editDistance('ca', 'abc')).toBe(3);
  });
});

describe('closestWord: the command word a typo is plausibly meant as', () => {
  it('one edit for words under six letters, three letters at least', () => {
    expect(closestWord('hep')).toBe('help');
    expect(closestWord('nte')).toBe('note');
    expect(closestWord('he')).toBeUndefined();
    expect(closestWord('vixit')).toBeUndefined(); // two edits from "visits"
  });

  it('two edits from six letters, three from ten', () => {
    expect(closestWord('xhekin')).toBe('checkin');
    expect(closestWord('unchec')).toBeUndefined(); // three edits from "uncheckin"
    expect(closestWord('uncheckxyz')).toBe('uncheckin');
    expect(closestWord('xxxxxxxxxxxxxxxxxxxx')).toBeUndefined();
  });

  it('ignores case, and is no typo of itself', () => {
    expect(closestWord('CHEKIN')).toBe('checkin');
    expect(closestWord('help')).toBeUndefined();
    expect(closestWord('whois')).toBeUndefined();
  });

  it('takes the nearest word, and of equally near ones the first listed', () => {
    expect(closestWord('checkot')).toBe('checkout'); // two from "checkin", one from "checkout"
    expect(closestWord('notse')).toBe('note'); // one from "note" and one from "notes"
  });

  it('a member sees the corrected command, ready to send', () => {
    expect(parseCommand('chekin tomorrow', NOW)).toEqual({
      ok: false,
      error: "Did you mean `checkin tomorrow`? Send that and I'll plan a visit for you tomorrow (Sat Nov 21).",
      suggestion: 'checkin',
      didYouMean: 'checkin tomorrow',
      meant: { kind: 'checkin', target: { kind: 'self' }, date: '2026-11-21' },
    });
    expect(parseCommand('wohis ada', NOW)).toMatchObject({ ok: false, error: "Did you mean `whois ada`? Send that and I'll answer it.", didYouMean: 'whois ada' });
    expect(parseCommand('anyone here', NOW)).not.toHaveProperty('didYouMean');
  });
});
