import { describe, expect, it } from 'vitest';
import { STREAM, testBot } from '../support/bot.js';
import { withoutUndo } from '../support/replies.js';
import { crowd, makeProfile, testSandbox } from '../support/sandbox.js';

// Demo members: Ada (person 5000, Zulip 1001, the sender) and Bram (person 5001, Zulip 1002). Today is Fri 2026-11-20.
const BRAM = '@**Bram Copperfield-Nye|1002**';

describe('replies at the edges of the visit commands', () => {
  it('undo leaving when checked in and never left: nothing to undo', async () => {
    const { say, sandbox } = await testBot();
    sandbox.store.upsertVisit(5000, '2026-11-20', {}, null);
    expect((await say('undo leaving')).replies.map(withoutUndo)).toEqual(["You're checked in for today and haven't left, so there was nothing to undo."]);
  });

  it('a past visit recorded twice says it was already there', async () => {
    const { say, sandbox } = await testBot();
    sandbox.store.upsertVisit(5000, '2026-11-18', { notes: 'pairing' }, null);
    expect((await say('checkin 2026-11-18')).replies.map(withoutUndo)).toEqual(['✅ You already had a visit on Wed Nov 18; notes kept.\nNotes: pairing']);
  });

  it('"did I check in" about a past day without a visit', async () => {
    const { say, sandbox } = await testBot();
    sandbox.store.deleteVisit(5000, '2026-11-19');
    expect((await say('did I check in yesterday?')).replies).toEqual(['No, you have no visit recorded yesterday (Thu Nov 19).']);
  });

  it('"when was I last here" also names the next planned visit', async () => {
    const { say, sandbox } = await testBot();
    sandbox.store.upsertVisit(5000, '2026-11-24', {}, null);
    expect((await say('when was I last here?')).text).toMatch(/ Next planned visit: Tue Nov 24\.$/);
  });

  it('"is Bram here" when he came and left, with his notes', async () => {
    const { say, sandbox } = await testBot();
    sandbox.store.upsertVisit(5001, '2026-11-20', { notes: 'pairing', app_data: { frontdesk: { left_at: '2026-11-20T09:30:00-05:00' } } }, null);
    expect((await say(`is ${BRAM} here?`)).replies).toEqual(['@_**Bram Copperfield-Nye|1002** checked in today (Fri Nov 20), and left at 09:30.\nNotes: pairing']);
  });

  it('a command and notes over their length limits are refused, unread', async () => {
    const { say } = await testBot();
    expect((await say(`checkin ${'x'.repeat(2_100)}`)).replies).toEqual([
      'That message is too long for a command (2,108 characters; the limit is 2,000). Send `help` to see what I can do.',
    ]);
    expect((await say(`checkin today ${'y'.repeat(1_200)}`)).replies).toEqual([
      'Those notes are too long (1,200 characters; the limit is 1,000). Nothing was saved; shorten them and send again.',
    ]);
  });
});

describe('replies at the edges of the reading commands', () => {
  it("who's here over a range with no visits", async () => {
    const { say } = await testBot({ sandbox: await testSandbox({ data: { profiles: [makeProfile(1)], visits: [] } }) });
    expect((await say('who was here last week')).replies).toEqual(['No hub visits last week (Mon Nov 9 – Sun Nov 15).']);
  });

  it('a long list in a stream is cut, and says where to see it all', async () => {
    const { say } = await testBot({ sandbox: await testSandbox({ data: crowd(20, '2026-11-19') }) });
    const said = await say('who was here yesterday', { place: STREAM, as: { zulipId: 90001, fullName: 'Test1 Person' } });
    expect(said.text).toMatch(/\n…and 5 more\. Send me the same command in a direct message for the full list\.$/);
  });

  it('whois with many matches lists five, and says how many more', async () => {
    const { say } = await testBot({ sandbox: await testSandbox({ data: crowd(8, '2026-11-19') }) });
    const said = await say('whois Test', { as: { zulipId: 90001, fullName: 'Test1 Person' } });
    expect(said.text).toMatch(/^8 people match "Test":\n(- .+\n){5}…and 3 more\.\nNarrow it down/);
  });

  it("the bot's status is for a DM only, even for an admin", async () => {
    const { say } = await testBot({ admins: [1001] });
    expect((await say('status', { place: STREAM })).replies).toEqual([
      "I show the bot's status only in a direct message with you (it has operational details). Send me `status` in a DM.",
    ]);
  });

  it('"what are you" answers who the bot is', async () => {
    const { say } = await testBot();
    expect((await say('what are you?')).text).toMatch(/^I'm frontdesk, the hub's front desk bot/);
  });
});

describe('whom a command is about', () => {
  it('an admin naming an email nobody has: the email in a DM, "that email" in a stream', async () => {
    const { say } = await testBot({ admins: [1001] });
    expect((await say('checkin nobody@example.com')).replies).toEqual(["I couldn't find a directory profile for the email nobody@example.com."]);
    expect((await say('checkin nobody@example.com', { place: STREAM })).replies).toEqual(["I couldn't find a directory profile for that email."]);
  });

  it('the hub features without their storage say so', async () => {
    const { say } = await testBot();
    expect((await say('privacy')).replies).toEqual([
      "Follows, routines and privacy settings aren't available right now: I can't read my storage (Zulip's bot storage) yet. Try again in a minute.",
    ]);
  });
});
