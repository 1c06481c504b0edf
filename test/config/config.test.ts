import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { configDirs, problemsOf } from '../support/config-dirs.js';

/** An empty directory (no config.json) to load from, optionally with files. */
const { dir } = configDirs('frontdesk-config-');

describe('config', () => {
  it('gives every field its default with no file and no environment', async () => {
    const { config, file } = await loadConfig({ env: {}, cwd: await dir() });
    expect(file).toBeNull();
    expect(config).toEqual({
      zulip: { sendsPerMinute: 120, sendBurst: 10, requestsPerMinute: 180, unresolvedGiveUpSeconds: 300, claimEmoji: 'eyes' },
      directory: { index: true, timeoutMs: 10_000 },
      hub: { timezone: 'America/New_York' },
      digest: { enabled: true, schedule: '30 17 * * 1-5', topic: 'hub attendance', day: 'today', skipEmpty: true, catchUpMinutes: 120, jitterSeconds: 5, weeklyChart: 'friday' },
      reports: { topic: 'weekly hub report', schedule: '0 9 * * 1', catchUpMinutes: 1440 },
      health: { host: '127.0.0.1' },
      alerts: { topic: 'frontdesk alerts' },
      checkins: { topic: 'check-ins', schedule: '0 8 * * 1-5', weekSchedule: '0 8 * * 1', confirm: 'none', catchUpMinutes: 240, jitterSeconds: 5 },
      admins: [],
      limits: { commandsPerMember: 6, memberWindowSeconds: 30, repliesPerConversationPerMinute: 30 },
      watcher: { enabled: true, intervalSeconds: 60 },
      reminders: { eveningHour: 18, morningHour: 8 },
      follows: { coalesceMinutes: 3, quietHours: { from: 22, to: 7 } },
      log: { level: 'info' },
    });
  });

  it('reads ./config.json, FRONTDESK_CONFIG, or --config, and lets the environment override the file', async () => {
    const file = JSON.stringify({ zulip: { site: 'https://file.example.org', email: 'bot@example.org', apiKey: 'from-file' }, hub: { timezone: 'Europe/Berlin' }, admins: [3] });
    const d = await dir({ 'config.json': file, 'other.json': JSON.stringify({ admins: [9] }) });
    expect((await loadConfig({ env: {}, cwd: d })).config.admins).toEqual([3]);
    expect((await loadConfig({ env: { FRONTDESK_CONFIG: 'other.json' }, cwd: d })).config.admins).toEqual([9]);
    expect((await loadConfig({ path: 'other.json', env: { FRONTDESK_CONFIG: 'config.json' }, cwd: d })).config.admins).toEqual([9]);
    const { config } = await loadConfig({
      env: {
        ZULIP_SITE: 'https://env.example.org',
        ZULIP_API_KEY: 'from-env',
        DIRECTORY_BASE_URL: 'http://127.0.0.1:4100',
        DIRECTORY_TOKEN: 'dir-token',
        HUB_TIMEZONE: 'America/Chicago',
        LOG_LEVEL: 'debug',
      },
      cwd: d,
    });
    expect(config.zulip).toMatchObject({ site: 'https://env.example.org', email: 'bot@example.org', apiKey: 'from-env' });
    expect(config.directory).toMatchObject({ baseUrl: 'http://127.0.0.1:4100', token: 'dir-token' });
    expect(config.hub.timezone).toBe('America/Chicago');
    expect(config.log.level).toBe('debug');
  });

  it('reads Zulip credentials from a zuliprc, explicit settings winning', async () => {
    const d = await dir({ zuliprc: '[api]\nemail=frontdesk-bot@zulip.example.org\nkey=rc-key-123\nsite=https://zulip.example.org\n' });
    const { config } = await loadConfig({ env: { ZULIPRC: 'zuliprc' }, cwd: d });
    expect(config.zulip).toMatchObject({ site: 'https://zulip.example.org', email: 'frontdesk-bot@zulip.example.org', apiKey: 'rc-key-123' });
    const overridden = await loadConfig({ env: { ZULIPRC: 'zuliprc', ZULIP_EMAIL: 'other-bot@zulip.example.org' }, cwd: d });
    expect(overridden.config.zulip.email).toBe('other-bot@zulip.example.org');
    expect(await problemsOf(loadConfig({ env: { ZULIPRC: 'nope' }, cwd: d }))).toContain('zulip.zuliprc: cannot read');
  });

  it('names a missing file that was asked for explicitly', async () => {
    const d = await dir();
    expect(await problemsOf(loadConfig({ path: 'missing.json', env: {}, cwd: d }))).toMatch(/config file ".*missing\.json" does not exist; create it from config\.example\.json/);
  });

  it('reports bad JSON with its line and column', async () => {
    const d = await dir({ 'config.json': '{\n  "admins": [1,\n  "hub": {}\n}\n' });
    expect(await problemsOf(loadConfig({ env: {}, cwd: d }))).toMatch(/not valid JSON: .* at line 3, column \d+/);
  });

  it('lists every bad field at once: wrong type, unknown key, bad time zone, bad cron', async () => {
    const d = await dir({
      'config.json': JSON.stringify({
        admins: ['alice'],
        digest: { shedule: '30 17 * * 1-5', schedule: 'every day at 5', skipEmpty: 'yes', topic: 't'.repeat(61) },
        hub: { timezone: 'Mars/Olympus_Mons' },
        directory: { baseUrl: 'not a url' },
      }),
    });
    const message = await problemsOf(loadConfig({ env: {}, cwd: d }));
    expect(message).toContain('admins.0: Invalid input: expected number, received string (got "alice")');
    expect(message).toContain('digest.shedule: unknown setting (check the spelling against config.example.json)');
    expect(message).toContain('digest.schedule: expected a cron expression like "30 17 * * 1-5"');
    expect(message).toContain('digest.skipEmpty: Invalid input: expected boolean');
    expect(message).toContain('hub.timezone: expected an IANA time zone such as "America/New_York" (got "Mars/Olympus_Mons")');
    expect(message).toContain('directory.baseUrl: expected an http(s) URL');
    expect(message).toContain('digest.topic: Too big: expected string to have <=60 characters');
    expect(message.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(7);
  });

  it('never prints a secret in an error', async () => {
    const d = await dir({ 'config.json': JSON.stringify({ zulip: { apiKey: 12345678901234 }, directory: { token: ['s3cr3t-token-value'] } }) });
    const message = await problemsOf(loadConfig({ env: {}, cwd: d }));
    expect(message).toContain('zulip.apiKey');
    expect(message).toContain('directory.token');
    expect(message).not.toContain('12345678901234');
    expect(message).not.toContain('s3cr3t-token-value');
  });
});
