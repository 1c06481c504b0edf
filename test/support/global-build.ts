import { execFileSync } from 'node:child_process';

/**
 * End-to-end tests run the compiled bot (`node dist/...`), as production does.
 * Compile once before any test so they never exercise stale JavaScript.
 */
export default function setup(): void {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
}
