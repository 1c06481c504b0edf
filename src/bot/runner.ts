import { withAttachments, type Uploader } from '../charts/attach.js';
import type { InboundMessage } from '../chat.js';
import type { Command, CommandKind } from '../commands/command.js';
import type { CommandContext, Deps, HandlerTable, Outcome } from '../commands/context.js';
import { HANDLERS } from '../commands/handlers/index.js';
import { commandTooLong } from '../commands/limits.js';
import { isLight, readingOf } from '../conversation/read-once.js';
import type { Reading } from '../conversation/meaning.js';
import { converse, firstKind } from '../conversation/turn.js';
import { countedDeps } from '../commands/counted-deps.js';
import { CallCount } from '../directory/call-count.js';
import { NOT_DIGEST_MARK, notADigestPart } from '../text/digest-title.js';
import { splitReply } from '../text/markdown.js';
import { botReplies } from './replies.js';

/** How a command answers: the transport decides where "reply" goes, and how long one message may be. */
export interface ReplySink {
  readonly maxMessageLength: number;
  /** Resolves with the sent message's id when the transport knows it. */
  reply(text: string): Promise<void | number>;
  /** Reacts on one of the bot's own messages (the ✅ on a question); absent where the transport has no reactions. */
  reactTo?: ((messageId: number, emojiName: string) => Promise<void>) | undefined;
  /** Where attachments go; without it a reply carries the charts' summaries only. */
  upload?: Uploader | undefined;
}

/** Sending a reply failed: the command itself may well have been done. */
class ReplyFailed extends Error {
  override name = 'ReplyFailed';
}

export interface RunResult {
  kind: CommandKind | 'unparsed';
  /** `interrupted`: cut short by the shutdown before any answer went out (the next process answers it). */
  outcome: Outcome | 'parse_error' | 'parse_crash' | 'error' | 'interrupted';
  durationMs: number;
  directoryCalls: number;
  /** The commands the message ran (its writes carried out, then its answers): the check-ins hear of each. */
  commands: Command[];
}

/**
 * A message as read on arrival, once: over the length cap (said so, never
 * read), or read by the conversation (src/conversation/), or the reader
 * crashed (a bug: answered, counted, logged without the text).
 */
export type Arrival = { tooLong: string } | { reading: Reading } | { crash: unknown };

/** The reason the bot aborts a command at the shutdown deadline (as opposed to its time limit). */
export const SHUTDOWN = new Error('the bot is shutting down');

/**
 * Read, then act, inside an error boundary: whatever happens, the member
 * gets an answer (what the conversation did or asks, or an apology), except a
 * command cut short by the shutdown before it answered: that one is left to
 * the next process. The pipeline logs the one line.
 */
export class CommandRunner {
  #parseCrashes = 0;

  constructor(
    private readonly deps: Deps,
    private readonly handlers: HandlerTable = HANDLERS,
    /** The conversation: reads the message once, then acts, asks or answers (src/conversation/turn.ts). */
    private readonly conversation: typeof converse = converse,
    /** Told of every message answered, with when its handling began (the `status` command's commands today, the commands metric). */
    private readonly onResult?: (result: RunResult, at: Date) => void,
  ) {}

  /** The one reading of a message, on arrival: the length cap first, then the conversation's reader with the message's own time. */
  readOnArrival(message: InboundMessage): Arrival {
    const tooLong = commandTooLong(message.text);
    if (tooLong) return { tooLong };
    try {
      return { reading: readingOf(message, this.deps.settings.timeZone, message.sentAt ?? this.deps.clock.now()) };
    } catch (error) {
      return { crash: error };
    }
  }

  /** Whether a message read on arrival needs no directory (help, small talk, chat): it may go ahead of slow ones. */
  static light(arrival: Arrival): boolean {
    return 'reading' in arrival ? isLight(arrival.reading) : true;
  }

  /** How many messages crashed the parser since start (each is logged as an error). */
  get parseCrashes(): number {
    return this.#parseCrashes;
  }

