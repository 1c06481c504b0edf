import type { VisitRef } from '../../src/charts/data.js';
import type { HubVisit } from '../../src/directory/schemas.js';
import { addDaysIso, eachDate, weekdayOf, type IsoDate } from '../../src/time/hub-date.js';

/**
 * Fixed visit data for the picture tests, the same on every run and machine
 * (its own small generator, seeded): a hub of 40 members over Sep 2025 to
 * six weeks after TEST_TODAY, busy on weekdays, quiet at weekends, with
 * planned visits thinning out after today. And the odd sets a picture must
 * also tell the truth about.
 */
/** The pictures' today, written out rather than taken from test/support/sandbox.ts: a golden image must not move if the test date is pinned elsewhere. */
export const TODAY: IsoDate = '2026-11-20';
const FIRST: IsoDate = '2025-09-01';
const LAST: IsoDate = addDaysIso(TODAY, 42);
const MEMBERS = 40;

/** mulberry32: a tiny deterministic generator, so the data never moves. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const people = (date: IsoDate, ids: readonly number[]): VisitRef[] => ids.map((id) => ({ date, person: { id } }));
const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);
const isWeekend = (date: IsoDate) => weekdayOf(date) === 0 || weekdayOf(date) === 6;

export function realisticVisits(): VisitRef[] {
  const random = generator(2026);
  return eachDate(FIRST, LAST).flatMap((date) => {
    let n = isWeekend(date) ? Math.floor(random() * 6) : 8 + Math.floor(random() * 14);
    // Fewer bookings the further ahead: nobody books a month out.
    if (date > TODAY) n = Math.floor(n / (date > addDaysIso(TODAY, 10) ? 6 : 2));
    const pool = range(MEMBERS);
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return people(date, ids);
  });
}

/** Nobody ever came. */
export const noVisits = (): VisitRef[] => [];

/** Two a day on weekdays, then 480 on one Wednesday (an open day). */
export function oneHugeDay(): VisitRef[] {
  const quiet = eachDate(FIRST, TODAY).flatMap((d) => (isWeekend(d) ? [] : people(d, [1, 2])));
  return [...quiet, ...people('2026-11-18', range(480, 100))];
}

/** A few come each day up to today; many more are booked for every day of the four months after. */
export function manyPlanned(): VisitRef[] {
  return eachDate(FIRST, addDaysIso(TODAY, 120)).flatMap((d) => people(d, range(d > TODAY ? 14 : isWeekend(d) ? 1 : 6)));
}

/** The hub is closed at weekends. */
export function weekendsEmpty(): VisitRef[] {
  return eachDate(FIRST, TODAY).flatMap((d) => (isWeekend(d) ? [] : people(d, range(5 + (Number(d.slice(8)) % 9)))));
}

export const DATA_SETS = { realistic: realisticVisits, 'no visits': noVisits, 'one huge day': oneHugeDay, 'many planned': manyPlanned, 'weekends empty': weekendsEmpty };

/** One member's visit dates out of a set (the calendar's input): the member with id 1. */
export function datesOf(visits: readonly VisitRef[], id = 1): IsoDate[] {
  return visits.filter((v) => v.person.id === id).map((v) => v.date);
}

/** How the report's visits were recorded, by member: mostly the kiosk. */
const SOURCES = ['kiosk', 'kiosk', 'fob', 'kiosk', 'web', 'frontdesk', 'kiosk', 'fob', 'other'];

/** A week's visits as the directory returns them (the weekly report's input), sources tagged in app_data. */
export function hubVisits(visits: readonly VisitRef[], start: IsoDate, end: IsoDate): HubVisit[] {
  return visits
    .filter((v) => v.date >= start && v.date <= end)
    .map((v, i) => {
      const source = SOURCES[(v.person.id + i) % SOURCES.length]!;
      return {
        person: { id: v.person.id, name: `Member ${v.person.id}` },
        date: v.date,
        app_data: source === 'other' ? null : { source },
        notes: '',
        created_at: `${v.date}T09:00:00-05:00`,
        updated_at: `${v.date}T09:00:00-05:00`,
        created_by_app: null,
        updated_by_app: null,
      };
    });
}
