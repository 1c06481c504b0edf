import { parseArgs } from 'node:util';
import type { ChatLimits, Place } from '../chat.js';
import type { FileToUpload } from '../charts/attach.js';
import { reportService, scheduleReports } from '../app/reports.js';
import { botOn, buildCore } from '../app/core.js';
import { checkinTargetOn, scheduleCheckins, zulipCheckins } from '../app/checkins.js';
import { scheduleDigest, zulipDigestPoster } from '../app/digest.js';
import { alertsFor } from '../app/alerts.js';
import { withAnswers } from '../app/hub.js';
import { zulipHub } from '../app/hub-stores.js';
import { buildOps, type Ops } from '../app/ops.js';
import { zulipCredentials } from '../config/credentials.js';
import { createLogger } from '../log.js';
import { systemClock } from '../time/clock.js';
import { VERSION } from '../version.js';
import { ZulipApi } from '../zulip/api.js';
import { EXIT_FATAL, fatalFix, type ZulipApiError } from '../zulip/errors.js';
import { InstanceBeacon } from '../zulip/instances.js';
import { ZulipTransport } from '../zulip/transport.js';
import { RateLimiter } from '../zulip/rate-limit.js';
import { ZulipUserCache } from '../zulip/user-cache.js';
import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
import { startHealthServer, type HealthCheck, type HealthServer } from '../ops/health-server.js';
import { startHeartbeat } from '../ops/heartbeat.js';
import { CONFIG_OPTION, HELP_OPTION, loadConfigOrExplain, resolveDirectoryOrExplain, secretsOf } from './common.js';
import { line, untilAborted, type CliIo } from './io.js';

