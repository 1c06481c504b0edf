import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { DataFileError } from '../sandbox/persist.js';
import type { Drift } from '../sandbox/drift.js';
import { startSandbox, type Sandbox } from '../sandbox/server.js';
import { isKnownTimeZone } from '../time/hub-date.js';
import { line, untilAborted, UsageError, type CliIo } from './io.js';

export const SANDBOX_USAGE = `Usage: frontdesk sandbox [--port N] [--data FILE] [--token-file F] [options]

Serve the sandbox directory API (directory-api-spec.md) on loopback, seeded
with fictional demo members and four weeks of hub visits.

Options:
  --port N          port to listen on (default 4100; 0 picks a free one)
  --host H          address to bind (default 127.0.0.1)
  --data FILE       load the directory from FILE (created with demo data if
                    missing) and save every change to it atomically (mode 0600)
  --token-file F    read the bearer token to accept from file F
  --token T         the token on the command line (visible in ps; prefer
                    SANDBOX_TOKEN or --token-file)
                    Without any of these: a random token, printed at start
  --timezone Z      the hub's IANA time zone (default America/New_York)
  --quirks MODES    spec (default) or production: append notes on PATCH and
                    answer 200 to a DELETE of a missing visit, as the live service does;
                    and, comma-separated, drift (answers drifted in type and shape as
                    an independent directory might send them: ids as text, dates with
                    a time, booleans in *_truncated, a batch as a bare name…; one
                    member in 16 unusable) or truncated-booleans (only that drift)
  --latency MS      delay every answer by MS milliseconds
  -h, --help        show this help`;

export async function sandboxCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: '4100' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string' },
      token: { type: 'string' },
      'token-file': { type: 'string' },
      timezone: { type: 'string', default: 'America/New_York' },
      quirks: { type: 'string', default: 'spec' },
      latency: { type: 'string', default: '0' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    line(io.stdout, SANDBOX_USAGE);
    return 0;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a port number, got "${values.port}"`);
  const latencyMs = Number(values.latency);
  if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new UsageError(`--latency must be milliseconds, got "${values.latency}"`);
  if (!isKnownTimeZone(values.timezone)) throw new UsageError(`--timezone must be an IANA time zone such as America/New_York, got "${values.timezone}"`);
  const { quirks, drift } = parseQuirks(values.quirks);

  const given = await givenToken(values.token, values['token-file'], io);
  if (values.token !== undefined) line(io.stderr, 'frontdesk sandbox: --token is visible to every user in ps; prefer SANDBOX_TOKEN or --token-file');
  let sandbox: Sandbox;
  try {
    sandbox = await startSandbox({
      port,
      host: values.host,
      dataFile: values.data,
      token: given?.token,
      timeZone: values.timezone,
      quirks,
      drift,
      latencyMs,
      onSaveError: (error) => line(io.stderr, `frontdesk sandbox: ${(error as Error).message}; changes are kept in memory and saved again on the next one`),
    });
  } catch (error) {
    const reason = startFailure(error, values.host, port, values.data);
    if (!reason) throw error;
    line(io.stderr, `frontdesk sandbox: ${reason}`);
    return 1;
  }
  line(io.stdout, `frontdesk sandbox directory listening on ${sandbox.url}`);
  line(io.stdout, `  token:   ${given ? `from ${given.source} (not printed)` : 'a random one, below'}`);
  line(io.stdout, `  members: ${sandbox.store.profiles().length}${values.data ? `, saved to ${values.data}` : ' (in memory)'}`);
  if (drift) line(io.stdout, `  answers: drifted (${drift === 'all' ? 'drift' : drift})`);
  line(io.stdout, `Use it with:\n  export DIRECTORY_BASE_URL=${sandbox.url} DIRECTORY_TOKEN=${given ? '<the token>' : sandbox.token}`);
  line(io.stdout, `  curl -H "Authorization: Bearer $DIRECTORY_TOKEN" "$DIRECTORY_BASE_URL/api/v1/hub_visits?date=${sandbox.store.today()}"`);
  line(io.stdout, 'Ctrl-C stops it.');
  await untilAborted(io.shutdownSignal);
  await sandbox.close();
  line(io.stdout, 'sandbox stopped');
  return 0;
}

/** `--quirks production,drift`: one behaviour (spec or production) and at most one drift, in any order. */
function parseQuirks(given: string): { quirks: 'spec' | 'production'; drift: Drift | undefined } {
  let quirks: 'spec' | 'production' = 'spec';
  let drift: Drift | undefined;
  for (const word of given.split(',').map((w) => w.trim())) {
    if (word === 'spec' || word === 'production') quirks = word;
    else if (word === 'drift') drift = 'all';
    else if (word === 'truncated-booleans') drift = word;
    else throw new UsageError(`--quirks takes spec or production, and drift or truncated-booleans (comma-separated), got "${word}"`);
  }
  return { quirks, drift };
}

/** The token from SANDBOX_TOKEN, --token-file or --token (in that order of preference); undefined for a random one. */
async function givenToken(flag: string | undefined, file: string | undefined, io: CliIo): Promise<{ token: string; source: string } | undefined> {
  const sources = [flag !== undefined && '--token', file !== undefined && '--token-file', io.env.SANDBOX_TOKEN !== undefined && 'SANDBOX_TOKEN'].filter(Boolean);
  if (sources.length > 1) throw new UsageError(`give the token one way, not ${sources.join(' and ')}`);
  let token: string | undefined;
  let source = '';
  if (file !== undefined) {
    try {
      token = (await readFile(file, 'utf8')).trim();
    } catch (error) {
      throw new UsageError(`--token-file: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    source = file;
  } else if (flag !== undefined) [token, source] = [flag, '--token'];
  else if (io.env.SANDBOX_TOKEN !== undefined) [token, source] = [io.env.SANDBOX_TOKEN, 'SANDBOX_TOKEN'];
  if (token === undefined) return undefined;
  // An empty token would let any request with "Authorization: Bearer " in.
  if (token.trim() === '') throw new UsageError(`the token from ${source} is empty; give a non-empty one, or none for a random one`);
  return { token: token.trim(), source };
}

/** What to tell the user when the sandbox cannot start for a reason they can fix; undefined for a bug. */
function startFailure(error: unknown, host: string, port: number, data: string | undefined): string | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `port ${port} on ${host} is in use (another sandbox?); stop it, or pick another port with --port N (--port 0 picks a free one)`;
  if (code === 'EACCES') return `not allowed to listen on port ${port}; ports below 1024 need privileges, pick one above with --port N`;
  if (code === 'EADDRNOTAVAIL') return `cannot listen on ${host}: no such local address; check --host`;
  if (error instanceof DataFileError) return `--data ${data ?? ''}: ${error.message}`;
  return undefined;
}
