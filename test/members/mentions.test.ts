import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { RealmPeople } from '../../src/zulip/people.js';
import { testBot } from '../support/bot.js';
import { communityUsers } from '../support/community.js';
import { FakeZulip, type FakeUser } from '../support/fake-zulip/index.js';
import { TEST_TODAY } from '../support/sandbox.js';

const BOT: FakeUser = { id: 42, email: 'frontdesk-bot@zulip.example.org', fullName: 'frontdesk', apiKey: 'test-bot-key', isBot: true };
const users = communityUsers(TEST_TODAY);
const bram = users.find((u) => u.id === 1002)!;
const fakes: FakeZulip[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});

/** The bot on the sandbox, knowing the realm's users from the fake Zulip (GET /users), Ada (1001) an admin. */
async function setup(options: { index?: boolean; now?: () => number } = {}) {
  const zulip = await FakeZulip.start({ users: [BOT, ...users] });
  fakes.push(zulip);
  const api = await ZulipApi.connect({ site: zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  const people = new RealmPeople({ api, log: silentLogger, now: options.now });
  const bot = await testBot({ admins: [1001], index: options.index ?? false, people });
  return { ...bot, zulip };
}

const mentions = [`@**${bram.fullName}**`, `@**${bram.fullName}|1002**`];

describe('mentions with RC-style display names', () => {
  it.each(mentions)('whois %s finds Bram', async (mention) => {
    expect(bram.fullName).toMatch(/^Bram Copperfield-Nye \(\w+\) \(\w\d'\d\d\)$/);
    const { say } = await setup();
    const said = await say(`whois ${mention}`);
    expect(said.text).toMatch(/^\*\*Bram Copperfield-Nye\*\* .*· @_\*\*Bram Copperfield-Nye\|1002\*\*/);
  });

  it.each(mentions)('visits %s', async (mention) => {
    const { say } = await setup();
    const said = await say(`visits ${mention}`);
    expect(said.result.outcome).toBe('ok');
    expect(said.text).toMatch(/^\*\*\d+ visits?\*\* by @_\*\*Bram Copperfield-Nye\|1002\*\* /);
  });

  it.each(mentions)("an admin's checkin %s today", async (mention) => {
    const { say, sandbox } = await setup();
    sandbox.store.deleteVisit(5001, TEST_TODAY);
    const said = await say(`checkin ${mention} today demo day`);
    expect(said.replies).toEqual(['✅ Checked @_**Bram Copperfield-Nye|1002** in for today (Fri Nov 20).\nNotes: demo day']);
    expect(sandbox.store.visit(5001, TEST_TODAY)!.notes).toBe('demo day');
  });

  it('an id-less mention goes through the Zulip user and zulip_id, so a nickname resolves (with the index)', async () => {
    const { say, zulip } = await setup({ index: true });
    zulip.renameUser(1003, 'CE (she)');
    const said = await say('whois @**CE (she)**');
    expect(said.text).toMatch(/^\*\*Cleo Everwick\*\*/);
    expect(zulip.requests.filter((r) => r.path === '/api/v1/users')).toHaveLength(1);
  });

  it('the realm list is cached; a name it does not know refetches it (at most once a minute)', async () => {
    let now = 0;
    const { say, zulip } = await setup({ index: true, now: () => now });
    await say(`whois @**${bram.fullName}**`);
    await say(`visits @**${bram.fullName}**`);
    expect(zulip.requests.filter((r) => r.path === '/api/v1/users')).toHaveLength(1);
    zulip.renameUser(1003, 'Cleo E.');
    now = 61_000;
    // Not in the cached list: fetched again, the new name is Cleo's (the name alone would find nobody).
    const said = await say('whois @**Cleo E.**');
    expect(said.text).toMatch(/^\*\*Cleo Everwick\*\*/);
    expect(zulip.requests.filter((r) => r.path === '/api/v1/users')).toHaveLength(2);
  });
});
