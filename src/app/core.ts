import { Bot, type ReactionHandler } from '../bot/bot.js';
import { Dispatcher } from '../bot/dispatch.js';
import { FloodGuard } from '../bot/flood-guard.js';
import { CommandRunner } from '../bot/runner.js';
import type { Transport } from '../bot/transport.js';
import type { BotSettings, Deps } from '../commands/context.js';
import type { Config } from '../config/schema.js';
import type { Hub } from '../follows/hub.js';
import type { DigestService } from '../digest/service.js';
import type { Logger } from '../log.js';
import type { MemberIndex } from '../members/member-index.js';
import type { ZulipPeople } from '../members/zulip-people.js';
import type { Clock } from '../time/clock.js';
import { parseCommand } from '../commands/parse.js';
import { HANDLERS } from '../commands/handlers/index.js';
import { createDeps } from './deps.js';
import { buildOps, type Ops } from './ops.js';
import { BotStatus, type QueueView } from './status.js';
import type { DirectoryTarget } from './directory.js';

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
export function buildCore(options: { config: Config; directory: DirectoryTarget; log: Logger; clock: Clock; people?: ZulipPeople; ops?: Ops; zulip?: QueueView; hub?: () => Hub | undefined }): Core {
  const { config, log, clock } = options;
  const ops = options.ops ?? buildOps(config, { now: () => clock.now() });
  const { deps, index } = createDeps({
    directory: { baseUrl: options.directory.baseUrl, token: options.directory.token, timeoutMs: config.directory.timeoutMs },
    settings: settingsFrom(config),
    clock: options.clock,
    log,
    index: config.directory.index,
    people: options.people,
    directoryHealth: ops.directory,
    status: (index) => new BotStatus({ config, ops, clock, index, zulip: options.zulip }),
    hub: options.hub,
  });
  const runner = new CommandRunner(deps, HANDLERS, parseCommand, (result, at) => ops.commands.record(at, result.outcome));
  return { deps, index, runner, digest: deps.digest, ops };
}

/** The second half: the bot on a transport, commands from up to `concurrency` members at once, flood limits if given. */
export function botOn(core: Core, transport: Transport, log: Logger, concurrency = 8, reactions?: ReactionHandler, limits?: Config['limits']): Bot {
  const floodGuard = limits
    ? new FloodGuard({
        commandsPerMember: limits.commandsPerMember,
        memberWindowMs: limits.memberWindowSeconds * 1000,
        repliesPerConversation: limits.repliesPerConversationPerMinute,
        conversationWindowMs: 60_000,
      })
    : undefined;
  return new Bot({ transport, runner: core.runner, dispatcher: new Dispatcher(concurrency, log), log, reactions, floodGuard, timeZone: core.deps.settings.timeZone });
}
