import { calendarChart } from '../../charts/calendar.js';
import type { Attachment } from '../../charts/chart.js';
import { daysBetween, hubToday } from '../../time/hub-date.js';
import { collect } from '../../util/collect.js';
import type { Handler } from '../context.js';
import { attempt } from '../failures.js';
import { listFor } from '../limits.js';
import { dayText, memberRef, plural, spanText } from '../format.js';
import { resolveTarget } from '../targets.js';
import { hiddenPerson } from '../hidden.js';
import { visitsReplies } from '../replies/visits.js';

/** Ranges longer than this many days also get a calendar picture. */
export const CALENDAR_AFTER_DAYS = 14;

/** The range as words after "3 visits by you": "in the last 30 days", "since nov 1", "from mon to wed", "on yesterday"'s day. */
function spanWords(label: string): string {
  if (/^(since|in|on|from|between|during|over|this|last|next) /.test(label)) return label;
  if (/^(the |past )/.test(label)) return `in ${label}`;
  if (/ to /.test(label)) return `from ${label}`;
  return /^(today|yesterday|tomorrow)$/.test(label) ? label : `on ${label}`;
}

/** Visit history of the sender (or WHO) over a range: the count and the dates (and a calendar over long ranges). Reading needs no admin rights. */
export const visits: Handler<'visits'> = async (cmd, ctx) => {
  const who = await resolveTarget(ctx, cmd.target);
  if ('outcome' in who) return who.outcome;
  if (await hiddenPerson(ctx, who, hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone))) return 'rejected';
  const { range } = cmd;
  const query = { person_id: who.profile.id, start_date: range.start, end_date: range.end };
  const found = await attempt(ctx, async () => (await collect(ctx.deps.directory.walkHubVisits(query, ctx.signal))).map((v) => v.date));
  if ('outcome' in found) return found.outcome;
  const dates = found.value;
  const whom = who.self ? 'you' : memberRef(who.profile);
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const span = `${spanWords(range.label)} (${spanText(range.start, range.end, today)})`;
  if (dates.length === 0) {
    await ctx.reply(visitsReplies.none(whom, span));
    return 'ok';
  }
  const listed = dates.map((d) => (d > today ? visitsReplies.planned(dayText(d, today)) : dayText(d, today)));
  const { shown, more } = listFor(ctx.place, listed);
  const text = visitsReplies.list(plural(dates.length, 'visit'), whom, span, shown, more);
  if (daysBetween(range.start, range.end) + 1 <= CALENDAR_AFTER_DAYS) {
    await ctx.reply(text);
    return 'ok';
  }
  const whose = who.self ? 'Your' : `${who.profile.name}’s`;
  const calendar: Attachment = { kind: 'chart', chart: calendarChart(dates, { start: range.start, end: range.end, today, whose }) };
  await ctx.replyWith(text, [calendar]);
  return 'ok';
};
