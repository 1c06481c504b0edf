import type { HubVisit } from '../../directory/schemas.js';
import { excerpt, personRef } from '../../text/markdown.js';
import { eachDate, hubToday, type IsoDate } from '../../time/hub-date.js';
import type { DateRange } from '../dates.js';
import type { CommandContext, Handler } from '../context.js';
import { departureOf } from '../departures.js';
import { attempt } from '../failures.js';
import { listFor } from '../limits.js';
import { dayLabel, dayText, onDay, people, plural, spanText } from '../format.js';
import { collect } from '../../util/collect.js';
import { andMore, splitByPolicy } from '../../privacy/policy.js';
import { arrivedAt } from '../../watcher/visit-state.js';
import { whosHereReplies } from '../replies/lookups.js';

/** Visitors of a day (every page), or per-day counts and distinct visitors of a range. */
export const whosHere: Handler<'whosHere'> = async (cmd, ctx) => {
  if (cmd.when.type === 'days') {
    // "who is coming tomorrow and friday?": one answer per day, in one reply.
    const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
    const parts: string[] = [];
    for (const date of cmd.when.dates) {
      const visits = await attempt(ctx, () => collect(ctx.deps.directory.walkHubVisits({ date }, ctx.signal)));
      if ('outcome' in visits) return visits.outcome;
      parts.push(dayReport(ctx, date, today, visits.value));
    }
    await ctx.reply(parts.join('\n\n'));
    return 'ok';
  }
  const [start, end] = cmd.when.type === 'day' ? [cmd.when.date, cmd.when.date] : [cmd.when.range.start, cmd.when.range.end];
  const query = start === end ? { date: start } : { start_date: start, end_date: end };
  const visits = await attempt(ctx, () => collect(ctx.deps.directory.walkHubVisits(query, ctx.signal)));
  if ('outcome' in visits) return visits.outcome;
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  await ctx.reply(
    cmd.when.type === 'day' ? dayReport(ctx, cmd.when.date, today, visits.value) : rangeReport(ctx, cmd.when.range, today, visits.value),
  );
  return 'ok';
};


/** A visitor as a silent mention when we know their Zulip id without asking (index, cache), else by name. */
function visitorRef(ctx: CommandContext, visit: HubVisit): string {
  const profile = ctx.deps.members.known(visit.person.id);
  return personRef(profile?.name ?? visit.person.name, profile?.zulip_id);
}

function dayReport(ctx: CommandContext, date: IsoDate, today: IsoDate, visits: HubVisit[]): string {
  const day = dayLabel(date, today);
  const on = onDay(date, today);
  // Each visit's departure ("16:05"), read once: the sort below compares it again and again.
  const left = new Map<HubVisit, string | undefined>();
  for (const v of visits) left.set(v, departureOf(v));
  // Issue 26: today's planned visits nobody has checked in yet are listed apart ("planned, not arrived yet").
  const planned = date === today ? visits.filter((v) => !left.get(v) && !arrivedAt(v, ctx.deps.settings.timeZone)) : [];
  const notYet = new Set(planned);
  const came = visits.filter((v) => !notYet.has(v));
  if (came.length === 0 && planned.length === 0) {
    if (date === today) return whosHereReplies.nobodyYetToday(day);
    return date > today ? whosHereReplies.nobodyPlanned(day) : whosHereReplies.nobodyCame(on);
  }
  const count = `**${people(came.length)}**`;
  const gone = came.filter((v) => left.get(v) !== undefined).length;
  let header: string;
  if (came.length === 0) header = whosHereReplies.onlyPlanned(day);
  else if (date === today) header = gone === 0 ? whosHereReplies.atTheHub(count, day) : whosHereReplies.stillHere(count, day, came.length - gone);
  else header = date > today ? whosHereReplies.planToCome(count, came.length === 1, on) : whosHereReplies.visited(count, on);
  // Who is still here first, then who left, earliest departure first ("HH:MM" in digits: compared as they are written).
  const ordered = [...came].sort((a, b) => byText(left.get(a) ?? '', left.get(b) ?? ''));
  const lines = [...namedLines(ctx, ordered, date, left), ...(planned.length ? [whosHereReplies.plannedHeader(planned.length), ...namedLines(ctx, planned, date, left)] : [])];
  const { shown, more } = listFor(ctx.place, lines);
  return [header, ...shown, ...(more ? [more] : [])].join('\n');
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Issue 26: the privacy policy names some, and the rest are counted ("and 2 more"), never named. */
function namedLines(ctx: CommandContext, visits: HubVisit[], date: IsoDate, left: ReadonlyMap<HubVisit, string | undefined>): string[] {
  const { named, unnamed } = splitByPolicy(visits, (v) => v.person.id, date, 'roster', ctx.deps.hub?.policy);
  const lines = named.map((v) => whosHereReplies.visitor(visitorRef(ctx, v), v.notes ? excerpt(v.notes) : undefined, left.get(v)));
  return unnamed ? [...lines, `- ${andMore(unnamed)}`] : lines;
}

function rangeReport(ctx: CommandContext, range: DateRange, today: IsoDate, visits: HubVisit[]): string {
  const perDay = new Map<IsoDate, number>();
  const perPerson = new Map<number, { visit: HubVisit; days: number; dates: IsoDate[] }>();
  for (const v of visits) {
    perDay.set(v.date, (perDay.get(v.date) ?? 0) + 1);
    const seen = perPerson.get(v.person.id);
    perPerson.set(v.person.id, { visit: seen?.visit ?? v, days: (seen?.days ?? 0) + 1, dates: [...(seen?.dates ?? []), v.date] });
  }
  const span = spanText(range.start, range.end, today);
  if (visits.length === 0) return whosHereReplies.noVisits(range.label, span);
  const header = whosHereReplies.rangeHeader(range.label, span, plural(visits.length, 'visit'), people(perPerson.size));
  const days = eachDate(range.start, range.end).map((d) => whosHereReplies.dayCount(dayText(d, today), perDay.get(d) ?? 0));
  // Issue 26: named only where the privacy policy names them on every day they came; the rest counted.
  const policy = ctx.deps.hub?.policy;
  const everyDay = [...perPerson.values()];
  const named = everyDay.filter((p) => !policy || p.dates.every((d) => policy.visibility(p.visit.person.id, d, 'roster') === 'named'));
  const unnamed = everyDay.length - named.length;
  const visitors = named
    .sort((a, b) => b.days - a.days || a.visit.person.name.localeCompare(b.visit.person.name))
    .map(({ visit, days: n }) => whosHereReplies.visitorCount(visitorRef(ctx, visit), n));
  if (unnamed) visitors.push(andMore(unnamed));
  const dayList = listFor(ctx.place, days);
  const list = listFor(ctx.place, visitors);
  const more = list.more ?? dayList.more;
  return [header, ...dayList.shown, '', whosHereReplies.visitors(list.shown, list.more !== undefined), ...(more ? [more] : [])].join('\n');
}
