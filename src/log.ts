import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import { Redactor } from './util/redact.js';
import type { PrettyOptions, PrettyStream } from 'pino-pretty';

export type { Logger };

export interface LoggerOptions {
  level?: string;
  /** Human-readable lines instead of JSON; the default when stdout is a terminal. */
  pretty?: boolean;
  /** Where lines go; stdout by default. */
  destination?: DestinationStream;
  /** Secret values (API key, token, `email:apiKey`) that must never reach a log line, in any form (see util/redact.ts). */
  secrets?: string[];
}

// Field names that carry secrets in our own objects; redacted wherever a log call passes them.
const REDACT_PATHS = [
  'apiKey',
  'token',
  'authorization',
  '*.apiKey',
  '*.token',
  '*.authorization',
  'headers.authorization',
  '*.headers.authorization',
  'config.zulip.apiKey',
  'config.directory.token',
];

/** JSON lines on stdout (pretty on a terminal), secrets redacted by field name and by value. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const redactor = new Redactor(options.secrets ?? []);
  const usePretty = options.pretty ?? (process.stdout.isTTY && !options.destination);
  const destination = options.destination ?? (usePretty ? prettyStream() : pino.destination({ sync: true }));
  return pino(
    {
      level: options.level ?? 'info',
      base: { app: 'frontdesk' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      hooks: {
        // Last line of defence: a secret (or a credential after Bearer/Basic/Authorization) that slipped
        // into a message or an error, e.g. an upstream error page echoing our headers, is blanked out.
        streamWrite: (line: string) => redactor.redact(line),
      },
    },
    destination,
  );
}

/** pino-pretty only where a person reads the logs: loading it costs ~10 MB the worker doesn't need. */
function prettyStream(): PrettyStream {
  const pretty = createRequire(import.meta.url)('pino-pretty') as (options: PrettyOptions) => PrettyStream;
  return pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss' });
}

export const silentLogger: Logger = pino({ level: 'silent' });
