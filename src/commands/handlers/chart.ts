import { attendanceChart } from '../../charts/attendance.js';
import { hubToday } from '../../time/hub-date.js';
import { collect } from '../../util/collect.js';
import type { Handler } from '../context.js';
import { attempt } from '../failures.js';
import { chartReplies } from '../replies/lookups.js';

/** A picture of attendance over a range: one directory walk, then a chart with its numbers in text. */
export const chart: Handler<'chart'> = async (cmd, ctx) => {
  const { range } = cmd;
  const query = { start_date: range.start, end_date: range.end };
  const visits = await attempt(ctx, () => collect(ctx.deps.directory.walkHubVisits(query, ctx.signal)));
  if ('outcome' in visits) return visits.outcome;
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const picture = attendanceChart(visits.value, { ...range, today });
  await ctx.replyWith(chartReplies.title(range.label), [{ kind: 'chart', chart: picture }]);
  return 'ok';
};
