import { describe, expect, it } from 'vitest';
import { spawnFrontdesk, type Child } from '../support/child.js';
import { world } from '../support/world.js';

/** Conditions no restart fixes end the process with 78 (EX_CONFIG) and one fatal log line naming the fix. */

const USER_DEACTIVATED = '{"result":"error","msg":"Account is deactivated","code":"USER_DEACTIVATED"}';
const REALM_DEACTIVATED = '{"result":"error","msg":"This organization is deactivated","code":"REALM_DEACTIVATED"}';
const NO_SUBDOMAIN = '{"result":"error","msg":"Invalid subdomain","code":"NONEXISTENT_SUBDOMAIN"}';
const fatalLines = (bot: Child) => bot.stdout().split('\n').filter((l) => l.includes('"level":60'));

describe('frontdesk run: fatal conditions exit 78', () => {
  it.each([
    ['the bot deactivated', 401, USER_DEACTIVATED, /reactivate it/],
    ['the organization deactivated', 401, REALM_DEACTIVATED, /organization is deactivated/],
    ['a wrong subdomain', 404, NO_SUBDOMAIN, /check the subdomain/],
  ])('at start: %s', async (_name, status, body, fix) => {
    const w = await world();
    w.zulip.failNext(1, { status, body, path: /\/users\/me$/ });
    const bot = spawnFrontdesk(['run', '--config', w.configFile]);
    expect(await bot.exited).toBe(78);
    expect(fatalLines(bot)).toHaveLength(1);
    expect(fatalLines(bot)[0]).toMatch(fix);
    expect(bot.stderr()).toMatch(fix);
  });

  it('at start: refused credentials', async () => {
    const w = await world({ config: { zulip: { apiKey: 'wrong-key-zzz' } } });
    const bot = spawnFrontdesk(['run', '--config', w.configFile]);
    expect(await bot.exited).toBe(78);
    expect(fatalLines(bot)).toHaveLength(1);
    expect(bot.stderr()).toContain('INVALID_API_KEY');
    expect(bot.stderr()).toMatch(/set zulip\.email and zulip\.apiKey \(ZULIP_EMAIL, ZULIP_API_KEY\)/);
  });

  it('mid-run: the bot deactivated while polling stops it within seconds, exit 78, one fatal line', async () => {
    const w = await world({ zulip: { heartbeatMs: 300 } });
    const bot = await w.startBot();
    const at = Date.now();
    w.zulip.failNext(1_000, { status: 401, body: USER_DEACTIVATED, path: /\/events$/ });
    expect(await bot.exited).toBe(78);
    expect(Date.now() - at).toBeLessThan(5_000);
    expect(fatalLines(bot)).toHaveLength(1);
    expect(fatalLines(bot)[0]).toMatch(/reactivate it/);
  });

  it('a site that does not resolve: retried for zulip.unresolvedGiveUpSeconds, then fatal', async () => {
    const w = await world({ config: { zulip: { site: 'http://frontdesk-test.invalid', unresolvedGiveUpSeconds: 2 } } });
    const bot = spawnFrontdesk(['run', '--config', w.configFile]);
    expect(await bot.exited).toBe(78);
    expect(bot.stdout()).toContain('Zulip not reachable yet; retrying');
    expect(fatalLines(bot)[0]).toMatch(/zulip\.site \(ZULIP_SITE\) http:\/\/frontdesk-test\.invalid did not resolve/);
  });
});
