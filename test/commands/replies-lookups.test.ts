import { describe, expect, it } from 'vitest';
import { testBot } from '../support/bot.js';
import { withoutUndo } from '../support/replies.js';
import { crowd, testSandbox } from '../support/sandbox.js';

// crowd(12): Test1 Person to Test12 Person (Zulip 90001…), each with a visit today (Fri 2026-11-20).
const TEST1 = { as: { zulipId: 90001, fullName: 'Test1 Person' } };

describe('who is here that knows a topic', () => {
  it("lists today's visitors whose profile mentions it, silently mentioned, with the words", async () => {
    const { say } = await testBot();
    expect((await say("who's here into rust?")).text).toMatch(/^\*\*\d+ people here today\*\* mention "rust":\n- @_\*\*Bram Copperfield-Nye\|1002\*\*: Rust, distributed systems\n/);
  });

  it('says when nobody here mentions it, and when nobody is here at all', async () => {
    const { say } = await testBot({ sandbox: await testSandbox({ data: crowd(12, '2026-11-20') }) });
    expect((await say("who's here into rust", TEST1)).replies).toEqual(['Nobody here today (12 checked in) mentions "rust" in their profile.']);
    const { say: sayEmpty } = await testBot({ sandbox: await testSandbox({ data: crowd(3, '2026-11-19') }) });
    expect((await sayEmpty("who's here into rust", TEST1)).replies).toEqual(['Nobody has checked in today yet, so nobody here knows about "rust".']);
  });
});

describe('a name that matches several members', () => {
  it('whois with one exact match shows the card, and how many more match', async () => {
    const { say } = await testBot({ sandbox: await testSandbox({ data: crowd(12, '2026-11-20') }) });
    expect((await say('whois Test1 Person', TEST1)).text).toMatch(/\n_\(3 more people match; add more of the name to see them\.\)_$/);
  });

  it('a question about one person lists five of the matches, with their whois commands', async () => {
    const { say } = await testBot({ sandbox: await testSandbox({ data: crowd(12, '2026-11-20') }) });
    expect((await say('is Test here?', TEST1)).replies).toEqual([
      [
        '12 people match that; which one do you mean? Ask again with a full name or an @-mention.',
        ...[1, 2, 3, 4, 5].map((n) => `- @_**Test${n} Person|9000${n}** (\`whois ${n}\`)`),
      ].join('\n'),
    ]);
  });
});

describe('directory failures the member is told about', () => {
  it('busy without saying for how long: try again in a minute', async () => {
    const { say, sandbox } = await testBot();
    await say('visits'); // resolves Ada first, so the next command's only request is the list
    sandbox.injectFault({ status: 429, times: 10, match: (method) => method === 'GET' });
    expect((await say("who's here")).replies).toEqual(['The directory is busy right now. Try again in a minute.']);
  });

  it("an answer to a write that can't be read: can't tell whether it went through", async () => {
    const { say, sandbox } = await testBot();
    await say('visits');
    sandbox.injectFault({ status: 200, body: '{"nonsense":true}', match: (method) => method === 'PATCH' });
    expect((await say('checkin tomorrow')).replies.map(withoutUndo)).toEqual([
      "The directory answered in a way I didn't understand, so I can't tell whether your check-in went through. Send `note` (with the same date, if it was not today) to see whether it is there before trying again.",
    ]);
  });
});

describe("who's here today when nobody has arrived", () => {
  it('lists the planned visits apart, under "nobody has checked in yet"', async () => {
    const { say, sandbox } = await testBot();
    for (const v of sandbox.store.listVisits({ date: '2026-11-20' })) sandbox.store.deleteVisit(v.person_id, v.date);
    // Planned yesterday for today, and not arrived since.
    sandbox.clock.set('2026-11-19T20:00:00Z');
    sandbox.store.upsertVisit(5001, '2026-11-20', {}, 'Hub Web');
    sandbox.clock.set('2026-11-20T15:00:00Z');
    expect((await say("who's here")).replies).toEqual(['Nobody has checked in for today (Fri Nov 20) yet.\nPlanned, not arrived yet (1):\n- **Bram Copperfield-Nye**']);
  });
});
