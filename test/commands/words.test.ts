import { describe, expect, it } from 'vitest';
import { MAX_TOKENS, REST_WORD, tokenize } from '../../src/commands/words.js';

describe('tokenize', () => {
  it('keeps each word where it stands, and matches on a canonical word', () => {
    expect(tokenize('I’m (Tomorrow), Ada’s   tmrw!')).toEqual([
      { raw: 'I’m', start: 0, end: 3, word: "i'm" },
      { raw: '(Tomorrow),', start: 4, end: 15, word: 'tomorrow' },
      { raw: 'Ada’s', start: 16, end: 21, word: "ada's" },
      { raw: 'tmrw!', start: 24, end: 29, word: 'tomorrow' },
    ]);
  });

  it(`makes everything after ${MAX_TOKENS} words one last token, to the end of the text without trailing space`, () => {
    const text = `${Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ')}   `;
    const tokens = tokenize(text);
    expect(tokens).toHaveLength(MAX_TOKENS + 1);
    expect(tokens.at(-2)).toEqual({ raw: 'w95', start: 370, end: 373, word: 'w95' });
    expect(tokens.at(-1)).toEqual({ raw: 'w96 w97 w98 w99', start: 374, end: 389, word: REST_WORD });
    expect(tokenize(Array.from({ length: MAX_TOKENS }, () => 'w').join(' ')).at(-1)).toEqual({ raw: 'w', start: 190, end: 191, word: 'w' });
  });
});
