import { describe, expect, it } from 'vitest';
import { testBot } from '../support/bot.js';

// Friday 2026-11-20 at the hub (TEST_NOW); Ada is the first demo member and the one speaking.
describe('asked about oneself by name, the answer says "you" and its verbs agree', () => {
  it('here, planned, not planned, not checked in', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.upsertVisit(ada.id, '2026-11-20', {}, null);
    sandbox.store.upsertVisit(ada.id, '2026-11-21', {}, null);
    sandbox.store.deleteVisit(ada.id, '2026-11-23');
    const reply = async (text: string) => (await say(text)).replies[0];
    expect(await reply(`is ${ada.first_name} ${ada.last_name} here?`)).toBe('Yes, you are checked in today (Fri Nov 20).');
    expect(await reply(`is ${ada.first_name} ${ada.last_name} coming tomorrow?`)).toMatch(/^Yes, you plan to come tomorrow/);
    expect(await reply(`is ${ada.first_name} ${ada.last_name} coming monday?`)).toMatch(/^No, you have no visit planned/);
    sandbox.store.deleteVisit(ada.id, '2026-11-20');
    expect(await reply(`is ${ada.first_name} ${ada.last_name} here?`)).toMatch(/^No, you haven't checked in today/);
  });
});
