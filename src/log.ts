import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
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

/**
 * Secrets out of every line the bot writes (logs, CLI output, error texts).
 * Two layers: the configured secrets in every form they travel in (as is,
 * URL-encoded, base64 and base64url, and the `email:apiKey` pair of HTTP Basic
 * auth in those forms), and, knowing no secret, whatever follows `Bearer`,
 * `Basic`, an `Authorization` header or an `api_key` / `token` parameter.
 */
const REDACTED = '[redacted]';
// Linear: one character class each, no nested or adjacent overlapping quantifiers.
const SCHEMES = /\b(Bearer|Basic)(\s+|%20|\+)[A-Za-z0-9._~+/=%-]{8,}/gi;
const HEADER = /(authorization["']?\s*[:=]\s*["']?)(?!\[redacted\]|Bearer\b|Basic\b)[^"'\s,;}]{4,}/gi;
// `token=…` (a query or form) or `"token":"…"` (JSON); not prose such as "token: from SANDBOX_TOKEN".
const PARAMS = /((?:^|[?&;\s"'])(?:api_key|apikey|api-key|access_token|token|password)(?:=|["']\s*:\s*["']))(?!\[redacted\])[^&\s"',;}]{4,}/gi;

/** Every form a secret may take on the wire. Secrets shorter than 4 characters are ignored (they would blank ordinary text). */
export function secretForms(secrets: Iterable<string>): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    const bytes = Buffer.from(secret, 'utf8');
    for (const form of [secret, encodeURIComponent(secret), bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('base64').replace(/=+$/, '')]) {
      forms.add(form);
      forms.add(encodeURIComponent(form));
    }
  }
  // Longest first, so a form that contains another is replaced whole.
  return [...forms].filter((f) => f.length >= 4).sort((a, b) => b.length - a.length);
}

/** The secrets of a Zulip login and a directory token, with the `email:apiKey` pair Basic auth sends. */
export function credentialSecrets(zulip: { email?: string | undefined; apiKey?: string | undefined }, directoryToken?: string): string[] {
  return [zulip.apiKey, directoryToken, zulip.apiKey && zulip.email ? `${zulip.email}:${zulip.apiKey}` : undefined].filter(
    (s): s is string => typeof s === 'string' && s.length > 0,
  );
}

export class Redactor {
  #forms: string[] = [];

  constructor(secrets: Iterable<string> = []) {
    this.add(secrets);
  }

  add(secrets: Iterable<string>): void {
    this.#forms = secretForms([...this.#forms, ...secrets]);
  }

  redact(text: string): string {
    let out = redactPatterns(text);
    for (const form of this.#forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    return out;
  }
}

/** The layer that needs no secret: credentials after an auth scheme, header or parameter name. */
export function redactPatterns(text: string): string {
  if (!/bearer|basic|token|authorization|api.?key|password/i.test(text)) return text;
  return text
    .replace(SCHEMES, (_, scheme: string, space: string) => `${scheme}${space}${REDACTED}`)
    .replace(HEADER, (_, name: string) => `${name}${REDACTED}`)
    .replace(PARAMS, (_, name: string) => `${name}${REDACTED}`);
}
