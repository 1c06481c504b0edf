import type { Config } from './schema.js';
import type { ConfigSources } from './sources.js';

/** A value wrong on its face, with where it came from and the fix. */
export interface Pitfall {
  field: string;
  detail: string;
}

/** Where a value came from, for the message: the environment variable that set it, the config file, … */
function sourceOf(field: string, sources: ConfigSources): string {
  const source = sources.get(field);
  switch (source?.kind) {
    case 'env':
      return `${field} (from the environment variable ${source.name})`;
    case 'json':
      return `${field} (from FRONTDESK_CONFIG_JSON)`;
    case 'zuliprc':
      return `${field} (from the zuliprc ${source.file})`;
    default:
      return `${field} (from the config file)`;
  }
}

/**
 * Values that are wrong on their face: a URL with /api/v1 (the bot appends it),
 * a secret with a trailing newline or space (a file read with `$(cat …)`).
 * Every command refuses them with this message (src/cli/common.ts), instead of
 * the confusing failure each would cause later (a 404 taken for a bad token, a
 * header Node refuses, a retry loop); `check` shows them on its own lines.
 */
export function configPitfalls(config: Config, sources: ConfigSources = new Map()): Pitfall[] {
  const out: Pitfall[] = [];
  const urls: Array<[string, string | undefined]> = [
    ['zulip.site', config.zulip.site],
    ['directory.baseUrl', config.directory.baseUrl],
  ];
  for (const [field, url] of urls) {
    if (url && /\/api\/v1\/?$/i.test(url)) {
      out.push({ field, detail: `${sourceOf(field, sources)} ends in /api/v1: give the server's address only (${url.replace(/\/api\/v1\/?$/i, '')}); the bot adds /api/v1 itself` });
    }
  }
  const secrets: Array<[string, string | undefined]> = [
    ['zulip.apiKey', config.zulip.apiKey],
    ['zulip.email', config.zulip.email],
    ['directory.token', config.directory.token],
  ];
  for (const [field, value] of secrets) {
    if (value !== undefined && /\s$|^\s/.test(value)) {
      const what = /\n$/.test(value) ? 'a trailing newline' : 'leading or trailing whitespace';
      out.push({ field, detail: `${sourceOf(field, sources)} has ${what} (a file read with $(cat …) or an editor's last line?): remove it` });
    }
  }
  return out;
}
