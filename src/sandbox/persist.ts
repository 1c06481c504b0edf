import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SandboxData } from './model.js';

/** Reads a data file written by `saveData`; undefined when it does not exist yet. */
export async function loadData(file: string): Promise<SandboxData | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const data = JSON.parse(text) as Partial<SandboxData>;
  if (!Array.isArray(data.profiles) || !Array.isArray(data.visits)) {
    throw new Error(`${file} is not a sandbox data file (expected "profiles" and "visits" arrays)`);
  }
  return data as SandboxData;
}

/** Atomic: a reader (or a crash) sees the old file or the new one, never half of one. */
export async function saveData(file: string, data: SandboxData): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(data, null, 1)}\n`, 'utf8');
  await rename(temp, file);
}

/** Coalesces bursts of changes into sequential saves; `flush()` waits for the last one. */
export function saveScheduler(file: string, snapshot: () => SandboxData, onError: (error: unknown) => void) {
  let running: Promise<void> | undefined;
  let dirty = false;
  const run = async (): Promise<void> => {
    while (dirty) {
      dirty = false;
      try {
        await saveData(file, snapshot());
      } catch (error) {
        onError(error);
      }
    }
    running = undefined;
  };
  return {
    schedule(): void {
      dirty = true;
      running ??= run();
    },
    async flush(): Promise<void> {
      await running;
    },
  };
}
