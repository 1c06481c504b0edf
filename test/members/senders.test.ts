import { describe, expect, it } from 'vitest';
import type { ZulipIdentity } from '../../src/chat.js';
import { testBot } from '../support/bot.js';
import { communityUsers } from '../support/community.js';
import { testSandbox, TEST_TODAY } from '../support/sandbox.js';
import { withoutUndo } from '../support/replies.js';

// The community as Zulip shows it to the bot: RC-style display names; Bram's email hidden.
const users = communityUsers(TEST_TODAY);
const asZulipSeesThem = (id: number): ZulipIdentity => {
  const u = users.find((x) => x.id === id)!;
  return { zulipId: u.id, fullName: u.fullName, email: u.email, deliveryEmail: u.deliveryEmail ?? null };
};
const BRAM = asZulipSeesThem(1002);
/** A member whose Zulip name is a nickname and whose email is hidden: only the index can tell who they are. */
const CLEO_BY_NICKNAME: ZulipIdentity = { zulipId: 1003, fullName: 'CE (she) (S2\'26)', email: 'user1003@zulip.example.org', deliveryEmail: null };
const firstProfilePage = (_m: string, path: string) => path === '/api/v1/profiles';
/** A gate the test opens: the index's first page is held by the directory until then (an explicit event, not a race of latencies). */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('senders as the community Zulip shows them', () => {
  it('a hidden-email sender with a suffixed display name is found by the name without its suffixes (no index)', async () => {
    expect(BRAM.fullName).toMatch(/^Bram Copperfield-Nye \(\w+\) \(\w\d'\d\d\)$/);
    expect(BRAM.email).toBe('user1002@zulip.example.org');
    const { say, sandbox } = await testBot();
    sandbox.store.deleteVisit(5001, TEST_TODAY);
    const said = await say('checkin', { as: BRAM });
    expect(said.replies.map(withoutUndo)).toEqual(['✅ Checked you in for today (Fri Nov 20).']);
    // The placeholder address is never looked up; the name search is suffix-free.
    expect(said.requests.some((r) => r.path.includes('zulip.example.org'))).toBe(false);
    expect(said.requests.find((r) => r.path === '/api/v1/profiles')!.query.query).toBe('Bram Copperfield-Nye');
  });

  it('the same sender while the index is cold, and once it is warm', async () => {
    const held = gate();
    const sandbox = await testSandbox();
    sandbox.injectFault({ holdUntil: held.opened, match: firstProfilePage });
    const cold = await testBot({ sandbox, timeoutMs: 60_000, index: 'cold' });
    expect((await cold.say('checkin', { as: BRAM })).text).toMatch(/^✅ (Checked you in|You were already checked in)/);
    expect(cold.index!.warm).toBe(false);
    held.open();

    const warm = await testBot({ index: true });
    const said = await warm.say('checkin', { as: BRAM });
    expect(said.text).toMatch(/^✅ (Checked you in|You were already checked in)/);
    // Only visits are asked for (the sender's, then the write): no profile look-up with a warm index.
    expect(said.requests.every((r) => r.path.startsWith('/api/v1/hub_visits'))).toBe(true);
  });

  it('never says "no profile" from a cold index: it waits, with "one moment" when that takes a while', async () => {
    const held = gate();
    const sandbox = await testSandbox();
    sandbox.injectFault({ holdUntil: held.opened, match: firstProfilePage });
    sandbox.store.deleteVisit(5002, TEST_TODAY);
    const { runner, index } = await testBot({ sandbox, timeoutMs: 60_000, index: 'cold', members: { slowAfterMs: 0, coldWaitMs: 30_000 } });
    const replies: string[] = [];
    // The index's first page is answered only once the member has been told to wait.
    const sink = {
      reply: (text: string) => Promise.resolve(void (replies.push(text), text.startsWith('One moment') && held.open())),
      react: () => Promise.resolve(),
      maxMessageLength: 10_000,
    };
    const result = await runner.run({ id: 1, sender: CLEO_BY_NICKNAME, text: 'checkin', place: { type: 'dm', recipientIds: [] } }, sink);
    expect(result.outcome).toBe('ok');
    expect(replies.map(withoutUndo)).toEqual(['One moment: I am still loading the member directory…', '✅ Checked you in for today (Fri Nov 20).']);
    expect(index!.warm).toBe(true);
  });

  it('says it is still loading when the index takes too long, and does not remember that answer', async () => {
    const held = gate();
    const sandbox = await testSandbox();
    sandbox.injectFault({ holdUntil: held.opened, match: firstProfilePage });
    // The index stays cold for as long as the member may wait (the page is held), so the answer can only be "still loading".
    const { say, index } = await testBot({ sandbox, timeoutMs: 60_000, index: 'cold', members: { slowAfterMs: 60_000, coldWaitMs: 50 } });
    const said = await say('checkin', { as: CLEO_BY_NICKNAME });
    expect(said.replies).toEqual(["I'm still loading the member directory after a restart, so I can't tell yet who that is. Try again in a minute."]);
    expect(said.result.outcome).toBe('rejected');
    held.open();
    await index!.refresh();
    expect((await say('checkin', { as: CLEO_BY_NICKNAME })).text).toMatch(/^✅ /);
  });

  it('never quotes a Zulip placeholder address as the member\'s email', async () => {
    const { say } = await testBot();
    const stranger: ZulipIdentity = { zulipId: 4242, fullName: 'Nobody Known (they) (F2\'26)', email: 'user4242@zulip.example.org', deliveryEmail: null };
    const said = await say('checkin', { as: stranger });
    expect(said.text).toContain("I couldn't find a directory profile linked to your Zulip account (Zulip user id 4242).");
    expect(said.text).not.toContain('zulip.example.org');
    expect(said.text).not.toContain('same email');
  });

  it('accepts a profile with the sender\'s verified email and no zulip_id, and says once how to link it', async () => {
    const { say, sandbox } = await testBot();
    const edie = sandbox.store.profiles()[4]!;
    expect(edie.zulip_id).toBeNull();
    sandbox.store.deleteVisit(edie.id, TEST_TODAY);
    const sender: ZulipIdentity = { zulipId: 3333, fullName: 'Edie L. (she)', email: edie.email!, deliveryEmail: edie.email };
    const first = await say('checkin', { as: sender });
    expect(first.replies).toHaveLength(2);
    expect(first.replies[0]).toMatch(/^ℹ️ I found your directory profile \(Edie \S+\) by your email, but it isn't linked to your Zulip account\. Link it/);
    expect(withoutUndo(first.replies[1]!)).toBe('✅ Checked you in for today (Fri Nov 20).');
    expect(sandbox.store.visit(edie.id, TEST_TODAY)).toBeDefined();
    const again = await say('checkin', { as: sender });
    expect(again.replies).toEqual(['✅ You were already checked in for today (Fri Nov 20); notes kept.']);
  });
});
