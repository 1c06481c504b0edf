import { readFile } from 'node:fs/promises';
import { ConfigError } from './errors.js';

export interface ZuliprcValues {
  site?: string;
  email?: string;
  apiKey?: string;
}

/** The [api] section of a standard zuliprc (email, key, site), as the Zulip tools write it. */
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
  if (!values.email || !values.key || !values.site) {
    const missing = ['email', 'key', 'site'].filter((k) => !values[k]);
    throw new ConfigError([`zulip.zuliprc: "${path}" has no ${missing.join(', ')} in its [api] section`], path);
  }
  const site = /^https?:\/\//i.test(values.site) ? values.site : `https://${values.site}`;
  return { site: site.replace(/\/+$/, ''), email: values.email, apiKey: values.key };
}
