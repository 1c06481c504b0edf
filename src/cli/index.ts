import { VERSION } from '../version.js';
import { line, redactingIo, UsageError, type CliIo } from './io.js';
import { chartCommand } from './chart.js';
import { checkCommand } from './check.js';
import { defaultCommand } from './default.js';
import { digestCommand } from './digest.js';
import { reportCommand } from './report.js';
import { morningCommand } from './morning.js';
import { runCommand } from './run.js';
import { sandboxCommand } from './sandbox.js';
import { shellCommand } from './shell.js';

type Command = (args: string[], io: CliIo) => Promise<number>;

const COMMANDS: Record<string, { run: Command; summary: string }> = {
  run: { run: runCommand, summary: 'the bot on Zulip (needs credentials; what the Procfile runs)' },
  shell: { run: (args, io) => shellCommand(args, io), summary: 'the same bot in a terminal, as a chosen member' },
  check: { run: checkCommand, summary: 'validate the config and check Zulip, the digest stream and the directory' },
  digest: { run: digestCommand, summary: 'print (or --post, exactly once) the attendance digest for a date' },
  chart: { run: chartCommand, summary: 'draw the attendance chart for a range to a PNG file' },
  report: { run: reportCommand, summary: 'print (or --post, exactly once) the weekly staff report' },
  morning: { run: morningCommand, summary: 'print (or --post, exactly once) the morning check-in post (--week: the week post)' },
  sandbox: { run: sandboxCommand, summary: 'serve the sandbox directory API on loopback' },
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
  if (first === undefined) return defaultCommand(io);
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
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      line(io.stderr, `frontdesk ${first}: ${(error as Error).message}\nRun "frontdesk ${first} --help" for usage.`);
      return 2;
    }
    throw error;
  }
}
