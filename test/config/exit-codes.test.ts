import { describe, expect, it } from 'vitest';
import { spawnFrontdesk } from '../support/child.js';
import { runCliCaptured } from '../support/cli.js';

/**
 * EX_CONFIG (78) for every command that reads the configuration: a supervisor
 * told RestartPreventExitStatus=78 stops restarting a bot that cannot start
 * the same way twice, and the message names the setting and its variable.
 */
const COMMANDS = [['run'], ['shell'], ['check'], ['digest'], ['chart'], ['report'], ['morning'], []];

describe('configuration errors exit 78', () => {
  it('every command that reads the configuration, on a bad value from a variable, names the setting and the variable', async () => {
    for (const argv of COMMANDS) {
      const { code, stderr } = await runCliCaptured(argv, { FRONTDESK_DIGEST__SCHEDULE: 'sometimes' });
      expect([argv.join(' ') || '(none)', code]).toEqual([argv.join(' ') || '(none)', 78]);
      expect(stderr).toMatch(/digest\.schedule: expected a cron expression .*\[from env FRONTDESK_DIGEST__SCHEDULE\]/);
    }
  });

  it('a setting a command needs and lacks is a configuration error too', async () => {
    const env = { DIRECTORY_BASE_URL: 'http://127.0.0.1:9', DIRECTORY_TOKEN: 't', ZULIP_SITE: 'https://zulip.example.org', ZULIP_EMAIL: 'bot@example.org', ZULIP_API_KEY: 'k' };
    const digest = await runCliCaptured(['digest', '--post'], env);
    expect([digest.code, digest.stderr]).toEqual([78, 'frontdesk digest --post: missing digest.stream (FRONTDESK_DIGEST__STREAM)\n']);
    const report = await runCliCaptured(['report', '--post'], env);
    expect([report.code, report.stderr]).toEqual([78, 'frontdesk report --post: missing reports.stream (FRONTDESK_REPORTS__STREAM)\n']);
    const run = await runCliCaptured(['run'], { ...env, DIRECTORY_TOKEN: '' });
    expect(run.code).toBe(78);
    expect(run.stderr).toContain('missing directory.token (FRONTDESK_DIRECTORY__TOKEN or DIRECTORY_TOKEN)');
  });

  it('the compiled bot exits 78 for a typo in a variable name, before asking any server', async () => {
    const child = spawnFrontdesk(['run'], { FRONTDESK_DIGEST_STREAM: 'announce' });
    expect(await child.exited).toBe(78);
    expect(child.stderr()).toContain('FRONTDESK_DIGEST_STREAM: no such setting; did you mean FRONTDESK_DIGEST__STREAM (digest.stream)?');
  });
});
