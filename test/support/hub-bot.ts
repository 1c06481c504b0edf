import { ZulipConversationMemory } from '../../src/app/conversation-memory.js';
import { botOn, buildCore } from '../../src/app/core.js';
import { withAnswers, type HubParts } from '../../src/app/hub.js';
import { zulipHub } from '../../src/app/hub-stores.js';
import type { ReactionKind } from '../../src/bot/reactions.js';
import type { Deps } from '../../src/commands/context.js';
import { configSchema, type ConfigInput } from '../../src/config/schema.js';
import { silentLogger } from '../../src/log.js';
import type { StoredProfile } from '../../src/sandbox/model.js';
import { fixedClock, type FixedClock } from '../../src/time/clock.js';
import type { Sleep } from '../../src/util/sleep.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipTransport } from '../../src/zulip/transport.js';
import { ZulipUserCache } from '../../src/zulip/user-cache.js';
import type { FakeMessage, FakeUser, FakeZulipOptions } from './fake-zulip/index.js';
import { TEST_NOW, TEST_TOKEN } from './sandbox.js';
import { BOT, COMMUNITY, world, type World } from './world.js';
import { afterEachTest } from './after-each-test.js';
import { testPictures } from './pictures.js';

const stops: Array<() => Promise<unknown>> = [];
afterEachTest(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** The community's world on fake time: the sandbox's and the fake Zulip's clock are the bot's (visits and messages are stamped on it). */
export async function hubWorld(options: { zulip?: Partial<FakeZulipOptions> } = {}): Promise<World & { clock: FixedClock; person: (user: FakeUser) => StoredProfile }> {
  const clock = fixedClock(TEST_NOW);
  const w = await world({ sandbox: { quirks: 'production', clock }, zulip: { now: () => clock.now().getTime(), ...options.zulip } });
  const person = (user: FakeUser) => w.sandbox.store.profiles().find((p) => p.zulip_id === user.id)!;
  return Object.assign(w, { clock, person });
}

/** A community member by Zulip id (Ada 1001, Bram 1002, Cleo 1003, …). */
export const user = (zulipId: number): FakeUser => COMMUNITY.find((u) => u.id === zulipId)!;

export interface HubBot {
  hub: HubParts;
  /** The handlers' dependencies (the hub attached), for the digest and the report. */
  deps: Deps;
  /** One watcher listing (and the alerts and reminders after it), as the loop would run it at the clock's time. */
  tick(): Promise<void>;
  /** Sends a DM to the bot as `from` and resolves with the bot's first reply to them. */
  say(from: FakeUser, text: string): Promise<string>;
  /** Taps handled so far. */
  taps: number;
  untilTaps(n: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The bot as `frontdesk run` assembles it with the hub (src/app/hub-stores.ts):
 * transport, core, Zulip's bot storage (the fake's), the watcher driven by
 * hand on the world's fixed clock. `settle`: the claims' settle time (fake
 * time by default: no wait). `directorySleep`: the directory client's waits between retries (default real time).
 */
export async function hubBot(w: World & { clock: FixedClock }, options: { config?: ConfigInput; settle?: Sleep; directorySleep?: Sleep } = {}): Promise<HubBot> {
  const config = configSchema.parse({
    directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN, index: false },
    follows: { quietHours: false },
    ...options.config,
  });
  const log = silentLogger;
  const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  const users = new ZulipUserCache({ api, log });
  const transport = new ZulipTransport({ api, log, users, sendsPerMinute: 60_000, sendBurst: 1_000, reactions: true, backoff: { baseMs: 50, maxMs: 200, jitter: 0 } });
  let made: ReturnType<typeof zulipHub> | undefined;
  const core = buildCore({ config, directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN }, log, clock: w.clock, people: users, hub: () => made?.current(), pictures: testPictures,
    // As the running bot has it (src/cli/run.ts): the bot's questions read back from Zulip after a restart.
    conversation: new ZulipConversationMemory(api, () => transport.me.userId, log), ...(options.directorySleep && { sleep: options.directorySleep }) });
  const hub = (made = zulipHub({ config, deps: core.deps, api, transport, log, sleep: options.settle ?? (() => Promise.resolve()) }));
  if (!(await hub.loaded)) throw new Error("the hub did not start on the fake Zulip's bot storage");
  const state = { taps: 0 };
  // The hub's answers, each tap counted once handled (tests wait for taps, not for the clock).
  const answers: ReactionKind = {
    name: hub.answers.name,
    mayConcern: (reaction) => hub.answers.mayConcern(reaction),
    subject: (reaction) => hub.answers.subject(reaction),
    handle: async (reaction, signal) => {
      const result = await hub.answers.handle(reaction, signal);
      state.taps++;
      return result;
    },
  };
  const bot = botOn(core, transport, log, 8, withAnswers(undefined, answers), undefined, { reactionSettleMs: 20 });
  await bot.start();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await hub.stop();
    await bot.stop();
  };
  stops.push(stop);
  return {
    hub,
    deps: core.deps,
    tick: async () => void (await hub.watcher!.tick()),
    async say(from, text) {
      const seen = new Set(w.botMessages().map((m) => m.id));
      w.zulip.sendDm(from.id, [BOT.id], text);
      const reply = await w.zulip.waitForMessageFrom(BOT.id, (m) => !seen.has(m.id) && m.type === 'private' && m.recipientIds.includes(from.id));
      return reply.content;
    },
    get taps() {
      return state.taps;
    },
    untilTaps: (n) => w.zulip.waitFor(() => state.taps >= n),
    stop,
  };
}

/** The bot's DMs to one member, oldest first. */
export const dmsTo = (w: World, zulipId: number): FakeMessage[] => w.botMessages().filter((m) => m.type === 'private' && m.recipientIds.includes(zulipId) && m.recipientIds.length <= 2);

/** Everything in the bot's storage on the fake Zulip, read over HTTP as the bot. */
export async function botStorage(w: World): Promise<Record<string, string>> {
  const res = await fetch(`${w.zulip.url}/api/v1/bot_storage`, { headers: { authorization: `Basic ${Buffer.from(`${BOT.email}:${BOT.apiKey}`).toString('base64')}` } });
  return ((await res.json()) as { storage: Record<string, string> }).storage;
}
