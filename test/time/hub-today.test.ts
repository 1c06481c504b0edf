import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hubMinuteOfDay, hubToday } from '../../src/time/hub-date.js';
import { propertyRuns } from '../support/property-runs.js';

/** The zone's date at an instant, looked up directly each time. */
const direct = (at: number, timeZone: string) => format(new TZDate(at, timeZone), 'yyyy-MM-dd');

// Zones whose clocks change at or around midnight, or by half hours, beside the hub's.
const ZONES = ['America/New_York', 'America/Santiago', 'America/Havana', 'Asia/Beirut', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Europe/London', 'Asia/Kolkata', 'UTC'];

describe("the hub's date at an instant", () => {
  it('is the zone lookup, whatever instants came before (the day spans it keeps never answer wrong)', () => {
    const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) });
    // Runs of nearby instants (a day's visits) and far ones, in any order.
    const near = fc.tuple(instant, fc.array(fc.integer({ min: -36 * 3_600_000, max: 36 * 3_600_000 }), { maxLength: 30 }));
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.array(near, { minLength: 1, maxLength: 6 }), (zone, runs) => {
        for (const [base, steps] of runs) {
          for (const at of [base, ...steps.map((s) => base + s)]) expect(hubToday(new Date(at), zone)).toBe(direct(at, zone));
        }
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('across each clock change of 2026 in the hub zone and in zones that change at midnight, minute by minute', () => {
    const changes: Array<[string, string]> = [
      ['America/New_York', '2026-03-08T06:00:00Z'],
      ['America/New_York', '2026-11-01T05:00:00Z'],
      ['America/Santiago', '2026-04-05T03:00:00Z'],
      ['America/Santiago', '2026-09-06T04:00:00Z'],
      ['America/Havana', '2026-03-08T05:00:00Z'],
      ['America/Havana', '2026-11-01T05:00:00Z'],
    ];
    for (const [zone, around] of changes) {
      const mid = Date.parse(around);
      for (let at = mid - 3 * 3_600_000; at <= mid + 3 * 3_600_000; at += 60_000) expect(hubToday(new Date(at), zone)).toBe(direct(at, zone));
    }
  });
});

describe("the hub's minute of the day at an instant", () => {
  /** Looked up directly each time: the hub's wall clock, hh:mm, in minutes. */
  const directMinute = (at: number, timeZone: string) => {
    const [hh, mm] = format(new TZDate(at, timeZone), 'HH:mm').split(':').map(Number) as [number, number];
    return hh * 60 + mm;
  };

  it('is the zone lookup, whatever instants came before (the minute it keeps never answers wrong)', () => {
    const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) });
    // Runs of instants seconds apart (one minute, the next) and far ones, in any order.
    const near = fc.tuple(instant, fc.array(fc.integer({ min: -150_000, max: 150_000 }), { maxLength: 20 }));
    fc.assert(
      fc.property(fc.constantFrom(...ZONES, 'Asia/Kathmandu'), fc.array(near, { minLength: 1, maxLength: 6 }), (zone, runs) => {
        for (const [base, steps] of runs) {
          for (const at of [base, ...steps.map((s) => base + s)]) expect(hubMinuteOfDay(new Date(at), zone)).toBe(directMinute(at, zone));
        }
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it('second by second across clock changes, and in a zone whose offset was not whole minutes', () => {
    const around: Array<[string, string]> = [
      ['America/New_York', '2026-03-08T07:00:00Z'],
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      // Liberia kept -0:44:30 until 1972: its wall clock turns a minute half-way through each UTC minute.
      ['Africa/Monrovia', '1970-06-01T12:00:00Z'],
    ];
    for (const [zone, at] of around) {
      const mid = Date.parse(at);
      for (let t = mid - 5 * 60_000; t <= mid + 5 * 60_000; t += 7_000) expect([zone, t, hubMinuteOfDay(new Date(t), zone)]).toEqual([zone, t, directMinute(t, zone)]);
    }
  });
});
