import type { Round } from './corpus.js';
import { judge, type Verdict } from './judge.js';
import { ConversationWorld } from './world.js';

export interface RoundResult {
  round: number;
  total: number;
  handled: number;
  byCategory: Map<string, { n: number; handled: number }>;
  verdicts: Verdict[];
  wrongWrites: Array<{ id: string; say: string; write: string }>;
  /** Notes written where meant, worded a little differently from the writer's (judge.ts onlyWorded()). */
  notesWording: Array<{ id: string; say: string; write: string }>;
}

/**
 * Runs every message of a round on a fresh world (the assembled bot on the
 * sandbox, clock at the round's "now"): the sender's visits become the
 * message's "before", the message goes in as a DM or a stream mention, and
 * what changed in the directory and what the bot ran and said are judged.
 */
export async function runRound(round: Round): Promise<RoundResult> {
  const world = await ConversationWorld.start(round.now);
  const verdicts: Verdict[] = [];
  try {
    for (const m of round.messages) {
      const profile = world.member(m.from);
      world.setVisits(profile, m.before);
      world.forget();
      world.take();
      const before = world.state();
      const sent = await world.say(profile, m.say, m.where);
      const after = world.state();
      verdicts.push(
        judge(m, { personId: profile.id, before, after, replies: sent.map((s) => s.text), ran: world.take(), now: world.clock.now(), today: world.today }),
      );
    }
  } finally {
    await world.stop();
  }
  const byCategory = new Map<string, { n: number; handled: number }>();
  for (const v of verdicts) {
    const c = byCategory.get(v.category) ?? { n: 0, handled: 0 };
    c.n++;
    if (v.handled) c.handled++;
    byCategory.set(v.category, c);
  }
  return {
    round: round.round,
    total: verdicts.length,
    handled: verdicts.filter((v) => v.handled).length,
    byCategory,
    verdicts,
    wrongWrites: verdicts.flatMap((v) => v.wrongWrites.map((write) => ({ id: v.id, say: v.say, write }))),
    notesWording: verdicts.flatMap((v) => v.notesWording.map((write) => ({ id: v.id, say: v.say, write }))),
  };
}
