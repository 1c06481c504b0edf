import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ConfigInput as MaybeConfig } from '../../src/config/schema.js';

type ConfigInput = NonNullable<MaybeConfig>;
import { CONFIG_LEAVES } from '../../src/config/leaves.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { runCliCaptured } from '../support/cli.js';
import { makeProfile } from '../support/profiles.js';
import { BOT, DIGEST_STREAM, world, type World } from '../support/world.js';

/** `frontdesk check` against the fake Zulip and the sandbox, with the world's config changed by `change`. */
async function check(w: World, change: (c: ConfigInput) => ConfigInput = (c) => c) {
  const { readFile } = await import('node:fs/promises');
  const base = JSON.parse(await readFile(w.configFile, 'utf8')) as ConfigInput;
  await writeFile(w.configFile, JSON.stringify(change(base)));
  return runCliCaptured(['check', '--config', w.configFile]);
}

const withDigest = (c: ConfigInput): ConfigInput => ({ ...c, digest: { enabled: true, stream: DIGEST_STREAM } });

describe('frontdesk check', () => {
  it('all green: lists each check with what it found, exit 0', async () => {
    const w = await world();
    const { code, stdout } = await check(w, withDigest);
    expect(stdout).toMatch(/^✓ Configuration: .*config\.json$/m);
    expect(stdout).toMatch(/^✓ Zulip: http:\/\/127\.0\.0\.1:\d+: signed in as frontdesk <frontdesk-bot@zulip\.example\.com>, bot id 42$/m);
    expect(stdout).toMatch(/^✓ Digest stream: #announce > hub attendance: exists and the bot is subscribed$/m);
    expect(stdout).toMatch(/^✓ Directory: http:\/\/127\.0\.0\.1:\d+: token valid \(it belongs to Ada Quillfeather\)$/m);
    expect(stdout).toMatch(/^✓ Hub time zone: America\/New_York: it is \w{3} \w{3} \d+, \d\d:\d\d -0[45]:00 at the hub$/m);
    expect(stdout).toMatch(/^✓ Digest schedule: "30 17 \* \* 1-5" \(today's attendance\): next run \w{3} \w{3} \d+, 17:30 hub time$/m);
    expect(stdout).toMatch(/^✓ Instances: no running frontdesk instance reported in the last 150 s$/m);
    expect(stdout).toMatch(/^✓ Directory data: 64 profiles and \d+ visits of \d{4}-\d{2}-\d{2} read; every field as expected$/m);
    expect(stdout).toContain('All 8 checks passed.');
    expect(code).toBe(0);
  });

  it('a bad Zulip key: exit 1, the cause named, and the key never printed', async () => {
    const w = await world();
    const { code, stdout } = await check(w, (c) => ({ ...withDigest(c), zulip: { ...(c.zulip ?? {}), apiKey: 'wrong-key-abcdef' } }));
    expect(code).toBe(1);
    expect(stdout).toMatch(/^✗ Zulip: .* refused the credentials \(INVALID_API_KEY: Invalid API key\); check zulip\.email and zulip\.apiKey$/m);
    expect(stdout).toMatch(/^– Digest stream: #announce: not checked, the Zulip check failed$/m);
    expect(stdout).not.toContain('wrong-key-abcdef');
  });

  it('names a URL ending in /api/v1 and a key with a trailing newline, and the environment variable it came from', async () => {
    const w = await world();
    const { readFile } = await import('node:fs/promises');
    const base = JSON.parse(await readFile(w.configFile, 'utf8')) as ConfigInput;
    await writeFile(w.configFile, JSON.stringify({ ...base, directory: { ...base.directory, baseUrl: `${base.directory!.baseUrl}/api/v1` } }));
    const { code, stdout } = await runCliCaptured(['check', '--config', w.configFile], { ZULIP_API_KEY: `${BOT.apiKey}\n` });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^✗ Zulip: zulip\.apiKey \(from the environment variable ZULIP_API_KEY\) has a trailing newline .*: remove it$/m);
    expect(stdout).toMatch(/^✗ Directory: directory\.baseUrl \(from the config file\) ends in \/api\/v1: give the server's address only \(http:\/\/127\.0\.0\.1:\d+\); the bot adds \/api\/v1 itself$/m);
    // Zulip was not asked (its value is wrong on its face): what depends on it says "not checked", not "failed".
    expect(stdout).toMatch(/^– Instances: not checked, the Zulip check failed$/m);
  });

  it('every other command refuses those values at once with the same words, before asking any server (exit 78)', async () => {
    const w = await world();
    const { readFile } = await import('node:fs/promises');
    const base = JSON.parse(await readFile(w.configFile, 'utf8')) as ConfigInput;
    const zulipBefore = w.zulip.requests.length;
    const directoryBefore = w.sandbox.requests.length;
    const cases: Array<[string[], NodeJS.ProcessEnv, RegExp]> = [
      [['run'], { ZULIP_SITE: `${base.zulip!.site}/api/v1` }, /^frontdesk: zulip\.site \(from the environment variable ZULIP_SITE\) ends in \/api\/v1: give the server's address only/m],
      [['shell'], { DIRECTORY_TOKEN: `${base.directory!.token}\n` }, /^frontdesk: directory\.token \(from the environment variable DIRECTORY_TOKEN\) has a trailing newline .*: remove it$/m],
      [['digest'], { DIRECTORY_BASE_URL: `${base.directory!.baseUrl}/api/v1/` }, /^frontdesk: directory\.baseUrl \(from the environment variable DIRECTORY_BASE_URL\) ends in \/api\/v1/m],
      [['run'], { ZULIP_API_KEY: ` ${BOT.apiKey}` }, /^frontdesk: zulip\.apiKey \(from the environment variable ZULIP_API_KEY\) has leading or trailing whitespace/m],
    ];
    for (const [args, env, said] of cases) {
      const { code, stderr } = await runCliCaptured([...args, '--config', w.configFile], env);
      expect([args[0], code]).toEqual([args[0], 78]);
      expect(stderr).toMatch(said);
      expect(stderr).not.toContain(BOT.apiKey);
    }
    expect(w.zulip.requests.length).toBe(zulipBefore);
    expect(w.sandbox.requests.length).toBe(directoryBefore);
  });

  it('config.example.json validates as shipped (its zuliprc is not read when site, email and key are set)', async () => {
    const { stdout, stderr } = await runCliCaptured(['check', '--config', 'config.example.json']);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^✓ Configuration: .*config\.example\.json$/m);
  }, 30_000);

  it('a missing digest stream, and a stream the bot is not in', async () => {
    const w = await world({
      zulip: {
        streams: [
          { id: 5, name: 'hub', subscribers: [BOT.id] },
          { id: 6, name: DIGEST_STREAM, subscribers: [BOT.id] },
          { id: 7, name: 'quiet', subscribers: [] },
        ],
      },
    });
    const missing = await check(w, (c) => ({ ...c, digest: { enabled: true, stream: 'nowhere' } }));
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/^✗ Digest stream: #nowhere does not exist on Zulip \(BAD_REQUEST\): create it or fix digest\.stream$/m);
    const notMember = await check(w, (c) => ({ ...c, digest: { enabled: true, stream: 'quiet' } }));
    expect(notMember.code).toBe(1);
    expect(notMember.stdout).toMatch(/^✗ Digest stream: #quiet exists but the bot is not subscribed: subscribe the bot to #quiet in Zulip$/m);
    const unset = await check(w, (c) => ({ ...c, digest: { enabled: true } }));
    expect(unset.stdout).toMatch(/^✗ Digest stream: digest\.enabled is true but digest\.stream is not set/m);
  });

  it('the weekly report on: its stream is checked too (an eighth check, beside the instances one); off: no line for it', async () => {
    const w = await world({
      zulip: { streams: [{ id: 5, name: 'hub', subscribers: [BOT.id] }, { id: 6, name: DIGEST_STREAM, subscribers: [BOT.id] }, { id: 8, name: 'staff', subscribers: [] }] },
    });
    const on = await check(w, (c) => ({ ...withDigest(c), reports: { stream: DIGEST_STREAM, topic: 'weekly' } }));
    expect(on.stdout).toMatch(/^✓ Reports stream: #announce > weekly: exists and the bot is subscribed$/m);
    expect(on.stdout).toContain('All 9 checks passed.');
    const notMember = await check(w, (c) => ({ ...withDigest(c), reports: { stream: 'staff' } }));
    expect(notMember.code).toBe(1);
    expect(notMember.stdout).toMatch(/^✗ Reports stream: #staff exists but the bot is not subscribed/m);
    const missing = await check(w, (c) => ({ ...withDigest(c), reports: { stream: 'nope' } }));
    expect(missing.stdout).toMatch(/^✗ Reports stream: #nope does not exist on Zulip \(BAD_REQUEST\): create it or fix reports\.stream$/m);
    // (check() rewrites the world's config file: take the report back out.)
    expect((await check(w, ({ reports: _off, ...c }) => withDigest(c))).stdout).not.toContain('Reports stream');
  });

  it('a bad directory token: exit 1 and the cause named', async () => {
    const w = await world();
    const { code, stdout } = await check(w, (c) => ({ ...c, directory: { ...(c.directory ?? {}), token: 'not-the-token' } }));
    expect(code).toBe(1);
    expect(stdout).toMatch(/^✗ Directory: http:\/\/127\.0\.0\.1:\d+ refused the token \(401\): check directory\.token$/m);
    expect(stdout).toMatch(/^– Directory data: not checked, the directory check failed$/m);
    expect(stdout).toContain('2 of 8 checks failed.');
  });

  it('two instances reported on the bot account: says so, exit 1', async () => {
    const w = await world();
    const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
    const now = Math.floor(Date.now() / 1000);
    await api.setOwnStatusText(`frontdesk 0a0a0a0a@${now - 5} 0b0b0b0b@${now - 40}`);
    const { code, stdout } = await check(w, withDigest);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^✗ Instances: 2 frontdesk instances are running on this account \(0a0a0a0a, \d+ s ago; 0b0b0b0b, \d+ s ago\): stop all but one$/m);
  });

  it('a token answered 404 {"message":"not_found"} on /profiles/me (one source says revoked tokens are): refused, exit 1', async () => {
    const w = await world();
    w.sandbox.injectFault({ status: 404, body: '{"message":"not_found"}', match: (_m, path) => path === '/api/v1/profiles/me' });
    const { code, stdout } = await check(w);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^✗ Directory: http:\/\/127\.0\.0\.1:\d+ refused the token \(404\): check directory\.token \(a 404 there also means a wrong directory\.baseUrl\)$/m);
  });

  it('prints every setting with its effective value and where it came from (default, file, FRONTDESK_CONFIG_JSON, env NAME), secrets redacted', async () => {
    const w = await world();
    const { code, stdout } = await runCliCaptured(['check', '--config', w.configFile], {
      ZULIP_API_KEY: BOT.apiKey,
      FRONTDESK_DIGEST__STREAM: DIGEST_STREAM,
      FRONTDESK_DIGEST__ENABLED: 'true',
      FRONTDESK_CONFIG_JSON: JSON.stringify({ alerts: { topic: 'ops' } }),
      FRONTDESK_PING_URL: 'https://hc-ping.example.org/fictional-uuid',
    });
    expect(code).toBe(0);
    const settings = stdout.slice(stdout.indexOf('Effective configuration'));
    const row = (key: string) => new RegExp(`^  ${key.replace('.', '\\.')} +(.+?) {2,}(.+)$`, 'm').exec(settings)?.slice(1);
    expect(row('zulip.apiKey')).toEqual(['[redacted]', 'env ZULIP_API_KEY']);
    expect(row('zulip.email')).toEqual([`"${BOT.email}"`, `file ${w.configFile}`]);
    expect(row('digest.stream')).toEqual([`"${DIGEST_STREAM}"`, 'env FRONTDESK_DIGEST__STREAM']);
    expect(row('digest.topic')).toEqual(['"hub attendance"', 'default']);
    expect(row('alerts.topic')).toEqual(['"ops"', 'FRONTDESK_CONFIG_JSON']);
    expect(row('health.pingUrl')).toEqual(['[redacted]', 'env FRONTDESK_PING_URL']);
    expect(row('directory.token')).toEqual(['[redacted]', `file ${w.configFile}`]);
    expect(row('reports.stream')).toEqual(['unset', 'set with FRONTDESK_REPORTS__STREAM']);
    expect(stdout).not.toContain(BOT.apiKey);
    expect(stdout).not.toContain('fictional-uuid');
    // One line per setting of the schema.
    expect(settings.split('\n').filter((l) => /^ {2}\w+(\.\w+)? /.test(l))).toHaveLength(CONFIG_LEAVES.length);
  });

  it('a directory whose data drifted: the data line counts what the bot ignores (and passes); nothing usable at all fails', async () => {
    const drifted = await world({ sandbox: { drift: 'truncated-booleans' } });
    const booleans = await check(drifted);
    expect(booleans.stdout).toMatch(/^✓ Directory data: 64 profiles and \d+ visits of [\d-]+ read; 64 profiles carry before_rc_truncated as a boolean: ignored; 64 profiles carry bio_truncated as a boolean: ignored; .*; and 2 more \(see the log of a running bot\)$/m);
    expect(booleans.code).toBe(0);
    const broken = await world({ sandbox: { drift: 'all' } });
    expect((await check(broken)).stdout).toMatch(/^✓ Directory data: 60 profiles and \d+ visits of [\d-]+ read; 4 profiles carry last_name as a number: skipped \(a profile is unusable without it\); /m);
    const nameless = await world({ sandbox: { data: { profiles: [makeProfile(1, { first_name: '', last_name: '' })], visits: [] } } });
    // The token's owner answers with a name (the Directory check passes); the list has nobody usable.
    nameless.sandbox.injectFault({ status: 200, body: JSON.stringify({ id: 1, name: 'Token Owner' }), match: (_m, path) => path === '/api/v1/profiles/me' });
    const none = await check(nameless);
    expect(none.stdout).toMatch(/^✗ Directory data: the directory sent 1 profile and none is usable: 1 profile carries name as an empty text: skipped \(a profile is unusable without it\)$/m);
    expect(none.code).toBe(1);
  });

  it('an invalid config: the problems on stderr, each with its variable, exit 78 (EX_CONFIG)', async () => {
    const w = await world();
    const { code, stdout, stderr } = await check(w, (c) => ({ ...c, digest: { schedule: 'sometimes' } }));
    expect(code).toBe(78);
    expect(stderr).toMatch(/digest\.schedule: expected a cron expression .*\[from file .*config\.json; set with FRONTDESK_DIGEST__SCHEDULE\]/);
    expect(stdout).toContain('✗ Configuration: invalid');
  });
});
