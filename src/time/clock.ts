/** Time is injected everywhere so tests can pin "now" (and cross midnight or DST on purpose). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

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
