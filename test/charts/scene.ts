import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { renderSvg } from '../../src/charts/render.js';
import { svgSize } from '../support/png.js';

/**
 * What a spec draws, read from Vega's scenegraph (the same compile and
 * headless View as src/charts/render.ts, without drawing): every text with
 * its ink box as resvg draws it in DejaVu Sans, every legend symbol and every
 * data mark with its colours. Coordinates are the picture's, at 1x.
 */
export interface Scene {
  width: number;
  height: number;
  texts: DrawnText[];
  symbols: DrawnSymbol[];
  marks: DrawnMark[];
}

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface DrawnText {
  role: string;
  text: string;
  box: Box;
  /** Vega would cut it short (its own width estimate over the item's limit). */
  truncated: boolean;
  angle: number;
}

export interface DrawnSymbol {
  /** The legend entry's words. */
  label: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  strokeDash?: number[];
  opacity: number;
  shape?: string;
}

export interface DrawnMark {
  marktype: string;
  /** The legend entry this item stands for (its legend field's value), where the mark has one. */
  datum: Record<string, unknown>;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  strokeDash?: number[];
  opacity: number;
  box: Box;
}

interface Item {
  x?: number;
  y?: number;
  x2?: number;
  y2?: number;
  width?: number;
  height?: number;
  dx?: number;
  dy?: number;
  text?: string | string[];
  align?: string;
  baseline?: string;
  fontSize?: number;
  fontWeight?: string | number;
  lineHeight?: number;
  limit?: number;
  angle?: number;
  opacity?: number;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  strokeDash?: number[];
  shape?: string;
  datum?: Record<string, unknown>;
  items?: Mark[];
  bounds?: { x1: number; y1: number; x2: number; y2: number };
}

interface Mark {
  marktype: string;
  role: string;
  items: Item[];
}

export async function sceneOf(spec: TopLevelSpec): Promise<Scene> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    await view.runAsync();
    const scene: Scene = { width: 0, height: 0, texts: [], symbols: [], marks: [] };
    const root = (view.scenegraph() as unknown as { root: Mark }).root;
    // As the SVG renderer lays it out: the view (grown to fit its content, autosize "pad") inside the padding,
    // the content moved by the view's origin. (Vega keeps the grown size in _viewWidth/_viewHeight; a test checks it against the SVG.)
    const padding = view.padding() as { top: number; bottom: number; left: number; right: number };
    const grown = view as unknown as { _viewWidth: number; _viewHeight: number };
    scene.width = grown._viewWidth + padding.left + padding.right;
    scene.height = grown._viewHeight + padding.top + padding.bottom;
    const [x, y] = view.origin();
    walk(root, x + padding.left, y + padding.top, scene);
    return scene;
  } finally {
    view.finalize();
  }
}

function walk(mark: Mark, ox: number, oy: number, scene: Scene): void {
  for (const item of mark.items) {
    if (mark.marktype === 'group') {
      for (const child of item.items ?? []) walk(child, ox + (item.x ?? 0), oy + (item.y ?? 0), scene);
      // A legend entry is a group holding one symbol and one label.
      if (mark.role === 'scope' && item.items) legendEntry(item.items, scene);
      continue;
    }
    if ((item.opacity ?? 1) === 0) continue;
    if (mark.marktype === 'text') {
      const drawn = textOf(item, ox, oy, mark.role);
      if (drawn) scene.texts.push(drawn);
    } else if (mark.role === 'mark') {
      scene.marks.push({
        marktype: mark.marktype,
        datum: item.datum ?? {},
        fill: item.fill,
        stroke: item.stroke,
        strokeWidth: item.strokeWidth,
        strokeDash: item.strokeDash,
        opacity: item.opacity ?? 1,
        box: { x1: ox + (item.bounds?.x1 ?? 0), y1: oy + (item.bounds?.y1 ?? 0), x2: ox + (item.bounds?.x2 ?? 0), y2: oy + (item.bounds?.y2 ?? 0) },
      });
    }
  }
}

function legendEntry(marks: Mark[], scene: Scene): void {
  const symbol = marks.find((m) => m.role === 'legend-symbol')?.items[0];
  const label = marks.find((m) => m.role === 'legend-label')?.items[0];
  if (!symbol || !label) return;
  scene.symbols.push({
    label: [label.text ?? ''].flat().join(' '),
    fill: symbol.fill,
    stroke: symbol.stroke,
    strokeWidth: symbol.strokeWidth,
    strokeDash: symbol.strokeDash,
    opacity: symbol.opacity ?? 1,
    shape: symbol.shape,
  });
}

// Vega's own text placement (vega-scenegraph util/text.js: offset, lineHeight), so boxes sit where the SVG puts the text.
function baselineOffset(item: Item, size: number): number {
  const lh = item.lineHeight ?? size + 2;
  const b = item.baseline;
  return Math.round(b === 'top' ? 0.79 * size : b === 'middle' ? 0.3 * size : b === 'bottom' ? -0.21 * size : b === 'line-top' ? 0.29 * size + 0.5 * lh : b === 'line-bottom' ? 0.29 * size - 0.5 * lh : 0);
}

