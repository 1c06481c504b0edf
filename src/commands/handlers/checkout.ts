import { hubToday } from '../../time/hub-date.js';
import type { Handler } from '../context.js';
import { attempt } from '../failures.js';
import { dayLabel, memberRef, onDay } from '../format.js';
import { resolveTarget } from '../targets.js';
import { checkoutReplies } from '../replies/visits.js';

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
  if (!found.value) {
    await ctx.reply(nothing);
    return 'rejected';
  }
  const deleted = await attempt(ctx, () => directory.deleteHubVisit(who.profile.id, cmd.date, ctx.signal), 'cancellation');
  if ('outcome' in deleted) return deleted.outcome;
  if (deleted.value === 'not_found') {
    await ctx.reply(nothing);
    return 'rejected';
  }
  await ctx.reply(checkoutReplies.cancelled(who.self ? 'your' : `${memberRef(who.profile)}'s`, day));
  return 'ok';
};
