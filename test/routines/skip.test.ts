import { describe, expect, it } from 'vitest';
import { hubBot, hubWorld, user } from '../support/hub-bot.js';

const ADA = user(1001);
const SATURDAY = '2026-11-21';

describe('skip on a day with a planned visit (issue 26)', () => {
  // A skip may mean only "no reminder": the notes a cancel would lose are not lost without asking.
  it.each(['skip sat', 'skip tomorrow', 'skip 2026-11-21 please'])('"%s" with a visit that has notes: the skip is kept, the visit too, and the reply offers the cancel', async (text) => {
    const w = await hubWorld();
    const ada = w.person(ADA).id;
    w.sandbox.store.upsertVisit(ada, SATURDAY, { notes: 'quiet day, deep work' }, null);
    const bot = await hubBot(w);
    expect(await bot.say(ADA, text)).toBe('OK: no reminder tomorrow (Sat Nov 21). You still have a visit planned that day, with notes: send `cancel 2026-11-21` if you\'re not coming.');
    expect(w.sandbox.store.visit(ada, SATURDAY)?.notes).toBe('quiet day, deep work');
    expect(w.sandbox.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(await bot.say(ADA, 'my plans')).toContain("- Tomorrow: planned visit (though you said you'd be skipping it)");
  }, 30_000);

  it('a visit without notes is cancelled as before; no visit: only the skip', async () => {
    const w = await hubWorld();
    const ada = w.person(ADA).id;
    w.sandbox.store.upsertVisit(ada, SATURDAY, { notes: '' }, null);
    const bot = await hubBot(w);
    expect(await bot.say(ADA, 'skip sat')).toMatch(/^🗑️ Cancelled your visit for tomorrow \(Sat Nov 21\)/);
    expect(w.sandbox.store.visit(ada, SATURDAY)).toBeUndefined();
    expect(await bot.say(ADA, 'skip sat')).toBe('OK: no visit and no reminder tomorrow (Sat Nov 21).');
  }, 30_000);
});
