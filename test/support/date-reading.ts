import { parseDate, type Bias } from '../../src/commands/dates.js';
import type { IsoDate } from '../../src/time/hub-date.js';

/**
 * What parseDate makes of a member's words, as one comparable string: the date,
 * or "error: " and the reply. `today` is the tests' default day; a call may name another.
 */
export function dateReader(today: IsoDate) {
  return (text: string, bias: Bias = 'future', on: IsoDate = today): string => {
    const parsed = parseDate(text, on, bias);
    return parsed.ok ? parsed.value : `error: ${parsed.error}`;
  };
}
