import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excerpt, hasActiveMention, neutralise, personRef, quoteBlock, splitMessage, truncateTopic } from '../../src/text/markdown.js';

describe('neutralise', () => {
  it.each(['@**all**', '@**everyone**', '@**channel**', '@**stream**', '@**topic**', '@**Ada Quillfeather**', '@**Ada|12**', '@_**Ada|12**', '@*hub-team*', '@_*hub-team*'])(
    'disarms %s',
    (mention) => {
      const out = neutralise(`hi ${mention} there`);
      expect(hasActiveMention(out)).toBe(false);
      expect(out.replace(/\u200b/g, '').replace(/\u2217/g, '*')).toBe(`hi ${mention} there`);
    },
  );

  it('never leaves an active wildcard or user mention (property)', () => {
    const mentionish = fc.constantFrom('@', '*', '**', '_', '@**', '@_**', '@*', 'all', 'everyone', '|', '12', ' ', '\n', '`');
    const text = fc.oneof(fc.string(), fc.array(mentionish, { maxLength: 30 }).map((p) => p.join('')));
    fc.assert(
      fc.property(text, (t) => {
        expect(hasActiveMention(neutralise(t))).toBe(false);
      }),
      { numRuns: 5_000 },
    );
  });

  it('leaves text without Markdown markers unchanged (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }).filter((t) => !/[@*`<>\\~$_\]#\n\r]/.test(t)), (t) => {
        expect(neutralise(t)).toBe(t);
      }),
    );
  });
});

describe('message helpers', () => {
  it('refers to people with silent mentions, or bold names without a Zulip id', () => {
    expect(personRef('Ada Quillfeather', 1001)).toBe('@_**Ada Quillfeather|1001**');
    expect(personRef('Ada **x** | y', 1001)).toBe('@_**Ada x  y|1001**');
    expect(personRef('@**all**', null)).toBe('**@all**');
    expect(hasActiveMention(personRef('@**all**', null))).toBe(false);
    expect(personRef('@_*team*', null)).toBe('**@\u200b_team**');
  });

  it('squeezes excerpts to one line, without code spans', () => {
    expect(excerpt('a\n\nb   `c`', 80)).toBe("a b 'c'");
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('quotes member text with no backtick left to close the fence, and no line opening a block', () => {
    expect(quoteBlock('plain')).toBe('```quote\n\u200bplain\n```');
    expect(quoteBlock('has ```` four\n> q')).toBe("```quote\n\u200bhas '''' four\n\u200b> q\n```");
  });

  it('splits at line boundaries under the limit, losing nothing', () => {
    const lines = Array.from({ length: 500 }, (_, i) => `line ${i} ${'é'.repeat(i % 30)}`);
    const parts = splitMessage(lines.join('\n'), 1000);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect([...part].length).toBeLessThanOrEqual(1000);
    expect(parts.join('\n').split('\n').filter((l) => l !== '(continued)')).toEqual(lines);
    const cut = splitMessage('x'.repeat(2500), 1000);
    expect(cut.every((p) => p.length <= 1000)).toBe(true);
    expect(cut.join('').replace(/\(continued\)/g, '').replace(/\n/g, '')).toBe('x'.repeat(2500));
    expect(splitMessage('short', 1000)).toEqual(['short']);
  });

  it('cuts topics to the limit', () => {
    expect(truncateTopic('t'.repeat(70))).toHaveLength(60);
    expect(truncateTopic('hub attendance')).toBe('hub attendance');
  });
});
