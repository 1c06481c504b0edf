import type { Logger } from '../log.js';
import { fromRanges, toRanges } from '../util/id-ranges.js';
import type { KeyValueStore } from '../util/key-value.js';

/**
 * What one process leaves to the next, kept in Zulip itself (the bot storage:
 * a Procfile host's disk does not survive a deploy). At a graceful shutdown the
 * bot writes which messages it received up to (`upTo`) and, of those, which it
 * left without an answer (`pending`; `interrupted`: started, then cut short).
 * The next process takes the note (reads it and deletes it, so a later start
 * never takes it twice) when it starts, or, when it was already running (a
 * deploy that overlaps), when it hears the old process withdraw its report;
 * then it answers exactly what was left: the pending ones and everything
 * newer than `upTo`.
 */
export const HANDOFF_KEY = 'frontdesk:handoff';

/** A note older than this is not acted on: what it left is too old to answer now (the log says so). */
export const HANDOFF_MAX_AGE_MS = 6 * 3600_000;

export interface Handoff {
  /** The instance that wrote it (its beacon id). */
  from: string;
  /** When it was written (ms since the epoch). */
  at: number;
  /** The newest message id the old process received; anything newer is the next one's. */
  upTo: number;
  /** Received, not answered. */
  pending: Set<number>;
  /** Of `pending`, those started and cut short: the answer says it looked again. */
  interrupted: Set<number>;
}

export function handoffText(handoff: Handoff): string {
  return JSON.stringify({ from: handoff.from, at: handoff.at, upTo: handoff.upTo, pending: toRanges(handoff.pending), interrupted: toRanges(handoff.interrupted) });
}

/** The note in `text`, or undefined when it is not one (a tolerant reader: the next release may add fields). */
export function readHandoff(text: string): Handoff | undefined {
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    const pending = typeof data.pending === 'string' ? fromRanges(data.pending) : undefined;
    const interrupted = typeof data.interrupted === 'string' ? fromRanges(data.interrupted) : new Set<number>();
    if (typeof data.from !== 'string' || !Number.isInteger(data.upTo) || typeof data.at !== 'number' || !pending || !interrupted) return undefined;
    return { from: data.from, at: data.at, upTo: data.upTo as number, pending, interrupted };
  } catch {
    return undefined;
  }
}

export class ZulipHandoff {
  constructor(
    private readonly store: KeyValueStore,
    private readonly log: Logger,
    private readonly nowMs: () => number = () => Date.now(),
  ) {}

  /** The note left by a previous process, removed from the store; undefined when there is none, it is too old, or Zulip would not say. */
  async take(): Promise<Handoff | undefined> {
    let text: string | undefined;
    try {
      text = (await this.store.get([HANDOFF_KEY])).get(HANDOFF_KEY);
      if (text === undefined) return undefined;
      await this.store.delete([HANDOFF_KEY]);
    } catch (error) {
      this.log.warn({ err: error }, 'could not read the previous process handoff note; going on without it');
      return undefined;
    }
    const handoff = readHandoff(text);
    if (!handoff) {
      this.log.warn('the handoff note has an unexpected shape; going on without it');
      return undefined;
    }
    const ageMs = this.nowMs() - handoff.at;
    if (ageMs > HANDOFF_MAX_AGE_MS) {
      this.log.warn({ from: handoff.from, ageMinutes: Math.round(ageMs / 60_000) }, 'the handoff note is too old to act on; going on without it');
      return undefined;
    }
    return handoff;
  }

  /** Leaves the note for the next process (shutdown); best effort, never throws. */
  async leave(handoff: Omit<Handoff, 'at'>): Promise<void> {
    try {
      await this.store.put({ [HANDOFF_KEY]: handoffText({ ...handoff, at: this.nowMs() }) });
      this.log.info({ upTo: handoff.upTo, pending: handoff.pending.size, interrupted: handoff.interrupted.size }, 'left a handoff note for the next process');
    } catch (error) {
      this.log.warn({ err: error }, 'could not leave the handoff note; the next process will not answer what this one left');
    }
  }
}
