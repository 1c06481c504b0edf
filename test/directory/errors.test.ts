import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DirectoryClient } from '../../src/directory/client.js';
import {
  DirectoryAuthError,
  DirectoryError,
  DirectoryHttpError,
  DirectoryNetworkError,
  DirectoryNotFoundError,
  DirectoryRateLimitError,
  DirectorySchemaError,
} from '../../src/directory/errors.js';
import { clientFor, testSandbox } from '../support/sandbox.js';

const SECRET = 'super-secret-token-4f9a2c';

describe('directory client: errors', () => {
  it('gives each failure its own class, sharing DirectoryError, with method and path', async () => {
    const sandbox = await testSandbox({ token: SECRET });
    const { client } = clientFor(sandbox, { maxAttempts: 1 });
    const wrongToken = clientFor(sandbox, { token: 'wrong', maxAttempts: 1 }).client;
    const cases: Array<[() => Promise<unknown>, new (...args: never[]) => DirectoryError]> = [
      [() => client.getProfileById(424242), DirectoryNotFoundError],
      [() => wrongToken.getMyProfile(), DirectoryAuthError],
      [() => (sandbox.injectFault({ status: 403 }), client.getMyProfile()), DirectoryAuthError],
      [() => (sandbox.injectFault({ status: 429, headers: { 'retry-after': '9' } }), client.getMyProfile()), DirectoryRateLimitError],
      [() => (sandbox.injectFault({ status: 502, body: '<html>bad gateway</html>' }), client.listHubVisits()), DirectoryHttpError],
      [() => (sandbox.injectFault({ status: 200, body: '{not json' }), client.listHubVisits()), DirectorySchemaError],
    ];
    for (const [call, kind] of cases) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(kind);
      expect(error).toBeInstanceOf(DirectoryError);
      expect((error as DirectoryError).method).toBe('GET');
      expect((error as DirectoryError).path).toMatch(/^\/api\/v1\//);
    }
  });

  it('puts status, method, path and a body excerpt in other HTTP errors', async () => {
    const sandbox = await testSandbox();
    sandbox.injectFault({ status: 502, body: `<html>${'x'.repeat(1000)}</html>` });
    const { client } = clientFor(sandbox, { maxAttempts: 1 });
    const error = (await client.listHubVisits({ date: '2026-11-20' }).catch((e: unknown) => e)) as DirectoryHttpError;
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/^GET \/api\/v1\/hub_visits answered 502: <html>x+…$/);
    expect(error.bodyExcerpt.length).toBeLessThanOrEqual(201);
  });

  it('never shows the token in a message, a stack, an inspection or JSON of any error, cause included', async () => {
    const sandbox = await testSandbox({ token: SECRET });
    const { client } = clientFor(sandbox, { maxAttempts: 1, timeoutMs: 100 });
    const refused = new DirectoryClient({ baseUrl: 'http://127.0.0.1:9', token: SECRET, maxAttempts: 1 });
    const errors: unknown[] = [];
    errors.push(await clientFor(sandbox, { token: `${SECRET}-wrong`, maxAttempts: 1 }).client.getMyProfile().catch((e: unknown) => e));
    sandbox.injectFault({ stallMs: 400 });
    errors.push(await client.getMyProfile().catch((e: unknown) => e));
    errors.push(await refused.getMyProfile().catch((e: unknown) => e));
    sandbox.injectFault({ status: 500 });
    errors.push(await client.getMyProfile().catch((e: unknown) => e));
    expect(errors[1]).toBeInstanceOf(DirectoryNetworkError);
    expect(errors[2]).toBeInstanceOf(DirectoryNetworkError);
    for (const error of errors) {
      expect(error).toBeInstanceOf(DirectoryError);
      const e = error as Error;
      const shown = [e.message, e.stack ?? '', inspect(e, { depth: 10, showHidden: true }), JSON.stringify(e), JSON.stringify(e.cause ?? null)].join('\n');
      expect(shown).not.toContain(SECRET);
    }
  });

  it('names the path of a field that breaks the schema', async () => {
    const sandbox = await testSandbox();
    const { client } = clientFor(sandbox);
    const good = { person: { id: 1, name: 'A' }, date: '2026-11-20', created_at: 'x', updated_at: 'x' };
    const { person: _dropped, ...noPerson } = good;
    // A list is decoded item by item (test/directory/lenient.test.ts); a bad single answer names its field.
    sandbox.injectFault({ status: 200, body: JSON.stringify(noPerson) });
    const error = (await client.getHubVisit(1, '2026-11-20').catch((e: unknown) => e)) as DirectorySchemaError;
    expect(error).toBeInstanceOf(DirectorySchemaError);
    expect(error.fieldPath).toBe('person');
    expect(error.message).toContain('at person');

    sandbox.injectFault({ status: 200, body: JSON.stringify({ ...good, person: { id: 'seven', name: 'A' } }) });
    const nested = (await client.getHubVisit(1, '2026-11-20').catch((e: unknown) => e)) as DirectorySchemaError;
    expect(nested.fieldPath).toBe('person.id');
  });
});
