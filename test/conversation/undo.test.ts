import { describe, expect, it } from 'vitest';
import { RecentMessages } from '../../src/conversation/memory.js';
import { testBot } from '../support/bot.js';
import { UNDO_LINE } from '../support/replies.js';
import { TEST_TODAY } from '../support/sandbox.js';

/** The test bot with the memory the assembled bot has (src/app/core.ts): where "undo" reads the bot's own replies back. */
async function botWithMemory() {
  const bot = await testBot();
  bot.deps.conversation = new RecentMessages();
  return bot;
}

describe('undo, from the line every reply after a write ends with', () => {
  it('a check-in says how to undo it, and `undo` removes the visit it made', async () => {
    const { say, sandbox, ada } = await botWithMemory();
    sandbox.store.deleteVisit(ada.id, TEST_TODAY);
    const said = await say('checkin pairing on a parser');
    expect(said.replies).toHaveLength(1);
    expect(said.replies[0]).toMatch(UNDO_LINE);
    expect(said.replies[0]).toContain('(it runs `cancel today`)');
    expect(sandbox.store.visit(ada.id, TEST_TODAY)?.notes).toBe('pairing on a parser');
    const undone = await say('undo');
    expect(undone.text).toMatch(/^↩️ Undone:/);
    expect(sandbox.store.visit(ada.id, TEST_TODAY)).toBeUndefined();
  });

  it('a cancel puts the visit back with its notes', async () => {
    const { say, sandbox, ada } = await botWithMemory();
    sandbox.store.upsertVisit(ada.id, TEST_TODAY, { notes: 'writing docs' }, null);
    const said = await say('cancel');
    expect(said.replies[0]).toMatch(UNDO_LINE);
    expect(sandbox.store.visit(ada.id, TEST_TODAY)).toBeUndefined();
    await say('undo');
    expect(sandbox.store.visit(ada.id, TEST_TODAY)?.notes).toBe('writing docs');
  });

  it('a read says nothing about undoing', async () => {
    const { say } = await testBot();
    expect((await say("who's here")).text).not.toMatch(UNDO_LINE);
  });
});
