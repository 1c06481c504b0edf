import { inlineCode } from '../../text/markdown.js';
import { hubToday } from '../../time/hub-date.js';
import type { Handler } from '../context.js';
import { departureOf, withDeparture } from '../departures.js';
import { attempt } from '../failures.js';
import { dayLabel, memberRef } from '../format.js';
import { resolveTarget } from '../targets.js';

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
    await ctx.reply(
      `${subject} ${who.self ? "haven't" : "hasn't"} checked in for ${day}, so there is nothing to check out of. To cancel a planned visit, send ${inlineCode('cancel DATE')}.`,
    );
    return 'rejected';
  }
  const appData = withDeparture(found.value.app_data, now, settings.timeZone);
  if (!appData) {
    await ctx.reply(`I couldn't note when ${who.self ? 'you' : memberRef(who.profile)} left: this visit carries another app's data that I must not overwrite. The visit itself is fine.`);
    return 'rejected';
  }
  const saved = await attempt(ctx, () => directory.upsertHubVisit(who.profile.id, cmd.date, { appData }, ctx.signal), 'check-out');
  if ('outcome' in saved) return saved.outcome;
  const time = departureOf(saved.value) ?? departureOf({ app_data: appData });
  await ctx.reply(`👋 ${subject} left the hub at ${time} ${day}; the visit stays on the record. See you next time!`);
  await ctx.react('wave');
  return 'ok';
};