  /** `arrival`: the message already read (the bot reads once, on arrival); otherwise it is read here, after the length cap. */
  async run(message: InboundMessage, sink: ReplySink, signal?: AbortSignal, arrival: Arrival = this.readOnArrival(message)): Promise<RunResult> {
    const started = performance.now();
    const startedAt = this.deps.clock.now();
    const { maxMessageLength } = sink;
    let sentParts = 0;
    const reply = async (text: string): Promise<number | void> => {
      // Said first when the previous process stopped in the middle of this command: this answer comes from a fresh look.
      const body = sentParts === 0 && message.resumed ? `${botReplies.resumed()}\n${text}` : text;
      let id: number | void = undefined;
      for (const part of splitReply(body, maxMessageLength - NOT_DIGEST_MARK.length)) {
        try {
          id = await sink.reply(notADigestPart(part));
          sentParts++;
        } catch (error) {
          throw new ReplyFailed('could not send the reply', { cause: error });
        }
      }
      return id;
    };
    let kind: RunResult['kind'] = 'unparsed';
    let outcome: RunResult['outcome'] = 'parse_error';
    // This command's directory requests, and no other's: its handlers ask through views counting here.
    const count = new CallCount();
    let commands: Command[] = [];
    try {
      if ('tooLong' in arrival) {
        await reply(arrival.tooLong);
      } else {
        const replyWith = async (text: string, attachments: Parameters<CommandContext['replyWith']>[1]) => {
          await reply(await withAttachments(text, attachments, { upload: sink.upload, pictures: this.deps.pictures }, this.deps.log, signal));
        };
        const deps = countedDeps(this.deps, count);
        const ctx: CommandContext = { sender: message.sender, place: message.place, reply, replyWith, reactTo: sink.reactTo, deps, signal };
        const reading = 'reading' in arrival ? arrival.reading : undefined;
        if (reading) kind = firstKind(reading);
        const crashed = 'crash' in arrival ? arrival.crash : undefined;
        const turn = await this.conversation(message, ctx, this.handlers, reading, crashed);
        ({ kind, outcome } = turn);
        commands = turn.ran ?? [];
        if (turn.crash !== undefined) {
          // A reader bug: visible and counted, with the input's length but not its text (members' words stay out of logs).
          this.#parseCrashes++;
          this.deps.log.error({ err: turn.crash, msgId: message.id, senderId: message.sender.zulipId, inputLength: message.text.length, kind, place: message.place.type }, 'the parser crashed');
        }
      }
    } catch (error) {
      if (signal?.aborted && signal.reason === SHUTDOWN && sentParts === 0) {
        // Cut short before any answer: no apology (the next process answers it, from a fresh look).
        return this.#result(kind, 'interrupted', started, count.calls, []);
      }
      outcome = 'error';
      if (error instanceof ReplyFailed) {
        // No apology: it would fail the same way, or invite a retry of something already done
        // (the production directory appends notes), while the lost reply may in fact have arrived.
        this.deps.log.error({ err: error.cause, msgId: message.id, senderId: message.sender.zulipId, kind }, 'could not send the reply');
        return this.#result(kind, outcome, started, count.calls, commands);
      }
      this.deps.log.error({ err: error, msgId: message.id, senderId: message.sender.zulipId, kind }, 'command failed');
      await reply(botReplies.crashed(message.id)).catch(
        (sendError: unknown) => this.deps.log.error({ err: sendError, msgId: message.id }, 'could not send the apology either'),
      );
    }
    const result = this.#result(kind, outcome, started, count.calls, commands);
    this.onResult?.(result, startedAt);
    return result;
  }

  #result(kind: RunResult['kind'], outcome: RunResult['outcome'], started: number, directoryCalls: number, commands: Command[]): RunResult {
    return { kind, outcome, durationMs: Math.round((performance.now() - started) * 10) / 10, directoryCalls, commands };
  }
}
