import { postOnce, type PostOutcome } from '../posts/shared/once.js';
import type { Logger } from '../log.js';
import type { IsoDate } from '../time/hub-date.js';
import type { CheckinBoard } from './board.js';
import { isEmoji } from './emoji.js';
import { postDays, textOf, type CheckinPost, type PostKind } from './posts.js';

/**
 * Posts `kind`'s post for `date` (the week post: its Monday) exactly once, as the
 * digest is posted (the bot's own posts on the board are the ledger), then makes
 * sure it carries the bot's reactions (a crash between the two is mended by the next run).
 */
export async function postCheckin(
  board: CheckinBoard,
  kind: PostKind,
  date: IsoDate,
  options: { log: Logger; jitterMs?: number; signal?: AbortSignal | undefined },
): Promise<{ outcome: PostOutcome; post: CheckinPost | null }> {
  const outcome = await postOnce(board.ledger(kind), date, [textOf(kind, date)], { log: options.log, what: `${kind} post`, jitterMs: options.jitterMs ?? 0, signal: options.signal });
  const post = outcome === 'lost-race' || outcome === 'stopped' ? null : await findCheckin(board, kind, date);
  if (post) await addOwnReactions(board, post);
  options.log.info({ kind, date, outcome, messageId: post?.messageId }, 'check-in post');
  return { outcome, post };
}

/** The bot's `kind` post for `date`, if posted (the earliest, should two exist). */
export async function findCheckin(board: CheckinBoard, kind: PostKind, date: IsoDate): Promise<CheckinPost | null> {
  const found = (await board.ledger(kind).findPosted(date)).filter((p) => p.part === 1).sort((a, b) => a.messageId - b.messageId)[0];
  return found ? { kind, date, messageId: found.messageId } : null;
}

async function addOwnReactions(board: CheckinBoard, post: CheckinPost): Promise<void> {
  const message = await board.message(post.messageId);
  const mine = (message?.reactions ?? []).filter((r) => r.userId === board.botUserId);
  for (const day of postDays(post)) {
    if (!mine.some((r) => isEmoji(r.emoji, day.emoji))) await board.react(post.messageId, day.emoji.name);
  }
}
