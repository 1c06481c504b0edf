import { withAttachments, type Uploader } from '../charts/attach.js';
import type { InboundMessage } from '../chat.js';
import { isClaimLost } from './claim.js';
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
  /** `not_ours`: another process claimed the message, so this one neither wrote nor answered. */
  outcome: Outcome | 'parse_error' | 'parse_crash' | 'error' | 'not_ours';
  durationMs: number;
  directoryCalls: number;
}

/**
 * Parse, then dispatch, inside an error boundary: whatever happens, the member
 * gets an answer (a handler's reply, a parse error with a suggestion, or an
 * apology) and one log line records the command.
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

  /** How many messages crashed the parser since start (each is logged as an error). */
  get parseCrashes(): number {
    return this.#parseCrashes;
  }

  async run(message: InboundMessage, sink: ReplySink, signal?: AbortSignal): Promise<RunResult> {
    const started = performance.now();
    const startedAt = this.deps.clock.now();
    const { maxMessageLength } = sink;
    const reply = async (text: string) => {
      for (const part of splitReply(text, maxMessageLength - NOT_DIGEST_MARK.length)) {
        try {
          await sink.reply(notADigestPart(part));
        } catch (error) {
          throw new ReplyFailed('could not send the reply', { cause: error });
        }
      }
    };
    // The cap comes before parsing: no input, however long, costs the parser more than 2,000 characters' work.
    const tooLong = commandTooLong(message.text);
    const parsed: ParseResult = tooLong
      ? { ok: false, error: tooLong }
      : this.parse(message.text, message.sentAt ?? this.deps.clock.now(), this.deps.settings.timeZone);
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
          reply(await withAttachments(text, attachments, sink.upload, this.deps.log));
        const ctx: CommandContext = { sender: message.sender, place: message.place, reply, replyWith, react: (e) => sink.react(e), deps: this.deps, signal };
        const counted = await withCallCount(() => this.#dispatch(parsed.command, ctx));
        outcome = counted.result;
        directoryCalls = counted.calls;
      }
    } catch (error) {
      if (isClaimLost(error)) {
        // Another process claimed it (the transport logged that): it writes and answers, this one stays quiet.
        return this.#result(kind, 'not_ours', started, directoryCalls);
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
    this.deps.log.info({ msgId: message.id, senderId: message.sender.zulipId, kind, outcome, ms: result.durationMs, directoryCalls }, 'command');
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
