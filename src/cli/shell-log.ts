import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createLogger, type Logger } from '../log.js';

/** Where the shell's full log goes unless FRONTDESK_SHELL_LOG says: beside the pictures it writes. */
export const defaultShellLogFile = (): string => join(tmpdir(), 'frontdesk-files', 'shell.log');

const WARN = 40;

export interface ShellLogOptions {
  /** What the log file gets (LOG_LEVEL); the terminal gets warnings and errors whatever it is. */
  level: string;
  secrets: string[];
  /** The person's terminal. */
  terminal: { write(text: string): unknown };
  file: string;
}

/**
 * The shell's logger. The terminal belongs to the person typing: a warning or an
 * error is one line they can read ("frontdesk: directory call failed: GET
 * /api/v1/hub_visits answered 503 …"), never a JSON record with a stack trace.
 * The full JSON lines (as `run` writes them, secrets redacted the same way) go
 * to a log file, named on the terminal with the first warning. A file that
 * can't be opened leaves the one-line messages alone.
 */
export function shellLogger(options: ShellLogOptions): { log: Logger; close: () => void } {
  const fd = openLogFile(options.file);
  let named = false;
  const destination = {
    write(line: string): void {
      if (fd !== undefined) writeSync(fd, line);
      const human = humanLine(line);
      if (!human) return;
      const where = fd !== undefined && !named ? ` (details in ${options.file})` : '';
      named ||= where !== '';
      options.terminal.write(`frontdesk: ${human}${where}\n`);
    },
  };
  const log = createLogger({ level: options.level, destination, secrets: options.secrets });
  return { log, close: () => fd !== undefined && closeSync(fd) };
}

function openLogFile(file: string): number | undefined {
  try {
    mkdirSync(dirname(file), { recursive: true });
    return openSync(file, 'a', 0o600);
  } catch {
    return undefined;
  }
}

/** A warning or error record as one line: its message and its error's, newlines folded; undefined below warn. */
function humanLine(line: string): string | undefined {
  let record: { level?: unknown; msg?: unknown; err?: { message?: unknown } };
  try {
    record = JSON.parse(line) as typeof record;
  } catch {
    return undefined;
  }
  if (typeof record.level !== 'number' || record.level < WARN) return undefined;
  const parts = [record.msg, record.err?.message].filter((p): p is string => typeof p === 'string' && p !== '');
  return parts.join(': ').replace(/\s*\n\s*/g, ' ') || 'an error (no message)';
}
