import { describe, expect, it } from 'vitest';
import { RecentMessages } from '../../src/conversation/memory.js';
import { DM, testBot } from '../support/bot.js';

/** Ada (the sender) with no visits from Mon Nov 16 on; today is Fri 2026-11-20. */
async function adaWithNothingPlanned() {
  const bot = await testBot();
  bot.deps.conversation = new RecentMessages();
  for (const v of bot.sandbox.store.listVisits({ person_id: 5000 })) if (v.date >= '2026-11-16') bot.sandbox.store.deleteVisit(5000, v.date);
  return bot;
}

describe('what the conversation answers instead of a write it cannot do as said', () => {
  it('notes for a span of days: one day, please', async () => {
    const { say } = await adaWithNothingPlanned();
    expect((await say('note next week: pairing')).replies).toEqual(['Notes are per visit: name one day, e.g. `note tomorrow: …`.']);
  });

  it('cancelling a day, or a span, with no visit in it: nothing to cancel', async () => {
    const { say, sandbox } = await adaWithNothingPlanned();
    expect((await say("can't make it tuesday")).replies).toEqual(['You had no visit on Tue Nov 24, so there was nothing to cancel.']);
    expect((await say('cancel my visits next week')).replies).toEqual(["You have no visits planned next week, so there's nothing to cancel."]);
    expect(sandbox.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('moving a visit that is not there: says so, and offers to plan the day it was to move to', async () => {
    const { say, sandbox } = await adaWithNothingPlanned();
    const said = await say('move tue to wed');
    expect(said.text).toMatch(/^You have no visit Tue Nov 24 to move\. Shall I plan a visit for you on Wed Nov 25\?\n✅ `checkin 2026-11-25`\n/);
    expect(sandbox.store.visit(5000, '2026-11-25')).toBeUndefined();
  });

  it("today's weekday with no visit on either day it could mean: names both, deletes nothing", async () => {
    const { say, sandbox } = await adaWithNothingPlanned();
    expect((await say('cancel friday')).replies).toEqual(['You have no visit today (Fri Nov 20) or Fri Nov 27, so there was nothing to cancel.']);
    expect(sandbox.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it("a note for today's weekday with no visit on either day: asks for the date, writes nothing", async () => {
    const { say, sandbox } = await adaWithNothingPlanned();
    expect((await say('note friday: pairing')).replies).toEqual(['Do you mean today (Fri Nov 20) or next Friday (Fri Nov 27)? Send `note DATE: …` with the date.']);
    expect(sandbox.requests.some((r) => r.method !== 'GET')).toBe(false);
  });

  it('cancelling two days, neither with a visit: names both, deletes nothing', async () => {
    const { say, sandbox } = await adaWithNothingPlanned();
    expect((await say('cancel mon and tue')).replies).toEqual(['You had no visit on Mon Nov 23 or Tue Nov 24, so there was nothing to cancel.']);
    expect(sandbox.requests.some((r) => r.method !== 'GET')).toBe(false);
  });

  it('moving a visit to two days: asks for one, moves nothing', async () => {
    const { say, sandbox } = await adaWithNothingPlanned();
    sandbox.store.upsertVisit(5000, '2026-11-23', { notes: 'pairing' }, null);
    expect((await say('move my monday visit to tuesday and wednesday')).replies).toEqual(['Move it to which day? For example `move fri to mon`.']);
    expect(sandbox.requests.some((r) => r.method !== 'GET')).toBe(false);
    expect(sandbox.store.visit(5000, '2026-11-23')?.notes).toBe('pairing');
  });

  it('"next wednesday" said on a Monday: asks between this Wednesday and the one after, plans neither', async () => {
    const bot = await testBot({ now: '2026-11-16T15:00:00Z' }); // Monday, 10:00 in New York
    bot.deps.conversation = new RecentMessages();
    for (const date of ['2026-11-18', '2026-11-25']) bot.sandbox.store.deleteVisit(5000, date);
    const said = await bot.say('coming in next wednesday');
    expect(said.text).toBe(
      [
        'Do you mean this Wednesday (Wed Nov 18) or next Wednesday (Wed Nov 25)?',
        '1️⃣ Wed Nov 18: `checkin 2026-11-18`',
        '2️⃣ Wed Nov 25: `checkin 2026-11-25`',
        "Tap 1️⃣ or 2️⃣ (or reply `1` or `2`) within 10 minutes and it's done; nothing has changed yet. (For @_**Ada Quillfeather|1001**.)",
      ].join('\n'),
    );
    expect(bot.sandbox.requests.some((r) => r.method !== 'GET')).toBe(false);
  });
});

describe('an offer the bot cannot read back', () => {
  it('a "yes" to a question whose command no longer parses (an older version wrote it): says so, writes nothing', async () => {
    const bot = await adaWithNothingPlanned();
    const memory = bot.deps.conversation as RecentMessages;
    // As an older version might have worded it: the command in the ✅ line is not one this version reads.
    memory.remember({ content: 'Shall I plan it?\n✅ `book-desk 2026-11-25 --hot`\nTap ✅ (or reply `yes`).', sentAt: bot.clock.now(), place: DM });
    const said = await bot.say('yes');
    expect(said.replies).toEqual(["I couldn't read back what that message offered, so I've done nothing. Tell me again what you'd like."]);
    expect(bot.sandbox.requests.some((r) => r.method !== 'GET')).toBe(false);
  });
});
