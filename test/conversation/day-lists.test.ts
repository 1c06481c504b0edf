import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';

// Said on Tuesday 2026-11-24 at the hub: next week is Mon Nov 30 to Sun Dec 6.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const datesWritten = (text: string) => {
  const p = resolve(understand(text, TUESDAY, 'America/New_York'), new Map());
  return p.kind === 'act' ? p.writes.map((w) => `${w.kind} ${'date' in w ? w.date : ''}`) : p.kind;
};

describe('a week named once holds for every day of a list (round 11 wrote this week for some)', () => {
  it.each([
    // The last day took the week as its own ("fri next week"): the days before it go there too.
    ["I'll be in wed and fri next week", ['checkin 2026-12-02', 'checkin 2026-12-04']],
    ['in tue and thu next week', ['checkin 2026-12-01', 'checkin 2026-12-03']],
    // A shortened day's full stop ends no sentence while the list goes on.
    ['in mon, wed. and fri. next week', ['checkin 2026-11-30', 'checkin 2026-12-02', 'checkin 2026-12-04']],
    // A week said before the first day holds for the bare weekdays after it: Wed Dec 2, not tomorrow.
    ["I'll be in next tue and wed", ['checkin 2026-12-01', 'checkin 2026-12-02']],
  ])('%s', (text, writes) => {
    expect(datesWritten(text)).toEqual(writes);
  });

  it('a shortened day that ends its sentence still ends it', () => {
    expect(datesWritten('in thurs. working on the zine')).toEqual(['checkin 2026-11-26']);
    expect(datesWritten('in wed. and fri.')).toEqual(['checkin 2026-11-25', 'checkin 2026-11-27']);
  });
});
