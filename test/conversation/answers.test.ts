import { describe, expect, it } from 'vitest';
import { RecentMessages } from '../../src/conversation/memory.js';
import { testBot } from '../support/bot.js';

/** The test bot with the memory the assembled bot has (src/app/core.ts): where "yes", "2", "no" and "undo" read the bot's own replies back. */
async function botWithMemory() {
  const bot = await testBot();
  bot.deps.conversation = new RecentMessages();
  return bot;
}

describe('answers to my own questions', () => {
  it('"yes" to a question of two choices asks which; a number out of range too; "no" declines, and a second "no" is only heard', async () => {
    const { say, sandbox, ada } = await botWithMemory();
    sandbox.store.upsertVisit(ada.id, '2026-11-20', {}, null);
    const asked = await say("I'm out today");
    expect(asked.text).toContain('Do you mean you have left the hub, or that you are not coming today?');
    const which = 'Which one? Reply with a number from 1 to 2 (or tap it on my question). Nothing has changed yet.';
    expect((await say('yes')).replies).toEqual([which]);
    expect((await say('3')).replies).toEqual([which]);
    expect((await say('no')).replies).toEqual(["OK, I won't do it. Nothing has changed."]);
    expect((await say('no')).replies).toEqual(['👍']);
    // Nothing was written: the visit is there, with no departure.
    expect(sandbox.store.visit(ada.id, '2026-11-20')?.app_data).toEqual({});
  });

  it('"yes" with no question waiting, and "undo" with nothing to undo, change nothing and say so', async () => {
    const { say } = await botWithMemory();
    expect((await say('yes')).replies).toEqual([
      "I have no question of mine waiting for your answer here (they last 10 minutes). Nothing has changed; tell me again what you'd like.",
    ]);
    expect((await say('undo')).replies).toEqual(["There's nothing of yours for me to undo from the last 10 minutes here. Nothing has changed."]);
  });

  it('two writes in one message, the second refused by the directory: the first is undone, and the reply says nothing changed', async () => {
    const { say, sandbox, ada } = await botWithMemory();
    for (const date of ['2026-11-21', '2026-11-23']) sandbox.store.deleteVisit(ada.id, date);
    let patches = 0;
    sandbox.injectFault({ status: 400, match: (method) => method === 'PATCH' && ++patches === 2 });
    const said = await say('checkin tomorrow and monday');
    expect(said.replies).toEqual(['The directory rejected that request (400); your check-in was not recorded. I undid what I had already changed, so nothing has changed.']);
    expect(sandbox.store.visit(ada.id, '2026-11-21')).toBeUndefined();
    expect(sandbox.store.visit(ada.id, '2026-11-23')).toBeUndefined();
  });
});
