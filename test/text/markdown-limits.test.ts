import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excerpt, hasActiveMention, hasActiveWildcard, inlineCode, personRef, quoted, splitMessage, truncateTopic } from '../../src/text/markdown.js';
import { propertyRuns } from '../support/property-runs.js';

const points = (s: string) => [...s].length;

describe('splitMessage at its limits', () => {
  it('keeps a message of exactly the limit whole, and splits one code point more', () => {
    expect(splitMessage('a'.repeat(10), 10)).toEqual(['a'.repeat(10)]);
    expect(splitMessage(`${'a'.repeat(5)}\n${'b'.repeat(4)}`, 10)).toEqual([`${'a'.repeat(5)}\n${'b'.repeat(4)}`]);
    expect(splitMessage(`${'a'.repeat(5)}\n${'b'.repeat(5)}`, 10)).toEqual(['a'.repeat(5), 'b'.repeat(5)]);
  });

  it('counts code points, as Zulip does: emoji take one each', () => {
    const emoji = '🎉'.repeat(10); // 20 UTF-16 units
    expect(splitMessage(emoji, 10)).toEqual([emoji]);
    expect(splitMessage(`${emoji}\n${emoji}`, 10)).toEqual([emoji, emoji]);
    expect(splitMessage('🎉'.repeat(15), 10)).toEqual(['🎉'.repeat(10), '🎉'.repeat(5)]);
  });

  it('cuts an over-long line into full pieces, with no empty piece after an exact multiple', () => {
    expect(splitMessage('x'.repeat(20), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10)]);
    expect(splitMessage(`${'x'.repeat(20)}\ny`, 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'y']);
  });

  it('packs greedily and loses nothing (property): every part fits, no part could take the next line, joined they are the text', () => {
    // One code point per unit, at most 12 a line: no line is longer than the smallest limit, so none is cut.
    const line = fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'é', '🎉', '*', '@'), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), fc.integer({ min: 12, max: 60 }), (lines, max) => {
        const text = lines.join('\n');
        const parts = splitMessage(text, max);
        expect(parts.join('\n')).toBe(text);
        for (const part of parts) {
          expect(points(part)).toBeLessThanOrEqual(max);
          expect(part).not.toBe('');
        }
        for (let i = 0; i + 1 < parts.length; i++) {
          const next = parts[i + 1]!.split('\n')[0]!;
          expect(points(parts[i]!) + 1 + points(next)).toBeGreaterThan(max);
        }
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});

describe('the small helpers at their limits', () => {
  it('truncateTopic keeps exactly the limit, and cuts one more to the limit with an ellipsis', () => {
    expect(truncateTopic('t'.repeat(60))).toBe('t'.repeat(60));
    expect(truncateTopic('t'.repeat(61))).toBe(`${'t'.repeat(59)}…`);
    expect(truncateTopic('🎉'.repeat(60))).toBe('🎉'.repeat(60));
  });

  it('quoted squeezes whitespace, keeps exactly max characters, and cuts longer input to max', () => {
    expect(quoted('a \n\t b')).toBe('"a b"');
    expect(quoted('q'.repeat(40))).toBe(`"${'q'.repeat(40)}"`);
    expect(quoted('q'.repeat(41))).toBe(`"${'q'.repeat(39)}…"`);
    expect(quoted('  padded  ')).toBe('"padded"');
  });

  it('excerpt keeps exactly max characters and trims the space before its ellipsis', () => {
    expect(excerpt('e'.repeat(80))).toBe('e'.repeat(80));
    expect(excerpt('abcd efgh', 6)).toBe('abcd…');
    expect(excerpt('  lead and trail  ')).toBe('lead and trail');
  });

  it('inlineCode turns backticks into quotes and newlines into spaces', () => {
    expect(inlineCode('a`b\nc')).toBe("`a'b c`");
  });

  it('personRef strips what would break the mention, and names someone when nothing is left', () => {
    expect(personRef('Ada\nQuill`feather', 7)).toBe('@_**AdaQuillfeather|7**');
    expect(personRef('**', null)).toBe('**someone**');
    expect(personRef('  Bram  ', 0)).toBe('**Bram**');
  });

  it('recognises active mentions and wildcards, silent or not', () => {
    expect(hasActiveMention('@*team*')).toBe(true);
    expect(hasActiveMention('@_*team*')).toBe(true);
    expect(hasActiveMention('@**Ada**')).toBe(true);
    expect(hasActiveMention('@ team')).toBe(false);
    expect(hasActiveWildcard('@**all**')).toBe(true);
    expect(hasActiveWildcard('@_**Everyone**')).toBe(true);
    expect(hasActiveWildcard('@**Ada**')).toBe(false);
  });
});
