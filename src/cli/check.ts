import { parseArgs } from 'node:util';
import { runChecks } from '../app/checks.js';
import { CONFIG_OPTION, HELP_OPTION, loadConfigOrExplain } from './common.js';
import { line, type CliIo } from './io.js';

export const CHECK_USAGE = `Usage: frontdesk check [--config FILE]

Validate the configuration, then check every dependency for real: Zulip
reachable and the credentials accepted, the digest stream there with the bot
subscribed, the directory reachable and its token accepted, its data (every
profile and today's visits, read as the bot reads them: fields it ignores are
counted, e.g. "412 profiles carry bio_truncated as a boolean: ignored"), the
time zone and the digest schedule (with its next run). Prints a checklist;
exits 0 only when everything passes.

Options:
  -c, --config FILE   config file (default: $FRONTDESK_CONFIG, else ./config.json if present)
  -h, --help          show this help`;

export async function checkCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { ...CONFIG_OPTION, ...HELP_OPTION }, strict: true, allowPositionals: false });
  if (values.help) {
    line(io.stdout, CHECK_USAGE);
    return 0;
  }
  const loaded = await loadConfigOrExplain(values.config, io, { pitfalls: 'allow' });
  if (!loaded) {
    line(io.stdout, '✗ Configuration: invalid (see above)');
    return 1;
  }
  line(io.stdout, `✓ Configuration: ${loaded.file ?? 'no file; defaults and environment'}`);
  const results = await runChecks(loaded.config, io.env);
  for (const r of results) line(io.stdout, `${r.skipped ? '–' : r.ok ? '✓' : '✗'} ${r.name}: ${r.detail}`);
  const failed = results.filter((r) => !r.ok).length;
  line(io.stdout, failed ? `\n${failed} of ${results.length + 1} checks failed.` : `\nAll ${results.length + 1} checks passed.`);
  return failed ? 1 : 0;
}
