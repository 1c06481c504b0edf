import type { TopLevelSpec } from 'vega-lite';
import { spanText } from '../charts/attendance.js';
import type { Attachment, Chart } from '../charts/chart.js';
import { BACKGROUND, CHART_CONFIG, SOURCE_COLOURS } from '../charts/theme.js';
import { longDate, shortDate, type IsoDate } from '../time/hub-date.js';
import type { HubVisit } from '../directory/schemas.js';
import type { PrivacyPolicy } from '../privacy/policy.js';
import { visitsCsv } from './csv.js';
import { VISIT_SOURCES } from './how.js';
import { busiestDays, type WeekStats } from './stats.js';

/** The report's first line; `findPosted` recognises an earlier report of the same week by it. */
export function reportTitle(monday: IsoDate): string {
  return `**Weekly hub report: week of ${longDate(monday)}**`;
}

/** Part 1 when the message is this week's report, else null (the exactly-once check of once.ts). */
export function reportPartOf(content: string, monday: IsoDate): number | null {
  return (content.split('\n', 1)[0] ?? '').startsWith(reportTitle(monday)) ? 1 : null;
}

const pct = (n: number, of: number) => (of === 0 ? '0%' : `${Math.round((n / of) * 100)}%`);

/** The report's text and its attachments (a chart, the week's visits as CSV). Pure. */
export function composeReport(stats: WeekStats, visits: readonly HubVisit[], privacy?: PrivacyPolicy): { text: string; attachments: Attachment[] } {
  const span = spanText(stats.start, stats.end);
  const busiest = busiestDays(stats);
  const how = VISIT_SOURCES.filter((s) => stats.sources[s] > 0).map((s) => `${s} ${stats.sources[s]} (${pct(stats.sources[s], stats.visits)})`);
  const lines = [
    `${reportTitle(stats.start)} (${span})`,
    `- **${stats.visits}** visits by **${stats.visitors}** people`,
    `- new: ${stats.newVisitors}, returning: ${stats.returningVisitors}`,
    `- busiest days: ${busiest.length ? busiest.map((d) => `${d.label} (${d.visitors})`).join(', ') : 'none; nobody came'}`,
    `- how visits were made: ${how.length ? how.join(', ') : '–'}`,
  ];
  const attachments: Attachment[] = [{ kind: 'chart', chart: reportChart(stats) }];
  if (stats.visits > 0) {
    attachments.push({ kind: 'file', filename: `hub-visits-${stats.start}.csv`, contentType: 'text/csv', data: Buffer.from(visitsCsv(visits, privacy), 'utf8'), label: `The week's visits (CSV, ${stats.visits} rows)` });
  }
  return { text: lines.join('\n'), attachments };
}

export function reportChart(stats: WeekStats): Chart {
  const span = spanText(stats.start, stats.end);
  const top = busiestDays(stats, 1)[0];
  const summary = `Week of ${shortDate(stats.start)}: ${stats.visits} visits by ${stats.visitors} people (${stats.newVisitors} new)${top ? `; busiest ${top.label} (${top.visitors})` : ''}.`;
  return {
    spec: reportSpec(stats, `Hub visits, week of ${shortDate(stats.start)}`, `${span}: visits per day, by how they were made`),
    filename: `hub-report-${stats.start}.png`,
    alt: `Stacked bar chart of visits per day by source, ${span}: ${stats.visits} visits by ${stats.visitors} people`,
    summary,
  };
}

export function reportSpec(stats: WeekStats, title: string, subtitle: string): TopLevelSpec {
  const used = VISIT_SOURCES.filter((s) => stats.sources[s] > 0);
  const domain = used.length ? used : ['other' as const];
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    title: { text: title, subtitle },
    width: { step: 60 },
    height: 240,
    data: { values: stats.bySource.filter((r) => r.visits > 0 || !used.length) },
    layer: [
      {
        // A line of background between stacked parts: each part stands against the background, not its neighbour.
        mark: { type: 'bar', width: { band: 0.7 }, stroke: BACKGROUND, strokeWidth: 1.5 },
        encoding: {
          x: { field: 'label', type: 'ordinal', sort: stats.days.map((d) => d.label), scale: { domain: stats.days.map((d) => d.label) }, title: null, axis: { labelAngle: 0, ticks: false, labelExpr: "split(datum.value, ' ')[0]" } },
          y: { field: 'visits', type: 'quantitative', aggregate: 'sum', title: 'visits', axis: { tickMinStep: 1, format: 'd' } },
          color: { field: 'source', type: 'nominal', scale: { domain, range: domain.map((s) => SOURCE_COLOURS[s]) }, sort: domain },
        },
      },
    ],
  };
}
