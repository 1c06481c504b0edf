import { describe, expect, it } from 'vitest';
import type { Place } from '../../src/chat.js';
import { DM, STREAM, testBot } from '../support/bot.js';
import { makeProfile, testSandbox } from '../support/sandbox.js';

const ASKER = { zulipId: 4001, fullName: 'Odile Vellichor', email: 'odile@zulip.example', deliveryEmail: 'odile.private@example.org' };
const ONE_TO_ONE: Place = { type: 'dm', recipientIds: [ASKER.zulipId] };
const GROUP_DM: Place = { type: 'dm', recipientIds: [ASKER.zulipId, 4002] };
const OWN_GROUP_DM: Place = { type: 'dm', recipientIds: [ASKER.zulipId, ASKER.zulipId + 1] };

describe('emails appear only in a 1:1 DM with the person asking', () => {
  async function bot() {
    const profiles = [makeProfile(1, { first_name: 'Pax', last_name: 'Odilesson', email: 'pax@example.org', zulip_id: 4003 })];
    return testBot({ sandbox: await testSandbox({ data: { profiles, visits: [] } }) });
  }

  it.each([
    ['a stream', STREAM],
    ['a group DM', GROUP_DM],
    ['a group DM of the asker and one other', OWN_GROUP_DM],
  ])('never in %s: not a card\'s, not the asker\'s own, not one they typed', async (_, place) => {
    const { say } = await bot();
    const card = await say('whois pax@example.org', { as: ASKER, place });
    expect(card.text).toContain('Pax Odilesson');
    const unknown = await say('checkin', { as: ASKER, place });
    const missing = await say('whois nobody@example.org', { as: ASKER, place });
    const all = card.text + unknown.text + missing.text;
    expect(all).not.toMatch(/@example\.org|@zulip\.example/);
    expect(unknown.text).toContain("couldn't find a directory profile linked to your Zulip account");
  });

  it.each([
    ['a 1:1 DM', ONE_TO_ONE],
    ['the shell (a DM with nobody else)', DM],
  ])('in %s: the card\'s email and the asker\'s own', async (_, place) => {
    const { say } = await bot();
    expect((await say('whois pax@example.org', { as: ASKER, place })).text).toContain('✉️ pax@example.org');
    expect((await say('checkin', { as: ASKER, place })).text).toContain('odile.private@example.org');
  });
});
