import { excerpt } from '../../text/markdown.js';
import { hubToday } from '../../time/hub-date.js';
import type { Handler } from '../context.js';
import { attempt } from '../failures.js';
import { notesTooLong } from '../limits.js';
import { capitalize, dayLabel, memberRef, onDay } from '../format.js';
import { resolveTarget } from '../targets.js';

/** PATCH the visit: one directory request for a member already resolved (notes sent only when given). */
export const checkin: Handler<'checkin'> = async (cmd, ctx) => {
  const tooLong = notesTooLong(cmd.notes);
  if (tooLong) {
    await ctx.reply(tooLong);
    return 'rejected';
  }
  const who = await resolveTarget(ctx, cmd.target, 'check in');
  if ('outcome' in who) return who.outcome;
  const write = cmd.notes === undefined ? {} : { notes: cmd.notes };
  const result = await attempt(ctx, () => ctx.deps.directory.upsertHubVisit(who.profile.id, cmd.date, write, ctx.signal), 'check-in');
  if ('outcome' in result) return result.outcome;

  const visit = result.value;
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const day = dayLabel(cmd.date, today);
  const on = onDay(cmd.date, today);
  const whom = who.self ? 'you' : memberRef(who.profile);
  const existed = visit.created_at !== visit.updated_at;
  let text: string;
  if (cmd.date > today) text = existed ? `📅 ${capitalize(whom)} already had a visit planned ${on}` : `📅 Planned a visit for ${whom} ${on}`;
  else if (cmd.date < today) text = existed ? `✅ ${capitalize(whom)} already had a visit ${on}` : `✅ Recorded a visit for ${whom} ${on}`;
  else text = existed ? `✅ ${capitalize(whom)} ${who.self ? 'were' : 'was'} already checked in for ${day}` : `✅ Checked ${whom} in for ${day}`;
  if (existed) text += cmd.notes === undefined ? '; notes kept.' : '; notes updated.';
  else text += '.';
  if (visit.notes) text += `\nNotes: ${excerpt(visit.notes, 300)}`;
  await ctx.reply(text);
  await ctx.react('check');
  return 'ok';
};
