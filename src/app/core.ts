import { Bot } from '../bot/bot.js';
import { createDeps } from '../bot/deps.js';
import { Dispatcher } from '../bot/dispatch.js';
import { CommandRunner, type InboundMessage, type RunResult } from '../bot/runner.js';
import type { Transport } from '../bot/transport.js';
import type { BotSettings, Deps } from '../commands/context.js';
import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
import type { MemberIndex } from '../members/member-index.js';
import type { Clock } from '../time/clock.js';
import { DigestService } from '../digest/service.js';
import type { CheckinService } from '../checkins/service.js';
import { checkinServiceFor } from './checkins.js';
import type { DirectoryTarget } from './directory.js';

export interface Core {
  deps: Deps;
  settings: BotSettings;
  index: MemberIndex | undefined;
  runner: CommandRunner;
  bot: Bot;
  digest: DigestService;
  /** Set when checkins.stream is: the morning and week posts, and reactions as check-ins. */
  checkins: CheckinService | undefined;
}

/** The settings handlers read; the Zulip transport updates maxMessageLength from the server. */
export function settingsFrom(config: Config): BotSettings {
  return { timeZone: config.hub.timezone, admins: config.admins, maxMessageLength: 10_000 };
}

/** The bot without its transport's specifics: deps, runner, dispatcher. Same wiring for Zulip and the shell. */
export function buildCore(options: {
  config: Config;
  settings: BotSettings;
  directory: DirectoryTarget;
  transport: Transport;
  log: Logger;
  clock: Clock;
  concurrency?: number;
  onHandled?: (message: InboundMessage, result: RunResult) => void;
}): Core {
  const { config, log, settings } = options;
  const { deps, index } = createDeps({
    directory: { baseUrl: options.directory.baseUrl, token: options.directory.token, timeoutMs: config.directory.timeoutMs },
    settings,
    clock: options.clock,
    log,
    index: config.directory.index,
  });
  const digest = new DigestService({
    deps,
    settings,
    skipEmpty: config.digest.skipEmpty,
    jitterMs: config.digest.jitterSeconds * 1000,
    log: log.child({ component: 'digest' }),
  });
  deps.digest = digest;
  const checkins = checkinServiceFor(config, deps, log.child({ component: 'checkins' }));
  const runner = new CommandRunner(deps);
  const dispatcher = new Dispatcher(options.concurrency ?? 8, log);
  const bot = new Bot({ transport: options.transport, runner, dispatcher, log, reactions: checkins, onHandled: options.onHandled });
  return { deps, settings, index, runner, bot, digest, checkins };
}
