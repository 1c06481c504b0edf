import { DEFAULT_CHAT_LIMITS, type ChatLimits, type Identify, type InboundEvent, type InboundMessage, type ZulipIdentity } from '../chat.js';
import type { Command } from '../commands/command.js';
import type { Logger } from '../log.js';
import type { Metrics } from '../ops/metrics.js';
import type { Dispatcher } from './dispatch.js';
import type { FloodGuard } from './flood-guard.js';
import { MemberPipeline, type ActionResult } from './pipeline.js';
import { ReactionRouter, type ReactionKind } from './reactions.js';
import { CommandRunner, SHUTDOWN, type Arrival, type ReplySink } from './runner.js';
import type { Transport } from './transport.js';
import { botReplies } from './replies.js';

const COMMAND_TIME_LIMIT_MS = 60_000;
/** Taps on one reaction subject within this settle into one action with the last state. */
const REACTION_SETTLE_MS = 1_500;

export interface BotOptions {
  transport: Transport;
  runner: CommandRunner;
  dispatcher: Dispatcher;
  log: Logger;
  /** The hub's time zone (kept for callers; commands read it from their deps). */
  timeZone?: string;
  /** A member action still running after this is aborted (default 60 s). */
  commandTimeLimitMs?: number;
  /** The kinds of reaction the bot acts on (the check-ins'), each one registration; none: reactions are ignored. */
  reactions?: readonly ReactionKind[] | undefined;
  /** How long taps on one reaction subject settle before one action is made of them (default 1.5 s). */
  reactionSettleMs?: number;
  /** How long shutdown waits for in-flight commands before abandoning them. */
  drainMs?: number;
  /** Per-member and per-conversation limits (on Zulip; the shell has none). */
  floodGuard?: FloodGuard | undefined;
  /** The process's metrics: reactions acted on and commands dropped unparsed are counted here (typed commands by the runner). */
  metrics?: Pick<Metrics, 'commands' | 'reactionsHandled'> | undefined;
  /** Told of each typed command once it ran, in the member's queue (the check-ins record that a member typed about a day). */
  afterCommand?: ((command: Command, member: ZulipIdentity, outcome: string) => Promise<void>) | undefined;
}

/**
 * The bot: every member action, typed or tapped, goes through one pipeline
 * (src/bot/pipeline.ts): admission (the member's limit, the length cap) before
 * anything is spent on it, then the member's queue, the claim, the handler
 * under one time limit, one log line and one metric. Replies go back out
 * through the transport, split under the limits it started with. `stop()` is
 * the graceful shutdown of docs/architecture.md, "Shutdown and the handoff".
 */
export class Bot {
  readonly #opts: BotOptions;
  readonly #pipeline: MemberPipeline;
  readonly #reactions: ReactionRouter | undefined;
  /** Aborted as soon as shutdown starts: background work waiting to retry (a resync) gives up. */
  readonly #stopping = new AbortController();
  #limits: ChatLimits = DEFAULT_CHAT_LIMITS;

