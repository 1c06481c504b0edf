import { parseArgs } from 'node:util';
import { buildCore } from '../app/core.js';
import { storedHub } from '../app/hub-stores.js';
import type { Hub } from '../follows/hub.js';
import { zulipDigestPoster } from '../posts/digest.js';
import { parseDate } from '../commands/dates.js';
import { zulipCredentials } from '../config/credentials.js';
import { settingWithEnv } from '../config/leaves.js';
import { addDaysIso, hubToday } from '../time/hub-date.js';
import { zulipForPosting } from '../zulip/setup.js';
import { CONFIG_OPTION, commandLog, EXIT_CONFIG, HELP_OPTION, loadConfigOrExplain, missingSettings, resolveDirectoryOrExplain } from './common.js';
import { line, UsageError, type CliIo } from './io.js';
import { Pictures } from '../charts/picture.js';

export const DIGEST_USAGE = `Usage: frontdesk digest [--date DATE] [--post] [--config FILE]

Print the hub-attendance digest for DATE (default: today or yesterday, as
digest.day says) in the hub's time zone. With no directory configured it
reads the built-in sandbox. With --post, post it to digest.stream /
digest.topic on Zulip, exactly once: if the bot already posted that date's
digest there, nothing more is posted.

Options:
  --date DATE         today, yesterday, 2026-11-20, fri, nov 20, …
  --post              post it on Zulip (needs Zulip credentials, digest.stream and a real directory)
  -c, --config FILE   config file (default: $FRONTDESK_CONFIG, else ./config.json if present)
  -h, --help          show this help`;

export async function digestCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { date: { type: 'string' }, post: { type: 'boolean' }, ...CONFIG_OPTION, ...HELP_OPTION },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    line(io.stdout, DIGEST_USAGE);
    return 0;
  }
  const loaded = await loadConfigOrExplain(values.config, io);
  if (!loaded) return EXIT_CONFIG;
  const { config } = loaded;
  const today = hubToday(io.clock.now(), config.hub.timezone);
  let date = config.digest.day === 'yesterday' ? addDaysIso(today, -1) : today;
  if (values.date !== undefined) {
    const parsed = parseDate(values.date, today, 'past');
    if (!parsed.ok) throw new UsageError(`--date: ${parsed.error}`);
    date = parsed.value;
  }
  const { credentials, missing = [] } = zulipCredentials(config);
  if (values.post) {
    if (!config.digest.stream) missing.push(settingWithEnv('digest.stream'));
    if (missing.length || !credentials) return missingSettings(io, 'digest --post', missing);
  }
  const directory = await resolveDirectoryOrExplain(config, !values.post, io, 'digest');
  if (!directory) return EXIT_CONFIG;
  const log = commandLog(io, config);
  let hub: Hub | undefined;
  const { digest, ops } = buildCore({ config: { ...config, directory: { ...config.directory, index: false } }, directory, log, clock: io.clock, hub: () => hub });
  try {
    if (!values.post || !credentials) {
      line(io.stdout, await digest.preview(date));
      return 0;
    }
    const { api, me, sender, limits } = await zulipForPosting(credentials, config, log, { decoding: ops.decoding });
    // Issue 26: members not listed by name are counted, not named, in a digest posted from here too.
    hub = await storedHub(config, api, log);
    const target = { api, botUserId: me.userId, post: sender.send.bind(sender), upload: sender.upload.bind(sender), pictures: new Pictures(), limits };
    const poster = zulipDigestPoster(digest, config, target, log);
    if (!poster) return 1; // unreachable: digest.stream was checked above
    const outcome = await poster.post(date);
    line(io.stdout, `digest for ${date}: ${outcome.replace(/-/g, ' ')} (#${config.digest.stream} > ${config.digest.topic})`);
    return 0;
  } finally {
    await directory.sandbox?.close();
  }
}
