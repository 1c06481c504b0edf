import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';

/**
 * Throwaway directories for config tests (removed after each test), and the
 * message of the ConfigError a load must fail with.
 */
export function configDirs(prefix: string): { dir: (files?: Record<string, string>) => Promise<string> } {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });
  return {
    async dir(files: Record<string, string> = {}): Promise<string> {
      const d = await mkdtemp(join(tmpdir(), prefix));
      dirs.push(d);
      for (const [name, text] of Object.entries(files)) await writeFile(join(d, name), text);
      return d;
    },
  };
}

export async function problemsOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).message;
}