  constructor(options: BotOptions) {
    this.#opts = options;
    const { dispatcher, log, floodGuard, transport } = options;
    this.#pipeline = new MemberPipeline({
      dispatcher,
      log,
      guard: floodGuard,
      timeLimitMs: options.commandTimeLimitMs ?? COMMAND_TIME_LIMIT_MS,
      onResult: (trigger, result) => countResult(options.metrics, trigger, result),
    });
    this.#reactions = options.reactions?.length
      ? new ReactionRouter(options.reactions, this.#pipeline, {
          log,
          settleMs: options.reactionSettleMs ?? REACTION_SETTLE_MS,
          blockedMs: (memberId) => floodGuard?.blockedMs(memberId) ?? 0,
          owns: transport.owns ? (memberId) => transport.owns!(memberId) : undefined,
        })
      : undefined;
  }

  /** Starts the transport; resolves with the limits its server set, for whoever else sends (the digest). */
  async start(): Promise<ChatLimits> {
    this.#limits = await this.#opts.transport.start((event) => this.#receive(event));
    return this.#limits;
  }

  /** How long the oldest member action not finished yet has waited (ms), 0 when none: readiness is degraded past a minute. */
  oldestUnansweredMs(): number {
    return this.#pipeline.oldestUnfinishedMs();
  }

  /**
   * Stop receiving; actions not started are dropped (not run, so no false
   * reply: the next process answers them); running ones may finish (bounded),
   * then every wait to send ends and they are abandoned (those without an
   * answer yet are left to the next process too); then the transport is
   * released. True if all running actions finished.
   */
  async stop(): Promise<boolean> {
    this.#stopping.abort();
    this.#reactions?.stop();
    const { transport, dispatcher, log } = this.#opts;
    const dropped = dispatcher.close();
    if (dropped) log.warn({ dropped }, 'shutdown: commands not started are left for the next process');
    await transport.stop();
    const pending = dispatcher.size;
    const drained = await within(dispatcher.idle(), this.#opts.drainMs ?? 6_000);
    if (!drained) {
      log.warn({ pending: dispatcher.size }, 'shutdown: abandoning commands still running');
      // Sends first: a command aborted mid-way must not get out a reply blaming the directory.
      transport.abortSends?.();
      this.#pipeline.abort(SHUTDOWN);
      // Let the abandoned ones settle, so what they leave to the next process is recorded: a reply
      // already on the wire cannot be called back, and once it lands its command counts as answered.
      await within(dispatcher.idle(), 2_000);
    } else if (pending > 0) log.info({ finished: pending }, 'shutdown: in-flight commands finished');
    await transport.close();
    return drained;
  }

  #receive(event: InboundEvent): Promise<void> {
    switch (event.kind) {
      case 'message':
        return this.#message(event.message, event.identify);
      case 'reaction':
        return this.#reactions?.receive(event.reaction, event.identify) ?? Promise.resolve();
      case 'resync':
        return this.#reactions?.resync(this.#stopping.signal) ?? Promise.resolve();
    }
  }

  /**
   * Admission first: the member's limit is counted on arrival and nothing is
   * spent on a message over it (no look-up, no claim, no reading); the length cap
   * comes before the one reading (the conversation's, with the runner's clock:
   * the runner acts on the same reading). Then the message waits its turn as a member action.
   */
  #message(message: InboundMessage, identify: Identify<InboundMessage> | undefined): Promise<void> {
    const { transport, log } = this.#opts;
    const memberId = message.sender.zulipId;
    const ref = { msgId: message.id, senderId: memberId };
    const settled = (how: 'done' | 'dropped' | 'interrupted') => {
      if (how === 'done') transport.handled?.(message);
      else if (how === 'interrupted') transport.interrupted?.(message);
    };
    const claim = transport.claim ? () => transport.claim!(message) : undefined;
    const admission = this.#pipeline.admit(memberId);
    if (admission === 'ignore') {
      log.debug(ref, 'ignored: member over the command limit');
      this.#opts.metrics?.commands.inc({ kind: 'unparsed', outcome: 'throttled' });
      transport.handled?.(message);
      return Promise.resolve();
    }
    if (admission === 'slow-down') {
      return this.#pipeline.run({ trigger: 'command', memberId, ref, light: true, claim, settled, handle: () => this.#slowDown(message, identify) });
    }
    const arrival = this.#opts.runner.readOnArrival(message);
    const light = CommandRunner.light(arrival);
    return this.#pipeline.run({ trigger: 'command', memberId, ref, light, claim, settled, handle: (signal) => this.#command(message, identify, arrival, signal) });
  }

  async #slowDown(message: InboundMessage, identify: Identify<InboundMessage> | undefined): Promise<ActionResult | null> {
    const { transport, log, floodGuard: guard } = this.#opts;
    const who = identify ? await identify() : message;
    if (!who) return null;
    log.warn({ senderId: who.sender.zulipId, msgId: who.id }, 'member over the command limit: asked to slow down, ignored for the window');
    const seconds = guard!.silenceSeconds(who.sender.zulipId);
    const text = botReplies.slowDown(seconds);
    if (guard!.mayReply(who.place)) await transport.send(who.place, text);
    return { kind: 'unparsed', outcome: 'throttled' };
  }

  async #command(message: InboundMessage, identify: Identify<InboundMessage> | undefined, arrival: Arrival, signal: AbortSignal): Promise<ActionResult | null> {
    const { transport, runner, log, floodGuard: guard, afterCommand } = this.#opts;
    const who = identify ? await identify() : message;
    if (!who) return null;
    let quietLogged = false;
    const sink: ReplySink = {
      maxMessageLength: this.#limits.maxMessageLength,
      reply: async (text) => {
        if (guard && !guard.mayReply(who.place)) {
          if (!quietLogged) log.warn({ msgId: who.id, place: who.place.type }, 'conversation over its reply limit: reply dropped');
          quietLogged = true;
          return;
        }
        // With the new message's id where the transport gives it: the ✅ on a question goes on it.
        return transport.post ? transport.post(who.place, text) : transport.send(who.place, text);
      },
      reactTo: (messageId, emoji) => transport.react(messageId, emoji).catch((error: unknown) => log.warn({ err: error, msgId: messageId }, 'could not add a reaction')),
      upload: transport.upload ? (file) => transport.upload!(file) : undefined,
    };
    const result = await runner.run(who, sink, signal, arrival);
    if (afterCommand && result.outcome !== 'interrupted') {
      // Every command the message ran (one message may plan several days).
      for (const command of result.commands) {
        await afterCommand(command, who.sender, result.outcome).catch((error: unknown) => log.warn({ err: error, msgId: who.id }, 'could not record the command for the check-ins'));
      }
    }
    return { kind: result.kind, outcome: result.outcome, fields: { directoryCalls: result.directoryCalls } };
  }
}

/** True if `promise` settled within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = await Promise.race([promise.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))]);
  clearTimeout(timer);
  return settled;
}

/** One metric per member action: a reaction's here; a typed command's is the runner's (src/app/core.ts), so it is not counted twice. */
export function countResult(metrics: Pick<Metrics, 'reactionsHandled'> | undefined, trigger: string, result: ActionResult): void {
  if (trigger === 'reaction') metrics?.reactionsHandled.inc({ kind: result.kind, outcome: result.outcome });
}
