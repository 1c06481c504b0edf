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
