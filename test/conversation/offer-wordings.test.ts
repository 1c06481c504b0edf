import { describe, expect, it } from 'vitest';
import { RecentMessages } from '../../src/conversation/memory.js';
import { testBot } from '../support/bot.js';

/** Ada (the sender, person 5000) with no visits from Mon Nov 16 on; today is Fri 2026-11-20, 10:00 in New York. */
async function adaWithNothingPlanned() {
  const bot = await testBot();
  bot.deps.conversation = new RecentMessages();
  for (const v of bot.sandbox.store.listVisits({ person_id: 5000 })) if (v.date >= '2026-11-16') bot.sandbox.store.deleteVisit(5000, v.date);
  return bot;
}

const FOR_ADA = '(For @_**Ada Quillfeather|1001**.)';
const writes = (bot: Awaited<ReturnType<typeof testBot>>) => bot.sandbox.requests.filter((r) => r.method !== 'GET');

describe('how an offer words what it would do', () => {
  it('"i\'m back?" after leaving: offers to note the return, and writes nothing until answered', async () => {
    const bot = await adaWithNothingPlanned();
    await bot.say('checkin');
    await bot.say('heading out');
    const left = bot.sandbox.store.visit(5000, '2026-11-20')?.app_data;
    const before = writes(bot).length;
    const said = await bot.say("i'm back?");
    expect(said.text).toBe(
      [
        "Shall I note that you're back (the departure goes)?",
        '✅ `undo leaving`',
        `Tap ✅ (or reply \`yes\`) within 10 minutes and it's done; nothing has changed yet. ${FOR_ADA}`,
      ].join('\n'),
    );
    expect(writes(bot).length).toBe(before);
    expect(bot.sandbox.store.visit(5000, '2026-11-20')?.app_data).toEqual(left);
  });

  it('a hub command said unsurely ("maybe follow Bram"): offers the command as it is, writes nothing', async () => {
    const bot = await adaWithNothingPlanned();
    const said = await bot.say('maybe follow Bram');
    expect(said.text).toBe(
      ['Shall I do that?', '✅ `follow Bram`', `Tap ✅ (or reply \`yes\`) within 10 minutes and it's done; nothing has changed yet. ${FOR_ADA}`].join('\n'),
    );
    expect(writes(bot)).toEqual([]);
  });

  it('a day and "maybe" another: two choices and no question of their own, so "Which do you mean?"; nothing planned yet', async () => {
    const bot = await adaWithNothingPlanned();
    const said = await bot.say('coming in tomorrow, maybe monday too');
    expect(said.text).toBe(
      [
        'Which do you mean?',
        '1️⃣ `checkin tomorrow` + `checkin 2026-11-23`',
        '2️⃣ `checkin tomorrow`',
        `Tap 1️⃣ or 2️⃣ (or reply \`1\` or \`2\`) within 10 minutes and it's done; nothing has changed yet. ${FOR_ADA}`,
      ].join('\n'),
    );
    expect(writes(bot)).toEqual([]);
  });
});
