import { parseArgs } from 'node:util';
import { zulipCheckinBoard } from '../app/checkins.js';
import { zulipCredentials } from '../config/credentials.js';
import { settingWithEnv } from '../config/leaves.js';
import { postCheckin } from '../checkins/posting.js';
import { textOf, weekOf, type PostKind } from '../checkins/posts.js';
import { parseDate } from '../commands/dates.js';
import { hubToday } from '../time/hub-date.js';
import { zulipForPosting } from '../zulip/setup.js';
import { ZulipUserCache } from '../zulip/user-cache.js';
import { CONFIG_OPTION, commandLog, EXIT_CONFIG, HELP_OPTION, loadConfigOrExplain, missingSettings } from './common.js';
import { line, UsageError, type CliIo } from './io.js';

export const MORNING_USAGE = `Usage: frontdesk morning [--date DATE] [--week] [--post] [--config FILE]

Print the morning check-in post for DATE (default: today, hub time): members
react to it to check in. With --week, the week post instead (the week of
DATE; one reaction per weekday, each a planned visit). With --post, post it
to checkins.stream / checkins.topic on Zulip, exactly once (if the bot already
posted it there, nothing more is posted), and add the bot's reactions.

Options:
  --date DATE         today, tomorrow, 2026-11-23, mon, nov 23, …
  --week              the week post instead of the morning post
  --post              post it on Zulip (needs Zulip credentials and checkins.stream)
  -c, --config FILE   config file (default: $FRONTDESK_CONFIG, else ./config.json if present)
  -h, --help          show this help`;

export async function morningCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { date: { type: 'string' }, post: { type: 'boolean' }, week: { type: 'boolean' }, ...CONFIG_OPTION, ...HELP_OPTION },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    line(io.stdout, MORNING_USAGE);
    return 0;
  }
  const loaded = await loadConfigOrExplain(values.config, io);
  if (!loaded) return EXIT_CONFIG;
  const { config } = loaded;
  const today = hubToday(io.clock.now(), config.hub.timezone);
  let date = today;
  if (values.date !== undefined) {
    const parsed = parseDate(values.date, today, 'future');
    if (!parsed.ok) throw new UsageError(`--date: ${parsed.error}`);
    date = parsed.value;
  }
  const kind: PostKind = values.week ? 'week' : 'morning';
  if (kind === 'week') date = weekOf(date);
  if (!values.post) {
    line(io.stdout, textOf(kind, date));
    return 0;
  }
  const { credentials, missing = [] } = zulipCredentials(config);
  if (!config.checkins.stream) missing.push(settingWithEnv('checkins.stream'));
  if (missing.length || !credentials) return missingSettings(io, 'morning --post', missing);
  const log = commandLog(io, config);
  const { api, me, sender } = await zulipForPosting(credentials, config, log);
  // Posting needs no directory: the post and its reactions are all on Zulip.
  const people = new ZulipUserCache({ api, log });
  const target = {
    api,
    botUserId: () => me.userId,
    post: sender.send.bind(sender),
    react: sender.react.bind(sender),
    people: people.people.bind(people),
  };
  const board = zulipCheckinBoard(config, target, log);
  if (!board) return 1; // unreachable: checkins.stream was checked above
  const { outcome } = await postCheckin(board, kind, date, { log });
  line(io.stdout, `${kind} post for ${date}: ${outcome.replace(/-/g, ' ')} (#${config.checkins.stream} > ${config.checkins.topic})`);
  return 0;
}
