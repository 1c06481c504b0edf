import type { ZulipCredentials } from '../config/credentials.js';
import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
import type { Metrics, ZulipObserver } from '../ops/metrics.js';
import { ZulipApi } from './api.js';
import { ZulipBotStorage } from './bot-storage.js';
import { WireKeyValue } from '../store/wire-key-value.js';
import type { KeyValueStore } from '../util/key-value.js';
import type { ZulipApiError } from './errors.js';
import { MAX_MESSAGE_LENGTH, MAX_TOPIC_LENGTH, ServerValues } from './limits.js';
import { RateLimiter } from './rate-limit.js';
import { ZulipSender } from './sender.js';
import { ZulipTransport } from './transport.js';
import type { ZulipUser } from './types.js';
import type { DecodeReport } from '../util/tolerant/report.js';
import { ZulipUserCache } from './user-cache.js';

/**
 * The one Zulip setup every entry point uses: `run` (zulipForRun) and the
 * one-shot posting commands, digest, morning and report (zulipForPosting).
 * Every request goes through ZulipApi (src/zulip/api.ts, on our own
 * HttpExchange); the limits are the server's, asked of it, never literals.
 */
export interface ServerLimits {
  /** Longer messages are split (the digest) or cut; Unicode code points. */
  maxMessageLength: number;
  /** Longer topics are cut by the sender. */
  maxTopicLength: number;
}

/** What a one-shot command posts with: the API, the bot's own account, the server's limits, and a sender bound to them. */
export interface ZulipPosting {
  api: ZulipApi;
  me: ZulipUser;
  limits: ServerLimits;
  sender: ZulipSender;
}

/** `decoding`: where the decoders count what Zulip sent that they could not use (the command's Ops.decoding); none: the API's own. */
export async function zulipForPosting(credentials: ZulipCredentials, config: Pick<Config, 'zulip'>, log: Logger, options: { decoding?: DecodeReport } = {}): Promise<ZulipPosting> {
  const api = await ZulipApi.connect(credentials, options);
  const me = await api.getOwnUser();
  const limits = await serverLimits(api, log);
  const sender = new ZulipSender(api, new RateLimiter({ perMinute: config.zulip.sendsPerMinute, burst: config.zulip.sendBurst }), log, { maxTopicLength: limits.maxTopicLength });
  return { api, me, limits, sender };
}

/**
 * The server's limits, as POST /register gives them (the only place Zulip
 * does): a queue registered for no event, asking only for the realm's
 * settings, and deleted at once.
 */
export async function serverLimits(api: Pick<ZulipApi, 'register' | 'deleteQueue'>, log: Logger): Promise<ServerLimits> {
  const queue = await api.register([]);
  await api.deleteQueue(queue.queueId).catch((error: unknown) => log.debug({ err: error }, 'could not delete the queue registered for the limits; Zulip forgets it in 10 minutes'));
  const values = new ServerValues(log);
  return {
    maxMessageLength: values.clamp('max_message_length', queue.maxMessageLength, MAX_MESSAGE_LENGTH),
    maxTopicLength: values.clamp('max_topic_length', queue.maxTopicLength, MAX_TOPIC_LENGTH),
  };
}

/** What `run` listens and speaks through; the transport learns the limits at its own registration. */
export interface ZulipRunning {
  api: ZulipApi;
  /** One cache of the realm's users (one GET /users) for mentions, senders and reactions alike. */
  users: ZulipUserCache;
  transport: ZulipTransport;
  /** Zulip's bot storage: what must outlive the process without a disk (the handoff note, typed-command marks). */
  storage: KeyValueStore;
}

export async function zulipForRun(
  credentials: ZulipCredentials,
  config: Pick<Config, 'zulip' | 'checkins'>,
  options: {
    log: Logger;
    /** Told of every request (the process's ZulipWatch). */
    observer: ZulipObserver;
    /** Where the decoders count what Zulip sent that they could not use (the bot's Ops.decoding, which logs and exports it). */
    decoding: DecodeReport;
    metrics: Pick<Metrics, 'registrations' | 'retries'>;
    /** Stops retries at start-up (shutdown asked while Zulip is unreachable). */
    signal: AbortSignal;
    /** Zulip refused the bot for good mid-run. */
    onFatal: (error: ZulipApiError) => void;
  },
): Promise<ZulipRunning> {
  const { log } = options;
  // One budget for every request to Zulip; a burst of 10, then the rate.
  const budget = new RateLimiter({ perMinute: config.zulip.requestsPerMinute, burst: 10 });
  const api = await ZulipApi.connect(credentials, { budget, observer: options.observer, decoding: options.decoding });
  const users = new ZulipUserCache({ api, log: log.child({ component: 'users' }) });
  const storage = new WireKeyValue(new ZulipBotStorage(api), log.child({ component: 'storage' }));
  const transport = new ZulipTransport({
    api,
    log,
    users,
    sendsPerMinute: config.zulip.sendsPerMinute,
    sendBurst: config.zulip.sendBurst,
    signal: options.signal,
    stateFile: config.zulip.stateFile,
    unresolvedGiveUpMs: config.zulip.unresolvedGiveUpSeconds * 1000,
    onFatal: options.onFatal,
    claimEmoji: config.zulip.claimEmoji || undefined,
    // Reaction events: the check-ins' (when on), and the taps on the hub's questions (✅/❌ under reminders and follow requests).
    reactions: true,
    metrics: options.metrics,
    // Reports this process in the account's status text, and watches for a second one.
    instances: true,
    storage,
  });
  return { api, users, transport, storage };
}
