import { VERSION } from '../version.js';
import { line, UsageError, type CliIo } from './io.js';
import { sandboxCommand } from './sandbox.js';

type Command = (args: string[], io: CliIo) => Promise<number>;

const COMMANDS: Record<string, { run: Command; summary: string }> = {
  sandbox: { run: sandboxCommand, summary: 'serve the sandbox directory API on loopback' },
};

export const USAGE = `frontdesk ${VERSION}: a Zulip bot for a community hub

Usage: frontdesk <command> [options]

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)}${c.summary}`)
  .join('\n')}

Run "frontdesk <command> --help" for a command's options.`;

/** Runs one CLI invocation; resolves to the process exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === '--version' || first === '-v') {
    line(io.stdout, VERSION);
    return 0;
  }
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    line(io.stdout, USAGE);
    return 0;
  }
  const command = COMMANDS[first];
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
