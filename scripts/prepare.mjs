// npm's `prepare`: runs on every `npm install` / `npm ci` in this directory.
// A full install has TypeScript (a dev dependency) and builds dist/ with
// `npm run build`. A production install (`npm ci --omit=dev`) has no compiler
// and only installs what the bot runs: it builds nothing, says so, and
// succeeds; dist/ comes from a build made with the dev dependencies (docs/operations.md,
// Deployment: build, then `npm prune --omit=dev`).
// Plain JavaScript: it must run where neither tsc nor tsx is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';

function hasTypeScript() {
  try {
    createRequire(import.meta.url).resolve('typescript/package.json');
    return true;
  } catch {
    return false;
  }
}

if (!hasTypeScript()) {
  const dist = existsSync('dist/src/main.js')
    ? 'the dist/ already here is what runs'
    : 'there is no dist/ here yet: build it with the dev dependencies (npm ci), then npm prune --omit=dev';
  process.stderr.write(`frontdesk: a production install (no TypeScript), so nothing is compiled; ${dist}.\n`);
  process.exit(0);
}
// npm_execpath: the npm that runs this script, so the build is the package's own `build` script.
const npm = process.env.npm_execpath;
const build = npm ? spawnSync(process.execPath, [npm, 'run', 'build'], { stdio: 'inherit' }) : spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
process.exit(build.status ?? 1);
