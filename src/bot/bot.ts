import type { Logger } from '../log.js';
import type { Dispatcher } from './dispatch.js';
import type { CommandRunner, InboundMessage, RunResult } from './runner.js';
import type { InboundReaction, Transport } from './transport.js';

/** What the bot does with reactions (the check-ins), transport-free. */
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
  /** Reactions are wanted (registered with Zulip) only when this is given. */
  reactions?: ReactionHandler | undefined;
  /** How long shutdown waits for in-flight commands before abandoning them. */
  drainMs?: number;
  /** Called after each handled command (benchmarks, tests). */
  onHandled?: (message: InboundMessage, result: RunResult) => void;
}

/**
 * The bot: messages from the transport go through the dispatcher (per-sender
 * order, bounded concurrency) to the command runner; replies go back out
 * through the transport. `stop()` is the graceful shutdown of DESIGN.md §5.
 */
export class Bot {
  readonly #opts: BotOptions;
  readonly #commands = new AbortController();

  constructor(options: BotOptions) {
    this.#opts = options;
  }

  async start(): Promise<void> {
    const { reactions, dispatcher } = this.#opts;
    const more = reactions && {
      // Reactions share the per-member queue with messages: one person's taps and commands stay in order.
      onReaction: (reaction: InboundReaction) => dispatcher.submit(reaction.member.zulipId, () => reactions.handle(reaction, this.#commands.signal)),
      onResync: () => void this.resync(),
    };
    await this.#opts.transport.start((message) => dispatcher.submit(message.sender.zulipId, () => this.#handle(message)), more);
  }

  /** Reconciles reactions (after each (re)register, and once the check-in posts' place is known). */
  resync(): Promise<void> {
    const { reactions, dispatcher } = this.#opts;
    if (!reactions) return Promise.resolve();
    const submit = (key: number, task: () => Promise<void>) =>
      new Promise<void>((resolve) => dispatcher.submit(key, () => task().finally(resolve)));
    return reactions.resync(submit, this.#commands.signal);
  }

  /** Stop receiving, let in-flight commands finish (bounded), then release the transport. True if all finished. */
  async stop(): Promise<boolean> {
    const { transport, dispatcher, log } = this.#opts;
    await transport.stop();
    const pending = dispatcher.size;
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      dispatcher.idle().then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.#opts.drainMs ?? 8_000))),
    ]);
    clearTimeout(timer);
    if (!drained) {
      log.warn({ pending: dispatcher.size }, 'shutdown: abandoning commands still running');
      this.#commands.abort();
    } else if (pending > 0) log.info({ finished: pending }, 'shutdown: in-flight commands finished');
    await transport.close();
    return drained;
  }

  async #handle(message: InboundMessage): Promise<void> {
    const { transport, runner, log } = this.#opts;
    let sender = message.sender;
    try {
      const identified = await transport.identify(message);
      if (!identified) return;
      sender = identified;
    } catch (error) {
      log.warn({ err: error, senderId: message.sender.zulipId }, 'could not look up the sender; going on with what the message says');
    }
    const result = await runner.run(
      { ...message, sender },
      {
        reply: (text) => transport.send(message.place, text),
        // A reaction is a courtesy on top of the reply: failing to add one is logged, not an error of the command.
        react: (emoji) =>
          transport.react(message.id, emoji).catch((error: unknown) => log.warn({ err: error, msgId: message.id }, 'could not add a reaction')),
      },
      this.#commands.signal,
    );
    this.#opts.onHandled?.(message, result);
  }
}
