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

  it('with a bound, gives the same answer up to it and bound + 1 past it, whatever the words (seeded)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const word = () => Array.from({ length: 1 + Math.floor(random() * 9) }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    let early = 0;
    for (let i = 0; i < 3_000; i++) {
      const [a, b, max] = [word(), word(), Math.floor(random() * 3)];
      const full = editDistance(a, b);
      expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(full, max + 1));
      if (full > max) early++;
    }
    // Both sides of the bound were met many times.
    expect(early).toBeGreaterThan(500);
    expect(early).toBeLessThan(2_900);
  });
});
