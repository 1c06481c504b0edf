import { settingWithEnv } from './leaves.js';
import type { Config } from './schema.js';

/** The bot's Zulip account, every part present. */
export interface ZulipCredentials {
  site: string;
  email: string;
  apiKey: string;
}

/**
 * The Zulip credentials the configuration gives, all three or none: either
 * `credentials` (typed as present) or the settings still `missing`, each with
 * the environment variables that provide it.
 */
export function zulipCredentials(config: Config): { credentials: ZulipCredentials; missing?: never } | { credentials?: never; missing: string[] } {
  const { site, email, apiKey } = config.zulip;
  if (site && email && apiKey) return { credentials: { site, email, apiKey } };
  const missing = [!site && 'zulip.site', !email && 'zulip.email', !apiKey && 'zulip.apiKey'];
  return { missing: missing.filter((s): s is string => Boolean(s)).map(settingWithEnv) };
}

/** Where else the three can come from, for a message about missing credentials. */
export const ZULIPRC_HINT = 'or give a zuliprc (zulip.zuliprc, ZULIP_CONFIG, or ~/.zuliprc)';
