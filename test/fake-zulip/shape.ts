import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/**
 * Our own fixtures of Zulip's payloads (test/fixtures/zulip-api), written from the
 * shapes Zulip's API documentation gives (fields, types, error codes and messages)
 * with fictional values: the tests need nothing outside the repository.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const EXAMPLES_DIR = path.join(REPO_ROOT, 'test/fixtures/zulip-api');

export function example(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(EXAMPLES_DIR, file), 'utf8')) as Record<string, unknown>;
}

type Kind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

export function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  if (kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'object') return kind;
  throw new Error(`not a JSON value (${kind})`);
}

/**
 * Fields documented as nullable in the spec: an example showing one form (string/number)
 * accepts the other (null), and vice versa. Keep this list short and justified:
 * - avatar_url: null when client_gravatar is set and the user uses Gravatar;
 * - delivery_email: null when the viewer may not see it (always a string for oneself);
 * - bot_type: null for humans, an integer for bots.
 */
const NULLABLE = new Set(['avatar_url', 'delivery_email', 'bot_type']);

/** Maps keyed by realm data (custom profile field ids, custom emoji ids): only their type is compared. */
const OPEN_MAPS = new Set(['profile_data', 'realm_emoji']);

/** Fields the spec marks as conditional: automatic_new_visibility_policy appears only when the policy changed. */
const OPTIONAL = new Set(['automatic_new_visibility_policy']);

/** Mismatches between `actual` and the documented `example`: every example field present with the same JSON type. */
export function shapeMismatches(actual: unknown, exampleValue: unknown, at = '$'): string[] {
  const key = at.slice(at.lastIndexOf('.') + 1).replace(/\[\d+\]$/, '');
  const want = kindOf(exampleValue);
  const got = kindOf(actual);
  if (want !== got) {
    const scalarOrNull = (k: Kind) => k !== 'array' && k !== 'object';
    if (NULLABLE.has(key) && (want === 'null' || got === 'null') && scalarOrNull(want) && scalarOrNull(got)) return [];
    return [`${at}: expected ${want} (example ${JSON.stringify(exampleValue)}), got ${got} (${JSON.stringify(actual)})`];
  }
  if (want === 'object') {
    if (OPEN_MAPS.has(key)) return [];
    const a = actual as Record<string, unknown>;
    return Object.entries(exampleValue as Record<string, unknown>).flatMap(([field, value]) => {
      if (!Object.hasOwn(a, field)) return OPTIONAL.has(field) ? [] : [`${at}.${field}: missing`];
      return shapeMismatches(a[field], value, `${at}.${field}`);
    });
  }
  if (want === 'array') {
    const [first] = exampleValue as unknown[];
    const [firstActual] = actual as unknown[];
    if (first === undefined) return [];
    if (firstActual === undefined) return [`${at}: empty, cannot compare with the example's items`];
    return shapeMismatches(firstActual, first, `${at}[0]`);
  }
  return [];
}

export function expectSameShape(actual: unknown, exampleValue: unknown, at = '$'): void {
  expect(shapeMismatches(actual, exampleValue, at), `shape of ${at} differs from the documented payload`).toEqual([]);
}
