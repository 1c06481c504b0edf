import { parseArgs } from 'node:util';
import { startSandbox } from '../sandbox/server.js';
import { isKnownTimeZone } from '../time/hub-date.js';
import { line, untilAborted, UsageError, type CliIo } from './io.js';

export const SANDBOX_USAGE = `Usage: frontdesk sandbox [--port N] [--data FILE] [--token T] [options]

Serve the sandbox directory API (directory-api-spec.md) on loopback, seeded
with fictional demo members and four weeks of hub visits.

Options:
  --port N          port to listen on (default 4100; 0 picks a free one)
  --host H          address to bind (default 127.0.0.1)
  --data FILE       load the directory from FILE (created with demo data if
                    missing) and save every change to it atomically
  --token T         bearer token to accept (default: a random one, printed)
  --timezone Z      the hub's IANA time zone (default America/New_York)
  --quirks MODE     spec (default) or production: append notes on PATCH and
                    answer 200 to a DELETE of a missing visit, as the live service does
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
  if (values.quirks !== 'spec' && values.quirks !== 'production') throw new UsageError(`--quirks must be spec or production, got "${values.quirks}"`);

  const sandbox = await startSandbox({
    port,
    host: values.host,
    dataFile: values.data,
    token: values.token,
    timeZone: values.timezone,
    quirks: values.quirks,
    latencyMs,
  });
  line(io.stdout, `frontdesk sandbox directory listening on ${sandbox.url}`);
  line(io.stdout, `  token:   ${sandbox.token}`);
  line(io.stdout, `  members: ${sandbox.store.profiles().length}${values.data ? `, saved to ${values.data}` : ' (in memory)'}`);
  line(io.stdout, `  try:     curl -H "Authorization: Bearer ${sandbox.token}" "${sandbox.url}/api/v1/hub_visits?date=${sandbox.store.today()}"`);
  line(io.stdout, `Use it with DIRECTORY_BASE_URL=${sandbox.url} DIRECTORY_TOKEN=${sandbox.token}. Ctrl-C stops it.`);
  await untilAborted(io.shutdownSignal);
  await sandbox.close();
  line(io.stdout, 'sandbox stopped');
  return 0;
}
