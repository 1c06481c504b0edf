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

/**
 * The honest, short reply for a directory failure. For a write (`what`, e.g.
 * "check-in") it says whether the change was made, was not, or can't be known:
 * a write is never reported as done unless the directory said so.
 */
export function directoryFailureText(error: DirectoryError, what?: string): string {
  const notRecorded = what ? `; your ${what} was not recorded` : '';
  if (error instanceof DirectoryRateLimitError) {
    const wait = error.retryAfterSeconds === undefined ? 'in a minute' : humanWait(error.retryAfterSeconds);
    return `The directory is busy right now${notRecorded}. Try again ${wait}.`;
  }
  if (error instanceof DirectoryAuthError) {
    return `The directory refused my credentials${what ? `, so your ${what} was not recorded` : ''}. This needs the bot's operator; it's in the logs.`;
  }
  // A write whose answer never came back whole (a timeout, an oversized body) may well have been done.
  if (error instanceof DirectoryNetworkError && (error.timedOut || error.code === 'EBODYTOOLARGE') && what && !error.notSent) {
    return `The directory didn't answer in time, so I can't tell whether your ${what} went through. Send \`visits\` in a minute to check.`;
  }
  if (error instanceof DirectorySchemaError) {
    return what
      ? `The directory answered in a way I didn't understand, so I can't confirm your ${what}. Send \`visits\` in a minute to check.`
      : "The directory sent an answer I didn't understand. Try again later; it's in the logs.";
  }
  if (error instanceof DirectoryHttpError) {
    return error.status < 500
      ? `The directory rejected that request (${error.status})${notRecorded}.`
      : `The directory had an error (${error.status})${notRecorded}. Try again in a minute.`;
  }
  return `The directory didn't answer${notRecorded}. Try again in a minute.`;
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
