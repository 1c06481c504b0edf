import { describe, expect, it } from 'vitest';
import { crowd, testSandbox } from '../../support/sandbox.js';
import { DM, STREAM, testBot } from '../../support/bot.js';
import { spawnFrontdesk } from '../../support/child.js';

describe('the digest command (preview)', () => {
  it('previews to the asker, saying it is a preview, and posts nothing', async () => {
    const { say } = await testBot({ sandbox: await testSandbox({ data: crowd(3, '2026-11-20') }) });
    for (const place of [DM, STREAM]) {
      const said = await say('digest', { place });
      expect(said.replies).toHaveLength(1);
      expect(said.text).toMatch(/^\*Digest preview: not posted anywhere; the real digest goes out on schedule\.\*\n\n\*\*Hub attendance for Friday, November 20, 2026\*\*: 3 people/);
    }
    expect((await say('digest yesterday')).text).toContain('**Hub attendance for Thursday, November 19, 2026**: nobody checked in');
  });
});

describe('frontdesk digest (compiled CLI)', () => {
  it('prints the digest for --date 2026-11-20 against the built-in sandbox', async () => {
    const child = spawnFrontdesk(['digest', '--date', '2026-11-20']);
    expect(await child.exited).toBe(0);
    expect(child.stdout()).toMatch(/^\*\*Hub attendance for Friday, November 20, 2026\*\*: (nobody checked in|\d+ (person|people))\n/);
  });

  it('refuses --post without Zulip settings, naming them and their variables (exit 78, a configuration error)', async () => {
    const child = spawnFrontdesk(['digest', '--post']);
    expect(await child.exited).toBe(78);
    expect(child.stderr()).toContain(
      'missing zulip.site (FRONTDESK_ZULIP__SITE or ZULIP_SITE), zulip.email (FRONTDESK_ZULIP__EMAIL or ZULIP_EMAIL), zulip.apiKey (FRONTDESK_ZULIP__API_KEY or ZULIP_API_KEY), digest.stream (FRONTDESK_DIGEST__STREAM)',
    );
  });
});
