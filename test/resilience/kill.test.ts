import { describe, expect, it } from 'vitest';
import { partOf } from '../../src/posts/digest/compose.js';
import { seededRandom } from '../../src/sandbox/random.js';
import { hubToday } from '../../src/time/hub-date.js';
import { crowd } from '../support/sandbox.js';
import { BOT, DIGEST_STREAM, world } from '../support/world.js';

describe('kill test: SIGKILL around digest runs, 20 times', () => {
  it('posts each part of the day\'s digest exactly once', async () => {
    // 60 visitors today and a 500-character limit: a digest of many parts, so kills land between parts.
    const w = await world({
      sandbox: { data: crowd(60, hubToday(new Date(), 'America/New_York')) },
      zulip: { maxMessageLength: 500 },
      config: { digest: { enabled: true, stream: DIGEST_STREAM, schedule: '*/2 * * * * *', catchUpMinutes: 120, jitterSeconds: 0, skipEmpty: false } },
    });
    const random = seededRandom(20261121);
    for (let round = 0; round < 20; round++) {
      const bot = await w.startBot();
      await new Promise((r) => setTimeout(r, Math.floor(random() * 1_500)));
      bot.kill('SIGKILL');
      await bot.exited;
    }
    const last = await w.startBot();
    await new Promise((r) => setTimeout(r, 4_500));
    last.kill('SIGTERM');
    await last.exited;

    const dates = new Set([hubToday(new Date(), 'America/New_York'), hubToday(new Date(Date.now() - 60_000), 'America/New_York')]);
    const posted = w.zulip.messages.filter((m) => m.senderId === BOT.id && m.streamId === 6);
    expect(posted.length).toBeGreaterThan(3);
    for (const date of dates) {
      const parts = posted.map((m) => partOf(m.content, date)).filter((p): p is number => p !== null);
      if (parts.length === 0) continue;
      const total = Number(/\(part 1 of (\d+)\)/.exec(posted.find((m) => partOf(m.content, date) === 1)!.content)?.[1]);
      expect(parts.sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    }
  });
});
