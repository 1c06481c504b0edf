import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { excerpt, hasActiveMention, neutralise, personRef, quoteBlock, splitMessage, truncateTopic } from '../../src/text/markdown.js';
import { mentionTokens } from './mention-oracle.js';
import { propertyRuns } from '../support/property-runs.js';

/** Text built from the pieces mentions are made of, after the characters Zulip lets a mention follow. */
const mentionish = fc.constantFrom('@', '*', '**', '_', '@**', '@_**', '@*', '@_*', 'all', 'everyone', 'Ada', '|', '12', ' ', '\n', '`', '(', '"', '/', 'x');
/** A whole mention of some form, as a member could paste it into a note. */
const wholeMention = fc
  .tuple(fc.constantFrom('@**', '@_**', '@*', '@_*'), fc.constantFrom('all', 'Everyone', 'topic', 'Ada Quillfeather', 'Ada|12', 'hub-team', 'é🎉'))
  .map(([open, name]) => `${open}${name}${open.endsWith('**') ? '**' : '*'}`);
const memberText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.array(mentionish, { maxLength: 30 }).map((p) => p.join('')),
  fc.array(fc.oneof(mentionish, wholeMention), { maxLength: 12 }).map((p) => p.join('')),
);

/** What a reader sees: neutralise only adds zero-width spaces and shows `*` as `∗` (U+2217), backticks as `'`, line breaks as spaces. */
function readable(text: string): string {
  return text.replaceAll('\u200b', '').replaceAll('\u2217', '*');
}

describe('neutralise', () => {
  it.each(['@**all**', '@**everyone**', '@**channel**', '@**stream**', '@**topic**', '@**Ada Quillfeather**', '@**Ada|12**', '@_**Ada|12**', '@*hub-team*', '@_*hub-team*'])(
    'disarms %s',
    (mention) => {
      const out = neutralise(`hi ${mention} there`);
      expect(hasActiveMention(out)).toBe(false);
      expect(readable(out)).toBe(`hi ${mention} there`);
    },
  );

  it('the oracle reads Zulip mentions as Zulip does', () => {
    expect(mentionTokens('hi @**all** and @_**Ada|12**, (@*hub-team*) a@**b** @**x @*')).toEqual([
      { kind: 'wildcard', silent: false, name: 'all', at: 3 },
      { kind: 'person', silent: true, name: 'Ada|12', at: 16 },
      { kind: 'group', silent: false, name: 'hub-team', at: 31 },
    ]);
    expect(mentionTokens('@**Everyone**')).toMatchObject([{ kind: 'wildcard' }]);
    expect(mentionTokens('email@example.org, **bold**, @ alone')).toEqual([]);
  });

  it('never leaves a mention of any kind, by an independent reading of Zulip\'s syntax (property)', () => {
    fc.assert(
      fc.property(memberText, (t) => {
        expect(mentionTokens(neutralise(t))).toEqual([]);
      }),
      { numRuns: propertyRuns(5_000) },
    );
  });

  it('the text reads the same (property)', () => {
    fc.assert(
      fc.property(memberText.filter((t) => !/[\u200b\u2217]/.test(t)), (t) => {
        expect(readable(neutralise(t))).toBe(t.replaceAll('`', "'").replace(/\r|\n/g, ' '));
      }),
      { numRuns: propertyRuns(2_000) },
    );
  });

  it('the generated texts do hold mentions before neutralising: the property is not vacuous', () => {
    const samples = fc.sample(memberText, { numRuns: 2_000, seed: 20261123 });
    const withMentions = samples.filter((t) => mentionTokens(t).length > 0);
    expect(withMentions.length).toBeGreaterThan(samples.length / 8);
    expect(new Set(withMentions.flatMap((t) => mentionTokens(t).map((m) => m.kind)))).toEqual(new Set(['person', 'wildcard', 'group']));
  });

  it('gives what the character-by-character rule gives, on texts with and without a character it looks at (property)', () => {
    // The rule as documented above neutralise, one character at a time, with no shortcut for plain text.
    const byCharacter = (member: string) => {
      const text = member.replace(/[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g, '');
      let out = '';
      for (let i = 0; i < text.length; i++) {
        const [c, next] = [text[i]!, text[i + 1]];
        if (c === '*') out += '\u2217';
        else if (c === '\n' || c === '\r') out += ' ';
        else if (c === '`') out += "'";
        else if (c === '<' || c === '\\') out += `${c}\u200b`;
        else if ((c === '@' && (next === '_' || next === undefined)) || (c === ']' && (next === '(' || next === '[' || next === undefined))) out += `${c}\u200b`;
        else if (c === '#' && next === undefined) out += `${c}\u200b`;
        else if ((c === '~' || c === '$' || c === '_') && next === c) out += `${c}\u200b`;
        else out += c;
      }
      return out;
    };
    const piece = fc.constantFrom('a', 'Ada', ' ', 'é', '🎉', '\u200b', '\u202e', '*', '\n', '\r', '`', '<', '\\', '@', '_', ']', '(', '[', '#', '~', '$', '>', '|');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(piece, { maxLength: 12 }).map((p) => p.join(''))), (t) => {
        expect(neutralise(t)).toBe(byCharacter(t));
      }),
      { numRuns: propertyRuns(2_000) },
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
    expect(parts.join('\n').split('\n')).toEqual(lines);
    expect(splitMessage('x'.repeat(2500), 1000).map((p) => p.length)).toEqual([1000, 1000, 500]);
    expect(splitMessage('short', 1000)).toEqual(['short']);
  });

  it('cuts topics to the limit', () => {
    expect(truncateTopic('t'.repeat(70))).toHaveLength(60);
    expect(truncateTopic('hub attendance')).toBe('hub attendance');
  });
});
