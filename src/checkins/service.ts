import type { InboundReaction, ZulipIdentity } from '../chat.js';
import type { ActionResult } from '../bot/pipeline.js';
import type { ReactionKind } from '../bot/reactions.js';
import { isWrite, type Command } from '../commands/command.js';
import { MemoryStore, type KeyValueStore } from '../util/key-value.js';
import { CHECKIN_EMOJI, isEmoji, WEEKDAY_EMOJI } from './emoji.js';
import { TypedMarks } from './typed.js';
import type { PostOutcome } from '../posts/shared/once.js';
import type { Logger } from '../log.js';
import { backoffDelay, type BackoffPolicy } from '../util/backoff.js';
import { withRetries } from '../util/retry.js';
import type { Sleep } from '../util/sleep.js';
import { hubToday, type IsoDate } from '../time/hub-date.js';
import type { CheckinBoard } from './board.js';
import { findCheckin, postCheckin } from './posting.js';
import { dayOf, weekOf, type CheckinPost, type PostKind } from './posts.js';
import { ReactionCheckins, type ReactionDeps, type ReactionSettings } from './reactions.js';
import { reconcilePost, type Submit } from './reconcile.js';

/** A failed reconciliation (directory or Zulip down) is tried again: 5 s, 10 s, … up to 5 min apart, 8 tries (about 10 minutes). */
const RECONCILE_BACKOFF: BackoffPolicy = { baseMs: 5_000, maxMs: 5 * 60_000, jitter: 0.2 };
const RECONCILE_ATTEMPTS = 8;

export interface CheckinServiceOptions extends ReactionSettings {
  board: CheckinBoard;
  deps: ReactionDeps;
  log: Logger;
  /** A random wait before a scheduled post looks for an earlier one (two processes rarely race). */
  jitterMs?: number;
  /** The wait between reconciliation attempts (tests record it instead of waiting). */
  sleep?: Sleep;
  /** Where the typed-command marks live across restarts (Zulip's bot storage); default: memory. */
  store?: KeyValueStore | undefined;
  /** True while another instance runs (its marks are read from the store, not just this process's). */
  shared?: (() => boolean) | undefined;
}

const POST_EMOJI = [CHECKIN_EMOJI, ...WEEKDAY_EMOJI];

/**
 * The morning and week posts, and the reactions on them as check-ins: one
 * reaction kind of the bot's pipeline (`name`…`resync`), and the hook that
 * records a typed command about a visit (`afterCommand`), so it wins over reactions.
 */
export class CheckinService implements ReactionKind {
  readonly name = 'checkin';
  readonly board: CheckinBoard;
  readonly reactions: ReactionCheckins;
  readonly typed: TypedMarks;
  #resync: Promise<void> | undefined;
  #resyncAgain = false;

  constructor(private readonly opts: CheckinServiceOptions) {
    this.board = opts.board;
    const today = () => hubToday(opts.deps.clock.now(), opts.timeZone);
    this.typed = new TypedMarks(opts.store ?? new MemoryStore(), opts.log, today, opts.shared);
    this.reactions = new ReactionCheckins(opts.deps, opts, opts.board, this.typed);
  }

  /** Only the posts' emoji can be check-ins: every other reaction in the realm costs nothing. */
  mayConcern(reaction: InboundReaction): boolean {
    return POST_EMOJI.some((emoji) => isEmoji(reaction.emoji, emoji));
  }

  /** The post and day a reaction is about (one key per member settles), or null when it is not on a check-in post. */
  async subject(reaction: InboundReaction): Promise<string | null> {
    const post = await this.reactions.postOf(reaction.messageId);
    const day = post && dayOf(post, reaction.emoji);
    return post && day ? `${post.messageId}:${day.date}` : null;
  }

  /** A typed command that changes a member's visit (checkin, checkout, note, leave) is recorded: from then on it wins over their reactions for that day. */
  async afterCommand(command: Command, sender: ZulipIdentity): Promise<void> {
    if (!isWrite(command) || !('target' in command) || !('date' in command)) return;
    const { target } = command;
    const zulipId = target.kind === 'self' ? sender.zulipId : target.kind === 'mention' ? target.zulipId : null;
    if (zulipId !== null) await this.typed.mark(command.date, zulipId);
  }

  /** Posts `kind`'s post for `date` unless it is there (see postCheckin); reactions on it are then known to be on a check-in post. */
  async post(kind: PostKind, date: IsoDate, signal?: AbortSignal): Promise<PostOutcome> {
    const { outcome, post } = await postCheckin(this.board, kind, date, { log: this.opts.log, jitterMs: this.opts.jitterMs, signal });
    if (post) this.reactions.remember(post);
    return outcome;
  }

  /** The bot's `kind` post for `date`, if posted. */
  async find(kind: PostKind, date: IsoDate): Promise<CheckinPost | null> {
    const post = await findCheckin(this.board, kind, date);
    if (post) this.reactions.remember(post);
    return post;
  }

  async handle(reaction: InboundReaction, signal?: AbortSignal): Promise<ActionResult> {
    const outcome = await this.reactions.handle(reaction, signal);
    return { kind: this.name, outcome };
  }

  /**
   * Reconciles today's morning post and this week's week post with the directory
   * (after every (re)register and on start). One at a time: a call while one runs
   * makes one more run after it. `signal` ends the waits between attempts (shutdown);
   * steps already handed to members' queues finish normally.
   */
  resync(submit: Submit, signal?: AbortSignal): Promise<void> {
    if (this.#resync) {
      this.#resyncAgain = true;
      return this.#resync;
    }
    this.#resync = (async () => {
      do {
        this.#resyncAgain = false;
        await withRetries(() => this.#reconcileAll(submit, signal), {
          signal,
          sleep: this.opts.sleep,
          delayAfter: (error, attempt) => {
            if (attempt >= RECONCILE_ATTEMPTS) return null;
            const waitMs = backoffDelay(attempt - 1, RECONCILE_BACKOFF);
            this.opts.log.warn({ err: error, attempt, retryInMs: waitMs }, 'check-in reconciliation failed; will retry');
            return waitMs;
          },
        }).catch((error: unknown) => this.opts.log.error({ err: error }, 'check-in reconciliation failed; giving up until the next registration'));
      } while (this.#resyncAgain && !signal?.aborted);
    })().finally(() => (this.#resync = undefined));
    return this.#resync;
  }

  async #reconcileAll(submit: Submit, signal?: AbortSignal): Promise<void> {
    const board = this.board;
    const today = hubToday(this.opts.deps.clock.now(), this.opts.timeZone);
    const posts = await Promise.all([this.find('morning', today), this.find('week', weekOf(today))]);
    for (const post of posts) {
      if (!post || signal?.aborted) continue;
      const changes = await reconcilePost(post, today, { board, deps: this.opts.deps, reactions: this.reactions, typed: this.typed, submit });
      this.opts.log.info({ kind: post.kind, date: post.date, messageId: post.messageId, changes }, 'reconciled check-in reactions');
    }
  }

}
