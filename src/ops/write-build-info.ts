import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { BUILD_INFO_FILE, COMMIT_VARIABLES } from './build-info.js';

/**
 * `node dist/src/ops/write-build-info.js`, the last step of `npm run build`:
 * records the commit being built in dist/build-info.json, where the running
 * bot reads it (src/ops/build-info.ts). A Procfile host builds with the commit
 * in SOURCE_VERSION and no .git; a clone has .git. Neither: null (unknown).
 */
function commitBeingBuilt(): string | null {
  for (const name of COMMIT_VARIABLES) {
    const value = process.env[name]?.trim();
    if (value) return value;
  }
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

writeFileSync(BUILD_INFO_FILE, `${JSON.stringify({ commit: commitBeingBuilt(), builtAt: new Date().toISOString() })}\n`);
