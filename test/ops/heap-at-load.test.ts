import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The Procfile's heap flag: what the worker really has.
const PROCFILE = readFileSync('Procfile', 'utf8');
const HEAP_MB = Number(/--max-old-space-size=(\d+)/.exec(PROCFILE)?.[1]);

describe("the bot's code, loaded as the Procfile runs it", () => {
  it('fits in a small part of the worker heap before any message (tables compiled at load once took 266 MB and the soak ran out of heap)', () => {
    expect(HEAP_MB).toBeGreaterThan(0);
    // Every module the worker loads (cli/run.js assembles the bot), and the conversation's tables.
    const script = `
      await import('./dist/src/cli/run.js');
      const { understand } = await import('./dist/src/conversation/understand.js');
      understand('tell me when Ada gets in today, and turn reminders back on', new Date(0));
      globalThis.gc();
      process.stdout.write(JSON.stringify({ heapMb: process.memoryUsage().heapUsed / 1048576 }));`;
    const out = execFileSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    const { heapMb } = JSON.parse(out) as { heapMb: number };
    // Loaded, it used 17 MB when this was written; a quarter of the heap leaves the rest for the work.
    expect(heapMb).toBeLessThan(HEAP_MB / 4);
  });
});
