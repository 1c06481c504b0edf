import { withAttachments, type Uploader } from '../charts/attach.js';
import type { InboundMessage } from '../chat.js';
import type { CommandKind } from '../commands/command.js';
import type { CommandContext, Deps, HandlerTable, Outcome } from '../commands/context.js';
import { HANDLERS } from '../commands/handlers/index.js';
import type { ParseResult } from '../commands/command.js';
import { commandTooLong } from '../commands/limits.js';
import { parseCommand } from '../commands/parse.js';
import { withCallCount } from '../directory/call-count.js';
import { NOT_DIGEST_MARK, notADigestPart } from '../text/digest-title.js';
import { splitReply } from '../text/markdown.js';

/** How a command answers: the transport decides where "reply" goes, and how long one message may be. */
export interface ReplySink {
  readonly maxMessageLength: number;
  reply(text: string): Promise<void>;
  react(emojiName: string): Promise<void>;
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
}

/** The reason the bot aborts a command at the shutdown deadline (as opposed to its time limit). */
export const SHUTDOWN = new Error('the bot is shutting down');

/** Said first when the previous process stopped in the middle of this command: this answer comes from a fresh look. */
export const RESUMED_NOTE = '_(I restarted while I was handling this message, so I looked again:)_';

/**
 * Parse, then dispatch, inside an error boundary: whatever happens, the member
 * gets an answer (a handler's reply, a parse error with a suggestion, or an
 * apology), except a command cut short by the shutdown before it answered:
 * that one is left to the next process. The pipeline logs the one line.
 */
export class CommandRunner {
  #parseCrashes = 0;

  constructor(
    private readonly deps: Deps,
    private readonly handlers: HandlerTable = HANDLERS,
    private readonly parse: typeof parseCommand = parseCommand,
    /** Told of every message answered, with when its handling began (the `status` command's commands today, the commands metric). */
    private readonly onResult?: (result: RunResult, at: Date) => void,
  ) {}

  /** The one parse of a message, on arrival: the length cap first, then the parser with the message's own time. */
  parseOnArrival(message: Pick<InboundMessage, 'text' | 'sentAt'>): ParseResult {
    return parseCapped(message, this.parse, this.deps);
  }

  /** How many messages crashed the parser since start (each is logged as an error). */
  get parseCrashes(): number {
    return this.#parseCrashes;
  }

  /** `parsed`: the message already parsed (the bot parses once, on arrival); otherwise it is parsed here, after the length cap. */
  async run(message: InboundMessage, sink: ReplySink, signal?: AbortSignal, parsed: ParseResult = parseCapped(message, this.parse, this.deps)): Promise<RunResult> {
    const started = performance.now();
    const startedAt = this.deps.clock.now();
    const { maxMessageLength } = sink;
    let sentParts = 0;
    const reply = async (text: string) => {
      const body = sentParts === 0 && message.resumed ? `${RESUMED_NOTE}\n${text}` : text;
      for (const part of splitReply(body, maxMessageLength - NOT_DIGEST_MARK.length)) {
        try {
          await sink.reply(notADigestPart(part));
          sentParts++;
        } catch (error) {
          throw new ReplyFailed('could not send the reply', { cause: error });
        }
      }
    };
    let kind: RunResult['kind'] = 'unparsed';
    let outcome: RunResult['outcome'] = 'parse_error';
    if (!parsed.ok && parsed.crash) {
      // A parser bug: visible and counted, with the input's length and kind but not its text (members' words stay out of logs).
      this.#parseCrashes++;
      outcome = 'parse_crash';
      const { error, inputLength, kind: startedAs } = parsed.crash;
      this.deps.log.error({ err: error, msgId: message.id, senderId: message.sender.zulipId, inputLength, kind: startedAs, place: message.place.type }, 'the parser crashed');
    }
    let directoryCalls = 0;
    try {
      if (!parsed.ok) {
        await reply(parsed.error);
      } else {
        kind = parsed.command.kind;
        const replyWith = async (text: string, attachments: Parameters<CommandContext['replyWith']>[1]) =>
          reply(await withAttachments(text, attachments, sink.upload, this.deps.log, signal));
        const ctx: CommandContext = { sender: message.sender, place: message.place, reply, replyWith, react: (e) => sink.react(e), deps: this.deps, signal };
        const counted = await withCallCount(() => this.#dispatch(parsed.command, ctx));
        outcome = counted.result;
        directoryCalls = counted.calls;
      }
    } catch (error) {
      if (signal?.aborted && signal.reason === SHUTDOWN && sentParts === 0) {
        // Cut short before any answer: no apology (the next process answers it, from a fresh look).
        return this.#result(kind, 'interrupted', started, directoryCalls);
      }
      outcome = 'error';
      if (error instanceof ReplyFailed) {
        // No apology: it would fail the same way, or invite a retry of something already done
        // (the production directory appends notes), while the lost reply may in fact have arrived.
        this.deps.log.error({ err: error.cause, msgId: message.id, senderId: message.sender.zulipId, kind }, 'could not send the reply');
        return this.#result(kind, outcome, started, directoryCalls);
      }
      this.deps.log.error({ err: error, msgId: message.id, senderId: message.sender.zulipId, kind }, 'command failed');
      await reply(`Sorry, something went wrong while handling that (message ${message.id}); it's in the logs. Try again, or send \`help\`.`).catch(
        (sendError: unknown) => this.deps.log.error({ err: sendError, msgId: message.id }, 'could not send the apology either'),
      );
    }
    const result = this.#result(kind, outcome, started, directoryCalls);
    this.onResult?.(result, startedAt);
    return result;
  }

  #result(kind: RunResult['kind'], outcome: RunResult['outcome'], started: number, directoryCalls: number): RunResult {
    return { kind, outcome, durationMs: Math.round((performance.now() - started) * 10) / 10, directoryCalls };
  }

  #dispatch<C extends Parameters<HandlerTable[CommandKind]>[0]>(command: C, ctx: CommandContext): Promise<Outcome> {
    const handler = this.handlers[command.kind] as (c: C, ctx: CommandContext) => Promise<Outcome>;
    return handler(command, ctx);
  }
}

/** The length cap first (linear: it counts only as far as it must), then the parser: no input costs the parser more than the cap's worth of work. */
export function parseCapped(message: Pick<InboundMessage, 'text' | 'sentAt'>, parse: typeof parseCommand, deps: Pick<Deps, 'clock' | 'settings'>): ParseResult {
  const tooLong = commandTooLong(message.text);
  return tooLong ? { ok: false, error: tooLong } : parse(message.text, message.sentAt ?? deps.clock.now(), deps.settings.timeZone);
}
