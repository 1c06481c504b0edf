import { randomBytes } from 'node:crypto';
import { Gauge } from 'prom-client';
import type { Place } from '../chat.js';
import type { Deps } from '../commands/context.js';
import type { Config } from '../config/schema.js';
import { ArrivalAlerts } from '../follows/alerts.js';
import { HubAnswers, type MessageReader } from '../follows/answers.js';
import { Follows } from '../follows/follows.js';
import type { Hub } from '../follows/hub.js';
import { registry } from '../ops/metrics.js';
import { memberPolicy } from '../privacy/policy.js';
import { MemberRecords } from '../privacy/records.js';
import type { Messenger } from '../routines/messenger.js';
import { Reminders } from '../routines/reminders.js';
import { withLimitWatch } from '../store/limit-watch.js';
import { staleClaimKeys } from '../store/keys.js';
import type { KeyValueStore } from '../store/store.js';
import { addDaysIso } from '../time/hub-date.js';
import type { Sleep } from '../util/sleep.js';
import { sleep as realSleep } from '../util/sleep.js';
import type { ReactionHandler } from '../bot/bot.js';
import { VisitWatcher } from '../watcher/watcher.js';

/**
 * The hub's features (issue 26) assembled: the store (Zulip's bot storage on
 * Zulip, an embedded one in the shell), members' records and the privacy
 * policy (handed to the command handlers as `deps.hub`), follows, the visit
 * watcher with the arrival alerts and the routine reminders on its ticks, and
 * the taps on the bot's questions (a reaction handler).
 */
export interface HubParts {
  hub: Hub;
  /** The hub for the handlers, the digest and the report (`buildCore`'s `hub`): none until it can answer truthfully. */
  current(): Hub | undefined;
  watcher: VisitWatcher | undefined;
  alerts: ArrivalAlerts;
  reminders: Reminders;
  /** For the bot's reaction handling (✅/❌ under reminders and follow requests). */
  answers: Pick<HubAnswers, 'handle'>;
  start(): void;
  stop(): Promise<void>;
}

/** The storage gauges, registered once per process; they read whichever store was attached last. */
let measured: KeyValueStore | undefined;
function measure(store: KeyValueStore): void {
  if (!measured) {
    new Gauge({
      name: 'frontdesk_store_characters',
      help: "Characters used in the bot's storage (Zulip's bot storage, or the embedded store): keys and values",
      registers: [registry],
      collect() {
        this.set(measured?.size ?? 0);
      },
    });
    new Gauge({
      name: 'frontdesk_store_limit_characters',
      help: "The bot storage's size limit, in characters",
      registers: [registry],
      collect() {
        this.set(measured?.limit ?? 0);
      },
    });
  }
  measured = store;
}

/** Where alerts for the admins go (alerts.stream, else a DM to the admins); none when neither is set. */
export function adminPlace(config: Pick<Config, 'alerts' | 'admins'>): Place | undefined {
  const { stream, topic } = config.alerts;
  if (stream) return { type: 'stream', stream, topic };
  return config.admins.length ? { type: 'dm', recipientIds: [...config.admins] } : undefined;
}

export function buildHub(options: {
  config: Config;
  store: KeyValueStore;
  deps: Pick<Deps, 'directory' | 'members' | 'clock' | 'log'>;
  messenger: Messenger;
  /** Reads a message of the bot's own back (Zulip); the shell has no reactions. */
  reader?: MessageReader | undefined;
  /** Tells the admins (storage nearly full). */
  notifyAdmins: (text: string) => void;
  sleep?: Sleep;
}): HubParts {
  const { config, deps, messenger } = options;
  const log = deps.log.child({ component: 'hub' });
  const timeZone = config.hub.timezone;
  const store = withLimitWatch(options.store, options.notifyAdmins);
  measure(store);
  const records = new MemberRecords(store, log);
  const policy = memberPolicy(records);
  const follows = new Follows({ records, messenger, log });
  const hub: Hub = { records, policy, follows, reminders: { eveningHour: config.reminders.eveningHour, morningHour: config.reminders.morningHour } };
  const sleep = options.sleep ?? realSleep;
  const stopping = new AbortController();
  const claims = { instance: randomBytes(4).toString('hex'), sleep, signal: stopping.signal };
  const alerts = new ArrivalAlerts(
    { records, policy, members: deps.members, messenger, claims, log: log.child({ part: 'alerts' }) },
    { timeZone, coalesceMs: config.follows.coalesceMinutes * 60_000, quiet: config.follows.quietHours },
  );
  const reminders = new Reminders(
    { records, directory: deps.directory, messenger, claims, log: log.child({ part: 'reminders' }) },
    { timeZone, eveningHour: config.reminders.eveningHour, morningHour: config.reminders.morningHour },
  );
  const reader: MessageReader = options.reader ?? { botUserId: () => -1, message: () => Promise.resolve(null) };
  const answers = new HubAnswers({ records, follows, directory: deps.directory, members: deps.members, reader, messenger, clock: deps.clock, timeZone, log });
  const watcher = config.watcher.enabled
    ? new VisitWatcher({ directory: deps.directory, clock: deps.clock, timeZone, intervalMs: config.watcher.intervalSeconds * 1000, log: log.child({ part: 'watcher' }), sleep })
    : undefined;
  let pruned = '';
  watcher?.onTick(async (tick) => {
    await alerts.onTick(tick);
    await reminders.run(tick.now, stopping.signal);
    // Once a day: claims older than yesterday go (they only guard against announcing twice).
    if (pruned !== tick.date) {
      pruned = tick.date;
      await store.delete(staleClaimKeys(store.keys(), addDaysIso(tick.date, -1)));
    }
  });
  return {
    hub,
    current: () => hub,
    watcher,
    alerts,
    reminders,
    answers,
    start: () => watcher?.start(),
    stop: async () => {
      stopping.abort();
      await watcher?.stop();
    },
  };
}

/** Reactions to both the check-ins and the hub's questions: each looks at every reaction and ignores what is not its own. */
export function withAnswers(first: ReactionHandler | undefined, answers: Pick<HubAnswers, 'handle'>): ReactionHandler {
  return {
    handle: async (reaction, signal) => {
      const results = await Promise.allSettled([first?.handle(reaction, signal), answers.handle(reaction, signal)]);
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
    resync: (submit, signal) => first?.resync(submit, signal) ?? Promise.resolve(),
  };
}
