import type { HubVisit } from './schemas.js';

/**
 * One member's visits over a window, as one piece of work (a member's
 * message) has just listed them. A look-up of one of those days is answered
 * from the list instead of asking again: the conversation lists the sender's
 * visits to read the message (undo, "today or next week?"), and the handler
 * would otherwise GET the same visit a few milliseconds later (a whole
 * directory round trip per check-in). A day is asked again once anything
 * writes it, whether or not the write succeeded.
 */
export class SeenVisits {
  readonly #byDate = new Map<string, HubVisit>();
  readonly #written = new Set<string>();

  constructor(
    readonly personId: number,
    readonly window: { start: string; end: string },
    visits: Iterable<HubVisit>,
  ) {
    for (const visit of visits) this.#byDate.set(visit.date, visit);
  }

  /** The listed visit (null: the list showed none that day), or undefined when the list can't tell. */
  lookup(personId: number, date: string): HubVisit | null | undefined {
    if (personId !== this.personId || date < this.window.start || date > this.window.end || this.#written.has(date)) return undefined;
    return this.#byDate.get(date) ?? null;
  }

  /** A write to this day is under way: from now on it is asked for. */
  forget(personId: number, date: string): void {
    if (personId === this.personId) this.#written.add(date);
  }
}
