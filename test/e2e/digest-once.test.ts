import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { digestTitle, partOf } from '../../src/posts/digest/compose.js';
import { hubToday } from '../../src/time/hub-date.js';
import type { FakeMessage } from '../support/fake-zulip/index.js';
import { BOT, DIGEST_STREAM, world, type World } from '../support/world.js';
import { testClock } from '../support/test-clock.js';

const NY = 'America/New_York';

/** A six-field cron for one instant in hub time (second minute hour, every day). */
function cronAt(at: Date): string {
  const t = new TZDate(at.getTime(), NY);
  return `${t.getSeconds()} ${t.getMinutes()} ${t.getHours()} * * *`;
}

function digestWorld(schedule: string, extra: { catchUpMinutes?: number; maxMessageLength?: number } = {}) {
  return world({
    zulip: extra.maxMessageLength ? { maxMessageLength: extra.maxMessageLength } : {},
    config: {
      digest: { enabled: true, stream: DIGEST_STREAM, topic: 'hub attendance', schedule, catchUpMinutes: extra.catchUpMinutes ?? 120, jitterSeconds: 0, skipEmpty: false },
    },
  });
}

/** The bot's digest messages for `date` in the digest stream, with their part numbers. */
function digests(w: World, date: string): Array<FakeMessage & { part: number }> {
  return w.zulip.messages
    .filter((m) => m.senderId === BOT.id && m.streamId === 6 && m.topic === 'hub attendance')
    .flatMap((m) => {
      const part = partOf(m.content, date);
      return part === null ? [] : [{ ...m, part }];
    });
}

/** Every digest run ends with one `digest` log line (posted, completed, already posted, lost the race…). */
const RUN_LOGGED = /"msg":"digest"/;
/**
 * How long a run may take: on a Friday (the test clock's day) the digest draws the week's picture in a renderer
 * process of its own, seconds on a loaded machine; a test waits for events, so this only bounds a failure.
 */
const RUN_WAIT_MS = 20_000;

describe('the digest, exactly once (fake Zulip, compiled bot)', () => {
  it('two processes started at the run time post one digest', async () => {
    // A run every second: whenever both are up, they meet at the next one (a run a few seconds ahead is missed
    // when starting takes longer, as on a loaded machine). The day is the test clock's, as the bot's.
    const w = await digestWorld('* * * * * *');
    const date = hubToday(testClock.now(), NY);
    const bots = await Promise.all([w.startBot(), w.startBot()]);
    await Promise.all(bots.map((bot) => bot.waitFor(RUN_LOGGED, RUN_WAIT_MS)));
    const posted = digests(w, date);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.content.startsWith(digestTitle(date))).toBe(true);
  }, 60_000);

  it('a process killed right after posting, restarted within the catch-up window, posts nothing more', async () => {
    const runAt = new Date(testClock.now().getTime() - 60_000);
    const w = await digestWorld(cronAt(runAt));
    const date = hubToday(runAt, NY);
    const first = await w.startBot();
    await w.zulip.waitFor(() => digests(w, date).length > 0, RUN_WAIT_MS);
    first.kill('SIGKILL');
    await first.exited;
    const second = await w.startBot();
    await second.waitFor(/"msg":"digest already posted"/, RUN_WAIT_MS);
    expect(digests(w, date)).toHaveLength(1);
  }, 60_000);

  it('a digest in several parts, killed after part 1: the restart posts only the missing parts', async () => {
    const runAt = new Date(testClock.now().getTime() - 60_000);
    const w = await digestWorld(cronAt(runAt), { maxMessageLength: 400 });
    const date = hubToday(runAt, NY);
    const first = await w.startBot();
    await w.zulip.waitFor(() => digests(w, date).some((d) => d.part === 1), RUN_WAIT_MS);
    first.kill('SIGKILL');
    await first.exited;
    const second = await w.startBot();
    await second.waitFor(RUN_LOGGED, RUN_WAIT_MS);
    const posted = digests(w, date);
    const total = Number(/\(part 1 of (\d+)\)/.exec(posted.find((d) => d.part === 1)!.content)?.[1]);
    expect(total).toBeGreaterThan(1);
    expect(posted.map((d) => d.part).sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  }, 60_000);

  it('a process started after a missed run (within the window) posts it once', async () => {
    const missed = new Date(testClock.now().getTime() - 10 * 60_000);
    const w = await digestWorld(cronAt(missed));
    const bot = await w.startBot();
    await bot.waitFor(RUN_LOGGED, RUN_WAIT_MS);
    expect(digests(w, hubToday(missed, NY))).toHaveLength(1);
    expect(bot.stdout()).toContain('catching up the last digest run');
  }, 60_000);

  it('a process started after the catch-up window posts nothing, and logs why', async () => {
    const missed = new Date(testClock.now().getTime() - 10 * 60_000);
    const w = await digestWorld(cronAt(missed), { catchUpMinutes: 5 });
    const bot = await w.startBot();
    const [line] = await bot.waitFor(/.*not catching up the last digest run.*/, RUN_WAIT_MS);
    // The catch-up decision is made once, at start; the next run is a day away.
    expect(line).toMatch(/"minutesAgo":10,"catchUpMinutes":5/);
    expect(digests(w, hubToday(missed, NY))).toHaveLength(0);
  }, 60_000);
});
