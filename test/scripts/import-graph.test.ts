import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImportGraph, readSources } from '../../scripts/import-graph.js';

const kinds = (sources: Map<string, string>) => checkImportGraph(sources).map((v) => v.kind);

describe('the import-graph check (npm run lint)', () => {
  const src = readSources('src');

  it('passes on src/ as it is: no cycle, no upward or sideways import, every room on a layer', () => {
    expect(src.size).toBeGreaterThan(80);
    expect(checkImportGraph(src)).toEqual([]);
  });

  it('catches a planted upward import (a ground-floor file importing the CLI) and the cycle it closes', () => {
    const planted = new Map(src).set('time/clock.ts', `import { runCli } from '../cli/index.js';\n${src.get('time/clock.ts')}`);
    const violations = checkImportGraph(planted);
    expect(violations.find((v) => v.kind === 'upward')?.message).toBe('time/clock.ts imports cli/index.ts: cli/ is above time/');
    expect(violations.some((v) => v.kind === 'cycle' && v.message.includes('time/clock.ts'))).toBe(true);
  });

  it('catches a transport importing the other transport (peers on one level)', () => {
    const planted = new Map(src).set('zulip/types.ts', `import type { ShellTransport } from '../shell/transport.js';\n${src.get('zulip/types.ts')}`);
    expect(kinds(planted)).toEqual(['peer']);
  });

  it('catches a cycle inside one room, and a file importing itself', () => {
    const planted = new Map(src)
      .set('util/a.ts', "import { b } from './b.js';\nexport const a = 1;")
      .set('util/b.ts', "import type { a } from './a.js';\nexport const b = 2;")
      .set('util/self.ts', "export * from './self.js';");
    expect(checkImportGraph(planted).map((v) => v.message)).toEqual(['import cycle: util/a.ts -> util/b.ts -> util/a.ts', 'import cycle: util/self.ts -> util/self.ts']);
  });

  it('a listed folder is a room of its own: the posts machinery may not import a post declared above it', () => {
    const planted = new Map(src).set('posts/shared/once.ts', `import { digestPost } from '../digest.js';\n${src.get('posts/shared/once.ts')}`);
    const violations = checkImportGraph(planted);
    expect(violations.find((v) => v.kind === 'upward')?.message).toBe('posts/shared/once.ts imports posts/digest.ts: posts/ is above posts/shared/');
  });

  it('a new room must be given a layer', () => {
    expect(kinds(new Map(src).set('metrics/registry.ts', 'export {};'))).toEqual(['unplaced']);
  });

  it('as a command: exit 1 naming the violation, exit 0 on a clean tree', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      const write = (path: string, text: string) => (mkdirSync(dirname(join(root, path)), { recursive: true }), writeFileSync(join(root, path), text));
      write('util/x.ts', 'export const x = 1;');
      write('cli/y.ts', "import { x } from '../util/x.js';\nexport const y = x;");
      const run = () => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/import-graph.ts', root], { encoding: 'utf8', stdio: 'pipe' });
      expect(run()).toMatch(/no cycle/);
      write('util/x.ts', "import { y } from '../cli/y.js';\nexport const x = y;");
      expect(run).toThrow(/upward: util\/x\.ts imports cli\/y\.ts: cli\/ is above util\//);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    // Two node processes loading tsx: seconds each on a loaded 2-core machine.
  }, 60_000);
});
