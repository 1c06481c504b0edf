import { ZulipConversationMemory } from '../app/conversation-memory.js';
import { parseArgs } from 'node:util';
import type { ChatLimits, Place } from '../chat.js';
import type { FileToUpload } from '../charts/attach.js';
import { botOn, buildCore } from '../app/core.js';
import { checkinTargetOn, zulipCheckins } from '../app/checkins.js';
import { alertsFor } from '../app/alerts.js';
import { startOpsListener } from '../app/health.js';
import { withAnswers } from '../app/hub.js';
import { zulipHub } from '../app/hub-stores.js';
import { buildOps } from '../app/ops.js';
import { schedulePost } from '../app/schedules.js';
import { zulipCredentials, ZULIPRC_HINT } from '../config/credentials.js';
import { createLogger } from '../log.js';
import { digestPost, zulipDigestPoster } from '../posts/digest.js';
import { morningPost } from '../posts/morning.js';
import { reportPost, reportService } from '../posts/report.js';
import { weekPost } from '../posts/week.js';
import { buildInfo } from '../ops/build-info.js';
import { VERSION } from '../version.js';
import { EXIT_FATAL, fatalFix, type ZulipApiError } from '../zulip/errors.js';
import { zulipForRun } from '../zulip/setup.js';
import { CONFIG_OPTION, EXIT_CONFIG, HELP_OPTION, loadConfigOrExplain, missingSettings, resolveDirectoryOrExplain, secretsOf } from './common.js';
import { line, untilAborted, type CliIo } from './io.js';

export const RUN_USAGE = `Usage: frontdesk run [--config FILE]

Run the bot on Zulip (what the Procfile's worker runs). Needs Zulip
credentials (zulip.site/email/apiKey, or a zuliprc) and a directory
(directory.baseUrl and directory.token); never falls back to the shell or the
sandbox. SIGTERM or SIGINT: stop polling, drop commands not started (the next
process answers them, with zulip.stateFile set), finish commands in flight (up
to 6 s), delete the event queue, exit 0. Exit 78 on a configuration error, and
when Zulip refuses the bot for good (credentials, deactivation, wrong site):
restarting would not help.

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
  if (!loaded) return EXIT_CONFIG;
  const { config } = loaded;
  const { credentials, missing } = zulipCredentials(config);
  if (!credentials) return missingSettings(io, 'run', missing, `. Set them in the config file or the environment, ${ZULIPRC_HINT}.`);
  const directory = await resolveDirectoryOrExplain(config, false, io, 'run');
  if (!directory) return EXIT_CONFIG;

  const log = createLogger({ level: config.log.level, secrets: secretsOf(config) });
  const started = performance.now();
  // Stops on a signal, or on a fatal answer from Zulip mid-run.
  const stop = new AbortController();
  const onSignal = () => stop.abort(io.shutdownSignal.reason);
  if (io.shutdownSignal.aborted) onSignal();
  else io.shutdownSignal.addEventListener('abort', onSignal, { once: true });
  let fatal: ZulipApiError | undefined;
  // What the process knows about itself, built once and passed to whoever feeds or reads it.
  const build = buildInfo(io.env);
  const ops = buildOps(config, { build, now: () => io.clock.now() });
  const { api, users, transport, storage } = await zulipForRun(credentials, config, {
    log,
    observer: ops.zulip,
    decoding: ops.decoding,
    metrics: ops.metrics,
    signal: stop.signal,
    onFatal: (error) => {
      fatal = error;
      log.fatal({ code: error.code, endpoint: error.endpoint, fix: error.fix }, `fatal: ${error.fix ?? error.message}`);
      stop.abort('fatal');
    },
  });
  // Issue 26: the hub (made below, once the core exists) is handed to the handlers when its storage is read.
  const made: { hub?: ReturnType<typeof zulipHub> } = {};
  // Where the bot's questions and undos are read back from, a restart included: its own messages on Zulip.
  const conversation = new ZulipConversationMemory(api, () => transport.me.userId, log.child({ component: 'conversation' }));
  const core = buildCore({ config, directory, log, clock: io.clock, people: users, ops, zulip: transport, hub: () => made.hub?.current(), conversation });
  const checkinLog = log.child({ component: 'checkins' });
  const checkins = zulipCheckins(config, core.deps, checkinTargetOn(api, transport), checkinLog, { store: storage, shared: () => transport.multiple });
  // Issue 26: follows, routines and privacy on Zulip's bot storage (read while the bot starts); its taps join the reactions.
  const hub = zulipHub({ config, deps: core.deps, api, transport, log, signal: stop.signal });
  made.hub = hub;
  const stored = hub.store;
  ops.signals.botStorageCharacters = () => stored.size;
  const bot = botOn(core, transport, log, undefined, withAnswers(checkins, hub.answers), config.limits);
  log.info({ version: VERSION, commit: build.commit, config: loaded.file ?? '(environment)', directory: directory.baseUrl }, 'frontdesk starting');
  // Listening before Zulip answers: /livez says alive, /readyz says why not ready yet (a host that assigned PORT sees it bound).
  const listener = await startOpsListener(config, { ops, zulip: transport, index: core.index }, log);
  core.index?.start();
  let limits: ChatLimits;
  try {
    limits = await bot.start();
  } catch (error) {
    core.index?.stop();
    await listener.close();
    if (stop.signal.aborted) return 0;
    const fix = fatalFix(error);
    if (fix) {
      log.fatal({ err: error, fix }, `fatal: ${fix}`);
      line(io.stderr, `frontdesk run: ${(error as Error).message}\nfrontdesk run: fatal: ${fix}`);
      return EXIT_FATAL;
    }
    log.fatal({ err: error }, 'could not start on Zulip');
    line(io.stderr, `frontdesk run: could not start on Zulip: ${(error as Error).message}`);
    return 1;
  }
  const me = transport.me;
  // The transport reported this process in the account's status text before it registered (src/zulip/instances.ts).
  log.info({ bot: me.fullName, instance: transport.instance, startupMs: Math.round(performance.now() - started), queueId: transport.queue.queueId }, 'ready');
  listener.startHeartbeat();
  const digestLog = log.child({ component: 'digest' });
  const target = { api, botUserId: me.userId, post: (place: Place, text: string) => transport.post(place, text), upload: (file: FileToUpload) => transport.upload(file), pictures: core.deps.pictures, limits };
  const poster = zulipDigestPoster(core.digest, config, target, digestLog, ops.metrics);
  // Alerts first: a digest caught up at start reports to them.
  const alerts = alertsFor(config, transport, ops, log);
  alerts?.start();
  const posts = [
    digestPost(poster, config, log),
    reportPost(reportService(config, core.deps, target, log.child({ component: 'reports' })), config, log),
    ...(checkins ? [morningPost(checkins, config, checkinLog), weekPost(checkins, config, checkinLog)] : []),
  ];
  const schedulers = posts.flatMap((post) => (post ? [schedulePost(post, { schedules: ops.schedules })] : []));
  hub.start();

  await untilAborted(stop.signal);
  log.info({ reason: String(stop.signal.reason) }, 'shutting down');
  // Not ready from now on; alive (and answering /livez) until the process exits.
  listener.markStopping();
  core.index?.stop();
  alerts?.stop();
  const [drained] = await Promise.all([bot.stop(), ...schedulers.map((s) => s.stop()), hub.stop()]);
  await listener.close();
  log.info({ drained }, 'stopped');
  return fatal ? EXIT_FATAL : 0;
}
