import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigInput } from '../../src/config/schema.js';
import type { Sandbox } from '../../src/sandbox/server.js';
import { spawnFrontdesk, type Child } from './child.js';
import { procfileWorker } from './procfile.js';
import { communityUsers } from './community.js';
import { FakeZulip, type FakeMessage, type FakeUser, type FakeZulipOptions } from './fake-zulip/index.js';
import { testSandbox, TEST_TOKEN } from './sandbox.js';
import { testClock, testToday } from './test-clock.js';
import { afterEachTest } from './after-each-test.js';

/**
 * A small world for end-to-end tests: a fake Zulip whose members are the
 * sandbox's demo community (Zulip ids 1001…, RC-style display names, some
 * hidden emails: test/support/community.ts), the sandbox, and helpers to run
 * the compiled bot against them.
 */
export const BOT: FakeUser = { id: 42, email: 'frontdesk-bot@zulip.example.com', fullName: 'frontdesk', apiKey: 'test-bot-key-42', isBot: true };
export const OTHER_BOT: FakeUser = { id: 77, email: 'other-bot@zulip.example.com', fullName: 'Other Bot', apiKey: 'test-other-bot-key', isBot: true };
/** A Zulip user whose email everyone sees. */
export function member(zulipId: number, fullName: string, email: string): FakeUser {
  return { id: zulipId, email, fullName, apiKey: `test-key-${zulipId}`, deliveryEmail: email };
}
/** The demo community on Zulip; the directory's members 1..n: Ada Quillfeather is 1001, Bram Copperfield-Nye 1002, … */
export const COMMUNITY = communityUsers(testToday());
/** Ada Quillfeather with pronouns and batch after her name, her email visible. */
export const ADA = COMMUNITY.find((u) => u.id === 1001)!;
/** Bram Copperfield-Nye, suffixed too, his email hidden: `user1002@zulip.example.org`, no delivery email. */
export const BRAM = COMMUNITY.find((u) => u.id === 1002)!;
export const HUB_STREAM = 'hub';
export const DIGEST_STREAM = 'announce';

const cleanup: Array<() => Promise<void>> = [];
afterEachTest(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

export interface World {
  zulip: FakeZulip;
  sandbox: Sandbox;
  configFile: string;
  /** The bot's replies so far (its own messages). */
  botMessages(): FakeMessage[];
  /** Starts the compiled bot (`frontdesk run`) and resolves once it logged "ready". */
  startBot(extraEnv?: NodeJS.ProcessEnv): Promise<Child>;
  /** The next message the bot sends after `sinceId` that matches. */
  nextReply(predicate?: (m: FakeMessage) => boolean, timeoutMs?: number): Promise<FakeMessage>;
}

export async function world(
  options: { users?: FakeUser[]; zulip?: Partial<FakeZulipOptions>; config?: ConfigInput; sandbox?: Parameters<typeof testSandbox>[0] } = {},
): Promise<World> {
  const users = [BOT, OTHER_BOT, ...COMMUNITY, ...(options.users ?? [])];
  const zulip = await FakeZulip.start({
    users,
    streams: [
      { id: 5, name: HUB_STREAM, subscribers: users.map((u) => u.id) },
      { id: 6, name: DIGEST_STREAM, subscribers: [BOT.id, ADA.id] },
    ],
    heartbeatMs: 2_000,
    ...options.zulip,
  });
  cleanup.push(() => zulip.close());
  // The test clock: the bot child process runs on it (test/support/test-clock.ts), so the sandbox does too.
  const sandbox = await testSandbox({ clock: testClock, ...options.sandbox });
  const dir = await mkdtemp(join(tmpdir(), 'frontdesk-e2e-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  const configFile = join(dir, 'config.json');
  const base: Record<string, Record<string, unknown>> = {
    // No claim reactions: one process per test unless it says otherwise (test/e2e/two-processes.test.ts).
    zulip: { site: zulip.url, email: BOT.email, apiKey: BOT.apiKey, sendsPerMinute: 6_000, sendBurst: 50, claimEmoji: '', requestsPerMinute: 60_000 },
    directory: { baseUrl: sandbox.url, token: TEST_TOKEN, index: false, timeoutMs: 3_000 },
    digest: { enabled: false },
    // Bursts of hundreds of commands per member are what these tests are about; the flood limits have their own.
    limits: { commandsPerMember: 0, repliesPerConversationPerMinute: 0 },
    // No visit watcher listing the directory in the background: these tests count and fault the directory's requests (hub tests: test/e2e/hub-*.test.ts).
    watcher: { enabled: false },
  };
  // Section by section: `{ directory: { timeoutMs } }` keeps the directory's URL and token.
  const config = Object.fromEntries(
    Object.entries({ ...base, ...options.config }).map(([k, v]) => [k, Array.isArray(v) ? v : { ...base[k], ...v }]),
  ) as ConfigInput;
  await writeFile(configFile, JSON.stringify(config, null, 2));

  const botMessages = () => zulip.messagesFrom(BOT.id);
  return {
    zulip,
    sandbox,
    configFile,
    botMessages,
    async startBot(extraEnv = {}) {
      // As the Procfile runs it, its environment and V8 flags included.
      const worker = await procfileWorker();
      const child = spawnFrontdesk(['run', '--config', configFile], { ...worker.env, LOG_LEVEL: 'debug', ...extraEnv }, worker.nodeFlags);
      await child.waitFor(/"msg":"ready"/, 10_000);
      return child;
    },
    async nextReply(predicate = () => true, timeoutMs = 5_000) {
      const seen = new Set(botMessages().map((m) => m.id));
      return zulip.waitForMessageFrom(BOT.id, (m) => !seen.has(m.id) && predicate(m), timeoutMs);
    },
  };
}
