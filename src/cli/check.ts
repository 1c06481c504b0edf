import { parseArgs } from 'node:util';
import { runChecks } from '../app/checks.js';
import { effectiveSettings, type LoadedConfig } from '../config/load.js';
import { CONFIG_OPTION, EXIT_CONFIG, HELP_OPTION, loadConfigOrExplain } from './common.js';
import { line, type CliIo } from './io.js';

export const CHECK_USAGE = `Usage: frontdesk check [--config FILE]

Validate the configuration, then check every dependency for real: Zulip
reachable and the credentials accepted, the digest stream there with the bot
subscribed, the directory reachable and its token accepted, its data (every
profile and today's visits, read as the bot reads them: fields it ignores are
counted, e.g. "412 profiles carry bio_truncated as a boolean: ignored"), the
time zone and the digest schedule (with its next run). Prints a checklist,
then every setting's effective value and where it came from (default, file,
FRONTDESK_CONFIG_JSON, env NAME, zuliprc), secrets redacted. Exits 0 only
when everything passes, 1 when a check fails, 78 when the configuration
cannot be read.

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
    return EXIT_CONFIG;
  }
  line(io.stdout, `✓ Configuration: ${loaded.file ?? 'no file; defaults and environment'}`);
  const results = await runChecks(loaded.config, loaded.sources);
  for (const r of results) line(io.stdout, `${r.skipped ? '–' : r.ok ? '✓' : '✗'} ${r.name}: ${r.detail}`);
  printSettings(io, loaded);
  const failed = results.filter((r) => !r.ok).length;
  line(io.stdout, failed ? `\n${failed} of ${results.length + 1} checks failed.` : `\nAll ${results.length + 1} checks passed.`);
  return failed ? 1 : 0;
}

/** Every setting, one a line: its value (secrets redacted) and where it came from; for an unset one, the variables that set it. */
function printSettings(io: CliIo, loaded: LoadedConfig): void {
  const rows = effectiveSettings(loaded);
  const keyWidth = Math.max(...rows.map((r) => r.key.length));
  const valueWidth = Math.min(48, Math.max(...rows.map((r) => r.value.length)));
  line(io.stdout, '\nEffective configuration (secrets redacted; the last column says where each value came from):');
  for (const r of rows) line(io.stdout, `  ${r.key.padEnd(keyWidth)}  ${r.value.padEnd(valueWidth)}  ${r.source || `set with ${r.env}`}`);
}
