import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { killGroup } from './child-registry.js';
import { childClockEnv } from './test-clock.js';
import { afterEachTest } from './after-each-test.js';
import { TEMPLATE_LOG_ENV } from '../../src/text/templates.js';

/**
 * The one registry of the processes tests start. Each child leads a process
 * group of its own, so killing the group also kills what it started (`sh -c`,
 * `npm start` -> node). Three nets, so nothing outlives a run whatever happened:
 * after each test its children's groups are killed; when a test worker exits,
 * whatever is left; and the run's global teardown (test/support/global-build.ts)
 * kills every group still listed in the registry directory, which catches
 * workers that were killed or crashed.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    childRegistry: string;
  }
}

const live = new Set<number>();

/** The registry directory of this run (one file per live process group, named by its id). */
export function registryDir(): string {
  return inject('childRegistry');
}

/** Starts a process as the leader of its own group, listed in the registry until killed; on a pinned run, on the test clock. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const env = { ...childClockEnv(), ...underFaketime(), ...recordingTemplates(), ...(options.env ?? process.env) };
  const proc = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], ...options, env, detached: true });
  const pid = proc.pid;
  if (pid === undefined) return proc; // failed to start: 'error' is emitted, nothing to track
  live.add(pid);
  writeFileSync(join(registryDir(), String(pid)), `${command} ${args.join(' ')}\n`);
  return proc;
}

/** A run that records the reply templates it renders (test/support/template-log.ts) records its children's too. */
function recordingTemplates(): NodeJS.ProcessEnv {
  const dir = process.env[TEMPLATE_LOG_ENV];
  return dir ? { [TEMPLATE_LOG_ENV]: dir } : {};
}

/**
 * A run under Debian's faketime (`faketime -f +40d npx vitest run`: LD_PRELOAD
 * and FAKETIME* in the environment) keeps its children under it, even those
 * given an environment of their own: the real clock their timers and node-cron
 * read is then the same as this process's.
 */
function underFaketime(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name === 'LD_PRELOAD' || name.startsWith('FAKETIME')));
}

/** Kills every group this test worker started and still lists; returns how many were still there. */
export function killTracked(): number {
  let killed = 0;
  for (const pgid of live) {
    if (killGroup(pgid)) killed++;
    live.delete(pgid);
    rmSync(join(registryDir(), String(pgid)), { force: true });
  }
  return killed;
}

afterEachTest(() => {
  killTracked();
});
process.once('exit', () => killTracked());
