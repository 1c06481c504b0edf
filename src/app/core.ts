import { Bot, type BotOptions } from '../bot/bot.js';
import type { ReactionKind } from '../bot/reactions.js';
import { Dispatcher } from '../bot/dispatch.js';
import { FloodGuard } from '../bot/flood-guard.js';
import { CommandRunner } from '../bot/runner.js';
import type { Transport } from '../bot/transport.js';
import type { BotSettings, ConversationMemory, Deps } from '../commands/context.js';
import { RecentMessages } from '../conversation/memory.js';
import { readOffer, tapped } from '../conversation/offer.js';
import { ConversationTaps } from '../conversation/taps.js';
import { converse } from '../conversation/turn.js';
import type { Config } from '../config/schema.js';
import type { Hub } from '../follows/hub.js';
import type { DigestService } from '../posts/digest/service.js';
import type { Logger } from '../log.js';
import type { MemberIndex } from '../members/member-index.js';
import type { ZulipPeople } from '../members/zulip-people.js';
import type { Clock } from '../time/clock.js';
import { HANDLERS } from '../commands/handlers/index.js';
import { createDeps, type DepsOptions } from './deps.js';
import { buildOps, type Ops } from './ops.js';
import { BotStatus, type QueueView } from './status.js';
import type { DirectoryTarget } from './directory.js';
import type { Sleep } from '../util/sleep.js';
import { Pictures } from '../charts/picture.js';

/** Everything the bot is made of except its transport: the same for Zulip and the shell. */
export interface Core {
  deps: Deps;
  index: MemberIndex | undefined;
  runner: CommandRunner;
  digest: DigestService;
  /** What the process knows about itself (health, latencies, commands today, schedules): the caller's, or one of its own. */
  ops: Ops;
}

/** The settings handlers read, fixed for the process's life. */
export function settingsFrom(config: Config): BotSettings {
  return { timeZone: config.hub.timezone, admins: config.admins };
}

/**
 * The composition root's first half: deps, the digest's composer, the command
 * runner, and the admins' `status` (reading `ops`, the index and, on Zulip,
 * the transport's event queue).
 */
export function buildCore(options: {
  config: Config;
  directory: DirectoryTarget;
  log: Logger;
  clock: Clock;
  people?: ZulipPeople;
  ops?: Ops;
  zulip?: QueueView;
  hub?: () => Hub | undefined;
  /** Where the bot's own questions and undos are read back from (Zulip's server-backed memory; default: in memory). */
  conversation?: ConversationMemory;
  /** The directory client's waits between retries (default: real time; tests on a fake clock advance it instead). */
  sleep?: Sleep;
  /** What draws pictures; default: this process's own renderer (tests share one). */
  pictures?: Pictures;
  /** How member look-ups wait for a cold index (default: DepsOptions' own). */
  members?: DepsOptions['members'];
}): Core {
  const { config, log, clock } = options;
  const ops = options.ops ?? buildOps(config, { now: () => clock.now() });
  const { deps, index } = createDeps({
    directory: { baseUrl: options.directory.baseUrl, token: options.directory.token, timeoutMs: config.directory.timeoutMs, ...(options.sleep && { sleep: options.sleep }) },
    settings: settingsFrom(config),
    clock: options.clock,
    log,
    index: config.directory.index,
    people: options.people,
    ...(options.members && { members: options.members }),
    directoryHealth: ops.directory,
    status: (index) => new BotStatus({ config, ops, clock, index, zulip: options.zulip }),
    hub: options.hub,
    pictures: options.pictures ?? new Pictures(),
    decoding: ops.decoding,
  });
  deps.conversation = options.conversation ?? new RecentMessages();
  const runner = new CommandRunner(deps, HANDLERS, converse, (result, at) => {
    ops.commands.record(at, result.outcome);
    ops.metrics.commands.inc({ kind: result.kind, outcome: result.outcome });
  });
  // The index's size and age, read at each scrape (absent while off or never built).
  ops.metrics.readFrom({ memberIndex: () => (index?.builtAt === undefined ? undefined : { profiles: index.size, builtAt: index.builtAt }) });
  return { deps, index, runner, digest: deps.digest, ops };
}

/**
 * The second half: the bot on a transport, commands from up to `concurrency`
 * members at once, flood limits if given; `reactions`: the reaction kinds it
 * acts on (each one registration), with their typed-command hook.
 */
export function botOn(
  core: Core,
  transport: Transport,
  log: Logger,
  concurrency = 8,
  reactions?: (ReactionKind & { afterCommand?: BotOptions['afterCommand'] }) | ReadonlyArray<ReactionKind & { afterCommand?: BotOptions['afterCommand'] }>,
  limits?: Config['limits'],
  options: Pick<BotOptions, 'reactionSettleMs'> = {},
): Bot {
  const kinds: readonly ReactionKind[] | undefined = reactions === undefined ? undefined : Array.isArray(reactions) ? (reactions as readonly ReactionKind[]) : [reactions as ReactionKind];
  // The kind that records typed commands (the check-ins': a typed command wins over a reaction about that day).
  const typed = (kinds as Array<ReactionKind & { afterCommand?: BotOptions['afterCommand'] }> | undefined)?.find((k) => k.afterCommand);
  const floodGuard = limits
    ? new FloodGuard({
        commandsPerMember: limits.commandsPerMember,
        memberWindowMs: limits.memberWindowSeconds * 1000,
        repliesPerConversation: limits.repliesPerConversationPerMinute,
        conversationWindowMs: 60_000,
      })
    : undefined;
  const bot = new Bot({
    transport,
    runner: core.runner,
    dispatcher: new Dispatcher(concurrency, log),
    log,
    // Taps on the bot's own questions (✅, keycaps) and replies (↩️) always, beside the other kinds (the check-ins', the hub's).
    reactions: [...(kinds ?? []), conversationTaps(core, transport)],
    afterCommand: typed && typed.afterCommand!.bind(typed),
    floodGuard,
    metrics: core.ops.metrics,
    timeZone: core.deps.settings.timeZone,
    ...options,
  });
  // Readiness and /metrics: how long the oldest member action not finished yet has waited.
  core.ops.signals.oldestUnansweredSeconds = () => bot.oldestUnansweredMs() / 1000;
  return bot;
}

/**
 * Taps on the bot's own questions and undo lines (src/conversation/taps.ts)
 * as one reaction kind: a tap emoji, on a message of the bot's that offers
 * something (read back from its text, so it works after a restart).
 */
export function conversationTaps(core: Core, transport: Transport): ReactionKind {
  const taps = new ConversationTaps(core.deps, HANDLERS, {
    send: (place, text) => (transport.post ? transport.post(place, text) : transport.send(place, text)),
    react: (messageId, emoji) => transport.react(messageId, emoji),
  });
  return {
    name: 'confirm',
    mayConcern: (reaction) => reaction.op === 'add' && tapped(reaction.emoji) !== undefined,
    subject: async (reaction) => {
      const message = await core.deps.conversation?.message(reaction.messageId).catch(() => null);
      return message && readOffer(message.content) ? String(reaction.messageId) : null;
    },
    handle: async (reaction, signal) => ({ kind: 'confirm', outcome: (await taps.handle(reaction, signal)) ? 'ok' : 'ignored' }),
  };
}
