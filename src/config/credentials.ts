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
 * the environment variable that provides it.
 */
export function zulipCredentials(config: Config): { credentials: ZulipCredentials; missing?: never } | { credentials?: never; missing: string[] } {
  const { site, email, apiKey } = config.zulip;
  if (site && email && apiKey) return { credentials: { site, email, apiKey } };
  const missing = [!site && 'zulip.site (ZULIP_SITE)', !email && 'zulip.email (ZULIP_EMAIL)', !apiKey && 'zulip.apiKey (ZULIP_API_KEY)'];
  return { missing: missing.filter((s): s is string => Boolean(s)) };
}
