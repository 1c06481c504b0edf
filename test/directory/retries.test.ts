import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DirectoryClient } from '../../src/directory/client.js';
import {
  DirectoryHttpError,
  DirectoryNetworkError,
  DirectoryRateLimitError,
} from '../../src/directory/errors.js';
import { parseRetryAfter } from '../../src/directory/http.js';
import { clientFor, testSandbox } from '../support/sandbox.js';

describe('directory client: retries', () => {
  it('waits the Retry-After of a 429 and retries a GET', async () => {
    const sandbox = await testSandbox();
    sandbox.injectFault({ status: 429, headers: { 'retry-after': '3' } });
    const { client, waits } = clientFor(sandbox);
    const me = await client.getMyProfile();
    expect(me.id).toBe(sandbox.store.profiles()[0]!.id);
    expect(waits).toEqual([3000]);
    expect(sandbox.requests.map((r) => r.status)).toEqual([429, 200]);
  });

  it('really sleeps for Retry-After when no sleep is injected', async () => {
    const sandbox = await testSandbox();
    sandbox.injectFault({ status: 429, headers: { 'retry-after': '1' } });
    const client = new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token });
    const started = performance.now();
    await client.getMyProfile();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(990);
    expect(sandbox.requests[1]!.startedAt - sandbox.requests[0]!.startedAt).toBeGreaterThanOrEqual(990);
  });

  it('does not wait out a Retry-After longer than its limit: the 429 reaches the caller', async () => {
    const sandbox = await testSandbox();
    sandbox.injectFault({ status: 429, headers: { 'retry-after': '600' } });
    const { client, waits } = clientFor(sandbox);
    const error = await client.getMyProfile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DirectoryRateLimitError);
    expect((error as DirectoryRateLimitError).retryAfterSeconds).toBe(600);
    expect(waits).toEqual([]);
  });

  it('retries a GET on 5xx with growing backoff, then gives up with the status', async () => {
    const sandbox = await testSandbox();
    sandbox.injectFault({ status: 503, times: 10 });
    const { client, waits } = clientFor(sandbox, { maxAttempts: 4, random: () => 1 });
    const error = await client.listHubVisits().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DirectoryHttpError);
    expect((error as DirectoryHttpError).status).toBe(503);
    expect(sandbox.requests).toHaveLength(4);
    expect(waits).toHaveLength(3);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(waits[2]!).toBeGreaterThan(waits[1]!);
  });

  it('recovers when a 500 is followed by success', async () => {
    const sandbox = await testSandbox();
    sandbox.injectFault({ status: 500 });
    const { client } = clientFor(sandbox);
    await expect(client.listHubVisits()).resolves.toBeInstanceOf(Array);
    expect(sandbox.requests.map((r) => r.status)).toEqual([500, 200]);
  });

  it('never retries a PATCH that may have reached the server (500, timeout)', async () => {
    const sandbox = await testSandbox();
    const id = sandbox.store.profiles()[0]!.id;
    sandbox.injectFault({ status: 500 });
    const { client } = clientFor(sandbox);
    await expect(client.upsertHubVisit(id, '2026-12-01', { notes: 'x' })).rejects.toMatchObject({ status: 500 });
    expect(sandbox.requests).toHaveLength(1);

    sandbox.clearRequests();
    let taken = 0;
    sandbox.injectFault({ holdUntil: new Promise<void>(() => {}), times: 5, onTaken: () => taken++ });
    const impatient = clientFor(sandbox, { timeoutMs: 150 }).client;
    const error = await impatient.upsertHubVisit(id, '2026-12-01', { notes: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DirectoryNetworkError);
    expect((error as DirectoryNetworkError).timedOut).toBe(true);
    expect((error as DirectoryNetworkError).notSent).toBe(false);
    // The client has given up, so no later attempt can come: the one PATCH that reached the server is all.
    expect(taken).toBe(1);
    sandbox.clearFaults();
  });

  it('retries a PATCH refused with 429, since the server did not process it', async () => {
    const sandbox = await testSandbox();
    const id = sandbox.store.profiles()[0]!.id;
    sandbox.injectFault({ status: 429, headers: { 'retry-after': '2' } });
    const { client, waits } = clientFor(sandbox);
    expect((await client.upsertHubVisit(id, '2026-12-01', { notes: 'x' })).notes).toBe('x');
    expect(waits).toEqual([2000]);
  });

  it('times out a GET that never answers, retries it, and reports a timeout', async () => {
    const sandbox = await testSandbox();
    // Held until the test ends: a client that waited for an answer would never settle.
    let taken = 0;
    sandbox.injectFault({ holdUntil: new Promise<void>(() => {}), times: 2, onTaken: () => taken++ });
    const { client } = clientFor(sandbox, { timeoutMs: 150, maxAttempts: 2 });
    const error = await client.listHubVisits().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DirectoryNetworkError);
    expect((error as DirectoryNetworkError).timedOut).toBe(true);
    expect(taken).toBe(2);
  });

  it('treats a refused connection as never sent: retried even for a write, then a network error', async () => {
    const port = await freePort();
    const attempts: string[] = [];
    const client = new DirectoryClient({
      baseUrl: `http://127.0.0.1:${port}`,
      token: 'x',
      sleep: async () => {},
      onExchange: (e) => attempts.push(`${e.method} ${e.error}`),
    });
    const error = await client.upsertHubVisit(1, '2026-12-01').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DirectoryNetworkError);
    expect((error as DirectoryNetworkError).code).toBe('ECONNREFUSED');
    expect((error as DirectoryNetworkError).notSent).toBe(true);
    expect(attempts).toEqual(['PATCH ECONNREFUSED', 'PATCH ECONNREFUSED', 'PATCH ECONNREFUSED']);
  });

  it('parses Retry-After as seconds (fractions too) or as an HTTP date', () => {
    const now = new Date('2026-11-20T15:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2);
    expect(parseRetryAfter('1.5', now)).toBe(1.5);
    expect(parseRetryAfter('Fri, 20 Nov 2026 15:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});

/** A port with nothing listening on it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
