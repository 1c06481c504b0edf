import { runCommand } from './run.js';
import { runShell } from './shell.js';
import { zulipCredentials } from '../config/credentials.js';
import { loadConfigOrExplain } from './common.js';
import type { CliIo } from './io.js';

/**
 * `frontdesk` with no command: `run` when Zulip credentials are configured,
 * else the shell (the embedded default, like Hubot's shell adapter), saying so.
 */
export async function defaultCommand(io: CliIo): Promise<number> {
  const loaded = await loadConfigOrExplain(undefined, io);
  if (!loaded) return 1;
  if (zulipCredentials(loaded.config).credentials) return runCommand([], io);
  return runShell(loaded.config, undefined, io, 'no Zulip credentials configured, so running the terminal shell (frontdesk run is the Zulip bot)');
}
