import { createDeps, type DepsOptions } from '../../src/app/deps.js';
import { buildOps } from '../../src/app/ops.js';
import { BotStatus } from '../../src/app/status.js';
import { configSchema } from '../../src/config/schema.js';
import type { InboundEvent, Place, ZulipIdentity } from '../../src/chat.js';
import type { Transport } from '../../src/bot/transport.js';
import { CommandRunner, type RunResult } from '../../src/bot/runner.js';
import { silentLogger } from '../../src/log.js';
import type { StoredProfile } from '../../src/sandbox/model.js';
import type { Sandbox } from '../../src/sandbox/server.js';
import { fixedClock } from '../../src/time/clock.js';
import { testSandbox, TEST_NOW } from './sandbox.js';
import { testPictures } from './pictures.js';

export const DM: Place = { type: 'dm', recipientIds: [] };
export const STREAM: Place = { type: 'stream', stream: 'hub', topic: 'check-ins' };

export interface Said {
  replies: string[];
  result: RunResult;
  /** Directory requests the command made (from the sandbox's own log). */
  requests: Sandbox['requests'];
  /** All replies joined, for matching. */
  text: string;
}

/** The identity Zulip would report for a directory member. */
export function identityOf(profile: StoredProfile): ZulipIdentity {
  if (profile.zulip_id === null) throw new Error(`${profile.first_name} has no zulip_id`);
  return { zulipId: profile.zulip_id, fullName: `${profile.first_name} ${profile.last_name}`, email: profile.email ?? undefined };
}

/**
 * The command runner on the sandbox directory, driven through a fake transport
 * that records replies: transcript tests read like a chat.
 */
export async function testBot(
  options: {
    sandbox?: Awaited<ReturnType<typeof testSandbox>>;
    admins?: number[];
    /** true: built before the first command; 'cold': its first build just started. */
    index?: boolean | 'cold';
    now?: string;
    maxMessageLength?: number;
    timeoutMs?: number;
    members?: DepsOptions['members'];
    people?: DepsOptions['people'];
  } = {},
) {
  const sandbox = options.sandbox ?? (await testSandbox());
  const clock = fixedClock(options.now ?? TEST_NOW);
  // The admins' `status` as the shell has it: the process's own parts, no Zulip queue, no digest scheduled.
  const config = configSchema.parse({ directory: { index: options.index !== undefined && options.index !== false } });
  const ops = buildOps(config, { now: () => clock.now() });
  const { deps, index } = createDeps({
    directory: { baseUrl: sandbox.url, token: sandbox.token, timeoutMs: options.timeoutMs ?? 2_000, sleep: () => Promise.resolve() },
    settings: { timeZone: 'America/New_York', admins: options.admins ?? [] },
    clock,
    log: silentLogger,
    index: options.index !== undefined && options.index !== false,
    members: options.members,
    people: options.people,
    directoryHealth: ops.directory,
    status: (index) => new BotStatus({ config, ops, clock, index }),
    pictures: testPictures,
    decoding: ops.decoding,
  });
  if (options.index === 'cold') void index?.refresh();
  else if (index) await index.refresh();
  const runner = new CommandRunner(deps);
  const ada = sandbox.store.profiles()[0]!;

  async function say(text: string, opts: { as?: StoredProfile | ZulipIdentity; place?: Place; sentAt?: Date } = {}): Promise<Said> {
    const who = opts.as ?? ada;
    const sender = 'zulipId' in who ? who : identityOf(who);
    const replies: string[] = [];
    const before = sandbox.requests.length;
    const result = await runner.run(
      { id: 1, sender, text, place: opts.place ?? DM, sentAt: opts.sentAt },
      {
        maxMessageLength: options.maxMessageLength ?? 10_000,
        reply: (t) => Promise.resolve(void replies.push(t)),
      },
    );
    // Whatever a test asserts, a parser crash fails it: the conversation answers politely, so a crash would pass unseen.
    if (result.outcome === 'parse_crash') throw new Error(`the parser crashed on ${JSON.stringify(text)}`);
    const requests = sandbox.requests.slice(before);
    return { replies, result, requests, text: replies.join('\n') };
  }

  return { sandbox, runner, deps, clock, ada, say, index };
}

/** A transport for Bot tests: records what the bot sends and reacts, and hands it events (`deliver`) once started. */
export function recordingTransport() {
  const sent: Array<{ place: Place; text: string }> = [];
  const reactions: string[] = [];
  let onEvent: ((event: InboundEvent) => Promise<void>) | undefined;
  const transport: Transport = {
    start: (handler) => ((onEvent = handler), Promise.resolve({ maxMessageLength: 10_000 })),
    stop: () => Promise.resolve(),
    close: () => Promise.resolve(),
    send: (place, text) => Promise.resolve(void sent.push({ place, text })),
    react: (_id, emoji) => Promise.resolve(void reactions.push(emoji)),
  };
  const deliver = (event: InboundEvent) => {
    if (!onEvent) throw new Error('the bot has not started the transport');
    return onEvent(event);
  };
  return { transport, sent, reactions, deliver };
}
