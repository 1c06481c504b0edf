/** How one attempt of a scheduled run ended; `gaveUp` on the failure after which no retry follows. */
export type ScheduledOutcome =
  | { ok: true; date: string; at: Date; result: unknown }
  | { ok: false; date: string; at: Date; error: unknown; gaveUp: boolean };

/** An outcome as the board keeps it: the failure's message, and the chat server's refusal of the post when that was the cause. */
export type ScheduledRecord =
  | { ok: true; date: string; at: Date; result: string }
  | { ok: false; date: string; at: Date; error: string; gaveUp: boolean; refused?: string | undefined };

export interface ScheduledPost {
  /** "digest", "weekly report", "morning post", "week post". */
  name: string;
  /** Where it posts, for messages: "#announce > hub attendance". */
  where: string;
  /** The settings that say where, for the fix in an alert: "digest.stream / digest.topic". */
  setting: string;
  /** The command that posts a given date's run by hand. */
  byHand: (date: string) => string;
  /** What the run of a date posts, in words ("digest for 2026-11-20"); default "<name> for <date>". */
  title?: (date: string) => string;
}

/**
 * The scheduled posts (digest, weekly report, check-in posts): their next run
 * and each attempt's outcome. One per process, built by the composition root;
 * each scheduler is `add`ed with its next-run reader and `record`s its
 * outcomes; the alerts `subscribe`, the `status` command reads.
 */
export class ScheduleBoard {
  readonly #posts = new Map<string, { post: ScheduledPost; nextRun: () => Date | null; last?: ScheduledRecord }>();
  readonly #listeners = new Set<(post: ScheduledPost, record: ScheduledRecord) => void>();

  add(post: ScheduledPost, nextRun: () => Date | null): void {
    this.#posts.set(post.name, { post, nextRun });
  }

  record(name: string, record: ScheduledRecord): void {
    const entry = this.#posts.get(name);
    if (!entry) return;
    entry.last = record;
    for (const listener of this.#listeners) listener(entry.post, record);
  }

  subscribe(listener: (post: ScheduledPost, record: ScheduledRecord) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Undefined when `name` is not scheduled (off). */
  view(name: string): { post: ScheduledPost; next: Date | null; last: ScheduledRecord | undefined } | undefined {
    const entry = this.#posts.get(name);
    return entry && { post: entry.post, next: entry.nextRun(), last: entry.last };
  }
}
