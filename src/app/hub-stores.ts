import type { Deps } from '../commands/context.js';
import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
import type { Messenger } from '../routines/messenger.js';
import type { Transport } from '../bot/transport.js';
import { StoreRefusedError } from '../store/errors.js';
import { MemoryStore } from '../store/memory-store.js';
import { ZulipStore } from '../store/zulip-store.js';
import { backoffDelay } from '../util/backoff.js';
import { withRetries } from '../util/retry.js';
import type { Sleep } from '../util/sleep.js';
import type { ZulipApi } from '../zulip/api.js';
import { ZulipBotStorage } from '../zulip/bot-storage.js';
import { zulipMessageReader, zulipMessenger } from '../zulip/hub-chat.js';
import type { ZulipTransport } from '../zulip/transport.js';
import { Follows } from '../follows/follows.js';
import type { Hub } from '../follows/hub.js';
import { memberPolicy } from '../privacy/policy.js';
import { MemberRecords } from '../privacy/records.js';
import { adminPlace, buildHub, type HubParts } from './hub.js';

/**
 * On Zulip: the hub on Zulip's bot storage. The storage is read in the
 * background while the bot starts (retried while Zulip is unreachable); the
 * hub is handed to the handlers, and its taps and watcher start, only once
 * it is read: before that, nothing could be answered truthfully. Without it
 * (bot storage refused, or never answering) the bot runs without the hub's
 * features, and says why.
 */
export function zulipHub(options: {
  config: Config;
  deps: Deps;
  api: ZulipApi;
  transport: ZulipTransport;
  log: Logger;
  signal?: AbortSignal;
  sleep?: Sleep;
}): HubParts & { loaded: Promise<boolean> } {
  const { config, deps, api, transport, log } = options;
  const store = new ZulipStore(new ZulipBotStorage(api));
  const place = adminPlace(config);
  const parts = buildHub({
    config,
    store,
    deps,
    messenger: remembering(zulipMessenger(transport), deps),
    reader: zulipMessageReader(api, transport),
    adminsHear: place !== undefined,
    notifyAdmins: (text) => {
      if (place) transport.send(place, text).catch((error: unknown) => log.warn({ err: error }, 'could not tell the admins about the storage'));
      else log.warn({ text }, 'storage warning (no admins or alerts.stream configured to tell)');
    },
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  let ready = false;
  const loaded = withRetries(() => store.load(), {
    signal: options.signal,
    ...(options.sleep ? { sleep: options.sleep } : {}),
    delayAfter: (error, attempt) => {
      if (error instanceof StoreRefusedError || attempt >= 8) return null;
      const waitMs = backoffDelay(attempt - 1, { baseMs: 1_000, maxMs: 30_000, jitter: 0.2 });
      log.warn({ err: error, attempt, retryInMs: waitMs }, "could not read Zulip's bot storage yet; retrying");
      return waitMs;
    },
  }).then(
    () => {
      ready = true;
      log.info({ keys: store.keys().length, characters: store.size, limit: store.limit }, "hub features on Zulip's bot storage");
      return true;
    },
    (error: unknown) => {
      log.error({ err: error }, "Zulip's bot storage cannot be read: follows, routines and privacy settings are off until a restart");
      return false;
    },
  );
  return {
    ...parts,
    loaded,
    current: () => (ready ? parts.hub : undefined),
    // A tap before the storage is read would be answered from nothing: it waits for it.
    answers: {
      name: parts.answers.name,
      mayConcern: (reaction) => parts.answers.mayConcern(reaction),
      subject: async (reaction) => ((await loaded) && ready ? parts.answers.subject(reaction) : null),
      handle: (reaction, signal) => parts.answers.handle(reaction, signal),
    },
    start: () => void loaded.then((ok) => ok && parts.start()),
  };
}

/**
 * The hub's DMs (reminders, approval requests) kept where the conversation
 * looks for the bot's questions, so a typed "yes" or "no" answers them as a
 * tap would (the conversation memory as `deps` has it when the DM goes).
 */
function remembering(messenger: Messenger, deps: Deps): Messenger {
  return {
    dm: async (zulipId, text) => {
      const id = await messenger.dm(zulipId, text);
      deps.conversation?.remember({ id, content: text, sentAt: deps.clock.now(), place: { type: 'dm', recipientIds: [zulipId] } });
      return id;
    },
    react: (messageId, emoji) => messenger.react(messageId, emoji),
  };
}

/** In the shell: the embedded store; DMs to the member at the keyboard are printed, others' are printed as such. */
export function shellHub(options: { config: Config; deps: Deps; transport: Pick<Transport, 'send'>; as: number; log: Logger }): HubParts {
  const { config, deps, transport, as } = options;
  const messenger: Messenger = remembering(
    {
      dm: async (zulipId, text) => {
        await transport.send({ type: 'dm', recipientIds: [zulipId] }, zulipId === as ? text : `(a DM to Zulip user ${zulipId}) ${text}`);
        return undefined;
      },
      react: () => Promise.resolve(),
    },
    deps,
  );
  return buildHub({ config, store: new MemoryStore(), deps, messenger, adminsHear: false, notifyAdmins: (text) => options.log.warn({ text }, 'storage warning') });
}

/**
 * For one-shot posts from the command line (`digest --post`, `report --post`):
 * members' privacy settings from Zulip's bot storage, so a post from the CLI
 * names exactly whom the running bot's would. Undefined (and logged) when
 * the storage cannot be read.
 */
export async function storedHub(config: Config, api: ZulipApi, log: Logger): Promise<Hub | undefined> {
  const store = new ZulipStore(new ZulipBotStorage(api));
  try {
    await store.load();
  } catch (error) {
    log.error({ err: error }, "Zulip's bot storage cannot be read: this post does not know members' privacy settings");
    return undefined;
  }
  const records = new MemberRecords(store, log);
  const silent: Messenger = { dm: () => Promise.resolve(undefined), react: () => Promise.resolve() };
  return { records, policy: memberPolicy(records), follows: new Follows({ records, messenger: silent, log }), reminders: config.reminders, adminsHear: adminPlace(config) !== undefined };
}
