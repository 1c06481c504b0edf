import { offsetClock, realClock, TESTING_CLOCK_ENV, type Clock } from '../../src/time/clock.js';
import { hubToday, isIsoDate, type IsoDate } from '../../src/time/hub-date.js';

/**
 * The one clock of every test that depends on "today", and of the processes
 * those tests start. A plain `npm test` runs on the real date (and must pass
 * on any day); `FRONTDESK_TEST_DATE=2027-01-01 npm test` runs as if the suite
 * had started at 14:00 UTC that day, with the clock running on from there.
 * Tests that pin a calendar scenario on purpose (the parser's tables on
 * Fri 2026-11-20, DST changes) keep their own fixedClock instead (TEST_NOW).
 */
export const TEST_DATE_ENV = 'FRONTDESK_TEST_DATE';

/** The instant a pinned run starts at: 14:00 UTC (09:00 or 10:00 in New York) on `date`. */
export function pinnedStart(date: string): Date {
  if (!isIsoDate(date)) throw new Error(`${TEST_DATE_ENV}=${date}: expected a date such as 2027-01-01`);
  return new Date(`${date}T14:00:00Z`);
}

const pinned = process.env[TEST_DATE_ENV];

/** The test clock: the pinned day's 14:00 UTC (running on since this module loaded), or the real time. */
export const testClock: Clock = pinned ? offsetClock(pinnedStart(pinned), realDateNow()) : realClock;

export const NY = 'America/New_York';

/** Today at the hub (New York unless told), by the test clock. */
export function testToday(timeZone: string = NY): IsoDate {
  return hubToday(testClock.now(), timeZone);
}

/**
 * What a child process needs in its environment to read the same clock
 * (src/time/clock.ts, TESTING_CLOCK_ENV): the test clock's instant now, from
 * which the child runs on. Also on a run that is not pinned: under faketime
 * (`faketime -f +40d npx vitest run`) the test process's "now" is not the
 * machine's, and a child started with an environment of its own would lose it.
 */
export function childClockEnv(): Record<string, string> {
  return { [TESTING_CLOCK_ENV]: testClock.now().toISOString() };
}

/** Date.now as it was before any test could install fake timers: the pinned clock runs on real time. */
function realDateNow(): () => number {
  const now = Date.now.bind(Date);
  return () => now();
}

/** A hub date as replies write it: "Wed Nov 25", with ", 2027" when that is not the year of `today` (computed here, not by the bot's formatter). */
export function testDayText(date: IsoDate, today: IsoDate = testToday()): string {
  const parts = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  const year = date.slice(0, 4) === today.slice(0, 4) ? '' : `, ${date.slice(0, 4)}`;
  return `${part('weekday')} ${part('month')} ${part('day')}${year}`;
}
