import { readFile } from 'node:fs/promises';

/** The node flags of the Procfile's worker (`worker: node <flags> dist/src/main.js run`), so tests and benchmarks run the bot as deployed. */
export async function procfileNodeFlags(): Promise<string[]> {
  const line = /^worker:\s*node\s+(.*?)\s*dist\/src\/main\.js\s+run\s*$/m.exec(await readFile('Procfile', 'utf8'));
  if (!line) throw new Error('Procfile: expected "worker: node [flags] dist/src/main.js run"');
  return line[1]!.split(/\s+/).filter(Boolean);
}
