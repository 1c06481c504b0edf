import { readFile } from 'node:fs/promises';

/** The Procfile's worker, `worker: [NAME=value ...] node [flags] dist/src/main.js run`, taken apart. */
export interface ProcfileWorker {
  /** The environment the line sets for the process (e.g. MALLOC_ARENA_MAX). */
  env: Record<string, string>;
  nodeFlags: string[];
}

/** Reads the worker line, so tests and benchmarks run the bot as deployed. */
export async function procfileWorker(): Promise<ProcfileWorker> {
  const line = /^worker:\s*((?:\w+=\S+\s+)*)node\s+(.*?)\s*dist\/src\/main\.js\s+run\s*$/m.exec(await readFile('Procfile', 'utf8'));
  if (!line) throw new Error('Procfile: expected "worker: [NAME=value ...] node [flags] dist/src/main.js run"');
  const env = Object.fromEntries(line[1]!.split(/\s+/).filter(Boolean).map((pair) => pair.split('=', 2) as [string, string]));
  return { env, nodeFlags: line[2]!.split(/\s+/).filter(Boolean) };
}
