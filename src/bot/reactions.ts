import type { Identify, InboundReaction, ReactionKind, SubmitStep } from '../chat.js';
import type { Logger } from '../log.js';
import type { MemberPipeline } from './pipeline.js';

export type { ReactionKind, SubmitStep } from '../chat.js';

interface Pending {
  /** Whether its latest tap was within the member's limit. */
  admitted: boolean;
  kind: ReactionKind;
  reaction: InboundReaction;
  identify: Identify<InboundReaction> | undefined;
  timer: NodeJS.Timeout;
}

/**
 * Reactions into the pipeline. Each reaction on a subject counts against the
 * member's limit on arrival; taps on one subject settle for `settleMs` and make
 * one action with the last state (someone toggling 👋 for a minute makes one
 * write when they stop, not one per tap); an action whose last tap came over
 * the member's limit waits until their window ends (a reaction is state: it is
 * never dropped).
 */
export class ReactionRouter {
  readonly #pending = new Map<string, Pending>();
  #stopped = false;

  constructor(
    private readonly kinds: readonly ReactionKind[],
    private readonly pipeline: MemberPipeline,
    private readonly options: {
      log: Logger;
      settleMs: number;
      /** When the member is heard again (ms), 0 when now. */
      blockedMs: (memberId: number) => number;
      /** The claim of an action of `memberId` (two processes: one acts for each member). */
      owns?: ((memberId: number) => boolean) | undefined;
    },
  ) {}

  /** One reaction event: matched, counted, then settled into an action. */
  async receive(reaction: InboundReaction, identify?: Identify<InboundReaction>): Promise<void> {
    // Several kinds may share an emoji (a keycap on a check-in post, or on one of the conversation's questions): the first whose subject it is.
    let kind: ReactionKind | undefined;
    let subject: string | null = null;
    for (const candidate of this.kinds) {
      if (this.#stopped) return;
      if (!candidate.mayConcern(reaction)) continue;
      try {
        subject = await candidate.subject(reaction);
      } catch (error) {
        this.options.log.warn({ err: error, msgId: reaction.messageId }, 'could not tell what a reaction is about; dropped (the next resync sees it)');
        return;
      }
      if (subject !== null) {
        kind = candidate;
        break;
      }
    }
    if (!kind || subject === null || this.#stopped) return;
    const admitted = this.pipeline.admit(reaction.member.zulipId) === 'ok';
    const key = `${kind.name}\u0000${subject}\u0000${reaction.member.zulipId}`;
    const previous = this.#pending.get(key);
    if (previous) clearTimeout(previous.timer);
    const entry: Pending = { admitted, kind, reaction, identify: identify ?? previous?.identify, timer: setTimeout(() => this.#settled(key, entry), this.options.settleMs) };
    this.#pending.set(key, entry);
  }

  /** After events may have been missed: each kind looks again, its steps running as its members' actions. */
  async resync(signal: AbortSignal): Promise<void> {
    const submit: SubmitStep = (memberId, task) =>
      this.pipeline.run({
        trigger: 'reaction',
        memberId,
        ref: { step: 'resync' },
        claim: this.#claim(memberId),
        handle: async (s) => {
          await task(s);
          return null;
        },
      });
    for (const kind of this.kinds) {
      try {
        await kind.resync?.(submit, signal);
      } catch (error) {
        this.options.log.error({ err: error, kind: kind.name }, 'reaction resync failed');
      }
    }
  }

  /** Shutdown: settling taps are forgotten (the next process's resync reads the reactions as they are). */
  stop(): void {
    this.#stopped = true;
    for (const entry of this.#pending.values()) clearTimeout(entry.timer);
    this.#pending.clear();
  }

  #settled(key: string, entry: Pending): void {
    if (this.#pending.get(key) !== entry) return;
    const member = entry.reaction.member.zulipId;
    const wait = entry.admitted ? 0 : this.options.blockedMs(member);
    if (wait > 0) {
      entry.timer = setTimeout(() => this.#settled(key, entry), wait);
      return;
    }
    this.#pending.delete(key);
    const { kind, reaction, identify } = entry;
    void this.pipeline.run({
      trigger: 'reaction',
      memberId: member,
      ref: { msgId: reaction.messageId, emoji: reaction.emoji.name, op: reaction.op },
      claim: this.#claim(member),
      handle: async (signal) => {
        const who = identify ? await identify() : reaction;
        return who ? kind.handle(who, signal) : null;
      },
    });
  }

  #claim(memberId: number): (() => Promise<boolean>) | undefined {
    const owns = this.options.owns;
    return owns ? () => Promise.resolve(owns(memberId)) : undefined;
  }
}
