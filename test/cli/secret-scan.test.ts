import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnFrontdesk } from '../support/child.js';

// Fictional credentials, long enough to be recognised in any form.
const EMAIL = 'scan-bot@zulip.example.com';
const API_KEY = 'zk9SecretApiKeyForTheScan0001';
const TOKEN = 'dirTokenForTheSecretScan-7f3a';
const SANDBOX_TOKEN = 'sandboxTokenForTheScan-41c2';

/** Every form the secrets could leak in. */
function forbidden(): string[] {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const b64url = (s: string) => Buffer.from(s).toString('base64url');
  const pairs = [API_KEY, TOKEN, SANDBOX_TOKEN, `${EMAIL}:${API_KEY}`];
  return pairs.flatMap((s) => [s, encodeURIComponent(s), b64(s), b64(s).replace(/=+$/, ''), b64url(s), encodeURIComponent(b64(s))]);
}

/**
 * A Zulip and a directory that fail every request and echo what they were
 * sent, Authorization header and query string included, in their error
 * bodies (as misconfigured gateways do), in JSON and in HTML.
 */
async function echoingServer(kind: 'zulip' | 'directory'): Promise<{ url: string; server: Server }> {
  let n = 0;
  const server = createServer((req, res) => {
    const echoed = `Authorization: ${req.headers.authorization ?? '(none)'} url=${req.url ?? ''}`;
    n++;
    if (kind === 'zulip' && n % 2 === 0) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ result: 'error', code: 'BAD_REQUEST', msg: `bad request; you sent ${echoed}` }));
    } else if (kind === 'zulip') {
      res.writeHead(502, { 'content-type': 'text/html' }).end(`<html><body>502 Bad Gateway<pre>${echoed}</pre></body></html>`);
    } else {
      res.writeHead(n % 2 ? 500 : 401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `upstream failed for ${echoed}` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0)) await fn();
});

describe('secret scan: no CLI command prints a key, token or a derived form', () => {
  it('against a Zulip and a directory that echo the Authorization header', async () => {
    const zulip = await echoingServer('zulip');
    const directory = await echoingServer('directory');
    cleanup.push(() => new Promise((r) => zulip.server.close(r)), () => new Promise((r) => directory.server.close(r)));
    const dir = await mkdtemp(join(tmpdir(), 'frontdesk-scan-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const config = join(dir, 'config.json');
    await writeFile(
      config,
      JSON.stringify({
        zulip: { site: zulip.url, email: EMAIL, apiKey: API_KEY },
        directory: { baseUrl: directory.url, token: TOKEN, index: true, timeoutMs: 1_000 },
        digest: { enabled: true, stream: 'announce' },
      }),
    );
    const env = { LOG_LEVEL: 'trace', SANDBOX_TOKEN };
    const runs: Array<{ args: string[]; stdin?: string; killAfterMs?: number }> = [
      { args: ['check', '--config', config] },
      { args: ['digest', '--config', config] },
      { args: ['digest', '--post', '--config', config] },
      { args: ['shell', '--config', config, '--as', '1001'], stdin: 'whois ada\ncheckin today\nwho\'s here\n' },
      { args: ['run', '--config', config], killAfterMs: 3_000 },
      { args: [], killAfterMs: 3_000 },
      { args: ['sandbox', '--port', '0'], killAfterMs: 1_500 },
    ];
    const outputs: string[] = [];
    for (const run of runs) {
      const child = spawnFrontdesk(run.args, { ...env, FRONTDESK_CONFIG: config });
      if (run.stdin !== undefined) {
        child.write(run.stdin);
        child.proc.stdin?.end();
      }
      const timer = run.killAfterMs ? setTimeout(() => child.kill('SIGTERM'), run.killAfterMs) : undefined;
      await child.exited;
      clearTimeout(timer);
      outputs.push(`$ frontdesk ${run.args.join(' ')}\n${child.stdout()}\n${child.stderr()}`);
    }
    const all = outputs.join('\n');
    // The servers really echoed credentials, and the bot really printed their answers.
    expect(all).toMatch(/\[redacted\]/);
    expect(all).toContain('upstream failed');
    for (const form of forbidden()) expect(all, `found ${form}`).not.toContain(form);
  }, 60_000);
});
