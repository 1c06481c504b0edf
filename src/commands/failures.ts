import {
  DirectoryAuthError,
  DirectoryError,
  DirectoryHttpError,
  DirectoryNetworkError,
  DirectoryRateLimitError,
  DirectorySchemaError,
} from '../directory/errors.js';
import { humanWait } from '../text/duration.js';
import type { CommandContext, Outcome } from './context.js';
import { failureReplies } from './replies/common.js';

/**
 * The honest, short reply for a directory failure. For a write (`what`, e.g.
 * "check-in") it says whether the change was made, was not, or can't be known.
 * "Not recorded" only when the directory refused it outright (a 4xx, 429,
 * refused credentials) or the request provably never left; an answer lost
 * after the request went out (timeout, reset connection, a 5xx from
 * somewhere between, a body we can't read) is "can't tell": the production
 * directory appends notes, so a blind retry could write them twice.
 */
export function directoryFailureText(error: DirectoryError, what?: string): string {
  // "notes" is plural: "your notes were not recorded".
  const was = what === 'notes' ? 'were' : 'was';
  const notRecorded = what ? failureReplies.notRecorded(what, was) : '';
  const cantTell = (why: string) => failureReplies.cantTell(why, what);
  if (error instanceof DirectoryRateLimitError) {
    const wait = error.retryAfterSeconds === undefined ? failureReplies.inAMinute() : humanWait(error.retryAfterSeconds);
    return failureReplies.busy(notRecorded, wait);
  }
  if (error instanceof DirectoryAuthError) {
    return failureReplies.credentials(what, was);
  }
  if (error instanceof DirectoryNetworkError && what && !error.notSent) {
    return cantTell(error.timedOut ? failureReplies.timedOut() : failureReplies.broke());
  }
  if (error instanceof DirectorySchemaError) {
    return what ? cantTell(failureReplies.misunderstood()) : failureReplies.unreadable();
  }
  if (error instanceof DirectoryHttpError) {
    if (error.status < 500) return failureReplies.rejected(error.status, notRecorded);
    return what ? cantTell(failureReplies.serverError(error.status)) : failureReplies.serverErrorRead(error.status);
  }
  return failureReplies.noAnswer(notRecorded);
}

/** Replies with the failure text, logs it, and returns the outcome; rethrows anything that isn't a directory error. */
export async function replyDirectoryFailure(ctx: CommandContext, error: unknown, what?: string): Promise<Outcome> {
  if (!(error instanceof DirectoryError)) throw error;
  ctx.deps.log.warn({ err: error, senderId: ctx.sender.zulipId }, 'directory call failed');
  await ctx.reply(directoryFailureText(error, what));
  return 'failed';
}

/** Runs a directory step; on a directory failure replies and hands back the outcome instead of a value. */
export async function attempt<T>(ctx: CommandContext, step: () => Promise<T>, what?: string): Promise<{ value: T } | { outcome: Outcome }> {
  try {
    return { value: await step() };
  } catch (error) {
    return { outcome: await replyDirectoryFailure(ctx, error, what) };
  }
}
