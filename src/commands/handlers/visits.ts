import { hubToday, shortDate } from '../../time/hub-date.js';
import type { Handler } from '../context.js';
import { attempt } from '../failures.js';
import { memberRef, plural } from '../format.js';
import { resolveTarget } from '../targets.js';

/** Visit history of the sender (or WHO) over a range: the count and the dates. Reading needs no admin rights. */
export const visits: Handler<'visits'> = async (cmd, ctx) => {
  const who = await resolveTarget(ctx, cmd.target);
  if ('outcome' in who) return who.outcome;
  const { range } = cmd;
  const found = await attempt(ctx, async () => {
    const dates: string[] = [];
    const walk = ctx.deps.directory.walkHubVisits({ person_id: who.profile.id, start_date: range.start, end_date: range.end }, ctx.signal);
    for await (const visit of walk) dates.push(visit.date);
    return dates;
  });
  if ('outcome' in found) return found.outcome;
  const dates = found.value;
  const whom = who.self ? 'you' : memberRef(who.profile);
  const span = `${range.label} (${shortDate(range.start)} – ${shortDate(range.end)})`;
  if (dates.length === 0) {
    await ctx.reply(`No visits by ${whom} ${span}.`);
    return 'ok';
  }
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const listed = dates.map((d) => (d > today ? `${shortDate(d)} (planned)` : shortDate(d)));
  await ctx.reply(`**${plural(dates.length, 'visit')}** by ${whom} ${span}:\n${listed.join(', ')}`);
  return 'ok';
};
