import type { Logger } from '../log.js';

type Level = 'warn' | 'error' | 'info';

/**
 * Identical warnings, at most one line per key per window: a fault that
 * repeats thousands of times a minute must not flood the log (nor hide). The
 * first occurrence is logged at once; later ones are counted, and the next
 * line after the window carries `repeated`: how many were left out meanwhile.
 */
export class LogThrottle {
  readonly #last = new Map<string, { at: number; suppressed: number }>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  log(logger: Logger, level: Level, key: string, fields: Record<string, unknown>, msg: string): boolean {
    const now = this.now();
    const seen = this.#last.get(key);
    if (seen && now - seen.at < this.windowMs) {
      seen.suppressed += 1;
      return false;
    }
    const repeated = seen?.suppressed ?? 0;
    this.#last.set(key, { at: now, suppressed: 0 });
    if (this.#last.size > 1_000) this.#last.delete(this.#last.keys().next().value!);
    logger[level](repeated ? { ...fields, repeated } : fields, msg);
    return true;
  }
}
