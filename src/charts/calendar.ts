import type { TopLevelSpec } from 'vega-lite';
import { addDaysIso, eachDate, weekdayOf, type IsoDate } from '../time/hub-date.js';
import { spanText } from './attendance.js';
import type { Chart } from './chart.js';
import { mondayOf, plural } from './data.js';
import { BACKGROUND, CHART_CONFIG, COLOURS } from './theme.js';

export type CellState = 'visited' | 'planned (after today)' | 'no visit';
const PLANNED: CellState = 'planned (after today)';
const STATES: CellState[] = ['visited', PLANNED, 'no visit'];

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
/** Column and row pitch, and the side of a day's square inside it (px at 1x). */
const STEP = 16;
const CELL = 12;

/** A visited day is filled; a planned one hollow with the same blue outline; a day with no visit hollow with a grey one. */
const FILL: Record<CellState, string> = { visited: COLOURS.weekday, [PLANNED]: BACKGROUND, 'no visit': BACKGROUND };
const STROKE: Record<CellState, string> = { visited: COLOURS.weekday, [PLANNED]: COLOURS.planned, 'no visit': COLOURS.empty };
/** A planned day's outline is twice as thick as an empty day's: told apart without telling colours apart. */
const STROKE_WIDTH: Record<CellState, number> = { visited: 1, [PLANNED]: 2, 'no visit': 1 };

/** One cell per day of the range: visited, planned (after today), or not. Columns are Monday-to-Sunday weeks. */
export function calendarCells(visitDates: readonly IsoDate[], start: IsoDate, end: IsoDate, today: IsoDate): CalendarCell[] {
  const visited = new Set(visitDates);
  return eachDate(start, end).map((date) => ({
    date,
    week: mondayOf(date),
    day: DAYS[(weekdayOf(date) + 6) % 7]!,
    state: visited.has(date) ? (date > today ? PLANNED : 'visited') : 'no visit',
  }));
}

/** A contribution-graph of one member's visits over a range. `who` is a plain name for the title ("Your", "Ada Quillfeather's"). */
export function calendarChart(visitDates: readonly IsoDate[], options: { start: IsoDate; end: IsoDate; today: IsoDate; whose: string }): Chart {
  const { start, end, today, whose } = options;
  const cells = calendarCells(visitDates, start, end, today);
  const visited = cells.filter((c) => c.state === 'visited').length;
  const planned = cells.filter((c) => c.state === PLANNED).length;
  const weeks = new Set(cells.map((c) => c.week)).size;
  // Weeks with a planned day only are not weeks at the hub (yet).
  const activeWeeks = new Set(cells.filter((c) => c.state === 'visited').map((c) => c.week)).size;
  const span = spanText(start, end);
  const plannedText = planned ? `, ${planned} planned` : '';
  const summary = `${whose} visits, ${span}: ${plural(visited, 'day')} at the hub${plannedText}, in ${activeWeeks} of ${plural(weeks, 'week')}.`;
  return {
    spec: calendarSpec(cells, `${whose} hub visits`, span),
    filename: `visits-${start}-${end}.png`,
    alt: `Calendar of ${whose.toLowerCase() === 'your' ? 'your' : whose} visits, ${span}: ${plural(visited, 'day')}${plannedText}`,
    summary,
  };
}

/**
 * Month names (left-aligned) over the columns where months start, and over
 * the first column too unless the next name starts within three columns of
 * it: a month name is at most 2.1 em (23 px), three columns are 48.
 */
export function monthLabels(weeks: readonly IsoDate[]): Map<IsoDate, string> {
  const name = (w: IsoDate) => MONTHS[Number(w.slice(5, 7)) - 1]!;
  const starts = weeks.filter((w, i) => i > 0 && w.slice(5, 7) !== addDaysIso(w, -7).slice(5, 7));
  const withFirst = weeks.length > 0 && (starts.length === 0 || weeks.indexOf(starts[0]!) >= 3);
  return new Map((withFirst ? [weeks[0]!, ...starts] : starts).map((w) => [w, name(w)]));
}

export function calendarSpec(cells: CalendarCell[], title: string, subtitle: string): TopLevelSpec {
  const weeks = [...new Set(cells.map((c) => c.week))];
  const labels = monthLabels(weeks);
  const states = STATES.filter((s) => s !== PLANNED || cells.some((c) => c.state === PLANNED));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: { ...CHART_CONFIG, axis: { ...CHART_CONFIG.axis, domain: false, ticks: false, grid: false } },
    title: { text: title, subtitle },
    width: { step: STEP },
    height: { step: STEP },
    data: { values: cells },
    mark: { type: 'square', size: CELL * CELL, filled: true, opacity: 1 },
    encoding: {
      x: {
        field: 'week',
        type: 'ordinal',
        sort: weeks,
        title: null,
        // The axis shows month names, read from a table keyed by the column's Monday.
        axis: { values: [...labels.keys()], labelExpr: `${JSON.stringify(Object.fromEntries(labels))}[datum.value]`, labelAngle: 0, labelAlign: 'left', orient: 'top', labelOverlap: false },
      },
      // Always the seven rows, each named: a short range keeps its days in their places.
      y: { field: 'day', type: 'ordinal', sort: DAYS, scale: { domain: DAYS }, title: null, axis: { labelOverlap: false } },
      fill: {
        field: 'state',
        type: 'nominal',
        scale: { domain: states, range: states.map((s) => FILL[s]) },
        legend: { orient: 'bottom', direction: 'horizontal' },
      },
      // Same field, same domain: Vega-Lite merges the two into one legend, its symbols filled and outlined as the cells.
      stroke: { field: 'state', type: 'nominal', scale: { domain: states, range: states.map((s) => STROKE[s]) } },
      strokeWidth: { field: 'state', type: 'ordinal', sort: states, scale: { type: 'ordinal', domain: states, range: states.map((s) => STROKE_WIDTH[s]) } },
      tooltip: [{ field: 'date' }, { field: 'state' }],
    },
  };
}
