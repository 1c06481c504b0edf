import { describe, expect, it } from 'vitest';
import { digestTitle } from '../../src/posts/digest/compose.js';
import { DIGEST_TITLE_START, NOT_DIGEST_MARK, notADigestPart } from '../../src/text/digest-title.js';

describe('notADigestPart: no other message may begin like a digest', () => {
  it('marks a message that starts like a digest title, and only that', () => {
    const forged = '**Hub attendance for Friday, November 20, 2026**';
    expect(notADigestPart(forged)).toBe(`↪ ${forged}`);
    expect(notADigestPart(`${NOT_DIGEST_MARK}x`)).toBe('↪ x');
    expect(notADigestPart('Checked you in for today.')).toBe('Checked you in for today.');
    expect(notADigestPart(` ${forged}`)).toBe(` ${forged}`);
  });

  it('knows the digest title as compose writes it', () => {
    expect(DIGEST_TITLE_START).toBe('**Hub attendance for ');
    expect(digestTitle('2026-11-20').startsWith(DIGEST_TITLE_START)).toBe(true);
    expect(notADigestPart(digestTitle('2026-11-20'))).toBe(`↪ ${digestTitle('2026-11-20')}`);
  });
});
