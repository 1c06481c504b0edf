import { mkdtemp, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFileError } from '../../src/sandbox/persist.js';
import { startSandbox } from '../../src/sandbox/server.js';
import { spawnFrontdesk } from '../support/child.js';
import { call } from '../support/http.js';
import { testSandbox, TEST_TOKEN } from '../support/sandbox.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'frontdesk-sandbox-'));
  dirs.push(d);
  return d;
}

describe('sandbox server: limits', () => {
  it('keeps at most 4 KB of each request body in its log', async () => {
    const sandbox = await testSandbox();
    const id = sandbox.store.profiles()[0]!.id;
    for (let i = 0; i < 5; i++) {
      await call(sandbox.url, 'PATCH', `/api/v1/hub_visits/${id}/2026-12-0${i + 1}`, { token: TEST_TOKEN, form: { notes: 'n'.repeat(900_000) } });
    }
    expect(sandbox.requests).toHaveLength(5);
    expect(Math.max(...sandbox.requests.map((r) => r.body.length))).toBeLessThanOrEqual(4096);
  });

  it('refuses app_data nested too deep or too large (400), and the date stays listable', async () => {
    const sandbox = await testSandbox();
    const id = sandbox.store.profiles()[0]!.id;
    const path = `/api/v1/hub_visits/${id}/2026-12-01`;
    const deep = `{"app_data":${'['.repeat(150_000)}${']'.repeat(150_000)}}`;
    const res = await fetch(`${sandbox.url}${path}`, { method: 'PATCH', headers: { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' }, body: deep });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('nested');
    const big = await call(sandbox.url, 'PATCH', path, { token: TEST_TOKEN, json: { app_data: { blob: 'x'.repeat(70_000) } } });
    expect(big.status).toBe(400);
    const fine = await call(sandbox.url, 'PATCH', path, { token: TEST_TOKEN, json: { app_data: { a: [[[1]]] } } });
    expect(fine.status).toBe(200);
    expect((await call(sandbox.url, 'GET', '/api/v1/hub_visits?date=2026-12-01', { token: TEST_TOKEN })).status).toBe(200);
  });

  it('answers 400, not 500, to a malformed percent-escape', async () => {
    const sandbox = await testSandbox();
    const res = await call(sandbox.url, 'GET', '/api/v1/profiles/%E0%A4%A', { token: TEST_TOKEN });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.stringContaining('percent-escape') as string });
  });
});

describe('sandbox server: the data file', () => {
  it('is written owner-only (0600), at start and after every change', async () => {
    const file = join(await tempDir(), 'dir.json');
    const sandbox = await startSandbox({ dataFile: file, token: TEST_TOKEN });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const id = sandbox.store.profiles()[0]!.id;
    await call(sandbox.url, 'PATCH', `/api/v1/hub_visits/${id}/2026-12-01`, { token: TEST_TOKEN, form: { notes: 'x' } });
    await sandbox.close();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('a file that cannot be written is fatal at start, named', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'a-file'), 'not a directory');
    const file = join(dir, 'a-file', 'dir.json');
    await expect(startSandbox({ dataFile: file })).rejects.toThrow(DataFileError);
    await expect(startSandbox({ dataFile: file })).rejects.toThrow(file);
  });

  it('a file that is not JSON is named, with what is wrong', async () => {
    const file = join(await tempDir(), 'dir.json');
    await writeFile(file, '{"profiles": [');
    await expect(startSandbox({ dataFile: file })).rejects.toThrow(`${file} is not valid JSON`);
  });

  it('a save that fails after start is reported, not swallowed', async () => {
    const dir = await tempDir();
    const file = join(dir, 'sub', 'dir.json');
    const errors: unknown[] = [];
    const sandbox = await startSandbox({ dataFile: file, token: TEST_TOKEN, onSaveError: (e) => errors.push(e) });
    await rm(join(dir, 'sub'), { recursive: true });
    await writeFile(join(dir, 'sub'), 'now a file'); // the directory is gone: the next save cannot succeed
    const id = sandbox.store.profiles()[0]!.id;
    await call(sandbox.url, 'PATCH', `/api/v1/hub_visits/${id}/2026-12-01`, { token: TEST_TOKEN, form: { notes: 'x' } });
    await sandbox.close();
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain(file);
  });
});

describe('frontdesk sandbox (compiled CLI): tokens and start-up failures', () => {
  it('reads the token from --token-file and never prints it', async () => {
    const tokenFile = join(await tempDir(), 'token');
    await writeFile(tokenFile, 'file-token-1234\n');
    const child = spawnFrontdesk(['sandbox', '--port', '0', '--token-file', tokenFile]);
    await child.waitFor(/Ctrl-C stops it/);
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(child.stdout())![1]!;
    expect((await call(url, 'GET', '/api/v1/profiles/me', { token: 'file-token-1234' })).status).toBe(200);
    expect(child.stdout()).not.toContain('file-token-1234');
    child.kill('SIGTERM');
    expect(await child.exited).toBe(0);
  });

  it.each([
    [['--token', ''], 'is empty'],
    [['--token', 'a', '--token-file', '/dev/null'], 'one way'],
  ])('refuses %j', async (flags, message) => {
    const child = spawnFrontdesk(['sandbox', '--port', '0', ...flags]);
    expect(await child.exited).toBe(2);
    expect(child.stderr()).toContain(message);
  });

  it('a port in use: the fix, not a stack trace', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const port = (blocker.address() as { port: number }).port;
      const child = spawnFrontdesk(['sandbox', '--port', String(port)]);
      expect(await child.exited).toBe(1);
      expect(child.stderr()).toContain(`port ${port} on 127.0.0.1 is in use`);
      expect(child.stderr()).toContain('--port 0');
      expect(child.stderr()).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });

  it('an unwritable --data is named', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'ro'));
    await writeFile(join(dir, 'ro', 'x'), '');
    const file = join(dir, 'ro', 'x', 'dir.json');
    const child = spawnFrontdesk(['sandbox', '--port', '0', '--data', file]);
    expect(await child.exited).toBe(1);
    expect(child.stderr()).toContain(`--data ${file}: cannot read ${file} (ENOTDIR)`);
  });
});
