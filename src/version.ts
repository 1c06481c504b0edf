import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** frontdesk's version, from the nearest package.json up from this file (works from src/ and dist/src/). */
function readVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'frontdesk' && pkg.version) return pkg.version;
    } catch {
      // not here; keep climbing
    }
    dir = dirname(dir);
  }
  return '0.0.0';
}

export const VERSION = readVersion();
export const USER_AGENT = `frontdesk/${VERSION} (+https://github.com/frontdesk-bot/frontdesk; Node ${process.versions.node})`;
