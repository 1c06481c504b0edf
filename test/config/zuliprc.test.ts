import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { loadConfig } from '../../src/config/load.js';
import { spawnFrontdesk } from '../support/child.js';

/**
 * Zulip's conventions, as the official Python client reads them
 * (zulip/zulip/__init__.py, Client.__init__): ZULIP_EMAIL, ZULIP_API_KEY and
 * ZULIP_SITE over the zuliprc; the zuliprc from ZULIP_CONFIG, else
 * $HOME/.zuliprc. Every test has its own temporary HOME: the real one is never read.
 */
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'frontdesk-home-'));
  dirs.push(d);
  return d;
}

const rc = (site: string, email = 'home-bot@zulip.example.org', key = 'home-key') => `[api]\nemail=${email}\nkey=${key}\nsite=${site}\n`;

/** A temporary home with a .zuliprc, and an empty working directory (no config.json). */
async function home(text = rc('https://home.example.org')): Promise<{ HOME: string; cwd: string }> {
  const HOME = await tempDir();
  await writeFile(join(HOME, '.zuliprc'), text);
  return { HOME, cwd: await tempDir() };
}

describe('Zulip credentials as the official clients read them', () => {
  it('~/.zuliprc when nothing else is given, each value said to come from it', async () => {
    const { HOME, cwd } = await home();
    const { config, sources } = await loadConfig({ env: { HOME }, cwd });
    expect(config.zulip).toMatchObject({ site: 'https://home.example.org', email: 'home-bot@zulip.example.org', apiKey: 'home-key' });
    expect(sources.get('zulip.apiKey')).toEqual({ kind: 'zuliprc', file: join(HOME, '.zuliprc') });
  });

  it('ZULIP_EMAIL, ZULIP_API_KEY, ZULIP_SITE win over the zuliprc, which fills only the rest', async () => {
    const { HOME, cwd } = await home();
    const { config, sources } = await loadConfig({ env: { HOME, ZULIP_EMAIL: 'env-bot@zulip.example.org', ZULIP_SITE: 'https://env.example.org' }, cwd });
    expect(config.zulip).toMatchObject({ site: 'https://env.example.org', email: 'env-bot@zulip.example.org', apiKey: 'home-key' });
    expect(sources.get('zulip.email')).toEqual({ kind: 'env', name: 'ZULIP_EMAIL' });
    expect(sources.get('zulip.apiKey')).toEqual({ kind: 'zuliprc', file: join(HOME, '.zuliprc') });
  });

  it('ZULIP_CONFIG (or ZULIPRC, or zulip.zuliprc) names the zuliprc instead of ~/.zuliprc; ~/ is the home', async () => {
    const { HOME, cwd } = await home();
    await mkdir(join(HOME, 'bots'));
    await writeFile(join(HOME, 'bots', 'frontdesk.zuliprc'), rc('https://named.example.org', 'named-bot@zulip.example.org', 'named-key'));
    const viaZulipConfig = await loadConfig({ env: { HOME, ZULIP_CONFIG: '~/bots/frontdesk.zuliprc' }, cwd });
    expect(viaZulipConfig.config.zulip).toMatchObject({ site: 'https://named.example.org', apiKey: 'named-key' });
    const viaZuliprc = await loadConfig({ env: { HOME, ZULIPRC: join(HOME, 'bots', 'frontdesk.zuliprc') }, cwd });
    expect(viaZuliprc.config.zulip.email).toBe('named-bot@zulip.example.org');
    // Asked for by name and missing: an error, not a quiet fallback to ~/.zuliprc.
    await expect(loadConfig({ env: { HOME, ZULIP_CONFIG: '~/bots/none' }, cwd })).rejects.toThrow(/zulip\.zuliprc: cannot read ".*bots\/none"/);
  });

  it('no HOME, or no ~/.zuliprc: nothing is read, the credentials stay unset', async () => {
    const cwd = await tempDir();
    expect((await loadConfig({ env: {}, cwd })).config.zulip.site).toBeUndefined();
    expect((await loadConfig({ env: { HOME: await tempDir() }, cwd })).config.zulip.site).toBeUndefined();
  });

  it('all three given: no zuliprc is read (a broken ~/.zuliprc does not matter)', async () => {
    const { HOME, cwd } = await home('this is not an ini file');
    const { config } = await loadConfig({ env: { HOME, ZULIP_SITE: 'https://x.example.org', ZULIP_EMAIL: 'x@example.org', ZULIP_API_KEY: 'k' }, cwd });
    expect(config.zulip.site).toBe('https://x.example.org');
  });

  it('a site without a scheme is https (http for localhost), as the official client reads it', async () => {
    expect((await loadConfig({ env: (await home(rc('chat.example.org'))), cwd: await tempDir() })).config.zulip.site).toBe('https://chat.example.org');
    const local = await home(rc('localhost:9991/'));
    expect((await loadConfig({ env: { HOME: local.HOME }, cwd: local.cwd })).config.zulip.site).toBe('http://localhost:9991');
  });

  it('a zuliprc without a value still needed: names what it lacks and the variables that could give it', async () => {
    const { HOME, cwd } = await home('[api]\nsite=https://home.example.org\nemail=bot@example.org\n');
    const error = await loadConfig({ env: { HOME }, cwd }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(`zulip.zuliprc: "${join(HOME, '.zuliprc')}" has no key in its [api] section, and zulip.apiKey (FRONTDESK_ZULIP__API_KEY or ZULIP_API_KEY) is not set otherwise`);
    // The key from the environment: the same file is enough.
    await expect(loadConfig({ env: { HOME, ZULIP_API_KEY: 'k' }, cwd })).resolves.toBeDefined();
  });

  it('`frontdesk` with no command does not start the Zulip bot on ~/.zuliprc alone (a person\'s own account): it runs the shell and says why', async () => {
    const { HOME } = await home(rc('http://127.0.0.1:9'));
    const child = spawnFrontdesk([], { HOME, FRONTDESK_SHELL_LOG: join(HOME, 'shell.log') });
    child.proc.stdin!.end('help\n');
    expect(await child.exited).toBe(0);
    expect(child.stderr()).toContain('the only Zulip credentials are in ~/.zuliprc (your own account?), so running the terminal shell (frontdesk run uses them)');
    expect(child.stdout()).toMatch(/^Here's what I can do\./);
  }, 30_000);
});
