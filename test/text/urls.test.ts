import { describe, expect, it } from 'vitest';
import { markdownLink, safeHref } from '../../src/text/urls.js';

describe('safeHref at its edges (the main cases are in inert.test.ts)', () => {
  it('trims the space around a URL', () => {
    expect(safeHref('  https://ada.example.org/ \n')).toBe('https://ada.example.org/');
  });

  it('takes a URL of up to 2,000 characters', () => {
    const base = 'https://x.example/';
    expect(safeHref(base + 'a'.repeat(2_000 - base.length))).toHaveLength(2_000);
    expect(safeHref(base + 'a'.repeat(2_001 - base.length))).toBeUndefined();
  });

  it('refuses a user name or a password alone', () => {
    expect(safeHref('https://user@x.example/')).toBeUndefined();
    expect(safeHref('https://:pw@x.example/')).toBeUndefined();
  });

  it('percent-encodes, in upper case, whatever means something to Markdown, and UTF-8 byte by byte', () => {
    expect(safeHref('https://x.example/ä b_c(d)*e`f@g')).toBe('https://x.example/%C3%A4%20b%5Fc%28d%29%2Ae%60f%40g');
  });

  it('builds a link', () => {
    expect(markdownLink('Website', 'https://x.example/')).toBe('[Website](https://x.example/)');
  });
});
