import { runCommand } from './run.js';
import { runShell } from './shell.js';
import { zulipCredentials } from '../config/credentials.js';
import type { LoadedConfig } from '../config/load.js';
import { EXIT_CONFIG, loadConfigOrExplain } from './common.js';
import type { CliIo } from './io.js';

/**
 * `frontdesk` with no command: `run` when Zulip credentials are configured,
 * else the shell (the embedded default, like Hubot's shell adapter), saying so.
 * Credentials found only in ~/.zuliprc do not count here: that file is most
 * often the person's own account, and a bot on it would answer their private
 * messages. `frontdesk run` uses it (asked for by name).
 */
export async function defaultCommand(io: CliIo): Promise<number> {
  const loaded = await loadConfigOrExplain(undefined, io);
  if (!loaded) return EXIT_CONFIG;
  if (zulipCredentials(loaded.config).credentials && !fromHomeZuliprc(loaded)) return runCommand([], io);
  const why = fromHomeZuliprc(loaded)
    ? 'the only Zulip credentials are in ~/.zuliprc (your own account?), so running the terminal shell (frontdesk run uses them)'
    : 'no Zulip credentials configured, so running the terminal shell (frontdesk run is the Zulip bot)';
  return runShell(loaded.config, undefined, io, why);
}

/** Whether a Zulip credential came from the default ~/.zuliprc rather than from a setting. */
function fromHomeZuliprc(loaded: LoadedConfig): boolean {
  return !loaded.config.zulip.zuliprc && [...loaded.sources.values()].some((s) => s.kind === 'zuliprc');
}
