import { describe, expect, it } from 'vitest';
import { DEFAULT_RECORD } from '../../src/privacy/record.js';
import { forecast } from '../../src/routines/forecast.js';
import { clientFor, makeProfile, testSandbox, TEST_TODAY } from '../support/sandbox.js';

const visit = (person_id: number, date: string) => ({ person_id, date, notes: '', app_data: {}, created_at: `${date}T09:00:00-05:00`, updated_at: `${date}T09:00:00-05:00`, created_by_app: null, updated_by_app: null });

describe('forecast', () => {
  it('planned, plus members whose routine says that weekday, against the same weekday before, as a range', async () => {
    // Saturday 2026-11-21: the four Saturdays before had 2, 3, 5 and 4 visitors; one visit is planned.
    const history = [['2026-10-31', 2], ['2026-11-07', 3], ['2026-11-14', 5], ['2026-10-24', 4]] as const;
    const visits = [...history.flatMap(([date, n]) => Array.from({ length: n }, (_, i) => visit(i + 1, date))), visit(1, '2026-11-21'), visit(2, '2026-11-19')];
    const sandbox = await testSandbox({ data: { profiles: Array.from({ length: 8 }, (_, i) => makeProfile(i + 1)), visits } });
    const routine = (weekdays: number[]) => ({ ...DEFAULT_RECORD, routine: weekdays });
    // Member 1 usually comes on Saturdays but planned already; 3 and 4 usually do; 5 on Mondays.
    const records = { all: () => [[1, routine([6])], [3, routine([6])], [4, routine([2, 6])], [5, routine([1])]] as Array<[number, typeof DEFAULT_RECORD]> };
    const f = await forecast({ directory: clientFor(sandbox).client, records }, '2026-11-21', TEST_TODAY);
    expect(f).toEqual({ date: '2026-11-21', planned: 1, usual: 2, history: [4, 2, 3, 5], low: 2, high: 4 });
  });

  it('with no history, the range is what is planned to what is planned plus the usual', async () => {
    const sandbox = await testSandbox({ data: { profiles: [makeProfile(1)], visits: [visit(1, '2026-11-21')] } });
    const f = await forecast({ directory: clientFor(sandbox).client }, '2026-11-21', TEST_TODAY);
    expect(f).toMatchObject({ planned: 1, usual: 0, history: [], low: 1, high: 1 });
  });
});
