/**
 * The directory requests of one piece of work (a member's command, a digest
 * run, a weekly report), counted apart from every other piece in flight: the
 * one who starts the work makes a CallCount and hands views that count into it
 * (`DirectoryClient.counting`, `MemberResolver.counting`, …) to the work.
 * Each attempt counts (a retried request is two exchanges with the directory).
 */
export class CallCount {
  #calls = 0;

  /** An exchange with the directory was made (or attempted) for this work. */
  add(): void {
    this.#calls++;
  }

  get calls(): number {
    return this.#calls;
  }
}
