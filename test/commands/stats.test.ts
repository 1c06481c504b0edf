import { describe, expect, it } from 'vitest';
import { testBot } from '../support/bot.js';
import { makeProfile, testSandbox } from '../support/sandbox.js';

// Today is Fri 2026-11-20 (test/support/sandbox.ts); last week is Mon Nov 9 to Sun Nov 15.
const people = [1, 2, 3].map((id) => makeProfile(id));

/** A bot whose directory has the given visits: [person id, date]. */
async function botWith(visits: [number, string][]) {
  const sandbox = await testSandbox({ data: { profiles: people, visits: [] } });
  for (const [id, date] of visits) sandbox.store.upsertVisit(id, date, {}, null);
  return testBot({ sandbox });
}

// Three visits last week: two on Tuesday, one on Thursday.
const LAST_WEEK: [number, string][] = [
  [1, '2026-11-10'],
  [2, '2026-11-10'],
  [1, '2026-11-12'],
];

describe('numbers about attendance', () => {
  it('names the busiest and the quietest weekday of a span, with the totals', async () => {
    const { say } = await botWith(LAST_WEEK);
    const busiest = (await say('busiest day last week?')).text;
    expect(busiest).toMatch(/^The busiest day last week \(.+\) was \*\*Tue Nov 10\*\*, with 2 people\. \(3 visits in all; 0\.6 a weekday on average\.\)$/);
    // Quietest: of the weekdays nobody came, the last.
    expect((await say('quietest day last week')).text).toMatch(/^The quietest day last week \(.+\) was \*\*Fri Nov 13\*\*, with 0 people\./);
  });

  it('says a span that has not begun has nothing to compare', async () => {
    const { say } = await botWith(LAST_WEEK);
    expect((await say('busiest day next week?')).text).toMatch(/^Next week \(.+\) hasn't begun yet, so there are no visits to compare\.$/);
  });

  it('gives the weekday average and the count', async () => {
    const { say } = await botWith(LAST_WEEK);
    expect((await say('average visitors per day last week')).text).toMatch(/^On average \*\*0\.6 people\*\* came to the hub each weekday last week \(.+\) \(3 visits over 5 weekdays\)\.$/);
    expect((await say('how many visits last week')).text).toMatch(/^\*\*3 visits\*\* last week \(.+\)\.$/);
  });

  it('lists the most frequent visitors, silently mentioned, or says there were none', async () => {
    const { say } = await botWith(LAST_WEEK);
    const top = (await say('top visitors last week')).text;
    expect(top).toMatch(/^Most visits last week \(.+\):\n- \*\*Test1 Person\*\*: 2 visits\n- \*\*Test2 Person\*\*: 1 visit$/);
    const { say: sayEmpty } = await botWith([]);
    expect((await sayEmpty('top visitors last week')).text).toMatch(/^No visits last week \(.+\) yet\.$/);
  });

  it('compares a span with the one before it: up, down, the same, or nothing to compare with', async () => {
    // This week (Mon Nov 16 to today, Fri Nov 20) against the same weekdays of last week.
    const trend = async (visits: [number, string][]) => (await (await botWith(visits)).say('is attendance up or down vs last week?')).text;
    const thisWeek: [number, string][] = [[1, '2026-11-17'], [2, '2026-11-17'], [1, '2026-11-18']];
    expect(await trend([...thisWeek, [3, '2026-11-10']])).toMatch(
      /^Attendance this week \(Mon Nov 16 – Sun Nov 22\): 0\.6 a weekday on average, against 0\.2 over the same weekdays of the span before \(Mon Nov 9 – Sun Nov 15\): \*\*up 200%\*\*\.$/,
    );
    expect(await trend([[1, '2026-11-17'], [1, '2026-11-10'], [2, '2026-11-10']])).toMatch(/: 0\.2 a weekday on average, against 0\.4 .+: \*\*down 50%\*\*\.$/);
    expect(await trend([[1, '2026-11-17'], [1, '2026-11-10']])).toMatch(/: \*\*about the same\*\*\.$/);
    expect(await trend(thisWeek)).toMatch(/: no visits to compare with\.$/);
  });
});