export const RUN_USAGE = `Usage: frontdesk run [--config FILE]

Run the bot on Zulip (what the Procfile's worker runs). Needs Zulip
credentials (zulip.site/email/apiKey, or a zuliprc) and a directory
(directory.baseUrl and directory.token); never falls back to the shell or the
sandbox. SIGTERM or SIGINT: stop polling, drop commands not started (the next
process answers them, with zulip.stateFile set), finish commands in flight (up
to 6 s), delete the event queue, exit 0. Exit 78 when Zulip refuses the bot for
good (credentials, deactivation, wrong site): restarting would not help.

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
  // Stops on a signal, or on a fatal answer from Zulip mid-run.
  const stop = new AbortController();
  const onSignal = () => stop.abort(io.shutdownSignal.reason);
  if (io.shutdownSignal.aborted) onSignal();
  else io.shutdownSignal.addEventListener('abort', onSignal, { once: true });
  let fatal: ZulipApiError | undefined;
  // One budget for every request to Zulip; a burst of 10, then the rate.
  const budget = new RateLimiter({ perMinute: config.zulip.requestsPerMinute, burst: 10 });
  // What the process knows about itself, built once and passed to whoever feeds or reads it.
  const ops = buildOps(config);
  const api = await ZulipApi.connect(credentials, { budget, observer: ops.zulip });
  // One cache of the realm's users (one GET /users) for mentions, senders and reactions alike.
  const users = new ZulipUserCache({ api, log: log.child({ component: 'users' }) });
  const transport = new ZulipTransport({
    api,
    log,
    users,
    sendsPerMinute: config.zulip.sendsPerMinute,
    sendBurst: config.zulip.sendBurst,
    signal: stop.signal,
    stateFile: config.zulip.stateFile,
    unresolvedGiveUpMs: config.zulip.unresolvedGiveUpSeconds * 1000,
    onFatal: (error) => {
      fatal = error;
      log.fatal({ code: error.code, endpoint: error.endpoint, fix: error.fix }, `fatal: ${error.fix ?? error.message}`);
      stop.abort('fatal');
    },
    claimEmoji: config.zulip.claimEmoji || undefined,
    // Reaction events: the check-ins' (when on), and the taps on the hub's questions (✅/❌ under reminders and follow requests).
    reactions: true,
  });
  // Issue 26: the hub (made below, once the core exists) is handed to the handlers when its storage is read.
  let hub: ReturnType<typeof zulipHub> | undefined;
  const core = buildCore({ config, directory, log, clock: systemClock, people: users, ops, zulip: transport, hub: () => hub?.current() });
  const checkinLog = log.child({ component: 'checkins' });
  const checkins = zulipCheckins(
    config,
    core.deps,
    checkinTargetOn(api, transport),
    checkinLog,
  );
  // Issue 26: follows, routines and privacy on Zulip's bot storage (read while the bot starts); its taps join the reactions.
  hub = zulipHub({ config, deps: core.deps, api, transport, log, signal: stop.signal });
  const bot = botOn(core, transport, log, undefined, withAnswers(checkins, hub.answers), config.limits);
  log.info({ version: VERSION, config: loaded.file ?? '(environment)', directory: directory.baseUrl }, 'frontdesk starting');
  core.index?.start();
  let limits: ChatLimits;
  try {
    limits = await bot.start();
  } catch (error) {
    core.index?.stop();
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
  // Says in the start-up log whether another process runs on this account (and keeps watching, once a minute).
  const beacon = new InstanceBeacon(api, me.userId, log);
  await beacon.start();
  log.info({ bot: me.fullName, instance: beacon.id, startupMs: Math.round(performance.now() - started), queueId: transport.queue.queueId }, 'ready');
  const digestLog = log.child({ component: 'digest' });
  const target = { api, botUserId: me.userId, post: (place: Place, text: string) => transport.post(place, text), upload: (file: FileToUpload) => transport.upload(file), limits };
  const poster = zulipDigestPoster(core.digest, config, target, digestLog);
  // Alerts first: a digest caught up at start reports to them.
  const alerts = alertsFor(config, transport, ops, log);
  alerts?.start();
  const scheduler = scheduleDigest(poster, config, log, { schedules: ops.schedules });
  const listener = await startOpsListener(config, transport, ops, log);
  const reports = scheduleReports(reportService(config, core.deps, target, log.child({ component: 'reports' })), config, log, { schedules: ops.schedules });
  const checkinSchedulers = checkins ? scheduleCheckins(checkins, config, checkinLog, ops.schedules) : [];
  hub.start();

  await untilAborted(stop.signal);
  log.info({ reason: String(stop.signal.reason) }, 'shutting down');
  core.index?.stop();
  listener.heartbeat?.stop();
  alerts?.stop();
  const [drained] = await Promise.all([bot.stop(), scheduler?.stop(), reports?.stop(), beacon.stop(), hub.stop(), ...checkinSchedulers.map((s) => s.stop())]);
  await listener.server?.close();
  log.info({ drained }, 'stopped');
  return fatal ? EXIT_FATAL : 0;
}

/** The operator's view, when configured: the health/metrics listener and the heartbeat push. */
async function startOpsListener(config: Config, transport: ZulipTransport, ops: Ops, log: Logger): Promise<{ server?: HealthServer; heartbeat?: { stop(): void } }> {
  const health = ops.directory;
  const check = (): HealthCheck => {
    const zulip = transport.health();
    const directory = health.answering ? 'answering' : `failing (${health.lastFailure ?? 'error'})`;
    return { ...zulip, directory };
  };
  const out: { server?: HealthServer; heartbeat?: { stop(): void } } = {};
  if (config.health.port !== undefined) {
    try {
      out.server = await startHealthServer({ port: config.health.port, host: config.health.host, check, log });
    } catch (error) {
      // The bot is worth more than its dashboard: say so loudly and go on.
      log.error({ err: error, port: config.health.port }, 'could not start the health listener; going on without it');
    }
  }
  if (config.health.pingUrl) {
    out.heartbeat = startHeartbeat({ url: config.health.pingUrl, healthy: () => transport.health().ok && health.answering, log });
  }
  return out;
}
