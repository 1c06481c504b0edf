import { describe, expect, it } from 'vitest';
import { hubBot, hubWorld, user } from '../support/hub-bot.js';

const ADA = user(1001);

describe('the forecast reply', () => {
  it('a weekday the hub has never had a visit on (closed on Sundays so far): says there is nothing to compare with; writes nothing', async () => {
    const w = await hubWorld();
    for (const v of w.sandbox.store.listVisits({ start_date: '2000-01-01', end_date: '2100-01-01' })) {
      if (new Date(`${v.date}T12:00:00Z`).getUTCDay() === 0) w.sandbox.store.deleteVisit(v.person_id, v.date);
    }
    const bot = await hubBot(w);
    expect(await bot.say(ADA, 'forecast sunday')).toBe('**Forecast for Sun Nov 22: no people.** 0 planned so far; no earlier Sundays to compare with.');
    expect(w.sandbox.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  }, 30_000);
});
