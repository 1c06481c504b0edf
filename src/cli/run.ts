import { parseArgs } from 'node:util';
import type { ChatLimits, Place } from '../chat.js';
import type { FileToUpload } from '../charts/attach.js';
import { reportService, scheduleReports } from '../app/reports.js';
import { botOn, buildCore } from '../app/core.js';
import { scheduleCheckins, zulipCheckins } from '../app/checkins.js';
import { scheduleDigest, zulipDigestPoster } from '../app/digest.js';
import { zulipCredentials } from '../config/credentials.js';
import { createLogger } from '../log.js';
import { systemClock } from '../time/clock.js';
import { VERSION } from '../version.js';
import { ZulipApi } from '../zulip/api.js';
import { RealmPeople } from '../zulip/people.js';
import { ZulipTransport } from '../zulip/transport.js';
import { CONFIG_OPTION, HELP_OPTION, loadConfigOrExplain, resolveDirectoryOrExplain, secretsOf } from './common.js';
import { line, untilAborted, type CliIo } from './io.js';

export const RUN_USAGE = `Usage: frontdesk run [--config FILE]

Run the bot on Zulip (what the Procfile's worker runs). Needs Zulip
credentials (zulip.site/email/apiKey, or a zuliprc) and a directory
(directory.baseUrl and directory.token); never falls back to the shell or the
sandbox. SIGTERM or SIGINT: stop polling, finish commands in flight, delete
the event queue, exit 0.

Options:
  -c, --config FILE   config file (default: $FRONTDESK_CONFIG, else ./config.json if present)
  -h, --help          show this help`;

export async function runCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { ...CONFIG_OPTION, ...HELP_OPTION }, strict: true, allowPositionals: false });
  if (values.help) {
    line(io.stdout, RUN_USAGE);
    return 0;
  }
  const loaded = await loadConfigOrExplain(values.config, io);
  if (!loaded) return 1;
  const { config } = loaded;
  const { credentials, missing } = zulipCredentials(config);
  if (!credentials) {
    line(io.stderr, `frontdesk run: missing ${missing.join(', ')}. Set them in the config file or the environment, or point zulip.zuliprc (ZULIPRC) at a zuliprc file.`);
    return 1;
  }
  const directory = await resolveDirectoryOrExplain(config, false, io, 'run');
  if (!directory) return 1;

  const log = createLogger({ level: config.log.level, secrets: secretsOf(config) });
  const started = performance.now();
  const api = await ZulipApi.connect(credentials);
  const transport = new ZulipTransport({
    api,
    log,
    sendsPerMinute: config.zulip.sendsPerMinute,
    sendBurst: config.zulip.sendBurst,
    signal: io.shutdownSignal,
    // Reaction events only when check-ins are on: otherwise they would be traffic for nothing.
    reactions: Boolean(config.checkins.stream),
  });
  const people = new RealmPeople({ api, log: log.child({ component: 'people' }) });
  const core = buildCore({ config, directory, log, clock: systemClock, people });
  const checkinLog = log.child({ component: 'checkins' });
  const checkins = zulipCheckins(
    config,
    core.deps,
    {
      api,
      botUserId: () => transport.me.userId,
      post: (place, text) => transport.post(place, text),
      react: (messageId, emoji) => transport.react(messageId, emoji),
      people: (ids) => transport.people(ids),
    },
    checkinLog,
  );
  const bot = botOn(core, transport, log, undefined, checkins);
  log.info({ version: VERSION, config: loaded.file ?? '(environment)', directory: directory.baseUrl }, 'frontdesk starting');
  core.index?.start();
  let limits: ChatLimits;
  try {
    limits = await bot.start();
  } catch (error) {
    core.index?.stop();
    if (io.shutdownSignal.aborted) return 0;
    log.fatal({ err: error }, 'could not start on Zulip');
    line(io.stderr, `frontdesk run: could not start on Zulip: ${(error as Error).message}`);
    return 1;
  }
  const me = transport.me;
  log.info({ bot: me.fullName, startupMs: Math.round(performance.now() - started), queueId: transport.queue.queueId }, 'ready');
  const digestLog = log.child({ component: 'digest' });
  const target = { api, botUserId: me.userId, post: (place: Place, text: string) => transport.post(place, text), upload: (file: FileToUpload) => transport.upload(file), limits };
  const poster = zulipDigestPoster(core.digest, config, target, digestLog);
  const scheduler = scheduleDigest(poster, config, log);
  const reports = scheduleReports(reportService(config, core.deps, target, log.child({ component: 'reports' })), config, log);
  const checkinSchedulers = checkins ? scheduleCheckins(checkins, config, checkinLog) : [];

  await untilAborted(io.shutdownSignal);
  log.info({ signal: String(io.shutdownSignal.reason) }, 'shutting down');
  core.index?.stop();
  const [drained] = await Promise.all([bot.stop(), scheduler?.stop(), reports?.stop(), ...checkinSchedulers.map((s) => s.stop())]);
  log.info({ drained }, 'stopped');
  return 0;
}
