import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ConfigInput } from '../../src/config/schema.js';
import { runCliCaptured } from '../support/cli.js';
import { today } from '../support/checkins.js';
import { BOT, DIGEST_STREAM, HUB_STREAM, world, type World } from '../support/world.js';

async function withCheckins(w: World, checkins: NonNullable<ConfigInput>['checkins']): Promise<void> {
  const config = JSON.parse(await readFile(w.configFile, 'utf8')) as NonNullable<ConfigInput>;
  await writeFile(w.configFile, JSON.stringify({ ...config, checkins }));
}

describe('frontdesk morning', () => {
  it('--date D prints the morning post; --week the week post of that week', async () => {
    const morning = await runCliCaptured(['morning', '--date', '2026-11-20']);
    expect(morning).toMatchObject({ code: 0, stderr: '' });
    expect(morning.stdout).toBe('**Hub check-in for Friday, 2026-11-20**\nComing in today? React :wave: to check in (remove it to take it back).\n');
    const week = await runCliCaptured(['morning', '--week', '--date', '2026-11-25']);
    expect(week.stdout).toMatch(/^\*\*Hub plans for the week of Monday, 2026-11-23\*\*\n/);
    expect((await runCliCaptured(['morning', '--date', '2026-02-30'])).code).toBe(2);
  });

  it('--post posts it once, with the bot\'s 👋; a second --post posts nothing more', async () => {
    const w = await world();
    await withCheckins(w, { stream: HUB_STREAM, topic: 'check-ins' });
    const first = await runCliCaptured(['morning', '--post', '--config', w.configFile]);
    expect(first).toMatchObject({ code: 0, stdout: `morning post for ${today()}: posted (#hub > check-ins)\n` });
    const again = await runCliCaptured(['morning', '--post', '--config', w.configFile]);
    expect(again.stdout).toBe(`morning post for ${today()}: already posted (#hub > check-ins)\n`);
    const posts = w.botMessages();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.content).toMatch(new RegExp(`^\\*\\*Hub check-in for \\w+day, ${today()}\\*\\*\\n`));
    expect(posts[0]!.reactions).toEqual([{ emojiName: 'wave', userId: BOT.id }]);
  });

  it('--post without checkins.stream names the missing setting', async () => {
    const w = await world();
    const { code, stderr } = await runCliCaptured(['morning', '--post', '--config', w.configFile]);
    expect(code).toBe(78);
    expect(stderr).toBe('frontdesk morning --post: missing checkins.stream (FRONTDESK_CHECKINS__STREAM)\n');
  });
});

describe('frontdesk check with check-ins on', () => {
  it('checks the check-in stream: there and subscribed; missing; not subscribed', async () => {
    const w = await world({
      zulip: {
        streams: [
          { id: 5, name: HUB_STREAM, subscribers: [BOT.id] },
          { id: 6, name: DIGEST_STREAM, subscribers: [BOT.id] },
          { id: 7, name: 'quiet', subscribers: [] },
        ],
      },
    });
    await withCheckins(w, { stream: HUB_STREAM });
    expect((await runCliCaptured(['check', '--config', w.configFile])).stdout).toMatch(/^✓ Check-in stream: #hub > check-ins: exists and the bot is subscribed$/m);
    await withCheckins(w, { stream: 'nowhere' });
    expect((await runCliCaptured(['check', '--config', w.configFile])).stdout).toMatch(
      /^✗ Check-in stream: #nowhere does not exist on Zulip \(BAD_REQUEST\): create it or fix checkins\.stream$/m,
    );
    await withCheckins(w, { stream: 'quiet' });
    expect((await runCliCaptured(['check', '--config', w.configFile])).stdout).toMatch(/^✗ Check-in stream: #quiet exists but the bot is not subscribed/m);
  });

  it('says nothing of check-ins when they are off', async () => {
    const w = await world();
    expect((await runCliCaptured(['check', '--config', w.configFile])).stdout).not.toContain('Check-in');
  });
});
