import { hubToday } from '../../time/hub-date.js';
import type { Handler } from '../context.js';
import { departureOf, withDeparture } from '../departures.js';
import { attempt } from '../failures.js';
import { dayLabel, memberRef } from '../format.js';
import { resolveTarget } from '../targets.js';
import { leaveReplies } from '../replies/visits.js';

/**
 * Leaving is not cancelling: the visit stays (the member was here), and the
 * departure time is added to its app_data. A GET first: there must be a visit
 * to leave, and its app_data is what we merge into.
 */
export const leave: Handler<'leave'> = async (cmd, ctx) => {
  const who = await resolveTarget(ctx, cmd.target, 'check out');
  if ('outcome' in who) return who.outcome;
  const { directory, clock, settings } = ctx.deps;
  const now = clock.now();
  const day = dayLabel(cmd.date, hubToday(now, settings.timeZone));
  const subject = who.self ? 'You' : memberRef(who.profile);
  const found = await attempt(ctx, () => directory.findHubVisit(who.profile.id, cmd.date, ctx.signal));
  if ('outcome' in found) return found.outcome;
  if (!found.value) {
    await ctx.reply(leaveReplies.notCheckedIn(subject, who.self, day));
    return 'rejected';
  }
  const appData = withDeparture(found.value.app_data, now, settings.timeZone);
  if (!appData) {
    await ctx.reply(leaveReplies.foreignAppData(who.self ? 'you' : memberRef(who.profile)));
    return 'rejected';
  }
  const saved = await attempt(ctx, () => directory.upsertHubVisit(who.profile.id, cmd.date, { appData }, ctx.signal), 'check-out');
  if ('outcome' in saved) return saved.outcome;
  const time = departureOf(saved.value) ?? departureOf({ app_data: appData });
  await ctx.reply(leaveReplies.left(subject, time, day));
  return 'ok';
};
