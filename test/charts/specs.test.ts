import { describe, expect, it } from 'vitest';
import { attendanceChart, MAX_DAILY_DAYS } from '../../src/charts/attendance.js';
import { calendarCells, calendarChart } from '../../src/charts/calendar.js';
import { weeklyCounts } from '../../src/charts/data.js';
import { weekChart, weekComparison } from '../../src/charts/week.js';
import { addDaysIso, eachDate } from '../../src/time/hub-date.js';

const v = (date: string, id: number) => ({ date, person: { id } });

/** The data rows of a spec's first layer (or of the spec itself). */
function rows(spec: object): Array<Record<string, unknown>> {
  const data = (spec as { data?: { values?: unknown } }).data?.values;
  return data as Array<Record<string, unknown>>;
}

/** The layers of a layered spec, flattened (nested layers included). */
function layers(spec: object): object[] {
  const own = (spec as { layer?: object[] }).layer ?? [];
  return own.flatMap((l) => [l, ...layers(l)]);
}

describe('the attendance chart (chart command)', () => {
  // Mon Nov 16 .. Sun Nov 22, 2026: 3 visitors Mon (one twice: counts once), 1 on Sat, nobody else.
  const visits = [v('2026-11-16', 1), v('2026-11-16', 2), v('2026-11-16', 3), v('2026-11-16', 3), v('2026-11-21', 4), v('2026-11-25', 9)];

  it('carries one row per day, zeros included, weekends told apart, and the average as a line over the days it counts', () => {
    const chart = attendanceChart(visits, { start: '2026-11-16', end: '2026-11-22', label: 'last week', today: '2026-11-23' });
    expect(rows(chart.spec).map((r) => [r.date, r.visitors, r.kind])).toEqual([
      ['2026-11-16', 3, 'weekday'],
      ['2026-11-17', 0, 'weekday'],
      ['2026-11-18', 0, 'weekday'],
      ['2026-11-19', 0, 'weekday'],
      ['2026-11-20', 0, 'weekday'],
      ['2026-11-21', 1, 'weekend'],
      ['2026-11-22', 0, 'weekend'],
    ]);
    const rule = layers(chart.spec).find((l) => (l as { data?: unknown }).data) as { data: { values: Array<{ value: number; from: string; to: string }> } };
    expect(rule.data.values[0]).toEqual({ value: 0.6, from: '2026-11-16', to: '2026-11-22' }); // 4 visitors / 7 days
    expect(chart.summary).toBe('Visitors per day, Mon Nov 16 – Sun Nov 22: 4 visits, average 0.6 a day over 7 days; busiest Mon Nov 16 (3).');
    expect(chart.alt).toBe('Bar chart of hub visitors per day, Mon Nov 16 – Sun Nov 22: average 0.6 a day over 7 days');
    expect(chart.filename).toBe('attendance-2026-11-16-2026-11-22.png');
  });

  it('draws weeks (distinct people) over ranges longer than two months, averaged over the full weeks from the first with visits', () => {
    const end = '2026-11-22';
    const start = addDaysIso(end, -MAX_DAILY_DAYS); // 63 days: Mon Sep 21 .. Sun Nov 22
    const many = [v('2026-11-09', 1), v('2026-11-10', 1), v('2026-11-11', 2), v('2026-11-16', 1)];
    const weeks = weeklyCounts(many, start, end, '2026-11-23');
    expect(weeks.map((w) => w.weekStart)).toEqual(eachDate('2026-09-21', '2026-11-16').filter((_, i) => i % 7 === 0));
    expect(weeks.at(-2)).toMatchObject({ weekStart: '2026-11-09', visitors: 2, visits: 3, planned: 0, days: 7 });
    expect(weeks.at(-1)).toMatchObject({ weekStart: '2026-11-16', visitors: 1, visits: 1 });
    expect(weeks[0]).toMatchObject({ weekStart: '2026-09-21', visitors: 0, days: 7 });
    const chart = attendanceChart(many, { start, end, label: 'the last 63 days', today: '2026-11-23' });
    expect(rows(chart.spec).filter((r) => r.visitors).map((r) => [r.date, r.visitors, r.kind])).toEqual([
      ['2026-11-09', 2, 'visited'],
      ['2026-11-16', 1, 'visited'],
    ]);
    expect(chart.summary).toBe('Visitors per week, Mon Sep 21 – Sun Nov 22: average 1.5 a week over 2 full weeks; busiest the week of Nov 9 (2).');
    // A partial week at either end counts the days inside the range only.
    expect(weeklyCounts(many, '2026-09-20', end, '2026-11-23')[0]).toMatchObject({ weekStart: '2026-09-14', days: 1 });
  });

  it('averages only the days up to today (a month half gone is not half empty); later visits are planned, counted apart', () => {
    // Today Fri Nov 20: the Saturday visit and the one on the 25th have not happened.
    const chart = attendanceChart(visits, { start: '2026-11-16', end: '2026-11-30', label: 'this fortnight', today: '2026-11-20' });
    expect(chart.summary).toBe('Visitors per day, Mon Nov 16 – Mon Nov 30: 3 visits, average 0.6 a day over 5 days up to today; 2 planned after today; busiest Mon Nov 16 (3).');
    expect(rows(chart.spec).filter((r) => r.visitors).map((r) => [r.date, r.kind])).toEqual([
      ['2026-11-16', 'weekday'],
      ['2026-11-21', 'planned (after today)'],
      ['2026-11-25', 'planned (after today)'],
    ]);
  });

  it('says "no visits in that range" rather than averaging nothing, in the words and in the picture', () => {
    const daily = attendanceChart([], { start: '2026-11-16', end: '2026-11-22', label: 'last week', today: '2026-11-23' });
    expect(daily.summary).toBe('Visitors per day, Mon Nov 16 – Sun Nov 22: no visits in that range.');
    expect((daily.spec as { title: { subtitle: unknown } }).title.subtitle).toEqual(['Mon Nov 16 – Sun Nov 22', 'No visits in this range.']);
    const weekly = attendanceChart([], { start: '2025-01-01', end: '2025-12-31', label: 'last year', today: '2026-11-23' });
    expect(weekly.summary).toBe('Visitors per week, Wed Jan 1 – Wed Dec 31: no visits in that range.');
  });

  it('a range of days to come only: the planned visits, and no average (nothing has happened)', () => {
    const chart = attendanceChart([v('2026-11-24', 1), v('2026-11-24', 2)], { start: '2026-11-23', end: '2026-11-29', label: 'next week', today: '2026-11-20' });
    expect(chart.summary).toBe('Visitors per day, Mon Nov 23 – Sun Nov 29: no day of it has happened yet; 2 planned after today.');
    expect(layers(chart.spec)).toHaveLength(1);
  });

  it('leaves weeks that have not ended out of the weekly average', () => {
    const many = [v('2026-11-09', 1), v('2026-11-10', 2), v('2026-11-16', 1)];
    const chart = attendanceChart(many, { start: '2026-09-01', end: '2026-12-31', label: 'sep to dec', today: '2026-11-20' });
    expect(chart.summary).toBe('Visitors per week, Tue Sep 1 – Thu Dec 31: average 2 a week over 1 full week; busiest the week of Nov 9 (2).');
  });
});

