import { setMaxListeners } from 'node:events';
import { DEFAULT_CHAT_LIMITS, type ChatLimits, type InboundEvent, type InboundMessage } from '../chat.js';
import { isLight, readingOf } from '../conversation/read-once.js';
import type { Logger } from '../log.js';
import type { Dispatcher } from './dispatch.js';
import type { FloodGuard } from './flood-guard.js';
import type { CommandRunner, ReplySink } from './runner.js';
import { claimGate, isClaimLost } from './claim.js';
import { withSideEffectGate } from '../util/side-effect-gate.js';
import type { InboundReaction } from '../chat.js';
import type { Transport } from './transport.js';

const COMMAND_TIME_LIMIT_MS = 60_000;

/**
 * Whether a message may call the directory: help, small talk and chat never do. The reading is the runner's too (read once),
 * so it is made with the runner's clock and time zone, never the machine's.
 */
export function needsDirectory(message: InboundMessage, timeZone: string, now: Date): boolean {
  try {
    return !isLight(readingOf(message, timeZone, message.sentAt ?? now));
  } catch {
    return true;
  }
}

/** What the bot does with reactions (the check-ins); transport-free. */
export interface ReactionHandler {
  handle(reaction: InboundReaction, signal?: AbortSignal): Promise<void>;
  /** Look at the current reactions again; `submit` runs a step in a member's queue. */
  resync(submit: (key: number, task: () => Promise<void>) => Promise<void>, signal?: AbortSignal): Promise<void>;
}

export interface BotOptions {
  transport: Transport;
  runner: CommandRunner;
  dispatcher: Dispatcher;
  log: Logger;
  /** The hub's time zone, to tell commands that need no directory (help, a parse error) from the rest. */
  timeZone?: string;
  /** A command still running after this is aborted (default 60 s). */
  commandTimeLimitMs?: number;
  /** Reactions and resyncs go here; without it they are ignored. */
  reactions?: ReactionHandler | undefined;
  /** How long shutdown waits for in-flight commands before abandoning them. */
  drainMs?: number;
  /** Per-member and per-conversation limits (on Zulip; the shell has none). */
  floodGuard?: FloodGuard | undefined;
}

/**
 * The bot: events from the transport go through the dispatcher (per-sender
 * order, bounded concurrency) to the command runner; replies go back out
 * through the transport, split under the limits it started with. `stop()` is
 * the graceful shutdown of DESIGN.md §5.
 */
export class Bot {
  readonly #opts: BotOptions;
  readonly #commands = new AbortController();
  /** Aborted as soon as shutdown starts: background work waiting to retry (a resync) gives up. */
  readonly #stopping = new AbortController();
  #limits: ChatLimits = DEFAULT_CHAT_LIMITS;

