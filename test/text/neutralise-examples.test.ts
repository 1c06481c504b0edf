import { describe, expect, it } from 'vitest';
import { codePoints, neutralise } from '../../src/text/markdown.js';

const Z = '\u200b';

/** One example per rule of `neutralise`, as a member would see the result (the properties are in markdown.test.ts). */
describe('neutralise, rule by rule', () => {
  it('puts the text on one line: \\n and \\r become spaces', () => {
    expect(neutralise('a\nb\rc')).toBe('a b c');
  });

  it('shows * as ∗ and backticks as quotes', () => {
    expect(neutralise('**bold** `code`')).toBe("∗∗bold∗∗ 'code'");
  });

  it('breaks < (autolinks, <time:…>) and every backslash', () => {
    expect(neutralise('<time:2026-11-20T10:00> a\\b')).toBe(`<${Z}time:2026-11-20T10:00> a\\${Z}b`);
  });

  it('breaks ]( and ][ (links), and a ] or @ or # that ends the text (so nothing appended completes them)', () => {
    expect(neutralise('[a](b) [a][b] x] ]x')).toBe(`[a]${Z}(b) [a]${Z}[b] x] ]x`);
    expect(neutralise('x]')).toBe(`x]${Z}`);
    expect(neutralise('a@')).toBe(`a@${Z}`);
    expect(neutralise('a#')).toBe(`a#${Z}`);
    expect(neutralise('#a @x a@ b')).toBe('#a @x a@ b');
  });

  it('breaks @_ (silent mentions) and doubled ~ $ _ (strike, math, emphasis), not single ones', () => {
    expect(neutralise('@_x')).toBe(`@${Z}_x`);
    expect(neutralise('~~ $$ __')).toBe(`~${Z}~ $${Z}$ _${Z}_`);
    expect(neutralise('~a $a _a')).toBe('~a $a _a');
  });
});

describe('codePoints: what Zulip counts', () => {
  it('counts a surrogate pair once, from the first pair to the last', () => {
    expect(codePoints('a🎉b')).toBe(3);
    expect(codePoints('\ud800\udc00')).toBe(1);
    expect(codePoints('\udbff\udfff')).toBe(1);
    expect(codePoints('')).toBe(0);
  });

  it('counts lone or mismatched surrogates one each', () => {
    expect(codePoints('\ud83c')).toBe(1);
    expect(codePoints('\ud83cx')).toBe(2);
    expect(codePoints('x\udf89')).toBe(2);
    expect(codePoints('a\udc00')).toBe(2);
    expect(codePoints('\ud7ff\udc00')).toBe(2); // below the high surrogates
    expect(codePoints('\udc00\udc00')).toBe(2); // a low one cannot lead
    expect(codePoints('\ud83c\udbff')).toBe(2); // a high one cannot follow
    expect(codePoints('\ud83c\ue000')).toBe(2); // above the low surrogates
  });
});

describe('neutralise: what the reader cannot see', () => {
  it('drops bidi controls and zero-width characters a member typed (the only zero-width space left is its own, after @)', () => {
    const spoof = 'meet at \u202eevol\u202c desk\u2066 \u200dand\u2060 \ufeffroom\u200e 7\u200b \u200c\u061c\u00ad\u180e@';
    expect(neutralise(spoof)).toBe(`meet at evol desk and room 7 @${Z}`);
  });

  it('keeps ordinary text in any script, emoji included', () => {
    expect(neutralise('שלום، مرحبا 你好 🎉')).toBe('שלום، مرحبا 你好 🎉');
  });
});
