import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { attendanceChart } from '../charts/attendance.js';
import { Pictures } from '../charts/picture.js';
import { parseRange, type DateRange } from '../commands/dates.js';
import { DirectoryClient } from '../directory/client.js';
import { addDaysIso, hubToday } from '../time/hub-date.js';
import { collect } from '../util/collect.js';
import { USER_AGENT } from '../version.js';
import { CONFIG_OPTION, EXIT_CONFIG, HELP_OPTION, loadConfigOrExplain, resolveDirectoryOrExplain } from './common.js';
import { line, UsageError, type CliIo } from './io.js';

export const CHART_USAGE = `Usage: frontdesk chart [--range RANGE] [--out FILE] [--config FILE]

Draw the attendance chart (visitors per day over RANGE, per week over ranges
longer than two months) to a PNG file, and print its path and its numbers.
With no directory configured it reads the built-in sandbox.

Options:
  --range RANGE       this week, last month, last 90 days, since sep 1, nov 1..nov 20, …
                      (default: the last 4 weeks)
  --out FILE          the PNG to write (default: ./attendance-START-END.png)
  -c, --config FILE   config file (default: $FRONTDESK_CONFIG, else ./config.json if present)
  -h, --help          show this help`;

export async function chartCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { range: { type: 'string' }, out: { type: 'string' }, ...CONFIG_OPTION, ...HELP_OPTION },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    line(io.stdout, CHART_USAGE);
    return 0;
  }
  const loaded = await loadConfigOrExplain(values.config, io);
  if (!loaded) return EXIT_CONFIG;
  const { config } = loaded;
  const today = hubToday(io.clock.now(), config.hub.timezone);
  let range: DateRange = { start: addDaysIso(today, -27), end: today, label: 'the last 4 weeks' };
  if (values.range !== undefined) {
    const parsed = parseRange(values.range, today);
    if (!parsed.ok) throw new UsageError(`--range: ${parsed.error}`);
    range = parsed.value;
  }
  const directory = await resolveDirectoryOrExplain(config, true, io, 'chart');
  if (!directory) return EXIT_CONFIG;
  try {
    const client = new DirectoryClient({ baseUrl: directory.baseUrl, token: directory.token, timeoutMs: config.directory.timeoutMs, userAgent: USER_AGENT });
    const visits = await collect(client.walkHubVisits({ start_date: range.start, end_date: range.end }));
    const chart = attendanceChart(visits, { ...range, today });
    const { png, width, height } = await new Pictures().draw(chart.spec);
    const out = resolve(values.out ?? chart.filename);
    await writeFile(out, png);
    line(io.stdout, out);
    line(io.stdout, `${chart.summary} (${width}×${height} PNG)`);
    return 0;
  } finally {
    await directory.sandbox?.close();
  }
}
