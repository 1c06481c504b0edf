import type { Place } from '../chat.js';

export interface FloodLimits {
  /** Commands one member may send in `memberWindowMs`; then one "slow down" and silence until the window ends. 0: no limit. */
  commandsPerMember: number;
  memberWindowMs: number;
  /** Messages the bot may send to one conversation (stream topic, or DM) in `conversationWindowMs`. 0: no limit. */
  repliesPerConversation: number;
  conversationWindowMs: number;
}

export type Admission = 'ok' | 'slow-down' | 'ignore';

/**
 * Counts per key in fixed windows that start at the key's first hit: O(1) per
 * hit, and at most one entry per key active in the last window (expired ones
 * are swept when the map grows).
 */
class Windows {
  readonly #entries = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** The count in `key`'s current window (0 when it has none). */
  count(key: string): number {
    const entry = this.#entries.get(key);
    return entry && this.now() - entry.start < this.windowMs ? entry.count : 0;
  }

  /** Counts one more hit for `key`; returns the count in its current window. */
  hit(key: string): number {
    const now = this.now();
    let entry = this.#entries.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      if (this.#entries.size >= 10_000) this.#sweep(now);
      entry = { start: now, count: 0 };
      this.#entries.set(key, entry);
    }
    return ++entry.count;
  }

  /** Milliseconds until `key`'s window ends. */
  remaining(key: string): number {
    const entry = this.#entries.get(key);
    return entry ? Math.max(0, entry.start + this.windowMs - this.now()) : 0;
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#entries) if (now - entry.start >= this.windowMs) this.#entries.delete(key);
  }
}

/** A conversation's key: a stream topic (Zulip treats topics case-insensitively), or the set of DM participants. */
export function conversationOf(place: Place): string {
  return place.type === 'stream' ? `s:${place.stream}\u0000${place.topic.toLowerCase()}` : `d:${[...place.recipientIds].sort((a, b) => a - b).join(',')}`;
}

/**
 * Floods, by a member or between bots: beyond `commandsPerMember` commands in
 * the member's window the member gets one polite "slow down", then silence
 * until the window ends; and no conversation gets more than
 * `repliesPerConversation` messages from the bot per window, whoever asks
 * (which also ends a loop with another bot that slipped through).
 */
export class FloodGuard {
  readonly #members: Windows;
  readonly #conversations: Windows;
  /** Members told to slow down, and when: one flood, however many windows it lasts, gets one "slow down". */
  readonly #told = new Map<number, number>();

  constructor(
    readonly limits: FloodLimits,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#members = new Windows(limits.memberWindowMs, now);
    this.#conversations = new Windows(limits.conversationWindowMs, now);
  }

  /**
   * Counts one command of `senderId`: ok within the limit; past it, `slow-down`
   * once (the first command over it, unless the member was told in the window
   * before: one flood is one message however long it lasts), else `ignore`.
   */
  admit(senderId: number): Admission {
    const { commandsPerMember, memberWindowMs } = this.limits;
    if (commandsPerMember <= 0) return 'ok';
    const count = this.#members.hit(String(senderId));
    if (count <= commandsPerMember) return 'ok';
    if (count > commandsPerMember + 1) return 'ignore';
    const now = this.now();
    const told = this.#told.get(senderId);
    if (told !== undefined && now - told < 2 * memberWindowMs) {
      this.#told.set(senderId, now);
      return 'ignore';
    }
    if (this.#told.size >= 10_000) for (const [id, at] of this.#told) if (now - at >= 2 * memberWindowMs) this.#told.delete(id);
    this.#told.set(senderId, now);
    return 'slow-down';
  }

  /** Seconds until a throttled member is heard again. */
  silenceSeconds(senderId: number): number {
    return Math.ceil(this.#members.remaining(String(senderId)) / 1000);
  }

  /** While a member is over their limit, how long until their window ends (ms); 0 when they may act now. */
  blockedMs(senderId: number): number {
    const { commandsPerMember } = this.limits;
    if (commandsPerMember <= 0 || this.#members.count(String(senderId)) <= commandsPerMember) return 0;
    return this.#members.remaining(String(senderId));
  }

  /** True if the bot may send one more message to `place` now (and counts it). */
  mayReply(place: Place): boolean {
    const { repliesPerConversation } = this.limits;
    return repliesPerConversation <= 0 || this.#conversations.hit(conversationOf(place)) <= repliesPerConversation;
  }
}
