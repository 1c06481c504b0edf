import { createLogger, type Logger } from '../../src/log.js';

/** A real logger whose JSON lines are kept, for tests that check what was logged (and how often). */
export function capturingLogger(level = 'debug'): { log: Logger; lines: () => Array<Record<string, unknown>> } {
  const raw: string[] = [];
  const log = createLogger({ level, pretty: false, destination: { write: (line: string) => void raw.push(line) } });
  return { log, lines: () => raw.map((l) => JSON.parse(l) as Record<string, unknown>) };
}
