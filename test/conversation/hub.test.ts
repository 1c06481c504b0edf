import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { testBot } from '../support/bot.js';
import { TEST_NOW } from '../support/sandbox.js';

const plan = (text: string) => resolve(understand(text, new Date(TEST_NOW), 'America/New_York'), new Map());

describe("the hub's intents, read by the conversation's one matcher", () => {
  it.each([
    ['follow Ada', { intent: 'follow', who: 'Ada', oneShot: false }],
    ['can you let me know when Bram Copperfield-Nye arrives?', { intent: 'follow', who: 'Bram Copperfield-Nye', oneShot: true }],
    ['I come in on tuesdays and thursdays', { intent: 'routine', days: [2, 4] }],
    ['remind me in the morning', { intent: 'reminders', when: 'morning' }],
    ["I'll be away nov 25 - nov 27", { intent: 'away', from: '2026-11-25', to: '2026-11-27' }],
    ['skip fri', { intent: 'skip', date: '2026-11-20' }],
  ])('%s', (text, action) => {
    expect(plan(text)).toMatchObject({ kind: 'act', writes: [{ kind: 'hub', action }] });
  });

  it('a question about a hub write, or a phrasing that must be confirmed, is offered, not done', () => {
    expect(plan('should I skip friday?')).toMatchObject({ kind: 'ask', choices: [{ commands: [{ kind: 'hub', action: { intent: 'skip', date: '2026-11-20' } }] }] });
    expect(plan('delete my data')).toMatchObject({ kind: 'ask', choices: [{ commands: [{ kind: 'hub', action: { intent: 'forgetMe' } }] }] });
  });

  it('an exact command takes nothing after it but politeness: "forget me too" never erases anything', () => {
    expect(plan('forget me please')).toMatchObject({ kind: 'act', writes: [{ kind: 'hub', action: { intent: 'forgetMe' } }] });
    const p = plan('forget me too');
    expect(p.kind === 'act' ? p.writes : []).toEqual([]);
  });

  it('the older phrasings stay theirs: "skipping monday, sorry" cancels a visit', () => {
    expect(plan('skipping monday, sorry')).toMatchObject({ kind: 'act', writes: [{ kind: 'checkout', date: '2026-11-23' }] });
  });

  it('"my plans" without the hub\'s storage still lists the planned visits', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.upsertVisit(ada.id, '2026-11-23', {}, null);
    const said = await say('my plans?');
    expect(said.text).toContain('Mon Nov 23: planned visit');
    expect(said.text).toContain("I can't read routines right now");
  });
});
