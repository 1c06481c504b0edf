import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../version.js';

export interface BuildInfo {
  version: string;
  commit: string;
  /** Where the commit came from: the variable, the file written at build, or nowhere ("unknown"). */
  commitFrom: string;
}

/** Variables that name the commit being run, first set wins: SOURCE_VERSION (Heroku-style builds), GIT_COMMIT (CI, Docker builds). */
export const COMMIT_VARIABLES = ['SOURCE_VERSION', 'GIT_COMMIT'] as const;

/** Written by `npm run build` (scripts/build-info.mjs) beside dist/src: { "commit": "…" }. */
export const BUILD_INFO_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'build-info.json');

/**
 * The version (package.json) and the commit of the running build: from the
 * environment when a variable names it, else from the file the build wrote
 * (a Procfile host has the commit at build time, often not at run time, and
 * no .git), else "unknown".
 */
export function buildInfo(env: NodeJS.ProcessEnv, file = BUILD_INFO_FILE): BuildInfo {
  for (const name of COMMIT_VARIABLES) {
    const value = env[name]?.trim();
    if (value) return { version: VERSION, commit: value, commitFrom: name };
  }
  try {
    const commit = (JSON.parse(readFileSync(file, 'utf8')) as { commit?: unknown }).commit;
    if (typeof commit === 'string' && commit) return { version: VERSION, commit, commitFrom: file };
  } catch {
    // no file (a run from the sources, a build without it): unknown
  }
  return { version: VERSION, commit: 'unknown', commitFrom: 'unknown' };
}
