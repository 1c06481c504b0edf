import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCliCaptured } from '../support/cli.js';

const COMMANDS = ['run', 'shell', 'check', 'digest', 'morning', 'sandbox'];

describe('frontdesk CLI', () => {
  it('prints the version, at top level and on every command', async () => {
    const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    expect((await runCliCaptured(['--version'])).stdout).toBe(`${version}\n`);
    for (const command of COMMANDS) {
      expect(await runCliCaptured([command, '--version'])).toMatchObject({ code: 0, stdout: `${version}\n` });
    }
  });

  it('prints usage for --help on every command, and a list of commands at top level', async () => {
    const top = await runCliCaptured(['--help']);
    for (const command of COMMANDS) {
      expect(top.stdout).toContain(`  ${command}`);
      const help = await runCliCaptured([command, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(new RegExp(`^Usage: frontdesk ${command}`));
    }
  });

  it('rejects unknown flags and commands with usage, exit 2', async () => {
    for (const command of COMMANDS) {
      const bad = await runCliCaptured([command, '--nope']);
      expect(bad.code, command).toBe(2);
      expect(bad.stderr).toContain(`Unknown option '--nope'`);
      expect(bad.stderr).toContain(`frontdesk ${command} --help`);
    }
    for (const name of ['launch', 'constructor', '__proto__', 'toString']) {
      const unknown = await runCliCaptured([name]);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain(`unknown command "${name}"`);
    }
  });

  it('run never falls back: without Zulip credentials it exits 78 (EX_CONFIG) naming the settings and their variables', async () => {
    const { code, stderr } = await runCliCaptured(['run', '--config', 'no-such-config.json'], {});
    expect(code).toBe(78);
    expect(stderr).toContain('does not exist');
    const bare = await runCliCaptured(['run'], { FRONTDESK_CONFIG: '' });
    expect(bare.code).toBe(78);
    expect(bare.stderr).toContain(
      'missing zulip.site (FRONTDESK_ZULIP__SITE or ZULIP_SITE), zulip.email (FRONTDESK_ZULIP__EMAIL or ZULIP_EMAIL), zulip.apiKey (FRONTDESK_ZULIP__API_KEY or ZULIP_API_KEY)',
    );
    const noDirectory = await runCliCaptured(['run'], { ZULIP_SITE: 'https://zulip.example.org', ZULIP_EMAIL: 'bot@example.org', ZULIP_API_KEY: 'k' });
    expect(noDirectory.code).toBe(78);
    expect(noDirectory.stderr).toContain('missing directory.baseUrl (FRONTDESK_DIRECTORY__BASE_URL or DIRECTORY_BASE_URL) and directory.token (FRONTDESK_DIRECTORY__TOKEN or DIRECTORY_TOKEN)');
  });
});
