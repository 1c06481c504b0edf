import type { HubVisit } from '../../directory/schemas.js';
import { hubToday } from '../../time/hub-date.js';
import type { CommandContext, Handler } from '../context.js';
import { DirectoryError, DirectoryNotFoundError } from '../../directory/errors.js';
import { attempt, directoryFailureText } from '../failures.js';
import { notesTooLong } from '../limits.js';
import { capitalize, dayLabel, memberRef, onDay } from '../format.js';
import { resolveTarget } from '../targets.js';
import { departureOf, withoutDeparture } from '../departures.js';
import type { CommandOf } from '../command.js';
import { checkinReplies } from '../replies/visits.js';

/**
 * Look, then write only what is missing. The GET tells "checked in" from
 * "already checked in" (timestamps can't: production stamps are equal on a
 * fresh visit and have one-second resolution). A new visit is created by a
 * bare PATCH; notes always go through `PATCH …/notes`, which replaces them on
 * every service, because the general PATCH *appends* notes on production.
 */
export const checkin: Handler<'checkin'> = async (cmd, ctx) => {
  const tooLong = notesTooLong(cmd.notes);
  if (tooLong) {
    await ctx.reply(tooLong);
    return 'rejected';
  }
  const who = await resolveTarget(ctx, cmd.target, 'check in');
  if ('outcome' in who) return who.outcome;
  const { directory } = ctx.deps;
  const personId = who.profile.id;

  const found = await attempt(ctx, () => directory.findHubVisit(personId, cmd.date, ctx.signal));
  if ('outcome' in found) return found.outcome;
  const existed = found.value !== null;
  let visit: HubVisit | null = found.value;
  // "undo leaving" with nothing to undo makes no visit.
  if (!visit && cmd.returning) {
    await ctx.reply(checkinReplies.noLeavingToUndo());
    return 'rejected';
  }
  // Back after leaving ("I'm back", "I'm here", "undo leaving"): today's departure goes, the visit stays.
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const left = visit && cmd.date === today ? departureOf(visit) : undefined;
  if (visit && left) {
    const appData = withoutDeparture(visit.app_data);
    if (appData) {
      const back = await attempt(ctx, () => directory.upsertHubVisit(personId, cmd.date, { appData }, ctx.signal), 'check-in');
      if ('outcome' in back) return back.outcome;
      visit = back.value;
    }
  } else if (visit && cmd.returning) {
    await ctx.reply(checkinReplies.notLeft());
    return 'ok';
  }
  if (!visit) {
    const created = await attempt(ctx, () => directory.upsertHubVisit(personId, cmd.date, {}, ctx.signal), 'check-in');
    if ('outcome' in created) return created.outcome;
    visit = created.value;
  }
  let notesFailure: string | undefined;
  if (cmd.notes !== undefined && cmd.notes !== visit.notes) {
    try {
      visit = await writeNotes(ctx, personId, cmd.date, cmd.notes);
    } catch (error) {
      if (!(error instanceof DirectoryError)) throw error;
      // The visit is there; only the notes are in doubt. The reply says both.
      ctx.deps.log.warn({ err: error, senderId: ctx.sender.zulipId }, 'directory call failed');
      notesFailure = directoryFailureText(error, 'notes');
    }
  }
  const welcome = left ? checkinReplies.welcomeBack(left) : '';
  await ctx.reply(welcome + confirmation(cmd, ctx, who, existed, notesFailure === undefined ? visit : null) + (notesFailure ? `\n${notesFailure}` : ''));
  return notesFailure ? 'failed' : 'ok';
};

/**
 * Notes through `PATCH …/notes`. If the visit vanished between the look and
 * this write (a cancel from another app, or the member's own message handled
 * elsewhere), the notes endpoint answers 404: create the visit again, then
 * write the notes once more, rather than telling the member it failed.
 */
async function writeNotes(ctx: CommandContext, personId: number, date: CommandOf<'checkin'>['date'], notes: string): Promise<HubVisit> {
  const { directory } = ctx.deps;
  try {
    return await directory.replaceHubVisitNotes(personId, date, notes, ctx.signal);
  } catch (error) {
    if (!(error instanceof DirectoryNotFoundError)) throw error;
    await directory.upsertHubVisit(personId, date, {}, ctx.signal);
    return directory.replaceHubVisitNotes(personId, date, notes, ctx.signal);
  }
}

function confirmation(
  cmd: CommandOf<'checkin'>,
  ctx: CommandContext,
  who: { profile: { name: string; zulip_id: number | null }; self: boolean },
  existed: boolean,
  /** null when the notes could not be confirmed: then they are not described. */
  visit: HubVisit | null,
): string {
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const day = dayLabel(cmd.date, today);
  const on = onDay(cmd.date, today);
  const whom = who.self ? 'you' : memberRef(who.profile);
  let text: string;
  if (cmd.date > today) text = existed ? checkinReplies.alreadyPlanned(capitalize(whom), on) : checkinReplies.planned(whom, on);
  else if (cmd.date < today) text = existed ? checkinReplies.alreadyPast(capitalize(whom), on) : checkinReplies.recordedPast(whom, on);
  else text = existed ? checkinReplies.alreadyIn(capitalize(whom), who.self, day) : checkinReplies.checkedIn(whom, day);
  if (existed && visit) text += cmd.notes === undefined ? checkinReplies.notesKept() : checkinReplies.notesUpdated();
  else text += '.';
  if (visit?.notes) text += checkinReplies.notesLine(visit.notes);
  return text;
}
