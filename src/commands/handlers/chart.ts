import { attendanceChart } from '../../charts/attendance.js';
import { collect } from '../../util/collect.js';
import type { Handler } from '../context.js';
import { attempt } from '../failures.js';

/** A picture of attendance over a range: one directory walk, then a chart with its numbers in text. */
export const chart: Handler<'chart'> = async (cmd, ctx) => {
  const { range } = cmd;
  const query = { start_date: range.start, end_date: range.end };
  const visits = await attempt(ctx, () => collect(ctx.deps.directory.walkHubVisits(query, ctx.signal)));
  if ('outcome' in visits) return visits.outcome;
  const picture = attendanceChart(visits.value, range);
  await ctx.replyWith(`**Hub attendance ${range.label}**`, [{ kind: 'chart', chart: picture }]);
  return 'ok';
};
