import type { Config } from '../config/schema.js';
import { ConfigError } from '../config/errors.js';
import { settingWithEnv } from '../config/leaves.js';
import { startSandbox, type Sandbox } from '../sandbox/server.js';
import type { Clock } from '../time/clock.js';

export interface DirectoryTarget {
  baseUrl: string;
  token: string;
  /** Set when we started the embedded sandbox because no directory was configured. */
  sandbox?: Sandbox;
}

/**
 * The directory to use. Both settings given: that one. Neither: the embedded
 * sandbox on a loopback port (only where `allowSandbox`, i.e. not in `run`).
 * Only one of the two: a configuration error, never a silent fallback.
 */
export async function resolveDirectory(config: Config, options: { allowSandbox: boolean; clock?: Clock }): Promise<DirectoryTarget> {
  const { baseUrl, token } = config.directory;
  if (baseUrl && token) return { baseUrl, token };
  if (baseUrl || token || !options.allowSandbox) {
    const missing = [!baseUrl && settingWithEnv('directory.baseUrl'), !token && settingWithEnv('directory.token')].filter(Boolean);
    throw new ConfigError([`missing ${missing.join(' and ')}: the directory API the bot reads and writes`], 'directory');
  }
  const sandbox = await startSandbox({ timeZone: config.hub.timezone, clock: options.clock });
  return { baseUrl: sandbox.url, token: sandbox.token, sandbox };
}
