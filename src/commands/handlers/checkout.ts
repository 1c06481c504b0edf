import { pluralDay } from '../../routines/weekdays.js';
import { hubToday, weekdayOf, type IsoDate } from '../../time/hub-date.js';
import type { CommandContext } from '../context.js';
import type { Handler } from '../context.js';
import { attempt } from '../failures.js';
import { dayLabel, memberRef, onDay } from '../format.js';
import { resolveTarget } from '../targets.js';
import { checkoutReplies } from '../replies/visits.js';
import { withZulipId } from './hub-common.js';

/**
 * Look first, then DELETE: the production service answers 200 to a DELETE even
 * when there was no visit, so the GET is how we can tell the member which it was.
 */
export const checkout: Handler<'checkout'> = async (cmd, ctx) => {
  const who = await resolveTarget(ctx, cmd.target, 'cancel visits for');
  if ('outcome' in who) return who.outcome;
  const { directory, clock, settings } = ctx.deps;
  const today = hubToday(clock.now(), settings.timeZone);
  const day = dayLabel(cmd.date, today);
  const whose = who.self ? 'You' : memberRef(who.profile);
  const nothing = checkoutReplies.nothingToCancel(whose, onDay(cmd.date, today));

  const found = await attempt(ctx, () => directory.findHubVisit(who.profile.id, cmd.date, ctx.signal));
  if ('outcome' in found) return found.outcome;
  // "can't make it fri" from a member who usually comes Fridays: that day's reminder goes too, visit or not.
  const skipped = who.self ? await skipRoutineDay(ctx, who.profile.id, cmd.date, today) : '';
  if (!found.value) {
    await ctx.reply(nothing + skipped);
    return skipped ? 'ok' : 'rejected';
  }
  const deleted = await attempt(ctx, () => directory.deleteHubVisit(who.profile.id, cmd.date, ctx.signal), 'cancellation');
  if ('outcome' in deleted) return deleted.outcome;
  if (deleted.value === 'not_found') {
    await ctx.reply(nothing + skipped);
    return skipped ? 'ok' : 'rejected';
  }
  await ctx.reply(checkoutReplies.cancelled(who.self ? 'your' : `${memberRef(who.profile)}'s`, day) + skipped);
  return 'ok';
};

/**
 * A cancelled day ahead that is one of the member's routine days is skipped
 * (no "coming in tomorrow?" for it), as `skip` does; the reply's sentence
 * saying so, or '' (not a routine day, no hub features, or the store failed:
 * the cancel stands either way, and a failed skip is only logged).
 */
async function skipRoutineDay(ctx: CommandContext, personId: number, date: IsoDate, today: IsoDate): Promise<string> {
  const records = ctx.deps.hub?.records;
  if (!records || date <= today) return '';
  const record = records.get(personId);
  const weekday = weekdayOf(date);
  if (!record.routine.includes(weekday) || record.skips.includes(date)) return '';
  try {
    await records.update(personId, today, (r) => ({ ...withZulipId(ctx, r), skips: [...r.skips, date] }));
  } catch (error) {
    ctx.deps.log.warn({ err: error, date }, 'could not skip the routine day of a cancelled visit');
    return '';
  }
  return checkoutReplies.routineSkipped(pluralDay(weekday));
}
