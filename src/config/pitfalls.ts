import { ENV_OVERRIDES } from './load.js';
import type { Config } from './schema.js';

/** A value wrong on its face, with where it came from and the fix. */
export interface Pitfall {
  field: string;
  detail: string;
}

/** Where a value came from, for the message: the environment variable that set it, or the config file. */
function sourceOf(field: string, env: NodeJS.ProcessEnv): string {
  const [section, key] = field.split('.');
  const variable = ENV_OVERRIDES.find(([, path]) => path[0] === section && path[1] === key)?.[0];
  return variable && env[variable] ? `${field} (from the environment variable ${variable})` : `${field} (from the config file)`;
}

/**
 * Values that are wrong on their face: a URL with /api/v1 (the bot appends it),
 * a secret with a trailing newline or space (a file read with `$(cat …)`).
 * Every command refuses them with this message (src/cli/common.ts), instead of
 * the confusing failure each would cause later (a 404 taken for a bad token, a
 * header Node refuses, a retry loop); `check` shows them on its own lines.
 */
export function configPitfalls(config: Config, env: NodeJS.ProcessEnv): Pitfall[] {
  const out: Pitfall[] = [];
  const urls: Array<[string, string | undefined]> = [
    ['zulip.site', config.zulip.site],
    ['directory.baseUrl', config.directory.baseUrl],
  ];
  for (const [field, url] of urls) {
    if (url && /\/api\/v1\/?$/i.test(url)) {
      out.push({ field, detail: `${sourceOf(field, env)} ends in /api/v1: give the server's address only (${url.replace(/\/api\/v1\/?$/i, '')}); the bot adds /api/v1 itself` });
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
      out.push({ field, detail: `${sourceOf(field, env)} has ${what} (a file read with $(cat …) or an editor's last line?): remove it` });
    }
  }
  return out;
}
