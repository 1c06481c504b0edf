import { hubToday, type IsoDate } from '../time/hub-date.js';

export interface DayTally {
  date: IsoDate;
  /** Every message the runner answered, commands and not-understood ones alike. */
  total: number;
  /** Of those: a dependency failed, or the bot did. */
  failed: number;
  /** Of those: not understood (a parse error, a clarification). */
  notUnderstood: number;
}

/**
 * Commands handled today, on the hub's calendar (`hub.timezone`): one count
 * that starts again at the hub's midnight. One per process, built by the
 * composition root, fed by the command runner, read by the `status` command.
 */
export class CommandTally {
  #day: DayTally | undefined;

  constructor(private readonly timeZone: string) {}

  record(at: Date, outcome: string): void {
    const day = this.#on(at);
    day.total++;
    if (outcome === 'failed' || outcome === 'error' || outcome === 'parse_crash') day.failed++;
    if (outcome === 'parse_error') day.notUnderstood++;
  }

  /** The count for the hub date of `now` (zero when nothing was handled that day yet). */
  today(now: Date): DayTally {
    return { ...this.#on(now) };
  }

  #on(at: Date): DayTally {
    const date = hubToday(at, this.timeZone);
    // Dates only move forward in a running process; a command dated earlier (sent before midnight) counts today.
    if (!this.#day || date > this.#day.date) this.#day = { date, total: 0, failed: 0, notUnderstood: 0 };
    return this.#day;
  }
}
