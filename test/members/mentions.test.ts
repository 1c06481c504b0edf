import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipUserCache } from '../../src/zulip/user-cache.js';
import { testBot } from '../support/bot.js';
import { communityUsers } from '../support/community.js';
import { FakeZulip, type FakeUser } from '../support/fake-zulip/index.js';
import { testSandbox, TEST_TODAY } from '../support/sandbox.js';

const BOT: FakeUser = { id: 42, email: 'frontdesk-bot@zulip.example.org', fullName: 'frontdesk', apiKey: 'test-bot-key', isBot: true };
const users = communityUsers(TEST_TODAY);
const bram = users.find((u) => u.id === 1002)!;
const fakes: FakeZulip[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});

/** The bot on the sandbox, knowing the realm's users from the fake Zulip (GET /users), Ada (1001) an admin. */
async function setup(options: { index?: boolean | 'cold'; now?: () => number; sandbox?: Awaited<ReturnType<typeof testSandbox>> } = {}) {
  const zulip = await FakeZulip.start({ users: [BOT, ...users] });
  fakes.push(zulip);
  const api = await ZulipApi.connect({ site: zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  const now = options.now;
  const people = new ZulipUserCache({ api, log: silentLogger, ...(now ? { clock: { now: () => new Date(now()) } } : {}) });
  // A held page must not time out (and be retried) while a test holds it: a long client timeout.
  const bot = await testBot({ admins: [1001], index: options.index ?? false, people, sandbox: options.sandbox, members: { coldWaitMs: 60_000 }, timeoutMs: 60_000 });
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

  it('while the index is cold: a mention the name finds is answered at once; a nickname waits for the index', async () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const sandbox = await testSandbox();
    const profilesList = (_m: string, path: string) => path === '/api/v1/profiles';
    // The index's first page is held: a lookup that waited for the index would hang here.
    sandbox.injectFault({ holdUntil: opened, match: profilesList });
    let now = 0;
    const { say, zulip, index } = await setup({ index: 'cold', sandbox, now: () => now });
    // Edie is on Zulip, but her directory profile names no Zulip account: only her name finds her.
    const edie = sandbox.store.profiles()[4]!;
    expect(edie.zulip_id).toBeNull();
    const edieOnZulip = `${edie.first_name} ${edie.last_name} (she) (F2'26)`;
    zulip.addUser({ id: 3005, email: 'user3005@zulip.example.org', fullName: edieOnZulip, apiKey: 'k3005', deliveryEmail: null });
    expect((await say(`whois @**${edieOnZulip}**`)).text).toMatch(new RegExp(`^\\*\\*${edie.first_name} ${edie.last_name}\\*\\*`));
    expect((await say(`whois @**${bram.fullName}**`)).text).toMatch(/^\*\*Bram Copperfield-Nye\*\*/);
    expect(index!.warm).toBe(false);
    // Farid hides his email and goes by a nickname: only the index can tell who he is.
    expect(users.find((u) => u.id === 1006)).toMatchObject({ fullName: expect.stringMatching(/^Farid Marrowby /) as string, deliveryEmail: null });
    zulip.renameUser(1006, 'FM (he)');
    now = 61_000;
    // The name search for "FM" finds nobody; the page is released when that search arrives, and the mention waits for the index.
    sandbox.injectFault({ onTaken: open, match: profilesList });
    expect((await say('whois @**FM (he)**')).text).toMatch(/^\*\*Farid Marrowby\*\*/);
    expect(index!.warm).toBe(true);
  });
});
