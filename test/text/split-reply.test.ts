import { describe, expect, it } from 'vitest';
import { CONTINUED, splitMessage, splitReply } from '../../src/text/markdown.js';

/** Twenty characters: "line 3 xxxxxxxxxxxxx". */
const line = (i: number) => `line ${i} `.padEnd(20, 'x');
const lines = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => line(from + k));

// With max 120, splitReply keeps 94 code points in reserve for "(continued)" and two fence lines: it cuts lines at 26.
describe('splitReply, part by part', () => {
  it('sends a reply that fits as it is, counting code points (emoji are one each)', () => {
    const emoji = '🎉'.repeat(120);
    expect(splitReply(emoji, 120)).toEqual([emoji]);
    expect(splitReply('y'.repeat(120), 120)).toEqual(['y'.repeat(120)]);
    expect(splitReply('', 120)).toEqual(['']);
  });

  it('starts every later part with (continued), filling each part as far as it goes', () => {
    expect(splitReply(lines(0, 10).join('\n'), 120)).toEqual([lines(0, 5).join('\n'), [CONTINUED, ...lines(5, 10)].join('\n')]);
  });

  it('closes a fence at the end of a part and opens it again after (continued)', () => {
    const text = ['head', '```quote', ...lines(0, 8), '```', 'tail'].join('\n');
    expect(splitReply(text, 120)).toEqual([
      ['head', '```quote', ...lines(0, 4), '```'].join('\n'),
      [CONTINUED, '```quote', ...lines(4, 8), '```', 'tail'].join('\n'),
    ]);
  });

  it('a fence closes only with its own character, at least as long: ``` inside ```` or ~~~ is text', () => {
    const text = ['````quote', ...lines(0, 8), '```', ...lines(8, 11), '````', 'after'].join('\n');
    expect(splitReply(text, 120)).toEqual([
      ['````quote', ...lines(0, 5), '````'].join('\n'),
      [CONTINUED, '````quote', ...lines(5, 8), '```', line(8), '````'].join('\n'),
      [CONTINUED, '````quote', ...lines(9, 11), '````', 'after'].join('\n'),
    ]);
    const tilde = ['~~~', ...lines(0, 8), '```', '~~~', 'after'].join('\n');
    expect(splitReply(tilde, 120)).toEqual([
      ['~~~', ...lines(0, 5), '~~~'].join('\n'),
      [CONTINUED, '~~~', ...lines(5, 8), '```', '~~~', 'after'].join('\n'),
    ]);
  });

  it('a fence closed before the split is not reopened; a longer fence closes a shorter one', () => {
    expect(splitReply(['```quote', ...lines(0, 2), '```', ...lines(2, 8)].join('\n'), 120)).toEqual([
      ['```quote', ...lines(0, 2), '```', ...lines(2, 5)].join('\n'),
      [CONTINUED, ...lines(5, 8)].join('\n'),
    ]);
    expect(splitReply(['````', ...lines(0, 2), '`````', ...lines(2, 8)].join('\n'), 120)).toEqual([
      ['````', ...lines(0, 2), '`````', ...lines(2, 5)].join('\n'),
      [CONTINUED, ...lines(5, 8)].join('\n'),
    ]);
  });

  it('tracks fence lines of up to 40 characters (ours are short), not longer ones', () => {
    const fence40 = `\`\`\`${'i'.repeat(37)}`;
    expect(splitReply([fence40, ...lines(0, 10)].join('\n'), 200)).toEqual([
      [fence40, ...lines(0, 7), '```'].join('\n'),
      [CONTINUED, fence40, ...lines(7, 10)].join('\n'),
    ]);
    const fence43 = `\`\`\`${'i'.repeat(40)}`;
    expect(splitReply([fence43, ...lines(0, 10)].join('\n'), 200)).toEqual([
      [fence43, ...lines(0, 7)].join('\n'),
      [CONTINUED, ...lines(7, 10)].join('\n'),
    ]);
  });

  it('cuts a long line into pieces that leave room for the reserve, with no empty piece after an exact multiple', () => {
    const y26 = 'y'.repeat(26);
    expect(splitReply('y'.repeat(130), 120)).toEqual([[y26, y26, y26, y26].join('\n'), [CONTINUED, y26].join('\n')]);
    const e26 = '🎉'.repeat(26);
    expect(splitReply('🎉'.repeat(130), 120)).toEqual([[e26, e26, e26, e26].join('\n'), [CONTINUED, e26].join('\n')]);
  });
});

describe('splitMessage at its edges', () => {
  it('sends an empty text as one empty message, and keeps empty lines between others', () => {
    expect(splitMessage('', 10)).toEqual(['']);
    expect(splitMessage('a\n\nb', 2)).toEqual(['a\n', 'b']);
  });

  it('never sends an empty part', () => {
    expect(splitMessage(`\n${'x'.repeat(12)}`, 10)).toEqual(['x'.repeat(10), 'xx']);
  });
});
