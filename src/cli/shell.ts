import { parseArgs } from 'node:util';
import { botOn, buildCore } from '../app/core.js';
import { shellHub } from '../app/hub-stores.js';
import type { ZulipIdentity } from '../chat.js';
import type { Config } from '../config/schema.js';
import type { DirectoryClient } from '../directory/client.js';
import { DirectoryNotFoundError } from '../directory/errors.js';
import { ShellTransport } from '../shell/transport.js';
import { CONFIG_OPTION, EXIT_CONFIG, HELP_OPTION, loadConfigOrExplain, resolveDirectoryOrExplain, secretsOf } from './common.js';
import { line, UsageError, type CliIo } from './io.js';
import { defaultShellLogFile, shellLogger } from './shell-log.js';

export const SHELL_USAGE = `Usage: frontdesk shell [--as ZULIP_ID|EMAIL] [--config FILE]

The bot in a terminal: each line you type is a direct message to it, from the
member you act as. With no directory configured it uses the built-in sandbox
(fictional demo members). Piped input runs one command per line and prints
each reply: printf "checkin today\\nwho's here\\n" | frontdesk shell
A line "as WHO: message" sends that one message as another member (a Zulip
user id or a directory email), to answer what the bot asked them:
as 1004: allow Ada

Options:
  --as WHO            act as this member: a Zulip user id or a directory email
                      (default: the first demo member, or the directory token's owner)
  -c, --config FILE   config file (default: $FRONTDESK_CONFIG, else ./config.json if present)
  -h, --help          show this help`;

export async function shellCommand(args: string[], io: CliIo, notice?: string): Promise<number> {
  const { values } = parseArgs({ args, options: { as: { type: 'string' }, ...CONFIG_OPTION, ...HELP_OPTION }, strict: true, allowPositionals: false });
  if (values.help) {
    line(io.stdout, SHELL_USAGE);
    return 0;
  }
  const loaded = await loadConfigOrExplain(values.config, io);
  if (!loaded) return EXIT_CONFIG;
  return runShell(loaded.config, values.as, io, notice);
}

/** Shared with the default command, which runs the shell when no Zulip credentials are configured. */
export async function runShell(config: Config, as: string | undefined, io: CliIo, notice?: string): Promise<number> {
  const directory = await resolveDirectoryOrExplain(config, true, io, 'shell');
  if (!directory) return EXIT_CONFIG;
  const sandboxNote = directory.sandbox ? `no directory configured, so using the built-in sandbox directory (fictional demo data) at ${directory.sandbox.url}` : '';
  const start = [notice, sandboxNote].filter(Boolean).join('; ');
  if (start) line(io.stderr, `frontdesk: ${start}.`);

  // The terminal is the person's: warnings and errors as one line each on stderr; the JSON log in a file.
  const logging = shellLogger({ level: io.env.LOG_LEVEL ?? 'info', secrets: secretsOf(config), terminal: io.stderr, file: io.env.FRONTDESK_SHELL_LOG ?? defaultShellLogFile() });
  const { log } = logging;
  const interactive = Boolean(io.stdin.isTTY);
  const made: { hub?: ReturnType<typeof shellHub> } = {};
  const core = buildCore({ config, directory, log, clock: io.clock, hub: () => made.hub?.current() });
  let identity: ZulipIdentity;
  try {
    identity = await identityFor(as, core.deps.directory);
    if (interactive) line(io.stdout, `frontdesk shell: you are ${identity.fullName} (Zulip user ${identity.zulipId}). Type "help", or "quit" to leave.`);
  } catch (error) {
    line(io.stderr, `frontdesk shell: ${(error as Error).message}`);
    await directory.sandbox?.close();
    logging.close();
    return 1;
  }
  let endShell: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endShell = resolve));
  const transport = new ShellTransport({
    as: identity,
    input: io.stdin,
    output: io.stdout,
    interactive,
    onEnd: () => endShell(),
    identify: (who) => identityFor(who, core.deps.directory),
  });
  // Issue 26: follows, routines and privacy on the embedded store; the visit watcher on the directory (the sandbox by default).
  const hub = (made.hub = shellHub({ config, deps: core.deps, transport, as: identity.zulipId, log }));
  const bot = botOn(core, transport, log, 1);
  core.index?.start();
  await bot.start();
  hub.start();
  await Promise.race([ended, new Promise<void>((resolve) => io.shutdownSignal.addEventListener('abort', () => resolve(), { once: true }))]);
  core.index?.stop();
  await hub.stop();
  await bot.stop();
  await directory.sandbox?.close();
  logging.close();
  return 0;
}

/** `--as`: a Zulip user id or a directory email; by default the directory token's owner. */
async function identityFor(as: string | undefined, directory: DirectoryClient): Promise<ZulipIdentity> {
  if (as === undefined) {
    const me = await directory.getMyProfile();
    if (me.zulip_id === null) throw new UsageError(`the directory token belongs to ${me.name}, who has no Zulip account linked; pass --as ZULIP_ID or --as EMAIL`);
    return { zulipId: me.zulip_id, fullName: me.name, email: me.email ?? undefined };
  }
  if (/^\d+$/.test(as)) {
    const zulipId = Number(as);
    for await (const p of directory.walkProfiles()) if (p.zulip_id === zulipId) return { zulipId, fullName: p.name, email: p.email ?? undefined };
    return { zulipId, fullName: `Zulip user ${zulipId}` };
  }
  try {
    const p = await directory.getProfileByEmail(as);
    if (p.zulip_id === null) throw new UsageError(`${p.name} (${as}) has no Zulip account linked, and the bot knows members by their Zulip account`);
    return { zulipId: p.zulip_id, fullName: p.name, email: p.email ?? undefined };
  } catch (error) {
    if (error instanceof DirectoryNotFoundError) throw new UsageError(`no directory profile has the email ${as}`);
    throw error;
  }
}
