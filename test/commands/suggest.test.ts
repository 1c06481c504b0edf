import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/commands/suggest.js';

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