function textOf(item: Item, ox: number, oy: number, role: string): DrawnText | undefined {
  const lines = [item.text ?? ''].flat().map((l) => String(l).trim());
  if (lines.every((l) => l === '')) return undefined;
  const size = item.fontSize ?? 11;
  const weight = String(item.fontWeight ?? 'normal');
  const anchor = item.align === 'center' ? 'middle' : item.align === 'right' ? 'end' : 'start';
  const x = ox + (item.x ?? 0) + (item.dx ?? 0);
  let y = oy + (item.y ?? 0) + (item.dy ?? 0) + baselineOffset(item, size);
  const box: Box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (const line of lines) {
    const ink = inkOf(line, size, weight, anchor);
    if (ink) {
      box.x1 = Math.min(box.x1, x + ink.x1);
      box.x2 = Math.max(box.x2, x + ink.x2);
      box.y1 = Math.min(box.y1, y + ink.y1);
      box.y2 = Math.max(box.y2, y + ink.y2);
    }
    y += item.lineHeight ?? size + 2;
  }
  // Vega cuts text that its estimate (0.8 em a character, no canvas here) finds wider than the limit.
  const truncated = (item.limit ?? 0) > 0 && lines.some((l) => Math.floor(0.8 * l.length * size) >= item.limit!);
  return { role, text: lines.join(' / '), box: rotated(box, ox + (item.x ?? 0), oy + (item.y ?? 0), item.angle ?? 0), truncated, angle: item.angle ?? 0 };
}

/** A box turned by a quarter-turn multiple around (cx, cy), as an axis title is (other angles are refused). */
function rotated(box: Box, cx: number, cy: number, angle: number): Box {
  const turns = ((Math.round(angle / 90) % 4) + 4) % 4;
  if (angle % 90 !== 0) throw new Error(`text at ${angle}°: only quarter turns are measured`);
  let b = box;
  for (let i = 0; i < turns; i++) {
    // A quarter turn clockwise (SVG's y points down): (x, y) -> (cx - (y - cy), cy + (x - cx)).
    b = { x1: cx - (b.y2 - cy), x2: cx - (b.y1 - cy), y1: cy + (b.x1 - cx), y2: cy + (b.x2 - cx) };
  }
  return b;
}

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT = { fontFiles: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => join(fontDir, f)), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' };
const inks = new Map<string, Box | undefined>();

/** The ink box of one line of text, relative to its anchor on the baseline, as resvg draws it. */
export function inkOf(text: string, size: number, weight: string, anchor: string): Box | undefined {
  const key = `${size}|${weight}|${anchor}|${text}`;
  if (inks.has(key)) return inks.get(key);
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><text x="2000" y="200" font-family="DejaVu Sans" font-size="${size}px" font-weight="${weight}" text-anchor="${anchor}">${escaped}</text></svg>`;
  const bbox = new Resvg(svg, { font: FONT }).getBBox();
  const ink = bbox && { x1: bbox.x - 2000, y1: bbox.y - 200, x2: bbox.x + bbox.width - 2000, y2: bbox.y + bbox.height - 200 };
  inks.set(key, ink);
  return ink;
}

/** Two boxes closer than `gap` px on both axes. */
export function tooClose(a: Box, b: Box, gap: number): boolean {
  return a.x1 < b.x2 + gap && b.x1 < a.x2 + gap && a.y1 < b.y2 + gap && b.y1 < a.y2 + gap;
}

/** Everything wrong with a picture's text: any two texts closer than `gap` px, text outside the picture, text Vega would cut short. */
export function textProblems(scene: Scene, gap = 2): string[] {
  const problems: string[] = [];
  const { texts } = scene;
  for (const t of texts) {
    if (t.truncated) problems.push(`"${t.text}" (${t.role}) is cut short`);
    if (t.box.x1 < 0 || t.box.y1 < 0 || t.box.x2 > scene.width || t.box.y2 > scene.height) problems.push(`"${t.text}" (${t.role}) runs out of the ${scene.width}×${scene.height} picture`);
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      if (tooClose(texts[i]!.box, texts[j]!.box, gap)) problems.push(`"${texts[i]!.text}" (${texts[i]!.role}) touches "${texts[j]!.text}" (${texts[j]!.role})`);
    }
  }
  return problems;
}

/** What the renderer's SVG says, to hold the scene to: its size at 1x and its axis labels' words (lines joined by " / "). */
export async function svgScene(spec: TopLevelSpec): Promise<{ width: number; height: number; labels: string[] }> {
  const svg = await renderSvg(spec);
  const { width, height } = svgSize(svg);
  const scale = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1]) / width;
  const groups = [...svg.matchAll(/<g class="mark-text role-axis-label"[^>]*>(.*?)<\/g>/g)].map((m) => m[1]!);
  const labels = groups.flatMap((g) => [...g.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((t) => t[1]!.replace(/<tspan[^>]*>/g, ' / ').replace(/<\/tspan>/g, '').replace(/^ \/ /, '')));
  return { width: width * scale, height: height * scale, labels };
}
