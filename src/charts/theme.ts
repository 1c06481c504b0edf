import type { Config } from 'vega-lite';

/** The one font the renderer loads (DejaVu Sans, from the dejavu-fonts-ttf package). */
export const CHART_FONT = 'DejaVu Sans';

/**
 * Colours: a blue/orange pair that colour-blind readers tell apart (Okabe-Ito),
 * dark enough on white to read as text; grey for reference marks.
 */
export const COLOURS = {
  weekday: '#0072B2',
  weekend: '#E69F00',
  average: '#444444',
  previous: '#9E9E9E',
  planned: '#56B4E9',
  empty: '#EBEDF0',
} as const;

export const CHART_CONFIG: Config = {
  font: CHART_FONT,
  background: '#ffffff',
  padding: 12,
  view: { stroke: null },
  title: { fontSize: 15, anchor: 'start', offset: 10, subtitleFontSize: 11, subtitleColor: '#555555' },
  axis: { labelFontSize: 11, titleFontSize: 11, titleFontWeight: 'normal', titleColor: '#333333', labelColor: '#333333', gridColor: '#e6e6e6', domainColor: '#888888', tickColor: '#888888' },
  legend: { labelFontSize: 11, titleFontSize: 11, orient: 'top', direction: 'horizontal', title: null, symbolType: 'square' },
};
