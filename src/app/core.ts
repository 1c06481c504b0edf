import { Bot, type ReactionHandler } from '../bot/bot.js';
import { Dispatcher } from '../bot/dispatch.js';
import { FloodGuard } from '../bot/flood-guard.js';
import { CommandRunner } from '../bot/runner.js';
import type { Transport } from '../bot/transport.js';
import type { BotSettings, Deps } from '../commands/context.js';
import type { Config } from '../config/schema.js';
import type { DigestService } from '../digest/service.js';
import type { Logger } from '../log.js';
import type { MemberIndex } from '../members/member-index.js';
import type { ZulipPeople } from '../members/zulip-people.js';
import type { Clock } from '../time/clock.js';
import { createDeps } from './deps.js';
import type { DirectoryTarget } from './directory.js';

/** Everything the bot is made of except its transport: the same for Zulip and the shell. */
export interface Core {
  deps: Deps;
  index: MemberIndex | undefined;
  runner: CommandRunner;
  digest: DigestService;
}

/** The settings handlers read, fixed for the process's life. */
export function settingsFrom(config: Config): BotSettings {
  return { timeZone: config.hub.timezone, admins: config.admins };
}

/** The composition root's first half: deps, the digest's composer, the command runner. */
export function buildCore(options: { config: Config; directory: DirectoryTarget; log: Logger; clock: Clock; people?: ZulipPeople }): Core {
  const { config, log } = options;
  const { deps, index } = createDeps({
    directory: { baseUrl: options.directory.baseUrl, token: options.directory.token, timeoutMs: config.directory.timeoutMs },
    settings: settingsFrom(config),
    clock: options.clock,
    log,
    index: config.directory.index,
    people: options.people,
  });
  return { deps, index, runner: new CommandRunner(deps), digest: deps.digest };
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
