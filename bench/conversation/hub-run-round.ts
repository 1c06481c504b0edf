import type { HubRound } from './hub-corpus.js';
import { judgeHub, type HubVerdict } from './hub-judge.js';
import { HubWorld } from './hub-world.js';
import { offeredChoices } from './offers.js';
import { changes, describe } from './state.js';

export interface HubRoundResult {
  round: string;
  total: number;
  handled: number;
  byIntent: Map<string, { n: number; handled: number }>;
  verdicts: HubVerdict[];
}

/**
 * Runs every message of a hub round on one world (the assembled bot on the
 * sandbox, clock at the round's "now", the hub on the embedded store): each
 * message starts from an empty hub store and no earlier question of the
 * bot's (messages stand alone, as in the conversation rounds), goes in as a
 * DM or a stream mention from the demo member with the corpus's first name,
 * and is judged on the store's diff, the commands the handlers ran, the
 * questions in the bot's replies and the directory's visits (put back
 * afterwards when changed).
 */
export async function runHubRound(round: HubRound): Promise<HubRoundResult> {
  const hw = await HubWorld.start(round.now);
  const verdicts: HubVerdict[] = [];
  const nameOf = (id: number) => {
    const p = hw.profile(id);
    return p ? `${p.first_name} ${p.last_name}` : undefined;
  };
  try {
    // Every sender must be a demo member with a Zulip account (world.ts member()): said before any message runs.
    const unknown = [...new Set(round.messages.map((m) => m.from))].filter((name) => {
      try {
        hw.member(name);
        return false;
      } catch {
        return true;
      }
    });
    if (unknown.length) throw new Error(`no demo member with a Zulip account called ${unknown.join(', ')} (senders are the sandbox's demo members, by first name)`);
    for (const m of round.messages) {
      const profile = hw.member(m.from);
      await hw.clearStore();
      hw.world.forget();
      hw.world.take();
      hw.dms.splice(0);
      const storeBefore = hw.storeState();
      const dirBefore = hw.directory();
      const sent = await hw.world.say(profile, m.say, m.where);
      const storeAfter = hw.storeState();
      const dirAfter = hw.directory();
      const replies = sent.map((s) => s.text);
      const visitChanges = changes(dirBefore, dirAfter).map(
        (c) => `${nameOf(c.person) ?? `member ${c.person}`} ${c.date}: ${describe(c.was)} -> ${describe(c.now)}`,
      );
      verdicts.push(
        judgeHub(m, {
          senderId: profile.id,
          today: hw.world.today,
          storeBefore,
          storeAfter,
          visitChanges,
          ran: hw.world.take(),
          offered: offeredChoices(replies, hw.world.clock.now()),
          replies,
          nameOf,
        }),
      );
      if (visitChanges.length) hw.restoreVisits(dirBefore, dirAfter);
    }
  } finally {
    await hw.stop();
  }
  const byIntent = new Map<string, { n: number; handled: number }>();
  for (const v of verdicts) {
    const c = byIntent.get(v.group) ?? { n: 0, handled: 0 };
    c.n++;
    if (v.outcome === 'handled') c.handled++;
    byIntent.set(v.group, c);
  }
  return { round: round.round, total: verdicts.length, handled: verdicts.filter((v) => v.outcome === 'handled').length, byIntent, verdicts };
}
