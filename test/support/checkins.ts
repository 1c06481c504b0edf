import { checkinTargetOn, zulipCheckins } from '../../src/app/checkins.js';
import { botOn, buildCore } from '../../src/app/core.js';
import type { ReactionKind } from '../../src/bot/reactions.js';
import type { InboundReaction } from '../../src/chat.js';
import type { CheckinService } from '../../src/checkins/service.js';
import { configSchema } from '../../src/config/schema.js';
import { silentLogger } from '../../src/log.js';
import type { KeyValueStore } from '../../src/util/key-value.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipTransport } from '../../src/zulip/transport.js';
import { ZulipUserCache } from '../../src/zulip/user-cache.js';
import type { FakeMessage, FakeUser } from './fake-zulip/index.js';
import { makeProfile } from './profiles.js';
import { TEST_TOKEN } from './sandbox.js';
import { BOT, HUB_STREAM, member, world, type World } from './world.js';
import { testClock, testToday } from './test-clock.js';
import { afterEachTest } from './after-each-test.js';
import { testPictures } from './pictures.js';

export const TOPIC = 'check-ins';
export const NY = 'America/New_York';

/** Directory people 1..n (Zulip ids 90001…) and their Zulip accounts; no visits, so every write is the test's own. */
export function people(n: number): { users: FakeUser[]; profiles: ReturnType<typeof makeProfile>[] } {
  const profiles = Array.from({ length: n }, (_, i) => makeProfile(i + 1));
  const users = profiles.map((p) => member(p.zulip_id!, `${p.first_name} ${p.last_name}`, p.email ?? `member${p.id}@example.org`));
  return { users, profiles };
}

/** Someone on Zulip with no directory profile. */
export const STRANGER: FakeUser = member(9_001, 'Wren Stranger', 'wren.stranger@example.org');

/**
 * A fake Zulip and a sandbox (production quirks: app_data merged, as the real service does) with `n` people.
 * `hiddenEmails`: the realm hides emails (Zulip's placeholder `user<ID>@…`, no delivery email) and members go by
 * nicknames, so only the member index finds who reacted.
 */
export async function checkinWorld(n = 3, options: { latencyMs?: number; hiddenEmails?: boolean } = {}): Promise<World & { users: FakeUser[] }> {
  const { hiddenEmails, ...sandbox } = options;
  const shown = people(n);
  // (Known on Zulip by a nickname too, so no search by name finds them either.)
  const users = hiddenEmails ? shown.users.map((u) => ({ ...u, email: `user${u.id}@zulip.example.org`, deliveryEmail: null, fullName: `Nick ${u.id}` })) : shown.users;
  const profiles = shown.profiles;
  const w = await world({ users: [...users, STRANGER], sandbox: { quirks: 'production', data: { profiles, visits: [] }, ...sandbox } });
  return Object.assign(w, { users });
}

export const today = (): string => testToday(NY);

const stops: Array<() => Promise<unknown>> = [];
afterEachTest(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

export interface CheckinBot {
  checkins: CheckinService;
  /** Reactions the bot has finished handling, in order. */
  handled: InboundReaction[];
  /** Resyncs finished. */
  resyncs: number;
  stop(): Promise<void>;
  /** Resolves once `count` reactions were handled in all. */
  untilHandled(count: number, timeoutMs?: number): Promise<void>;
  untilResyncs(count: number, timeoutMs?: number): Promise<void>;
  /** With a cold index: resolves once its first load is done (at once otherwise). */
  untilIndexed(): Promise<void>;
}

/** The real bot stack (transport, core, check-ins) in this process, on the world's fake Zulip and sandbox. */
/** `index: 'cold'`: the member index on, its first build started and not finished (a test holds the profile pages). */
export async function checkinBot(w: World, options: { confirm?: 'none' | 'dm'; waits?: number[]; store?: KeyValueStore; index?: 'cold' } = {}): Promise<CheckinBot> {
  const config = configSchema.parse({
    directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN, index: options.index !== undefined },
    checkins: { stream: HUB_STREAM, topic: TOPIC, confirm: options.confirm ?? 'none', jitterSeconds: 0 },
  });
  const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  const transport = new ZulipTransport({ api, log: silentLogger, users: new ZulipUserCache({ api, log: silentLogger }), sendsPerMinute: 6_000, sendBurst: 50, reactions: true, backoff: { baseMs: 50, maxMs: 200, jitter: 0 } });
  // A cold index is waited for 50 ms here (15 s in production) before a look-up that found nobody says "still loading".
  const members = options.index === 'cold' ? { coldWaitMs: 50 } : undefined;
  const core = buildCore({ config, directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN }, log: silentLogger, clock: testClock, pictures: testPictures, ...(members && { members }) });
  const indexing = options.index === 'cold' ? core.index?.refresh() : undefined;
  const checkins = zulipCheckins(
    config,
    core.deps,
    checkinTargetOn(api, transport),
    silentLogger,
    { sleep: (ms) => Promise.resolve(void options.waits?.push(ms)), ...(options.store ? { store: options.store } : {}) },
  )!;
  const state = { handled: [] as InboundReaction[], resyncs: 0 };
  // The real service, watched: tests wait for "handled" instead of sleeping.
  const watched: ReactionKind & Pick<CheckinService, 'afterCommand'> = {
    name: checkins.name,
    mayConcern: (reaction) => checkins.mayConcern(reaction),
    subject: (reaction) => checkins.subject(reaction),
    handle: async (reaction, signal) => {
      const result = await checkins.handle(reaction, signal);
      state.handled.push(reaction);
      return result;
    },
    resync: async (submit, signal) => {
      await checkins.resync(submit, signal);
      state.resyncs++;
    },
    afterCommand: (command, sender) => checkins.afterCommand(command, sender),
  };
  // Taps settle for 20 ms here (1.5 s in production): tests wait for "handled", not for the clock.
  const bot = botOn(core, transport, silentLogger, 8, watched, undefined, { reactionSettleMs: 20 });
  await bot.start();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await bot.stop();
  };
  stops.push(stop);
  return {
    checkins,
    handled: state.handled,
    get resyncs() {
      return state.resyncs;
    },
    stop,
    untilHandled: (count, timeoutMs = 5_000) => w.zulip.waitFor(() => state.handled.length >= count, timeoutMs),
    untilResyncs: (count, timeoutMs = 5_000) => w.zulip.waitFor(() => state.resyncs >= count, timeoutMs),
    untilIndexed: () => indexing ?? Promise.resolve(),
  };
}

/** The bot's DMs to `userId`. */
export function dmsTo(w: World, userId: number): FakeMessage[] {
  return w.botMessages().filter((m) => m.type === 'private' && m.recipientIds.includes(userId));
}

/** The directory writes (anything but GET) the sandbox saw since `from`. */
export function writes(w: World, from = 0) {
  return w.sandbox.requests.slice(from).filter((r) => r.method !== 'GET');
}
