import { hubToday } from '../../time/hub-date.js';
import type { Handler } from '../context.js';
import { departureOf } from '../departures.js';
import { attempt } from '../failures.js';
import { memberRef, onDay } from '../format.js';
import { onePerson } from '../person.js';
import { hiddenPerson } from '../hidden.js';
import { presenceReplies } from '../replies/visits.js';

/** "Is Bram here?", "is Cleo coming friday?": one GET of that person's visit for the day. */
export const presence: Handler<'presence'> = async (cmd, ctx) => {
  const who = await onePerson(ctx, cmd.who);
  if ('outcome' in who) return who.outcome;
  if (await hiddenPerson(ctx, who, cmd.date)) return 'rejected';
  const found = await attempt(ctx, () => ctx.deps.directory.findHubVisit(who.profile.id, cmd.date, ctx.signal));
  if ('outcome' in found) return found.outcome;
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const name = who.self ? 'you' : memberRef(who.profile);
  const on = onDay(cmd.date, today);
  const visit = found.value;
  let text: string;
  if (!visit) {
    text = cmd.date > today ? presenceReplies.nonePlanned(name, on, who.self) : cmd.date < today ? presenceReplies.noVisit(name, on) : presenceReplies.notCheckedIn(name, on, who.self);
  } else {
    const left = departureOf(visit);
    if (cmd.date > today) text = presenceReplies.plans(name, on, who.self);
    else if (cmd.date < today) text = presenceReplies.was(name, on, left, who.self);
    else text = left ? presenceReplies.cameAndLeft(name, on, left) : presenceReplies.here(name, on, who.self);
    if (visit.notes) text += presenceReplies.notes(visit.notes);
  }
  await ctx.reply(text.charAt(0).toUpperCase() + text.slice(1));
  return 'ok';
};
