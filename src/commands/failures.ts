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

/** How a member checks a write we could not confirm, without doing it twice. */
const HOW_TO_CHECK = 'Send `note` (with the same date, if it was not today) to see whether it is there before trying again.';

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
  const notRecorded = what ? `; your ${what} ${was} not recorded` : '';
  const cantTell = (why: string) => `${why}, so I can't tell whether your ${what} went through. ${HOW_TO_CHECK}`;
  if (error instanceof DirectoryRateLimitError) {
    const wait = error.retryAfterSeconds === undefined ? 'in a minute' : humanWait(error.retryAfterSeconds);
    return `The directory is busy right now${notRecorded}. Try again ${wait}.`;
  }
  if (error instanceof DirectoryAuthError) {
    return `The directory refused my credentials${what ? `, so your ${what} ${was} not recorded` : ''}. This needs the bot's operator; it's in the logs.`;
  }
  if (error instanceof DirectoryNetworkError && what && !error.notSent) {
    return cantTell(error.timedOut ? "The directory didn't answer in time" : 'The connection to the directory broke after my request went out');
  }
  if (error instanceof DirectorySchemaError) {
    return what ? cantTell("The directory answered in a way I didn't understand") : "The directory sent an answer I didn't understand. Try again later; it's in the logs.";
  }
  if (error instanceof DirectoryHttpError) {
    if (error.status < 500) return `The directory rejected that request (${error.status})${notRecorded}.`;
    return what ? cantTell(`The directory had an error (${error.status})`) : `The directory had an error (${error.status}). Try again in a minute.`;
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
