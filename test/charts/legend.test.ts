import { describe, expect, it } from 'vitest';
import { PICTURE_NAMES, pictureSpecs, type PictureName } from './pictures.js';
import { sceneOf, type DrawnMark, type DrawnSymbol } from './scene.js';

/** Which legend entry a drawn mark stands for, in each kind of picture (the average line: the entry that names it). */
const ENTRY_OF: Record<PictureName, (mark: DrawnMark, average: string | undefined) => string | undefined> = {
  attendance: (m, average) => (m.marktype === 'rule' ? average : String(m.datum.kind)),
  'attendance-weeks': (m, average) => (m.marktype === 'rule' ? average : String(m.datum.kind)),
  calendar: (m) => String(m.datum.state),
  week: (m, average) => (m.marktype === 'rule' ? average : 'this week'),
  report: (m) => String(m.datum.source),
};

/** How a thing looks: the colours and lines a reader compares (a line symbol has no fill to compare). */
function look(item: DrawnMark | DrawnSymbol, line: boolean) {
  const colour = (c: string | undefined) => (c && c !== 'transparent' ? c.toLowerCase() : 'none');
  return { fill: line ? 'none' : colour(item.fill), stroke: colour(item.stroke), strokeWidth: item.stroke ? (item.strokeWidth ?? 1) : 0, strokeDash: item.strokeDash ?? [], opacity: item.opacity };
}

describe('legends are drawn exactly as the marks they name (reads each spec, compiled and run by Vega, nothing drawn)', () => {
  it.each(PICTURE_NAMES)('%s', async (name) => {
    const scene = await sceneOf(pictureSpecs()[name]);
    const average = scene.symbols.find((s) => s.label.startsWith('average'))?.label;
    const symbols = new Map(scene.symbols.map((s) => [s.label, s]));
    const mismatches: string[] = [];
    const named = new Set<string>();
    for (const mark of scene.marks) {
      const entry = ENTRY_OF[name](mark, average);
      const symbol = entry === undefined ? undefined : symbols.get(entry);
      if (!symbol) {
        mismatches.push(`a ${mark.marktype} for "${entry}" has no legend entry`);
        continue;
      }
      named.add(entry!);
      const line = symbol.shape === 'stroke';
      const [drawn, shown] = [look(mark, line), look(symbol, line)];
      if (JSON.stringify(drawn) !== JSON.stringify(shown)) mismatches.push(`"${entry}": drawn ${JSON.stringify(drawn)}, legend ${JSON.stringify(shown)}`);
    }
    // Every legend entry names something drawn.
    for (const label of symbols.keys()) if (!named.has(label)) mismatches.push(`legend entry "${label}" names nothing drawn`);
    expect([...new Set(mismatches)]).toEqual([]);
    expect(scene.symbols.length).toBeGreaterThan(0);
  });
});