describe('the visit calendar', () => {
  it('has a cell per day in Monday-to-Sunday columns: visited, planned after today, or not', () => {
    const cells = calendarCells(['2026-11-16', '2026-11-24'], '2026-11-15', '2026-11-24', '2026-11-20');
    expect(cells).toHaveLength(10);
    expect(cells[0]).toEqual({ date: '2026-11-15', week: '2026-11-09', day: 'Sun', state: 'no visit' });
    expect(cells[1]).toEqual({ date: '2026-11-16', week: '2026-11-16', day: 'Mon', state: 'visited' });
    expect(cells.at(-1)).toEqual({ date: '2026-11-24', week: '2026-11-23', day: 'Tue', state: 'planned (after today)' });
    expect(cells.filter((c) => c.state === 'no visit')).toHaveLength(8);
  });

  it('a year: 53 or 54 columns, month names over the columns where months start, and the numbers in words', () => {
    const chart = calendarChart(['2026-01-05', '2026-11-16', '2026-11-17'], { start: '2025-11-21', end: '2026-11-20', today: '2026-11-20', whose: 'Your' });
    const data = rows(chart.spec);
    expect(data).toHaveLength(365);
    expect(new Set(data.map((c) => c.week)).size).toBe(53);
    const x = (chart.spec as { encoding: { x: { axis: { values: string[]; labelExpr: string } } } }).encoding.x.axis;
    // The first column (Nov) goes unnamed: December starts two columns on, and the names would collide.
    expect(x.values[0]).toBe('2025-12-01');
    expect(x.values).not.toContain('2025-11-17');
    expect(x.values).toContain('2026-11-02');
    expect(x.labelExpr).toContain('"2026-11-02":"Nov"');
    expect(chart.summary).toBe('Your visits, Fri Nov 21, 2025 – Fri Nov 20, 2026: 3 days at the hub, in 2 of 53 weeks.');
  });
});

describe("the digest's weekly picture", () => {
  it('the week so far against the average of each weekday over the four weeks before', () => {
    // Fri Nov 20; Mondays before: Oct 19 (3 people), Oct 26 (1), Nov 2 (0), Nov 9 (2); this Monday 4.
    const mondays: Array<[string, number]> = [['2026-10-19', 3], ['2026-10-26', 1], ['2026-11-02', 0], ['2026-11-09', 2], ['2026-11-16', 4]];
    const visits = mondays.flatMap(([d, n]) => Array.from({ length: n }, (_, i) => v(d, i + 1)));
    const rows = weekComparison(visits, '2026-11-20');
    expect(rows[0]).toEqual({ day: 'Mon', date: '2026-11-16', thisWeek: 4, previous: 1.5 });
    expect(rows[4]).toEqual({ day: 'Fri', date: '2026-11-20', thisWeek: 0, previous: 0 });
    expect(rows[5]).toMatchObject({ day: 'Sat', thisWeek: null });
    const chart = weekChart(rows);
    expect(chart.summary).toBe('This week so far (Mon Nov 16 – Fri Nov 20): 4 visits; the same days of the 4 weeks before had 1.5 on average.');
    // Weekends nobody came to are left out of the picture.
    expect(rows.length).toBe(7);
    expect((chart.spec as { data: { values: unknown[] } }).data.values).toHaveLength(5);
  });

  it('weeks before the first recorded visit are no history, not zeros', () => {
    const rows = weekComparison([v('2026-11-09', 1), v('2026-11-09', 2), v('2026-11-16', 1)], '2026-11-16');
    expect(rows[0]).toMatchObject({ thisWeek: 1, previous: 2 });
    expect(weekComparison([v('2026-11-16', 1)], '2026-11-16')[0]).toMatchObject({ thisWeek: 1, previous: null });
  });
});
