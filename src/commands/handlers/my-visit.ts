import { addDaysIso, hubToday } from '../../time/hub-date.js';
import type { Handler } from '../context.js';
import { departureOf } from '../departures.js';
import { attempt } from '../failures.js';
import { dayLabel, onDay } from '../format.js';
import { resolveSelf } from '../targets.js';
import { myVisitReplies } from '../replies/visits.js';

/** "Am I checked in?", "did I check in today?": the sender's visit for the day, read only. */
export const myVisit: Handler<'myVisit'> = async (cmd, ctx) => {
  const me = await resolveSelf(ctx);
  if ('outcome' in me) return me.outcome;
  const found = await attempt(ctx, () => ctx.deps.directory.findHubVisit(me.profile.id, cmd.date, ctx.signal));
  if ('outcome' in found) return found.outcome;
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const visit = found.value;
  const word = cmd.date === today ? '' : cmd.date === addDaysIso(today, 1) ? ' tomorrow' : ` ${cmd.date}`;
  let text: string;
  if (!visit) {
    text =
      cmd.date > today
        ? myVisitReplies.nonePlanned(onDay(cmd.date, today), `checkin${word}`)
        : cmd.date < today
          ? myVisitReplies.noneRecorded(onDay(cmd.date, today))
          : myVisitReplies.notCheckedIn(dayLabel(cmd.date, today));
  } else {
    const left = departureOf(visit);
    text =
      cmd.date > today
        ? myVisitReplies.planned(onDay(cmd.date, today))
        : cmd.date < today
          ? myVisitReplies.visited(onDay(cmd.date, today), left)
          : myVisitReplies.checkedIn(dayLabel(cmd.date, today), left);
    if (visit.notes) text += myVisitReplies.notes(visit.notes);
  }
  await ctx.reply(text);
  return 'ok';
};
