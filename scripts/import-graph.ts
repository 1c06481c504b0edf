import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The layers of src/, top to bottom (docs/architecture.md, "Layers" and "Layout"). A
 * file may import files of its own room (the folder, or the file itself at the
 * top of src/) and of any room on a LOWER level; never a room above it, never
 * a peer on its own level. No file may reach itself through imports (a cycle).
 * A listed folder inside a room is a room of its own on its own level: posts/
 * declares the scheduled posts, above the rooms whose posts they are, while
 * its digest/ and shared/ (the scheduler, exactly-once posting) sit below them.
 */
export const LAYERS: string[][] = [
  ['main.ts'],
  ['cli/'],
  ['app/'],
  ['posts/'],
  ['zulip/', 'shell/', 'weekly-report/'],
  ['checkins/'],
  ['bot/', 'posts/digest/'],
  ['posts/shared/'],
  ['conversation/'],
  ['commands/', 'ops/'],
  // The hub's features (issue 26): follows over routines over the visit watcher; privacy and the store below the members.
  ['follows/'],
  ['routines/'],
  ['watcher/'],
  ['members/', 'charts/'],
  ['privacy/'],
  ['directory/', 'sandbox/'],
  ['store/', 'config/'],
  ['util/'],
  ['time/', 'text/', 'chat.ts', 'log.ts', 'version.ts'],
];

export interface Violation {
  kind: 'upward' | 'peer' | 'cycle' | 'unplaced';
  message: string;
}

/**
 * The room of a path under src/ ("zulip/" for "zulip/api.ts", "chat.ts" for "chat.ts"; "posts/shared/" for
 * "posts/shared/once.ts", that folder being listed), and its level (0 = top).
 */
function roomOf(path: string, layers: string[][]): { room: string; level: number } | null {
  const folders = path.split('/').slice(0, -1);
  const rooms = folders.length ? folders.map((_, i) => `${folders.slice(0, i + 1).join('/')}/`).reverse() : [path];
  const room = rooms.find((r) => layers.some((level) => level.includes(r))) ?? rooms[rooms.length - 1]!;
  const level = layers.findIndex((level) => level.includes(room));
  return level === -1 ? null : { room, level };
}

/** Relative imports of one source file, as paths under the same root ("./x.js" from "a/b.ts" -> "a/x.ts"). */
export function importsOf(path: string, source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles
    .map((f) => f.fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => join(dirname(path), spec).replace(/\.js$/, '.ts'));
}

/** Every layering rule the sources break, given as path (relative to src/) -> source text. */
export function checkImportGraph(sources: Map<string, string>, layers: string[][] = LAYERS): Violation[] {
  const violations: Violation[] = [];
  const graph = new Map<string, string[]>();
  for (const [path, source] of sources) {
    const from = roomOf(path, layers);
    if (!from) violations.push({ kind: 'unplaced', message: `${path}: its room is on no layer (add it to LAYERS in scripts/import-graph.ts)` });
    const targets = importsOf(path, source).filter((t) => sources.has(t));
    graph.set(path, targets);
    for (const target of targets) {
      const to = roomOf(target, layers);
      if (!from || !to || from.room === to.room) continue;
      if (to.level < from.level) violations.push({ kind: 'upward', message: `${path} imports ${target}: ${to.room} is above ${from.room}` });
      else if (to.level === from.level) violations.push({ kind: 'peer', message: `${path} imports ${target}: ${from.room} and ${to.room} are peers on one level` });
    }
  }
  for (const cycle of cycles(graph)) violations.push({ kind: 'cycle', message: `import cycle: ${[...cycle, cycle[0]].join(' -> ')}` });
  return violations;
}

/** The strongly connected components of more than one file, or of a file importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      component.unshift(member);
      if (member === node) break;
    }
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The .ts files under `root`, as path relative to it -> source. */
export function readSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) sources.set(relative(root, full).split('\\').join('/'), readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return sources;
}

// `tsx scripts/import-graph.ts [ROOT]`: exit 1 on any violation (npm run lint runs it).
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = process.argv[2] ?? 'src';
  const sources = readSources(root);
  const violations = checkImportGraph(sources);
  for (const v of violations) process.stderr.write(`import-graph: ${v.kind}: ${v.message}\n`);
  if (violations.length) process.exit(1);
  process.stdout.write(`import-graph: ${sources.size} files, ${LAYERS.length} levels: no cycle, no upward or sideways import\n`);
}
