import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The run-wide side of the child registry (test/support/children.ts): no test API here, the global setup uses it. */

/** Sends SIGKILL to a whole process group; false when it was already gone. */
export function killGroup(pgid: number): boolean {
  try {
    process.kill(-pgid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/** For the global teardown: kills every group any worker listed (workers that crashed included). */
export function reapRegistry(dir: string): number {
  let killed = 0;
  for (const name of readdirSync(dir)) {
    if (/^\d+$/.test(name) && killGroup(Number(name))) killed++;
  }
  rmSync(dir, { recursive: true, force: true });
  return killed;
}

/** A fresh registry directory for a run. */
export function createRegistry(): string {
  const dir = join(tmpdir(), `frontdesk-test-children-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}


/**
 * Starts the watchdog (registry-watchdog.mjs) that reaps the registry if the
 * process `runnerPid` dies without its teardown. It is detached and unreferenced:
 * it never keeps the runner alive, and it exits by itself once `dir` is gone.
 */
export function watchRegistry(runnerPid: number, dir: string): number | undefined {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'registry-watchdog.mjs');
  const watchdog = spawn(process.execPath, [script, String(runnerPid), dir], { detached: true, stdio: 'ignore' });
  watchdog.unref();
  return watchdog.pid;
}
