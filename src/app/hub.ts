import { randomBytes } from 'node:crypto';
import type { Place } from '../chat.js';
import type { Deps } from '../commands/context.js';
import type { Config } from '../config/schema.js';
import { ArrivalAlerts } from '../follows/alerts.js';
import { HubAnswers, type MessageReader } from '../follows/answers.js';
import { Follows } from '../follows/follows.js';
import type { Hub } from '../follows/hub.js';
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
import type { ReactionKind } from '../bot/reactions.js';
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
  answers: ReactionKind;
  /** The store, for the operator's gauge of the characters used (src/cli/run.ts). */
  store: Pick<KeyValueStore, 'size' | 'limit'>;
  start(): void;
  stop(): Promise<void>;
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
  /** Tells the admins (storage nearly full); `adminsHear`: whether that reaches a person, not only the log. */
  notifyAdmins: (text: string) => void;
  adminsHear: boolean;
  sleep?: Sleep;
}): HubParts {
  const { config, deps, messenger } = options;
  const log = deps.log.child({ component: 'hub' });
  const timeZone = config.hub.timezone;
  const store = withLimitWatch(options.store, options.notifyAdmins);
  const records = new MemberRecords(store, log);
  const policy = memberPolicy(records);
  const follows = new Follows({ records, messenger, log });
  const hub: Hub = { records, policy, follows, reminders: { eveningHour: config.reminders.eveningHour, morningHour: config.reminders.morningHour }, adminsHear: options.adminsHear };
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
    store,
    start: () => watcher?.start(),
    stop: async () => {
      stopping.abort();
      await watcher?.stop();
    },
  };
}

/** The reaction kinds of a bot with the hub: the check-ins' (when on), then the taps on the hub's questions. */
export function withAnswers(first: ReactionKind | undefined, answers: ReactionKind): ReactionKind[] {
  return first ? [first, answers] : [answers];
}
