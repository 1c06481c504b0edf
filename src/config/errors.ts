/**
 * sysexits.h's EX_CONFIG: the configuration is wrong, so running again the
 * same way cannot help. Every command that reads the configuration exits with
 * it on a configuration problem; supervisors are told not to restart on it
 * (systemd: RestartPreventExitStatus=78; docs/operations.md, "Deployment").
 */
export const EXIT_CONFIG = 78;

/** Why the configuration can't be used: every problem at once, each with its field path and the fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly problems: string[],
    readonly source: string,
  ) {
    super(`Invalid configuration (${source}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
