import { pino } from 'pino';
import { resolveDirectory, type DirectoryTarget } from '../app/directory.js';
import { ConfigError, EXIT_CONFIG } from '../config/errors.js';
import { loadConfig, type LoadedConfig } from '../config/load.js';
import { configPitfalls } from '../config/pitfalls.js';
import type { Config } from '../config/schema.js';
import { createLogger, credentialSecrets, type Logger } from '../log.js';
import { line, type CliIo } from './io.js';

export { EXIT_CONFIG };

/**
 * Loads the config for a CLI command; on a config error, or a value wrong on
 * its face (src/config/pitfalls.ts), prints it and returns null: the command
 * then exits EXIT_CONFIG (78), which supervisors do not restart.
 */
export async function loadConfigOrExplain(path: string | undefined, io: CliIo, options: { pitfalls?: 'refuse' | 'allow' } = {}): Promise<LoadedConfig | null> {
  try {
    const loaded = await loadConfig({ path, env: io.env });
    io.redactor?.add(secretsOf(loaded.config));
    // `check` names these on its own lines; every other command stops here, saying the same.
    const pitfalls = options.pitfalls === 'allow' ? [] : configPitfalls(loaded.config, loaded.sources);
    if (pitfalls.length) {
      for (const pitfall of pitfalls) line(io.stderr, `frontdesk: ${pitfall.detail}`);
      return null;
    }
    return loaded;
  } catch (error) {
    if (error instanceof ConfigError) {
      line(io.stderr, `frontdesk: ${error.message}`);
      return null;
    }
    throw error;
  }
}

/** Says what setting a command misses (each with its variables) and returns EXIT_CONFIG. */
export function missingSettings(io: CliIo, command: string, missing: string[], hint = ''): number {
  line(io.stderr, `frontdesk ${command}: missing ${missing.join(', ')}${hint}`);
  return EXIT_CONFIG;
}

/** What must never be printed: the API key, the directory token, and the `email:apiKey` pair of Basic auth. */
export function secretsOf(config: Config): string[] {
  return credentialSecrets(config.zulip, config.directory.token);
}

/** A one-shot command's log: warnings and errors on stderr (LOG_LEVEL, default warn), secrets redacted. */
export function commandLog(io: CliIo, config: Config): Logger {
  return createLogger({ level: io.env.LOG_LEVEL ?? 'warn', destination: pino.destination({ fd: 2, sync: true }), secrets: secretsOf(config) });
}

export const CONFIG_OPTION = { config: { type: 'string' as const, short: 'c' as const } };
export const HELP_OPTION = { help: { type: 'boolean' as const, short: 'h' as const } };

/** The directory for a command, or null after printing why there is none (the command exits EXIT_CONFIG). */
export async function resolveDirectoryOrExplain(config: Config, allowSandbox: boolean, io: CliIo, command: string): Promise<DirectoryTarget | null> {
  try {
    return await resolveDirectory(config, { allowSandbox, clock: io.clock });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    line(io.stderr, `frontdesk ${command}: ${error.problems.join('; ')}`);
    return null;
  }
}
