import { describe, expect, it } from 'vitest';
import { offsetClock, processClock, realClock, TESTING_CLOCK_ENV } from '../../src/time/clock.js';
import { spawnFrontdesk } from '../support/child.js';
import { pinnedStart, testDayText } from '../support/test-clock.js';

describe('the offset clock (testing only: FRONTDESK_TESTING_CLOCK_START)', () => {
  it('reads the start instant first, then runs on with the real clock', () => {
    let real = 1_000_000;
    const clock = offsetClock(new Date('2027-01-01T14:00:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2027-01-01T14:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2027-01-01T14:01:30.000Z');
  });

  it('is the process clock only when the variable is set; a value that is no instant is refused by name', () => {
    expect(processClock({})).toBe(realClock);
    expect(processClock({ [TESTING_CLOCK_ENV]: '' })).toBe(realClock);
    const pinned = processClock({ [TESTING_CLOCK_ENV]: '2027-03-14T14:00:00Z' }).now().getTime();
    expect(pinned - Date.parse('2027-03-14T14:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(pinned - Date.parse('2027-03-14T14:00:00Z')).toBeLessThan(1_000);
    expect(() => processClock({ [TESTING_CLOCK_ENV]: 'tomorrow' })).toThrow(`${TESTING_CLOCK_ENV}=tomorrow is not an instant`);
  });

  it('moves the day of a compiled frontdesk process', async () => {
    const child = spawnFrontdesk(['morning'], { [TESTING_CLOCK_ENV]: '2027-01-01T14:00:00Z' });
    expect(await child.exited).toBe(0);
    expect(child.stdout()).toMatch(/^\*\*Hub check-in for Friday, 2027-01-01\*\*\n/);
  });
});

describe('the test clock (FRONTDESK_TEST_DATE)', () => {
  it('pins a run at 14:00 UTC on the given day, and refuses what is no date', () => {
    expect(pinnedStart('2027-01-01').toISOString()).toBe('2027-01-01T14:00:00.000Z');
    expect(() => pinnedStart('2027-02-30')).toThrow('FRONTDESK_TEST_DATE=2027-02-30');
    expect(() => pinnedStart('next monday')).toThrow('expected a date such as 2027-01-01');
  });

  it('writes a day as replies do, with the year only when it is not the current one', () => {
    expect(testDayText('2026-11-20', '2026-11-19')).toBe('Fri Nov 20');
    expect(testDayText('2027-01-01', '2026-12-31')).toBe('Fri Jan 1, 2027');
  });
});