  constructor(options: BotOptions) {
    this.#opts = options;
    // Every running command (and each of its requests) listens on this one signal: more than Node's
    // default of 10 is normal here, not a leak (it would print MaxListenersExceededWarning).
    setMaxListeners(0, this.#commands.signal);
  }

  /** Starts the transport; resolves with the limits its server set, for whoever else sends (the digest). */
  async start(): Promise<ChatLimits> {
    this.#limits = await this.#opts.transport.start((event) => this.#receive(event));
    return this.#limits;
  }

  /**
   * Stop receiving; commands not started are dropped (not run, so no false
   * reply: the next process answers them); running ones may finish (bounded),
   * then every wait to send ends and they are abandoned; then the transport is
   * released. True if all running commands finished.
   */
  async stop(): Promise<boolean> {
    this.#stopping.abort();
    const { transport, dispatcher, log } = this.#opts;
    const dropped = dispatcher.close();
    if (dropped) log.warn({ dropped }, 'shutdown: commands not started are left for the next process');
    await transport.stop();
    const pending = dispatcher.size;
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      dispatcher.idle().then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.#opts.drainMs ?? 6_000))),
    ]);
    clearTimeout(timer);
    if (!drained) {
      log.warn({ pending: dispatcher.size }, 'shutdown: abandoning commands still running');
      // Sends first: a command aborted mid-way must not get out a reply blaming the directory.
      transport.abortSends?.();
      this.#commands.abort();
    } else if (pending > 0) log.info({ finished: pending }, 'shutdown: in-flight commands finished');
    await transport.close();
    return drained;
  }

  #receive(event: InboundEvent): Promise<void> {
    switch (event.kind) {
      case 'message': {
        const light = !needsDirectory(event.message, this.#opts.timeZone ?? this.#opts.runner.timeZone, this.#opts.runner.now());
        return this.#opts.dispatcher.submit(event.message.sender.zulipId, () => this.#handle(event.message), { light });
      }
      case 'reaction': {
        const { reactions } = this.#opts;
        // In the member's queue with their messages: one person's taps and commands stay in order.
        if (!reactions) return Promise.resolve();
        return this.#opts.dispatcher.submit(event.reaction.member.zulipId, () => reactions.handle(event.reaction, this.#commands.signal));
      }
      case 'resync': {
        const { reactions, dispatcher } = this.#opts;
        if (!reactions) return Promise.resolve();
        return reactions
          .resync((key, task) => dispatcher.submit(key, task), this.#stopping.signal)
          .catch((error: unknown) => this.#opts.log.error({ err: error }, 'reaction resync failed'));
      }
    }
  }

  async #handle(message: InboundMessage): Promise<void> {
    const { transport, runner, log, floodGuard: guard } = this.#opts;
    transport.handled?.(message);
    const senderId = message.sender.zulipId;
    // Reads may start while the claim is in flight; every write and reply passes this first.
    const ours = claimGate(message);
    const admission = guard?.admit(senderId) ?? 'ok';
    if (admission !== 'ok') {
      if (admission === 'slow-down') {
        log.warn({ senderId, msgId: message.id }, 'member over the command limit: asked to slow down, ignored for the window');
        const seconds = guard!.silenceSeconds(senderId);
        const text = `You're sending me commands faster than I can answer them well, so I'll skip your commands for the next ${seconds} seconds. Thanks for your patience!`;
        if (guard!.mayReply(message.place)) {
          await ours()
            .then(() => transport.send(message.place, text))
            .catch((error: unknown) => (isClaimLost(error) ? undefined : log.warn({ err: error }, 'could not ask to slow down')));
        }
      } else log.debug({ senderId, msgId: message.id }, 'ignored: member over the command limit');
      return;
    }
    let quietLogged = false;
    const sink: ReplySink = {
      maxMessageLength: this.#limits.maxMessageLength,
      reply: async (text) => {
        await ours();
        if (guard && !guard.mayReply(message.place)) {
          if (!quietLogged) log.warn({ msgId: message.id, place: message.place.type }, 'conversation over its reply limit: reply dropped');
          quietLogged = true;
          return;
        }
        return transport.post ? transport.post(message.place, text) : transport.send(message.place, text);
      },
      reactTo: (messageId, emoji) =>
        ours()
          .then(() => transport.react(messageId, emoji))
          .catch((error: unknown) => (isClaimLost(error) ? undefined : log.warn({ err: error, msgId: messageId }, 'could not add a reaction'))),
      upload: transport.upload
        ? async (file) => {
            await ours();
            return transport.upload!(file);
          }
        : undefined,
      // A reaction is a courtesy on top of the reply: failing to add one is logged, not an error of the command.
      react: (emoji) =>
        ours()
          .then(() => transport.react(message.id, emoji))
          .catch((error: unknown) => (isClaimLost(error) ? undefined : log.warn({ err: error, msgId: message.id }, 'could not add a reaction'))),
    };
    // A whole command has a time limit, whatever it waits on.
    const signal = AbortSignal.any([this.#commands.signal, AbortSignal.timeout(this.#opts.commandTimeLimitMs ?? COMMAND_TIME_LIMIT_MS)]);
    await withSideEffectGate(ours, () => runner.run(message, sink, signal));
  }
}
