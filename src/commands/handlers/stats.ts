import { addDaysIso, daysBetween, eachDate, hubToday, weekdayOf, type IsoDate } from '../../time/hub-date.js';
import { collect } from '../../util/collect.js';
import type { Handler } from '../context.js';
import type { DateRange } from '../dates.js';
import { attempt } from '../failures.js';
import { dayText, people, plural, spanText } from '../format.js';
import { personRef } from '../../text/markdown.js';
import { andMore, splitByPolicy } from '../../privacy/policy.js';
import { statsReplies } from '../replies/lookups.js';

/** Days the hub counts in averages: weekdays (weekend visits are counted, but a closed Saturday is not a quiet day). */
const isWeekday = (date: IsoDate) => weekdayOf(date) !== 0 && weekdayOf(date) !== 6;

/**
 * Counts and trends over a span: visitors per day, then the answer asked for
 * (the busiest or quietest day, the daily average, how many, or how the span
 * compares with the one before it). Only days up to today count as visits.
 */
export const stats: Handler<'stats'> = async (cmd, ctx) => {
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const range = cmd.range;
  const length = daysBetween(range.start, range.end) + 1;
  const before: DateRange = { start: addDaysIso(range.start, -length), end: addDaysIso(range.start, -1), label: 'the span before' };
  const from = cmd.question === 'trend' ? before.start : range.start;
  const found = await attempt(ctx, () => collect(ctx.deps.directory.walkHubVisits({ start_date: from, end_date: range.end }, ctx.signal)));
  if ('outcome' in found) return found.outcome;
  const perDay = new Map<IsoDate, number>();
  for (const visit of found.value) perDay.set(visit.date, (perDay.get(visit.date) ?? 0) + 1);
  const days = (r: DateRange) => eachDate(r.start, r.end > today ? today : r.end).filter((d) => d >= r.start);
  const span = `${range.label} (${spanText(range.start, range.end, today)})`;
  const counted = days(range);
  const total = counted.reduce((n, d) => n + (perDay.get(d) ?? 0), 0);
  const weekdays = counted.filter(isWeekday);
  const average = weekdays.length ? weekdays.reduce((n, d) => n + (perDay.get(d) ?? 0), 0) / weekdays.length : 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  let text: string;
  switch (cmd.question) {
    case 'busiest':
    case 'quietest': {
      const pool = weekdays.length ? weekdays : counted;
      if (pool.length === 0) {
        text = statsReplies.notBegun(capital(span));
        break;
      }
      const sorted = [...pool].sort((a, b) => (perDay.get(b) ?? 0) - (perDay.get(a) ?? 0) || a.localeCompare(b));
      const pick = cmd.question === 'busiest' ? sorted[0]! : sorted.at(-1)!;
      text = statsReplies.extreme(cmd.question, span, dayText(pick, today), people(perDay.get(pick) ?? 0), plural(total, 'visit'), round(average));
      break;
    }
    case 'average':
      text = statsReplies.average(round(average), span, plural(total, 'visit'), plural(weekdays.length, 'weekday'));
      break;
    case 'top': {
      // Who came most often: silent mentions, so nobody is pinged.
      const byPerson = new Map<number, { name: string; n: number }>();
      for (const v of found.value) {
        if (v.date < range.start || v.date > today) continue;
        const entry = byPerson.get(v.person.id) ?? { name: ctx.deps.members.known(v.person.id)?.name ?? v.person.name, n: 0 };
        entry.n++;
        byPerson.set(v.person.id, entry);
      }
      const ranked = [...byPerson.entries()].sort((a, b) => b[1].n - a[1].n || a[1].name.localeCompare(b[1].name)).slice(0, 5);
      // A ranking names people like a report does: members not listed by name (or ghost today) are counted, never named.
      const { named, unnamed } = splitByPolicy(ranked, ([id]) => id, today, 'report', ctx.deps.hub?.policy);
      const lines = named.map(([id, e]) => statsReplies.topLine(personRef(e.name, ctx.deps.members.known(id)?.zulip_id), plural(e.n, 'visit')));
      text = ranked.length ? statsReplies.top(span, unnamed ? [...lines, `- ${andMore(unnamed)}`] : lines) : statsReplies.noVisits(span);
      break;
    }
    case 'count':
      text = statsReplies.count(plural(total, 'visit'), span, range.end > today);
      break;
    case 'trend': {
      const previous = days(before).filter(isWeekday);
      // Compare like with like: the same number of weekdays into each span.
      const sameLength = previous.slice(0, weekdays.length);
      const then = sameLength.length ? sameLength.reduce((n, d) => n + (perDay.get(d) ?? 0), 0) / sameLength.length : 0;
      const change = then === 0 ? undefined : Math.round(((average - then) / then) * 100);
      const direction = change === undefined ? statsReplies.nothingToCompare() : change > 0 ? statsReplies.up(change) : change < 0 ? statsReplies.down(-change) : statsReplies.same();
      text = statsReplies.trend(span, round(average), round(then), spanText(before.start, before.end, today), direction);
      break;
    }
  }
  await ctx.reply(text);
  return 'ok';
};

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
