import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SandboxData } from './model.js';

/** The data file is unusable: the message names the file and what is wrong with it. */
export class DataFileError extends Error {
  override name = 'DataFileError';
}

/** Reads a data file written by `saveData`; undefined when it does not exist yet. */
export async function loadData(file: string): Promise<SandboxData | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    throw new DataFileError(`cannot read ${file} (${code ?? (error as Error).message})`, { cause: error });
  }
  let data: Partial<SandboxData>;
  try {
    data = JSON.parse(text) as Partial<SandboxData>;
  } catch (error) {
    throw new DataFileError(`${file} is not valid JSON (${(error as Error).message})`, { cause: error });
  }
  if (!data || !Array.isArray(data.profiles) || !Array.isArray(data.visits)) {
    throw new DataFileError(`${file} is not a sandbox data file (expected "profiles" and "visits" arrays)`);
  }
  return data as SandboxData;
}

/**
 * Atomic: a reader (or a crash) sees the old file or the new one, never half
 * of one. Owner-only (0600): it holds members' emails and phone numbers.
 */
export async function saveData(file: string, data: SandboxData): Promise<void> {
  try {
    await mkdir(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, `${JSON.stringify(data, null, 1)}\n`, { encoding: 'utf8', mode: 0o600 });
    await chmod(temp, 0o600); // `mode` applies only to a new file; a stale temp file keeps its own
    await rename(temp, file);
  } catch (error) {
    throw new DataFileError(`cannot save ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`, { cause: error });
  }
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
