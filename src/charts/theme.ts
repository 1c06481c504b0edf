import type { Config } from 'vega-lite';

/** The one font the renderer loads (DejaVu Sans, from the dejavu-fonts-ttf package). */
export const CHART_FONT = 'DejaVu Sans';

/** Every picture is drawn on white (the renderer fills the PNG with it too). */
export const BACKGROUND = '#ffffff';

/**
 * The colours that carry data. Each has a contrast of at least 3:1 against
 * the background (WCAG 2.1, 1.4.11 non-text contrast; test/charts/contrast.test.ts
 * computes it): blue 5.2:1, vermillion 3.9:1, grey 3.4:1. Blue and vermillion
 * are the Okabe-Ito pair that colour-blind readers tell apart. A mark that is
 * not filled with one of them (a planned day, a day with no visit) is drawn
 * hollow, in the background colour, with an outline in one of them.
 */
export const COLOURS = {
  /** Attendance on a weekday; a visited day in the calendar. */
  weekday: '#0072B2',
  /** Attendance on a Saturday or Sunday. */
  weekend: '#D55E00',
  /** The outline of a planned day (not happened yet): hollow, in the weekday blue. */
  planned: '#0072B2',
  /** The one average of a picture. */
  average: '#333333',
  /** The outline of a calendar day with no visit. */
  empty: '#8C8C8C',
} as const;

/** The weekly report's visit sources (how a visit was recorded). */
export const SOURCE_COLOURS = { kiosk: '#0072B2', fob: '#009E73', web: '#D55E00', frontdesk: '#CC79A7', other: '#767676' } as const;

export const CHART_CONFIG: Config = {
  font: CHART_FONT,
  background: BACKGROUND,
  padding: 12,
  view: { stroke: null },
  title: { fontSize: 15, anchor: 'start', offset: 10, subtitleFontSize: 11, subtitleColor: '#555555', subtitlePadding: 4 },
  axis: { labelFontSize: 11, titleFontSize: 11, titleFontWeight: 'normal', titleColor: '#333333', labelColor: '#333333', gridColor: '#e6e6e6', domainColor: '#888888', tickColor: '#888888' },
  legend: { labelFontSize: 11, titleFontSize: 11, orient: 'top', direction: 'horizontal', title: null, symbolType: 'square', symbolStrokeWidth: 1.5, columnPadding: 14, labelLimit: 400 },
};
