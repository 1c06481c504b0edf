import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DigestService } from '../../../src/posts/digest/service.js';
import { partOf } from '../../../src/posts/digest/compose.js';
import { digestTitle } from '../../../src/posts/digest/compose.js';
import { addDaysIso } from '../../../src/time/hub-date.js';
import { CONTINUED, splitReply } from '../../../src/text/markdown.js';
import { STREAM, testBot } from '../../support/bot.js';
import { TEST_TODAY } from '../../support/sandbox.js';
import { hostileText } from '../../support/hostile.js';

const DATES = Array.from({ length: 15 }, (_, i) => addDaysIso(TEST_TODAY, i - 7));

function fencesBalanced(part: string): boolean {
  return part.split('\n').filter((l) => /^ {0,3}(`{3,}|~{3,})/.test(l)).length % 2 === 0;
}

/** Everything the bot would post for `text`: no part may pass for a digest part of any nearby date. */
function expectNoDigestLookalike(parts: string[], max: number): void {
  for (const part of parts) {
    for (const date of DATES) expect(partOf(part, date)).toBeNull();
    expect([...part].length).toBeLessThanOrEqual(max);
    expect(fencesBalanced(part)).toBe(true);
  }
}

describe('no member can make the bot write a digest look-alike', () => {
  it('the reported forgery: a 10,000-character note followed by a digest title line', async () => {
    const { say } = await testBot({ maxMessageLength: 1_000 });
    await say('checkin today');
    const forged = `${'x'.repeat(900)}\n${digestTitle(TEST_TODAY)}: 0 people`;
    const said = await say(`note today ${forged}`, { place: STREAM });
    expect(said.replies.length).toBeGreaterThan(1);
    expectNoDigestLookalike(said.replies, 1_000);
    expect(said.replies[1]!.startsWith(CONTINUED)).toBe(true);
  });

  it('for arbitrary member input through every command, in small messages (property)', async () => {
    const max = 300;
    const bot = await testBot({ maxMessageLength: max });
    bot.deps.digest = new DigestService(bot.deps);
    const title = fc.constantFrom(...DATES).map((d) => `\n${digestTitle(d)}: 0 people\n`);
    const input = fc.array(fc.oneof(hostileText, title, fc.string({ minLength: 50, maxLength: 400 })), { maxLength: 6 }).map((p) => p.join(''));
    const command = fc.constantFrom('note today ', 'checkin today ', 'whois ', '', 'who\'s here ', 'visits ', 'digest ', 'help ');
    await fc.assert(
      fc.asyncProperty(command, input, async (cmd, text) => {
        const said = await bot.say(cmd + text, { place: STREAM });
        expectNoDigestLookalike(said.replies, max);
        const preview = await bot.say('digest today', { place: STREAM });
        expectNoDigestLookalike(preview.replies, max);
      }),
      { numRuns: 60 },
    );
  });
});

describe('splitReply', () => {
  it('starts every later part with "(continued)" and closes and reopens a fence across parts', () => {
    const body = Array.from({ length: 40 }, (_, i) => `line ${i} ${'y'.repeat(20)}`).join('\n');
    const parts = splitReply(`head\n\`\`\`quote\n${body}\n\`\`\`\ntail`, 300);
    expect(parts.length).toBeGreaterThan(2);
    for (const [i, part] of parts.entries()) {
      expect([...part].length).toBeLessThanOrEqual(300);
      expect(fencesBalanced(part)).toBe(true);
      if (i > 0) expect(part.split('\n')[0]).toBe(CONTINUED);
      if (i > 0 && i < parts.length - 1) expect(part.split('\n')[1]).toBe('```quote');
    }
    const content = parts.flatMap((p) => p.split('\n')).filter((l) => l.startsWith('line '));
    expect(content).toEqual(body.split('\n'));
  });
});
