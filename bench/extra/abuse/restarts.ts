import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigInput } from '../../../src/config/schema.js';
import { BOT } from '../../harness.js';
import { abuseWorld, personOf, sleep, waitUntil, zulipIdOf, type AbuseWorld } from './world.js';

/**
 * Findings 6 and 7 of issue 24 (lost writes across a graceful restart).
 * `stateFile: true` sets zulip.stateFile (how the finding was measured before);
 * the fix derives what the next process needs from Zulip itself.
 */
async function stateConfig(useFile: boolean): Promise<ConfigInput> {
  if (!useFile) return {};
  const dir = await mkdtemp(join(tmpdir(), 'frontdesk-abuse-state-'));
  return { zulip: { stateFile: join(dir, 'state.json') } };
}

/** How many of `senders` got exactly one reply to each of their `per` questions (replies name the whois id). */
function tally(w: AbuseWorld, senders: number[], questions: Map<number, string[]>) {
  let exactlyOnce = 0;
  let missing = 0;
  let duplicated = 0;
  for (const id of senders) {
    const replies = w.dmsTo(id).map((m) => m.content);
    for (const q of questions.get(id) ?? []) {
      const n = replies.filter((r) => r.includes(q)).length;
      if (n === 1) exactlyOnce++;
      else if (n === 0) missing++;
      else duplicated++;
    }
  }
  return { exactlyOnce, missing, duplicated };
}

/** 20 members DM once; sends take 1.5 s each; SIGTERM once every command is claimed/started; the next process answers the rest? */
export async function sigtermSlowSends(options: { useStateFile: boolean }) {
  const w = await abuseWorld();
  try {
    const config = await stateConfig(options.useStateFile);
    const first = await w.start(config);
    const senders = Array.from({ length: 20 }, (_, i) => zulipIdOf(100 + i));
    const questions = new Map<number, string[]>();
    w.zulip.delayNext(1_000, 1_500, { path: /\/messages$/, method: 'POST' });
    senders.forEach((id, i) => {
      const q = `bench${200 + i}@example.org`;
      questions.set(id, [q]);
      w.zulip.sendDm(id, [BOT.id], `whois ${q}`);
    });
    // Every command received (and, before the fix, claimed with 👀) and a few replies out.
    await waitUntil(() => w.zulip.messages.filter((m) => m.senderId === BOT.id).length >= 4, 30_000);
    const eyes = w.zulip.messages.filter((m) => m.reactions.some((r) => r.userId === BOT.id && r.emojiName === 'eyes')).length;
    const atSigterm = w.zulip.messages.filter((m) => m.senderId === BOT.id).length;
    await first.stop('SIGTERM');
    await w.zulip.waitFor(() => true);
    const second = await w.start(config);
    await waitUntil(() => tally(w, senders, questions).exactlyOnce === 20, 60_000);
    await sleep(3_000);
    await second.stop();
    return { claimedAtSigterm: eyes, answeredAtSigterm: atSigterm, ...tally(w, senders, questions) };
  } finally {
    await w.close();
  }
}

/** 100 DMs from 20 members at once; SIGTERM at 5 s; the next process. */
export async function sigtermBurst(options: { useStateFile: boolean }) {
  const w = await abuseWorld();
  try {
    const config = await stateConfig(options.useStateFile);
    const first = await w.start(config);
    const senders = Array.from({ length: 20 }, (_, i) => zulipIdOf(100 + i));
    const questions = new Map<number, string[]>();
    for (let k = 0; k < 5; k++) {
      senders.forEach((id, i) => {
        const q = `bench${200 + i * 5 + k}@example.org`;
        questions.set(id, [...(questions.get(id) ?? []), q]);
        w.zulip.sendDm(id, [BOT.id], `whois ${q}`);
      });
    }
    await sleep(5_000);
    const atSigterm = tally(w, senders, questions).exactlyOnce;
    await first.stop('SIGTERM');
    const second = await w.start(config);
    await waitUntil(() => tally(w, senders, questions).exactlyOnce === 100, 120_000);
    await sleep(3_000);
    await second.stop();
    return { answeredBeforeSigterm: atSigterm, ...tally(w, senders, questions) };
  } finally {
    await w.close();
  }
}

/** A check-in with notes whose first write (the PATCH creating the visit) is in flight at SIGTERM. */
export async function sigtermMidCheckin(options: { useStateFile: boolean }) {
  const w = await abuseWorld();
  try {
    const config = await stateConfig(options.useStateFile);
    const first = await w.start(config);
    const member = zulipIdOf(400);
    const person = personOf(member);
    // The visit's PATCH is slow (in flight at SIGTERM); the notes' PATCH hangs past the shutdown deadline.
    w.sandbox.injectFault({ stallMs: 1_500, match: (method, path) => method === 'PATCH' && path.endsWith(`/${person}/${w.today}`) });
    w.sandbox.injectFault({ stallMs: 20_000, match: (method, path) => method === 'PATCH' && path.endsWith(`/${person}/${w.today}/notes`) });
    w.zulip.sendDm(member, [BOT.id], 'checkin pairing on the parser');
    await sleep(800);
    await first.stop('SIGTERM');
    const visitAfterFirst = w.sandbox.store.visit(person, w.today);
    const second = await w.start(config);
    await waitUntil(() => w.dmsTo(member).length > 0, 30_000);
    await sleep(2_000);
    await second.stop();
    const visit = w.sandbox.store.visit(person, w.today);
    return {
      visitAfterFirstProcess: visitAfterFirst ? { notes: visitAfterFirst.notes } : null,
      visitAtEnd: visit ? { notes: visit.notes } : null,
      repliesToMember: w.dmsTo(member).map((m) => m.content.slice(0, 100)),
    };
  } finally {
    await w.close();
  }
}
