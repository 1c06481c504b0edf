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
