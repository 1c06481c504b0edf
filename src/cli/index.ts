import { VERSION } from '../version.js';
import { line, redactingIo, UsageError, type CliIo } from './io.js';

type Command = (args: string[], io: CliIo) => Promise<number>;

/**
 * Each command's module is loaded when it runs: `frontdesk sandbox` or
 * `--version` need not load the Zulip client, prom-client and the rest of the bot (a second of CPU
 * before the first line, in every process a test or a supervisor starts).
 */
const COMMANDS: Record<string, { load: () => Promise<Command>; summary: string }> = {
  run: { load: async () => (await import('./run.js')).runCommand, summary: 'the bot on Zulip (needs credentials; what the Procfile runs)' },
  shell: { load: async () => (await import('./shell.js')).shellCommand, summary: 'the same bot in a terminal, as a chosen member' },
  check: { load: async () => (await import('./check.js')).checkCommand, summary: 'validate the config and check Zulip, the digest stream and the directory' },
  digest: { load: async () => (await import('./digest.js')).digestCommand, summary: 'print (or --post, exactly once) the attendance digest for a date' },
  chart: { load: async () => (await import('./chart.js')).chartCommand, summary: 'draw the attendance chart for a range to a PNG file' },
  report: { load: async () => (await import('./report.js')).reportCommand, summary: 'print (or --post, exactly once) the weekly staff report' },
  morning: { load: async () => (await import('./morning.js')).morningCommand, summary: 'print (or --post, exactly once) the morning check-in post (--week: the week post)' },
  sandbox: { load: async () => (await import('./sandbox.js')).sandboxCommand, summary: 'serve the sandbox directory API on loopback' },
};

export const USAGE = `frontdesk ${VERSION}: a Zulip bot for a community hub

Usage: frontdesk [<command>] [options]

With no command: run on Zulip when credentials are configured, else the shell.

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)}${c.summary}`)
  .join('\n')}

Run "frontdesk <command> --help" for a command's options.`;

/** Runs one CLI invocation; resolves to the process exit code. */
export async function runCli(argv: string[], rawIo: CliIo): Promise<number> {
  const io = redactingIo(rawIo);
  const [first, ...rest] = argv;
  if (first === '--version' || first === '-v') {
    line(io.stdout, VERSION);
    return 0;
  }
  if (first === undefined) return (await import('./default.js')).defaultCommand(io);
  if (first === '--help' || first === '-h' || first === 'help') {
    line(io.stdout, USAGE);
    return 0;
  }
  const command = Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined;
  if (!command) {
    line(io.stderr, `frontdesk: unknown command "${first}"\n\n${USAGE}`);
    return 2;
  }
  if (rest.includes('--version')) {
    line(io.stdout, VERSION);
    return 0;
  }
  try {
    return await (await command.load())(rest, io);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      line(io.stderr, `frontdesk ${first}: ${(error as Error).message}\nRun "frontdesk ${first} --help" for usage.`);
      return 2;
    }
    throw error;
  }
}
