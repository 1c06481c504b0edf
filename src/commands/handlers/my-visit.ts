import { excerpt, inlineCode } from '../../text/markdown.js';
import { addDaysIso, hubToday } from '../../time/hub-date.js';
import type { Handler } from '../context.js';
import { departureOf } from '../departures.js';
import { attempt } from '../failures.js';
import { dayLabel, onDay } from '../format.js';
import { resolveSelf } from '../targets.js';

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
        ? `No, you have no visit planned ${onDay(cmd.date, today)}. To plan one, send ${inlineCode(`checkin${word}`)}.`
        : cmd.date < today
          ? `No, you have no visit recorded ${onDay(cmd.date, today)}.`
          : `No, you haven't checked in for ${dayLabel(cmd.date, today)}. To check in, send ${inlineCode('checkin')}.`;
  } else {
    const left = departureOf(visit);
    text =
      cmd.date > today
        ? `Yes, you have a visit planned ${onDay(cmd.date, today)}.`
        : cmd.date < today
          ? `Yes, you visited the hub ${onDay(cmd.date, today)}${left ? ` and left at ${left}` : ''}.`
          : `Yes, you're checked in for ${dayLabel(cmd.date, today)}${left ? `; you left at ${left}` : ''}.`;
    if (visit.notes) text += `\nNotes: ${excerpt(visit.notes, 200)}`;
  }
  await ctx.reply(text);
  return 'ok';
};
