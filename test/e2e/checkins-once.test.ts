import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { isPostFor } from '../../src/checkins/posts.js';
import { hubToday } from '../../src/time/hub-date.js';
import { people, STRANGER } from '../support/checkins.js';
import { BOT, HUB_STREAM, world } from '../support/world.js';
import { testClock } from '../support/test-clock.js';

const NY = 'America/New_York';

/** A six-field cron for one instant in hub time (second minute hour, every day). */
function cronAt(at: Date): string {
  const t = new TZDate(at.getTime(), NY);
  return `${t.getSeconds()} ${t.getMinutes()} ${t.getHours()} * * *`;
}


describe('check-ins on the compiled bot (frontdesk run)', () => {
  it("two processes started at the run time post one morning post, carrying the bot's 👋", async () => {
    const { users, profiles } = people(2);
    const w = await world({
      users: [...users, STRANGER],
      sandbox: { quirks: 'production', data: { profiles, visits: [] } },
      // A run every second: whenever both are up, they meet at the next one (a run a few seconds ahead is
      // missed when starting takes longer, as on a loaded machine). The day is the test clock's, as the bot's.
      config: { checkins: { stream: HUB_STREAM, topic: 'check-ins', schedule: '* * * * * *', weekSchedule: false, jitterSeconds: 0 } },
    });
    const date = hubToday(testClock.now(), NY);
    const mornings = () => w.botMessages().filter((m) => m.type === 'stream' && isPostFor('morning', m.content, date));
    const bots = await Promise.all([w.startBot(), w.startBot()]);
    // Every run of the post ends with one `check-in post` log line (posted, already posted, lost the race).
    await Promise.all(bots.map((bot) => bot.waitFor(/"msg":"check-in post"/, 8_000)));
    expect(mornings()).toHaveLength(1);
    expect(mornings()[0]!.reactions).toEqual([{ emojiName: 'wave', userId: BOT.id }]);
  }, 20_000);

  it('reactions made while the bot was down are applied when it starts', async () => {
    const { users, profiles } = people(2);
    const runAt = new Date(testClock.now().getTime() - 60_000);
    const w = await world({
      users: [...users, STRANGER],
      sandbox: { quirks: 'production', data: { profiles, visits: [] } },
      // The run time has passed today: the start catches the post up (within the window) before reconciling.
      config: { checkins: { stream: HUB_STREAM, topic: 'check-ins', schedule: cronAt(runAt), weekSchedule: false, jitterSeconds: 0 } },
    });
    const date = hubToday(runAt, NY);
    const bot = await w.startBot();
    await w.zulip.waitFor(() => w.botMessages().some((m) => isPostFor('morning', m.content, date) && m.reactions.length > 0), 8_000);
    const post = w.botMessages().find((m) => isPostFor('morning', m.content, date))!;
    bot.kill('SIGTERM');
    await bot.exited;
    w.zulip.react(users[0]!.id, post.id, 'wave');
    w.zulip.react(users[1]!.id, post.id, 'wave');
    const again = await w.startBot();
    await again.waitFor(/"changes":2,"msg":"reconciled check-in reactions"/, 8_000);
    expect(w.sandbox.store.visit(1, date)).toBeDefined();
    expect(w.sandbox.store.visit(2, date)).toBeDefined();
  }, 20_000);
});
