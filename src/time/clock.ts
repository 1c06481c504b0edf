/** Time is injected everywhere so tests can pin "now" (and cross midnight or DST on purpose). */
export interface Clock {
  now(): Date;
}

/**
 * Testing only; production never sets it. A frontdesk process started with
 * FRONTDESK_TESTING_CLOCK_START=<ISO instant> runs its clock from that
 * instant on (the offset clock below), so the test suite can run the compiled
 * bot, the CLI and the sandbox on a pinned day (test/support/test-clock.ts,
 * `FRONTDESK_TEST_DATE`). Durations, timeouts and cron timers stay on the
 * real clock; only what day and hour it is moves.
 */
export const TESTING_CLOCK_ENV = 'FRONTDESK_TESTING_CLOCK_START';

/** The real time. */
export const realClock: Clock = { now: () => new Date() };

/** A clock that reads `start` now and runs on with the real one from there. */
export function offsetClock(start: Date, realNowMs: () => number = () => Date.now()): Clock {
  const offsetMs = start.getTime() - realNowMs();
  return { now: () => new Date(realNowMs() + offsetMs) };
}

/** The process's clock: the real time, or the testing start instant of TESTING_CLOCK_ENV (a value that is no instant stops the process). */
export function processClock(env: NodeJS.ProcessEnv = process.env): Clock {
  const start = env[TESTING_CLOCK_ENV];
  if (start === undefined || start === '') return realClock;
  const at = new Date(start);
  if (Number.isNaN(at.getTime())) throw new Error(`${TESTING_CLOCK_ENV}=${start} is not an instant (it is for tests, e.g. 2027-01-01T14:00:00Z; unset it)`);
  return offsetClock(at);
}

/** What every part of the bot reads unless given another clock: the real time outside tests. */
export const systemClock: Clock = processClock();

export type FixedClock = Clock & { set(to: Date | string): void; advance(ms: number): void };

export function fixedClock(at: Date | string): FixedClock {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
