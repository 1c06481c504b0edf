import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { reportService } from '../posts/report.js';
import { storedHub } from '../app/hub-stores.js';
import type { FileToUpload } from '../charts/attach.js';
import { mondayOf } from '../charts/data.js';
import { parseDate } from '../commands/dates.js';
import { DirectoryClient } from '../directory/client.js';
import { lastFullWeek, ReportService } from '../weekly-report/service.js';
import { hubToday } from '../time/hub-date.js';
import { USER_AGENT } from '../version.js';
import { zulipForPosting } from '../zulip/setup.js';
import { zulipCredentials } from '../config/credentials.js';
import { settingWithEnv } from '../config/leaves.js';
import { CONFIG_OPTION, commandLog, EXIT_CONFIG, HELP_OPTION, loadConfigOrExplain, missingSettings, resolveDirectoryOrExplain } from './common.js';
import { line, UsageError, type CliIo } from './io.js';
import { Pictures } from '../charts/picture.js';

export const REPORT_USAGE = `Usage: frontdesk report [--week DATE] [--post] [--out DIR] [--config FILE]

Print the weekly staff report (visits, distinct visitors, new and returning
members, busiest days, how visits were made) for the Monday-to-Sunday week
holding DATE (default: the last full week). With --post, post it with its
chart and CSV to reports.stream / reports.topic on Zulip, exactly once.

Options:
  --week DATE         any day of the week: last mon, 2026-11-16, nov 16, …
  --post              post it on Zulip (needs Zulip credentials, reports.stream and a real directory)
  --out DIR           also write the chart (PNG) and the visits (CSV) into DIR
  -c, --config FILE   config file (default: $FRONTDESK_CONFIG, else ./config.json if present)
  -h, --help          show this help`;

export async function reportCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { week: { type: 'string' }, post: { type: 'boolean' }, out: { type: 'string' }, ...CONFIG_OPTION, ...HELP_OPTION },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    line(io.stdout, REPORT_USAGE);
    return 0;
  }
  const loaded = await loadConfigOrExplain(values.config, io);
  if (!loaded) return EXIT_CONFIG;
  const { config } = loaded;
  const today = hubToday(io.clock.now(), config.hub.timezone);
  let monday = lastFullWeek(today);
  if (values.week !== undefined) {
    const parsed = parseDate(values.week, today, 'past');
    if (!parsed.ok) throw new UsageError(`--week: ${parsed.error}`);
    monday = mondayOf(parsed.value);
  }
  const { credentials, missing = [] } = zulipCredentials(config);
  if (values.post) {
    if (!config.reports.stream) missing.push(settingWithEnv('reports.stream'));
    if (missing.length || !credentials) return missingSettings(io, 'report --post', missing);
  }
  const directory = await resolveDirectoryOrExplain(config, !values.post, io, 'report');
  if (!directory) return EXIT_CONFIG;
  const log = commandLog(io, config);
  const client = new DirectoryClient({ baseUrl: directory.baseUrl, token: directory.token, timeoutMs: config.directory.timeoutMs, userAgent: USER_AGENT });
  try {
    if (!values.post || !credentials) {
      const dir = values.out === undefined ? undefined : resolve(values.out);
      const upload = dir ? async (file: FileToUpload) => (await mkdir(dir, { recursive: true }), await writeFile(join(dir, file.filename), file.data), join(dir, file.filename)) : undefined;
      line(io.stdout, await new ReportService({ deps: { directory: client }, log }).render(monday, { upload, pictures: new Pictures() }));
      return 0;
    }
    const { api, me, sender } = await zulipForPosting(credentials, config, log);
    const target = { api, botUserId: me.userId, post: sender.send.bind(sender), upload: sender.upload.bind(sender), pictures: new Pictures() };
    // Issue 26: members not listed by name keep their CSV rows without their names.
    const hub = await storedHub(config, api, log);
    const outcome = await reportService(config, { directory: client, hub }, target, log)!.post(monday);
    line(io.stdout, `weekly report for the week of ${monday}: ${outcome.replace(/-/g, ' ')} (#${config.reports.stream} > ${config.reports.topic})`);
    return 0;
  } finally {
    await directory.sandbox?.close();
  }
}
