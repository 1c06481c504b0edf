import { addDaysIso, hubToday } from '../../time/hub-date.js';
import { collect } from '../../util/collect.js';
import type { Handler } from '../context.js';
import { attempt } from '../failures.js';
import { dayLabel, memberRef } from '../format.js';
import { onePerson } from '../person.js';
import { hiddenPerson } from '../hidden.js';
import { lastVisitReplies } from '../replies/visits.js';

/** How far back "last here" looks: the same year the rest of the bot works in. */
const LOOKBACK_DAYS = 365;

/** "When was Wren last here?": the latest visit up to today, and the next planned one if any. */
export const lastVisit: Handler<'lastVisit'> = async (cmd, ctx) => {
  const who = await onePerson(ctx, cmd.who);
  if ('outcome' in who) return who.outcome;
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  if (await hiddenPerson(ctx, who, today)) return 'rejected';
  const query = { person_id: who.profile.id, start_date: addDaysIso(today, -LOOKBACK_DAYS), end_date: addDaysIso(today, 60) };
  const found = await attempt(ctx, async () => (await collect(ctx.deps.directory.walkHubVisits(query, ctx.signal))).map((v) => v.date).sort());
  if ('outcome' in found) return found.outcome;
  const name = who.self ? 'You' : memberRef(who.profile);
  const last = found.value.filter((d) => d <= today).at(-1);
  const next = found.value.find((d) => d > today);
  const lines = [last ? lastVisitReplies.last(name, who.self, dayLabel(last, today)) : lastVisitReplies.never(name, who.self)];
  if (next) lines.push(lastVisitReplies.next(dayLabel(next, today)));
  await ctx.reply(lines.join(' '));
  return 'ok';
};
