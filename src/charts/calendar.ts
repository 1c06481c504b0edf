import type { TopLevelSpec } from 'vega-lite';
import { addDaysIso, eachDate, weekdayOf, type IsoDate } from '../time/hub-date.js';
import { spanText } from './attendance.js';
import type { Chart } from './chart.js';
import { mondayOf } from './data.js';
import { CHART_CONFIG, COLOURS } from './theme.js';

export type CellState = 'visited' | 'planned' | 'no visit';

export interface CalendarCell {
  date: IsoDate;
  /** The Monday of the cell's column. */
  week: IsoDate;
  /** Mon … Sun: the row. */
  day: string;
  state: CellState;
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** One cell per day of the range: visited, planned (after today), or not. Columns are Monday-to-Sunday weeks. */
export function calendarCells(visitDates: readonly IsoDate[], start: IsoDate, end: IsoDate, today: IsoDate): CalendarCell[] {
  const visited = new Set(visitDates);
  return eachDate(start, end).map((date) => ({
    date,
    week: mondayOf(date),
    day: DAYS[(weekdayOf(date) + 6) % 7]!,
    state: visited.has(date) ? (date > today ? 'planned' : 'visited') : 'no visit',
  }));
}

/** A contribution-graph of one member's visits over a range. `who` is a plain name for the title ("Your", "Ada Quillfeather's"). */
export function calendarChart(visitDates: readonly IsoDate[], options: { start: IsoDate; end: IsoDate; today: IsoDate; whose: string }): Chart {
  const { start, end, today, whose } = options;
  const cells = calendarCells(visitDates, start, end, today);
  const visited = cells.filter((c) => c.state === 'visited').length;
  const planned = cells.filter((c) => c.state === 'planned').length;
  const weeks = new Set(cells.map((c) => c.week)).size;
  const activeWeeks = new Set(cells.filter((c) => c.state !== 'no visit').map((c) => c.week)).size;
  const span = spanText(start, end);
  const plannedText = planned ? `, ${planned} planned` : '';
  const summary = `${whose} visits, ${span}: ${visited} ${visited === 1 ? 'day' : 'days'} at the hub${plannedText}, in ${activeWeeks} of ${weeks} weeks.`;
  return {
    spec: calendarSpec(cells, `${whose} hub visits`, span),
    filename: `visits-${start}-${end}.png`,
    alt: `Calendar of ${whose.toLowerCase() === 'your' ? 'your' : whose} visits, ${span}: ${visited} days${plannedText}`,
    summary,
  };
}

export function calendarSpec(cells: CalendarCell[], title: string, subtitle: string): TopLevelSpec {
  const weeks = [...new Set(cells.map((c) => c.week))];
  // A month's name over the first column that starts in it.
  const starts = weeks.filter((w, i) => i > 0 && w.slice(5, 7) !== addDaysIso(w, -7).slice(5, 7));
  // The first column gets its month too, unless the next month's name would crowd it.
  const monthStarts = weeks.length && (starts.length === 0 || weeks.indexOf(starts[0]!) >= 3) ? [weeks[0]!, ...starts] : starts;
  const labels = Object.fromEntries(monthStarts.map((w) => [w, MONTHS[Number(w.slice(5, 7)) - 1]!]));
  const states: CellState[] = ['no visit', 'visited', ...(cells.some((c) => c.state === 'planned') ? (['planned'] as const) : [])];
  const colours = { 'no visit': COLOURS.empty, visited: COLOURS.weekday, planned: COLOURS.planned };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: { ...CHART_CONFIG, axis: { ...CHART_CONFIG.axis, domain: false, ticks: false, grid: false } },
    title: { text: title, subtitle },
    width: { step: 16 },
    height: { step: 16 },
    data: { values: cells.map((c) => ({ ...c, month: labels[c.week] ?? '' })) },
    mark: { type: 'rect', cornerRadius: 2, stroke: '#ffffff', strokeWidth: 2 },
    encoding: {
      x: {
        field: 'week',
        type: 'ordinal',
        sort: weeks,
        title: null,
        // The axis shows month names, read from a table keyed by the column's Monday.
        axis: { values: monthStarts, labelExpr: `${JSON.stringify(labels)}[datum.value]`, labelAngle: 0, labelAlign: 'left', orient: 'top', labelOverlap: false },
      },
      y: { field: 'day', type: 'ordinal', sort: DAYS, title: null, axis: { values: ['Mon', 'Wed', 'Fri'] } },
      color: {
        field: 'state',
        type: 'nominal',
        scale: { domain: states, range: states.map((s) => colours[s]) },
        legend: { orient: 'bottom', direction: 'horizontal' },
      },
      tooltip: [{ field: 'date' }, { field: 'state' }],
    },
  };
}
