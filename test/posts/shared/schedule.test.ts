import { afterEach, describe, expect, it, vi } from 'vitest';
import { DigestScheduler } from '../../../src/posts/shared/schedule.js';
import { silentLogger } from '../../../src/log.js';

const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

/** A scheduler on fake time that records when it fired and for which hub date. */
function scheduled(schedule: string, startAt: string, day: 'today' | 'yesterday' = 'today') {
  vi.useFakeTimers({ now: new Date(startAt) });
  const fired: Array<{ at: string; date: string }> = [];
  const scheduler = new DigestScheduler({
    schedule,
    timeZone: 'America/New_York',
    day,
    catchUpMinutes: 120,
    log: silentLogger,
    run: (date) => {
      fired.push({ at: new Date().toISOString(), date });
      return Promise.resolve();
    },
  });
  scheduler.start();
  return { scheduler, fired };
}

describe('digest schedule (fake timers)', () => {
  it.each([
    ['a +4 s clock step (NTP) just before the run', 4_000],
    ['a 3 s stall at the run time', 3_000],
  ])('runs even when the timer fires late: %s, with one log line saying so', async (_name, lateMs) => {
    vi.useFakeTimers({ now: new Date('2026-11-20T22:29:00Z') });
    const fired: string[] = [];
    const lines: Array<Record<string, unknown>> = [];
    const log = { ...silentLogger, warn: (fields: Record<string, unknown>, msg: string) => void lines.push({ ...fields, msg }) } as unknown as typeof silentLogger;
    const scheduler = new DigestScheduler({
      schedule: '30 17 * * *',
      timeZone: 'America/New_York',
      day: 'today',
      catchUpMinutes: 120,
      log,
      run: (date) => {
        fired.push(date);
        return Promise.resolve();
      },
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(59_500);
    // The wall clock moves on without the timers: the next timer to fire sees itself late.
    vi.setSystemTime(new Date(Date.now() + lateMs));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fired).toEqual(['2026-11-20']);
    expect(lines.filter((l) => l.msg === 'digest timer fired late; running it now')).toEqual([
      expect.objectContaining({ scheduledAt: '2026-11-20T22:30:00.000Z', date: '2026-11-20', lateByMs: expect.any(Number) as number }),
    ]);
    await scheduler.stop();
  });

  it('fires at 17:30 New York on weekdays and not on the weekend', async () => {
    const { scheduler, fired } = scheduled('30 17 * * 1-5', '2026-11-20T12:00:00Z'); // Fri 07:00 EST
    expect(scheduler.nextRun()?.toISOString()).toBe('2026-11-20T22:30:00.000Z');
    await vi.advanceTimersByTimeAsync(4 * 24 * HOUR);
    expect(fired).toEqual([
      { at: '2026-11-20T22:30:00.000Z', date: '2026-11-20' }, // Fri 17:30 EST
      { at: '2026-11-23T22:30:00.000Z', date: '2026-11-23' }, // Mon; nothing on Sat 21 or Sun 22
    ]);
    await scheduler.stop();
  });

  it('fires at 17:30 local on the day clocks spring forward (EST -> EDT) and the days around it', async () => {
    const { scheduler, fired } = scheduled('30 17 * * *', '2026-03-07T12:00:00Z');
    await vi.advanceTimersByTimeAsync(3 * 24 * HOUR);
    expect(fired.map((f) => f.at)).toEqual(['2026-03-07T22:30:00.000Z', '2026-03-08T21:30:00.000Z', '2026-03-09T21:30:00.000Z']);
    await scheduler.stop();
  });

  it('fires at 17:30 local on the day clocks fall back (EDT -> EST) and the days around it', async () => {
    const { scheduler, fired } = scheduled('30 17 * * *', '2026-10-31T12:00:00Z');
    await vi.advanceTimersByTimeAsync(3 * 24 * HOUR);
    expect(fired.map((f) => f.at)).toEqual(['2026-10-31T21:30:00.000Z', '2026-11-01T22:30:00.000Z', '2026-11-02T22:30:00.000Z']);
    await scheduler.stop();
  });

  it('with day: yesterday, a run reports the previous hub date, even just after midnight', async () => {
    const { scheduler, fired } = scheduled('5 0 * * *', '2026-11-20T12:00:00Z', 'yesterday');
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    // 00:05 EST on Sat Nov 21 is 05:05 UTC; it reports Friday.
    expect(fired).toEqual([{ at: '2026-11-21T05:05:00.000Z', date: '2026-11-20' }]);
    await scheduler.stop();
  });

  it('retries a failing run with backoff for up to an hour, then gives up (logged)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T22:29:00Z') });
    const attempts: string[] = [];
    const errors: string[] = [];
    const log = { ...silentLogger, warn: () => undefined, error: (_o: unknown, msg: string) => void errors.push(msg), child: () => log } as unknown as typeof silentLogger;
    const scheduler = new DigestScheduler({
      schedule: '30 17 * * *',
      timeZone: 'America/New_York',
      day: 'today',
      catchUpMinutes: 120,
      log,
      backoff: { baseMs: 60_000, maxMs: 15 * 60_000, jitter: 0 },
      run: () => {
        attempts.push(new Date().toISOString());
        return Promise.reject(new Error('directory down'));
      },
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(attempts[0]).toBe('2026-11-20T22:30:00.000Z');
    // 1, 2, 4, 8, then 15-minute waits (capped), up to the hour; the next wait would pass it.
    expect(attempts.map((a) => (Date.parse(a) - Date.parse(attempts[0]!)) / 60_000)).toEqual([0, 1, 3, 7, 15, 30, 45, 60]);
    expect(errors).toEqual(['digest failed for an hour; giving up on this date']);
    await scheduler.stop();
  });

  it('never runs twice at once in one process: a late timer or a catch-up during a run joins it or waits', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T22:29:58Z') });
    let running = 0;
    let most = 0;
    const runs: string[] = [];
    const scheduler = new DigestScheduler({
      schedule: '* * * * * *', // every second, as the two-process end-to-end test
      timeZone: 'America/New_York',
      day: 'today',
      catchUpMinutes: 120,
      log: silentLogger,
      run: async (date) => {
        running += 1;
        most = Math.max(most, running);
        runs.push(date);
        await new Promise((resolve) => setTimeout(resolve, 2_500)); // drawing the week's picture on a loaded machine
        running -= 1;
      },
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1_100);
    expect(running).toBe(1);
    // While that run draws: the wall clock steps ahead (timers fire late, node-cron reports them missed) and a
    // catch-up asks for the same date.
    vi.setSystemTime(new Date(Date.now() + 3_000));
    const caughtUp = scheduler.catchUp();
    await vi.advanceTimersByTimeAsync(6_000);
    await caughtUp;
    const stopped = scheduler.stop();
    await vi.advanceTimersByTimeAsync(3_000); // the run in progress finishes its drawing; stop waits for it
    await stopped;
    expect(most).toBe(1);
    expect(runs.length).toBeGreaterThan(1); // later ticks still run, one after another
    expect(new Set(runs)).toEqual(new Set(['2026-11-20']));
  });

  it('finds the last run for catching up, to the second for six-field expressions', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T23:00:00Z') });
    const five = new DigestScheduler({ schedule: '30 17 * * 1-5', timeZone: 'America/New_York', day: 'today', catchUpMinutes: 120, log: silentLogger, run: () => Promise.resolve() });
    expect(five.lastRunBefore(new Date())?.toISOString()).toBe('2026-11-20T22:30:00.000Z');
    expect(five.lastRunBefore(new Date('2026-11-22T12:00:00Z'))).toBeNull(); // Sunday: Friday's run is beyond a day back
    const six = new DigestScheduler({ schedule: '45 12 18 * * *', timeZone: 'America/New_York', day: 'today', catchUpMinutes: 120, log: silentLogger, run: () => Promise.resolve() });
    // 18:12:45 New York is 23:12:45 UTC: at 23:00 UTC today's run is still ahead, so yesterday's is the last.
    expect(six.lastRunBefore(new Date())?.toISOString()).toBe('2026-11-19T23:12:45.000Z');
    expect(six.lastRunBefore(new Date('2026-11-20T23:12:46Z'))?.toISOString()).toBe('2026-11-20T23:12:45.000Z');
  });
});
