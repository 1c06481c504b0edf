import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONFIG_LEAVES, envNameOf } from '../../src/config/leaves.js';
import { loadConfig } from '../../src/config/load.js';
import { configDirs, problemsOf } from '../support/config-dirs.js';
import { valueAt } from '../../src/config/sources.js';

/** An empty directory (no config.json) to load from, optionally with files. */
const { dir } = configDirs('frontdesk-env-');

/** A value as a variable carries it: text as it is, anything else as JSON; "" as `""`. */
const asEnv = (value: unknown) => (value === '' ? '""' : typeof value === 'string' ? value : JSON.stringify(value));

describe('every setting from the environment', () => {
  it('the naming rule: FRONTDESK_, the path in upper snake case, parts joined by __', () => {
    expect(envNameOf(['digest', 'stream'])).toBe('FRONTDESK_DIGEST__STREAM');
    expect(envNameOf(['zulip', 'apiKey'])).toBe('FRONTDESK_ZULIP__API_KEY');
    expect(envNameOf(['limits', 'repliesPerConversationPerMinute'])).toBe('FRONTDESK_LIMITS__REPLIES_PER_CONVERSATION_PER_MINUTE');
    expect(envNameOf(['admins'])).toBe('FRONTDESK_ADMINS');
    // No two settings share a variable.
    const names = CONFIG_LEAVES.flatMap((leaf) => [leaf.envName, ...leaf.aliases]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('walks the schema: each of its leaves, set only by its variable (value from config.example.json), is read, and said to come from that variable', async () => {
    const example = JSON.parse(await readFile('config.example.json', 'utf8')) as Record<string, unknown>;
    const cwd = await dir();
    // The schema has more than a handful of settings: a walk that found few would be a broken walk.
    expect(CONFIG_LEAVES.length).toBeGreaterThan(40);
    for (const leaf of CONFIG_LEAVES) {
      const value = valueAt(example, leaf.path);
      expect([leaf.key, value === undefined]).toEqual([leaf.key, false]);
      // A zuliprc path alone would be read (nothing else gives the credentials): give them too.
      const credentials = leaf.key === 'zulip.zuliprc' ? { ZULIP_SITE: 'https://zulip.example.org', ZULIP_EMAIL: 'bot@example.org', ZULIP_API_KEY: 'k' } : {};
      const { config, sources } = await loadConfig({ env: { ...credentials, [leaf.envName]: asEnv(value) }, cwd });
      expect([leaf.key, valueAt(config, leaf.path)]).toEqual([leaf.key, value]);
      expect([leaf.key, sources.get(leaf.key)]).toEqual([leaf.key, { kind: 'env', name: leaf.envName }]);
    }
  });

  it('reads numbers, booleans, lists and unions as JSON, text as it is, `""` as the empty string; an empty variable is unset', async () => {
    const { config } = await loadConfig({
      env: {
        FRONTDESK_DIGEST__STREAM: '123',
        FRONTDESK_DIGEST__CATCH_UP_MINUTES: '45',
        FRONTDESK_DIGEST__ENABLED: 'false',
        FRONTDESK_DIGEST__WEEKLY_CHART: 'false',
        FRONTDESK_CHECKINS__WEEK_SCHEDULE: '0 9 * * 1',
        FRONTDESK_ADMINS: '[1001, 1002]',
        FRONTDESK_ZULIP__CLAIM_EMOJI: '""',
        FRONTDESK_ALERTS__STREAM: '',
      },
      cwd: await dir(),
    });
    expect(config.digest).toMatchObject({ stream: '123', catchUpMinutes: 45, enabled: false, weeklyChart: false });
    expect(config.checkins.weekSchedule).toBe('0 9 * * 1');
    expect(config.admins).toEqual([1001, 1002]);
    expect(config.zulip.claimEmoji).toBe('');
    expect(config.alerts.stream).toBeUndefined();
  });

  it('layers: defaults < file < FRONTDESK_CONFIG_JSON < an older name (ZULIP_SITE…) < the rule name, each value said to come from its layer', async () => {
    const file = { digest: { stream: 'from-file', topic: 'file topic' }, reports: { stream: 'file-reports' }, checkins: { stream: 'file-checkins' }, zulip: { site: 'https://file.example.org' } };
    const cwd = await dir({ 'config.json': JSON.stringify(file) });
    const json = { digest: { stream: 'from-json' }, reports: { stream: 'json-reports' }, zulip: { site: 'https://json.example.org' } };
    const { config, sources, file: path } = await loadConfig({
      cwd,
      env: {
        FRONTDESK_CONFIG_JSON: JSON.stringify(json),
        FRONTDESK_DIGEST__STREAM: 'from-rule-name',
        ZULIP_SITE: 'https://alias.example.org',
      },
    });
    expect(config.digest.stream).toBe('from-rule-name');
    expect(sources.get('digest.stream')).toEqual({ kind: 'env', name: 'FRONTDESK_DIGEST__STREAM' });
    expect(config.zulip.site).toBe('https://alias.example.org');
    expect(sources.get('zulip.site')).toEqual({ kind: 'env', name: 'ZULIP_SITE' });
    expect(config.reports.stream).toBe('json-reports');
    expect(sources.get('reports.stream')).toEqual({ kind: 'json' });
    // The JSON merges section by section: the file's digest.topic and check-in stream stay.
    expect(config.digest.topic).toBe('file topic');
    expect(config.checkins.stream).toBe('file-checkins');
    expect(sources.get('checkins.stream')).toEqual({ kind: 'file', file: path });
    expect(config.alerts.topic).toBe('frontdesk alerts');
    expect(sources.get('alerts.topic')).toBeUndefined();
    // The rule's name over an older one: both set to different values is refused, the same value is fine.
    const sameValue = await loadConfig({ cwd, env: { ZULIP_SITE: 'https://x.example.org', FRONTDESK_ZULIP__SITE: 'https://x.example.org' } });
    expect(sameValue.sources.get('zulip.site')).toEqual({ kind: 'env', name: 'FRONTDESK_ZULIP__SITE' });
    expect(await problemsOf(loadConfig({ cwd, env: { ZULIP_SITE: 'https://a.example.org', FRONTDESK_ZULIP__SITE: 'https://b.example.org' } }))).toContain(
      'zulip.site: FRONTDESK_ZULIP__SITE and ZULIP_SITE are both set, to different values; keep one',
    );
  });

  it('keeps the older names working: ZULIP_*, DIRECTORY_*, HUB_TIMEZONE, LOG_LEVEL, FRONTDESK_STATE_FILE, FRONTDESK_PING_URL, ZULIPRC', async () => {
    const cwd = await dir({ rc: '[api]\nemail=rc-bot@zulip.example.org\nkey=rc-key\nsite=https://rc.example.org\n' });
    const { config } = await loadConfig({
      cwd,
      env: {
        ZULIP_SITE: 'https://zulip.example.org',
        ZULIP_API_KEY: 'key-1',
        ZULIPRC: 'rc',
        DIRECTORY_BASE_URL: 'http://127.0.0.1:4100',
        DIRECTORY_TOKEN: 'dir-token',
        HUB_TIMEZONE: 'Europe/Berlin',
        LOG_LEVEL: 'debug',
        FRONTDESK_STATE_FILE: '/var/lib/frontdesk/state.json',
        FRONTDESK_PING_URL: 'https://hc-ping.example.org/x',
      },
    });
    expect(config.zulip).toMatchObject({ site: 'https://zulip.example.org', apiKey: 'key-1', email: 'rc-bot@zulip.example.org', stateFile: '/var/lib/frontdesk/state.json' });
    expect(config.directory).toMatchObject({ baseUrl: 'http://127.0.0.1:4100', token: 'dir-token' });
    expect([config.hub.timezone, config.log.level, config.health.pingUrl]).toEqual(['Europe/Berlin', 'debug', 'https://hc-ping.example.org/x']);
  });

  it('a bad value names the setting, where it came from and its variable; a secret is never shown', async () => {
    const cwd = await dir();
    const message = await problemsOf(
      loadConfig({ cwd, env: { FRONTDESK_DIGEST__CATCH_UP_MINUTES: 'soon', HUB_TIMEZONE: 'Mars/Base', FRONTDESK_CONFIG_JSON: '{"zulip":{"apiKey":12345678}}' } }),
    );
    expect(message).toContain('digest.catchUpMinutes: Invalid input: expected number, received string (got "soon") [from env FRONTDESK_DIGEST__CATCH_UP_MINUTES]');
    expect(message).toContain('hub.timezone: expected an IANA time zone such as "America/New_York" (got "Mars/Base") [from env HUB_TIMEZONE]');
    expect(message).toMatch(/zulip\.apiKey: Invalid input: expected string, received number \[from FRONTDESK_CONFIG_JSON; set with FRONTDESK_ZULIP__API_KEY or ZULIP_API_KEY\]/);
    expect(message).not.toContain('12345678');
    expect(await problemsOf(loadConfig({ cwd, env: { FRONTDESK_CONFIG_JSON: '{"digest": ' } }))).toMatch(/Invalid configuration \(FRONTDESK_CONFIG_JSON\):\n {2}- not valid JSON: /);
    expect(await problemsOf(loadConfig({ cwd, env: { FRONTDESK_CONFIG_JSON: '[1]' } }))).toContain('FRONTDESK_CONFIG_JSON must hold a JSON object');
  });

  it('a FRONTDESK_ variable shaped like a setting that is none is refused, with the near one (a typo must not leave a feature silently off)', async () => {
    const cwd = await dir();
    const message = await problemsOf(loadConfig({ cwd, env: { FRONTDESK_DIGEST_STREAM: 'announce', FRONTDESK_DIGEST__STREEM: 'announce', FRONTDESK_NOPE__X: '1' } }));
    expect(message).toContain('FRONTDESK_DIGEST_STREAM: no such setting; did you mean FRONTDESK_DIGEST__STREAM (digest.stream)?');
    expect(message).toContain('FRONTDESK_DIGEST__STREEM: no such setting; the rule is FRONTDESK_<SECTION>__<SETTING>');
    expect(message).toContain('FRONTDESK_NOPE__X: no such setting');
    // Variables that are not settings are left alone.
    await expect(loadConfig({ cwd, env: { FRONTDESK_CONFIG: '', FRONTDESK_SHELL_LOG: '/tmp/x.log', FRONTDESK_TEST_DATE: '2026-01-05' } })).resolves.toBeDefined();
  });

  it('PORT, a port the host assigned: the health port (every interface) unless health.port is set; a bad PORT is refused', async () => {
    const cwd = await dir();
    const assigned = await loadConfig({ cwd, env: { PORT: '5000' } });
    expect(assigned.config.health).toMatchObject({ port: 5000, host: '0.0.0.0' });
    expect(assigned.sources.get('health.port')).toEqual({ kind: 'port' });
    const hostSet = await loadConfig({ cwd, env: { PORT: '5000', FRONTDESK_HEALTH__HOST: '127.0.0.1' } });
    expect(hostSet.config.health).toMatchObject({ port: 5000, host: '127.0.0.1' });
    const explicit = await loadConfig({ cwd, env: { PORT: '5000', FRONTDESK_HEALTH__PORT: '9464' } });
    expect(explicit.config.health).toMatchObject({ port: 9464, host: '127.0.0.1' });
    const inFile = await loadConfig({ cwd: await dir({ 'config.json': '{"health":{"port":9000}}' }), env: { PORT: '5000' } });
    expect(inFile.config.health.port).toBe(9000);
    expect(await problemsOf(loadConfig({ cwd, env: { PORT: 'eighty' } }))).toContain('PORT: expected a port number, got "eighty"');
    expect((await loadConfig({ cwd, env: {} })).config.health.port).toBeUndefined();
  });

  it("docs/configuration.md documents each setting's variable", async () => {
    const page = await readFile('docs/configuration.md', 'utf8');
    const section = page.slice(page.indexOf('## All settings'));
    const missing = CONFIG_LEAVES.filter((leaf) => !section.includes(`\`${leaf.envName}\``)).map((leaf) => leaf.envName);
    expect(missing).toEqual([]);
  });
});
