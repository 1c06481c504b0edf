import { access, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ConfigError } from './errors.js';

export interface ZuliprcValues {
  site?: string;
  email?: string;
  apiKey?: string;
}

/**
 * Which zuliprc to read, the way Zulip's official Python client picks one: a
 * path given (zulip.zuliprc, ZULIP_CONFIG or ZULIPRC: `~/` is the home
 * directory), else `$HOME/.zuliprc` if it exists (no HOME, no default).
 * `explicit`: a missing file is an error (it was asked for), not a fallback.
 */
export async function zuliprcPath(given: string | undefined, env: NodeJS.ProcessEnv, cwd: string): Promise<{ path: string; explicit: boolean } | undefined> {
  const home = env.HOME || undefined;
  if (given) return { path: home && given.startsWith('~/') ? join(home, given.slice(2)) : resolve(cwd, given), explicit: true };
  if (!home) return undefined;
  const path = join(home, '.zuliprc');
  return (await exists(path)) ? { path, explicit: false } : undefined;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The [api] section of a standard zuliprc (email, key, site), as the Zulip
 * tools write it; whichever of the three it has. A site without a scheme is
 * https (http for localhost), as the official client reads it.
 */
export async function readZuliprc(path: string): Promise<ZuliprcValues> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError([`zulip.zuliprc: cannot read "${path}" (${code ?? 'error'}); download it from Zulip: Personal settings > Bots (or Account & privacy) > Download zuliprc`], path);
  }
  const values: Record<string, string> = {};
  let section = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!.trim().toLowerCase();
      continue;
    }
    const pair = /^([^=]+?)\s*=\s*(.*)$/.exec(line);
    if (pair && section === 'api') values[pair[1]!.toLowerCase()] = pair[2]!.replace(/^"(.*)"$/, '$1');
  }
  const out: ZuliprcValues = {};
  if (values.site) out.site = siteUrl(values.site);
  if (values.email) out.email = values.email;
  if (values.key) out.apiKey = values.key;
  return out;
}

function siteUrl(site: string): string {
  const withScheme = /^https?:\/\//i.test(site) ? site : `${site.startsWith('localhost') ? 'http' : 'https'}://${site}`;
  return withScheme.replace(/\/+$/, '');
}

/** The zuliprc's name for a Zulip setting ("key" for zulip.apiKey). */
export const ZULIPRC_KEY: Record<keyof ZuliprcValues, string> = { site: 'site', email: 'email', apiKey: 'key' };
