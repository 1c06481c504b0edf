import { DirectoryNotFoundError } from '../../directory/errors.js';
import { hubToday } from '../../time/hub-date.js';
import type { Handler } from '../context.js';
import { attempt, replyDirectoryFailure } from '../failures.js';
import { notesTooLong } from '../limits.js';
import { capitalize, memberRef, onDay } from '../format.js';
import { resolveTarget } from '../targets.js';
import { noteReplies } from '../replies/visits.js';

/**
 * Show, replace or clear a visit's notes. A GET comes first: the spec only
 * defines the notes path for an existing visit, and we never want to create a
 * visit by accident.
 */
export const note: Handler<'note'> = async (cmd, ctx) => {
  const tooLong = notesTooLong(cmd.action.type === 'set' ? cmd.action.text : undefined);
  if (tooLong) {
    await ctx.reply(tooLong);
    return 'rejected';
  }
  const write = cmd.action.type !== 'show';
  const who = await resolveTarget(ctx, cmd.target, write ? 'change the notes of' : undefined);
  if ('outcome' in who) return who.outcome;
  const { directory, clock, settings } = ctx.deps;
  const day = onDay(cmd.date, hubToday(clock.now(), settings.timeZone));
  const whose = who.self ? 'your' : `${memberRef(who.profile)}'s`;

  const noVisit = async () => {
    const hint = who.self ? noteReplies.checkInHint(cmd.date, cmd.action.type === 'set') : '';
    await ctx.reply(noteReplies.noVisit(who.self ? 'You have' : `${memberRef(who.profile)} has`, day, hint));
    return 'rejected' as const;
  };
  const found = await attempt(ctx, () => directory.findHubVisit(who.profile.id, cmd.date, ctx.signal));
  if ('outcome' in found) return found.outcome;
  const visit = found.value;
  if (!visit) return noVisit();
  if (cmd.action.type === 'show') {
    await ctx.reply(
      visit.notes ? noteReplies.shown(whose, day, visit.notes) : noteReplies.none(capitalize(whose), day, cmd.date),
    );
    return 'ok';
  }
  const text = cmd.action.type === 'set' ? cmd.action.text : '';
  let saved;
  try {
    saved = { value: await directory.replaceHubVisitNotes(who.profile.id, cmd.date, text, ctx.signal) };
  } catch (error) {
    // Cancelled between our look and our write (by the member elsewhere, or another command).
    if (error instanceof DirectoryNotFoundError) return noVisit();
    return replyDirectoryFailure(ctx, error, 'note');
  }
  await ctx.reply(
    saved.value.notes ? noteReplies.updated(whose, day, saved.value.notes) : noteReplies.cleared(whose, day),
  );
  return 'ok';
};
