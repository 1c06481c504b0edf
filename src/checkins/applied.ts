import type { CheckinPost, PostDay } from './posts.js';

export type AppliedOp = 'add' | 'remove';

/**
 * What this process last applied per (post, day, member), numbered. A second add
 * (a reaction event and a reconciliation that raced it) finds the first and writes
 * nothing; a reconciliation yields to any change applied after it began, because
 * its snapshot of reactions and visits is older. Bounded: oldest entries go first.
 */
export class AppliedChanges {
  readonly #last = new Map<string, { op: AppliedOp; seq: number }>();
  #seq = 0;

  constructor(private readonly capacity = 50_000) {}

  /** The number of the last change recorded. */
  get seq(): number {
    return this.#seq;
  }

  last(post: CheckinPost, day: PostDay, zulipId: number): AppliedOp | undefined {
    return this.#last.get(key(post, day, zulipId))?.op;
  }

  /** Whether a change for this member's reaction was recorded after `seq`. */
  changedSince(post: CheckinPost, day: PostDay, zulipId: number, seq: number): boolean {
    return (this.#last.get(key(post, day, zulipId))?.seq ?? -1) > seq;
  }

  record(post: CheckinPost, day: PostDay, zulipId: number, op: AppliedOp): void {
    const k = key(post, day, zulipId);
    this.#last.delete(k);
    this.#last.set(k, { op, seq: ++this.#seq });
    if (this.#last.size > this.capacity) this.#last.delete(this.#last.keys().next().value!);
  }
}

function key(post: CheckinPost, day: PostDay, zulipId: number): string {
  return `${post.messageId}|${day.date}|${zulipId}`;
}
