import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { CHART_FONT } from './theme.js';

/**
 * Vega-Lite spec -> Vega -> SVG (headless, no canvas) -> PNG (resvg, with a
 * font from an npm package and no system fonts, so a picture looks the same on
 * every machine). Only `picture.ts` imports this file, dynamically: an idle bot
 * never loads vega or resvg.
 */
export interface RenderedPng {
  png: Buffer;
  width: number;
  height: number;
}

/** Drawn at 2x for sharp text on high-density screens; Zulip scales the preview down. */
const SCALE = 2;

/** DejaVu Sans, regular and bold, from the dejavu-fonts-ttf package. */
function fontFiles(): string[] {
  const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => join(dir, f));
}

export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const { spec: vega } = compile(spec);
  const view = new View(parse(vega), { renderer: 'none' });
  try {
    return await view.toSVG(SCALE);
  } finally {
    view.finalize();
  }
}

export async function renderPng(spec: TopLevelSpec): Promise<RenderedPng> {
  const svg = await renderSvg(spec);
  // In libuv's thread pool: the bot keeps answering while a picture is drawn.
  const image = await renderAsync(svg, {
    font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: CHART_FONT, sansSerifFamily: CHART_FONT },
    background: '#ffffff',
  });
  return { png: image.asPng(), width: image.width, height: image.height };
}
