import { morningText } from '../../../src/checkins/posts.js';
import type { RecordedRequest } from '../../../test/support/fake-zulip/index.js';
import { percentile, round } from '../../stats.js';
import { BOT } from '../../harness.js';
import { abuseWorld, CHECKINS, personOf, sleep, waitUntil, zulipIdOf, type AbuseWorld } from './world.js';

/** Findings 8–11 of issue 24 ("slow and noisy"). */

const botDms = (w: AbuseWorld) => w.zulip.messages.filter((m) => m.senderId === BOT.id && m.type === 'private');

/**
 * 500 DMs from 100 members (5 each) while the bot runs: first reply, drain time and rate, Zulip's 429s.
 * `members` sizes the backlog (`npm run bench:quick` sends 5 each from 20: 100 DMs, ten times the send
 * burst); `timeoutMs` bounds the wait, and the figures then cover the replies sent by then;
 * `onFirstReply` is called once the first reply is seen.
 */
export async function backlogLive(options: { members?: number; timeoutMs?: number; onFirstReply?: () => void } = {}) {
  const members = options.members ?? 100;
  const w = await abuseWorld();
  try {
    await w.start();
    const before = botDms(w).length;
    const t0 = performance.now();
    sendBacklog(w, members);
    return await drain(w, before, t0, options.timeoutMs ?? 600_000, members * 5, options.onFirstReply);
  } finally {
    await w.close();
  }
}

/** The bot stops (SIGTERM), 500 DMs arrive while it is down, the next process starts: its first reply and drain. */
export async function backlogRestart(options: { useStateFile: boolean; stateFile?: string }) {
  const w = await abuseWorld();
  try {
    const config = options.stateFile ? { zulip: { stateFile: options.stateFile } } : {};
    const first = await w.start(config);
    // One exchange, so the first process has a message to resume after.
    w.zulip.sendDm(zulipIdOf(99), [BOT.id], 'help');
    await waitUntil(() => botDms(w).length > 0, 20_000);
    await first.stop();
    const before = botDms(w).length;
    sendBacklog(w, 100);
    const t0 = performance.now();
    await w.start(config);
    return await drain(w, before, t0, 600_000, 500);
  } finally {
    await w.close();
  }
}

/** Five `whois` DMs from each of `members` members (Zulip ids from 100 on), interleaved round by round. */
function sendBacklog(w: AbuseWorld, members: number): void {
  for (let k = 0; k < 5; k++) for (let i = 0; i < members; i++) w.zulip.sendDm(zulipIdOf(100 + i), [BOT.id], `whois bench${(i * 5 + k) % 600}@example.org`);
}

async function drain(w: AbuseWorld, before: number, t0: number, timeoutMs: number, backlog: number, onFirstReply?: () => void) {
  let first: number | undefined;
  // When the reply count first reached each value (polled every 20 ms), for the rate once the send burst is spent.
  const reachedAt: number[] = [];
  const done = await waitUntil(() => {
    const n = botDms(w).length - before;
    if (n > 0 && first === undefined) {
      first = performance.now();
      onFirstReply?.();
    }
    while (reachedAt.length < n) reachedAt.push(performance.now());
    return n >= backlog;
  }, timeoutMs);
  const ms = performance.now() - t0;
  const replies = botDms(w).length - before;
  const firstS = first === undefined ? NaN : (first - t0) / 1000;
  const seen = reachedAt.length;
  const half = Math.floor(seen / 2);
  const secondHalfS = half > 0 ? (reachedAt[seen - 1]! - reachedAt[half - 1]!) / 1000 : NaN;
  return {
    backlog,
    replies,
    allAnswered: done,
    firstReplySeconds: round(firstS, 2),
    drainSeconds: round(ms / 1000, 1),
    perMinuteAfterFirst: round(((replies - 1) / Math.max(0.001, ms / 1000 - firstS)) * 60, 1),
    // The second half of the replies alone: the send limit's steady rate, without the burst the first replies go out in.
    perMinuteSecondHalf: half > 0 ? round(((seen - half) / Math.max(0.001, secondHalfS)) * 60, 1) : NaN,
    zulip429: w.zulip.requests.filter((r) => r.status === 429).length,
    claimReactions: w.zulip.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/reactions') && r.form.emoji_name === 'eyes').length,
    userLookups: w.zulip.requests.filter((r) => r.method === 'GET' && /\/users\/\d+$/.test(r.path)).length,
  };
}

/**
 * One member, one command a second (checkin / who's here / whois), directory at 20 ms, member
 * limits off: each reply's wall time (the event handed out -> the reply's POST arriving) and its
 * floor (the directory's own time for that command, from its log), p50 per kind; then the same
 * for the calibration client (bench/bare-client.ts: the same round trips on bare node:http), so
 * what a loaded machine adds to every process's wake-ups is seen apart from the bot's own cost.
 */
export async function oneASecond(options: { seconds: number }) {
  const w = await abuseWorld({ latencyMs: 20, config: { limits: { commandsPerMember: 0, repliesPerConversationPerMinute: 0 } } });
  try {
    const bot = await w.start();
    const botRows = await oneASecondRun(w, options.seconds, 0);
    await bot.stop();
    await w.start({}, { bare: true });
    const bareRows = await oneASecondRun(w, options.seconds, 1);
    const out: Record<string, unknown> = {};
    for (const kind of ['checkin', "who's", 'whois']) {
      const p50 = (rows: Row[], f: (r: Row) => number) => percentile(rows.filter((r) => r.kind === kind).map(f), 50);
      const wall = p50(botRows, (r) => r.wall);
      const floor = p50(botRows, (r) => r.floor);
      const bareWall = p50(bareRows, (r) => r.wall);
      out[kind] = {
        n: botRows.filter((r) => r.kind === kind).length,
        wallP50Ms: round(wall, 1),
        floorP50Ms: round(floor, 1),
        ratio: round(wall / floor, 2),
        bareWallP50Ms: round(bareWall, 1),
        bareFloorP50Ms: round(p50(bareRows, (r) => r.floor), 1),
        ratioToBare: round(wall / bareWall, 2),
      };
    }
    return out;
  } finally {
    await w.close();
  }
}

interface Row {
  kind: string;
  wall: number;
  floor: number;
}

async function oneASecondRun(w: AbuseWorld, seconds: number, memberIndex: number): Promise<Row[]> {
  const member = zulipIdOf(memberIndex);
  // Warm the member's lookup (the first command of a member resolves them: not what is measured).
  const warm = w.zulip.sendDm(member, [BOT.id], 'whois bench1@example.org');
  await waitUntil(() => w.dmsTo(member).some((m) => m.id > warm.id), 20_000);
  await sleep(1_000);
  const kinds = ['checkin', "who's here", 'whois bench7@example.org'] as const;
  const rows: Row[] = [];
  for (let i = 0; i < seconds; i++) {
    const kind = kinds[i % 3]!;
    const dirFrom = w.sandbox.requests.length;
    // The calibration client knows the bare forms only.
    const asked = w.zulip.sendDm(member, [BOT.id], kind === 'checkin' ? 'checkin' : kind);
    const ok = await waitUntil(() => w.dmsTo(member).some((m) => m.id > asked.id), 10_000);
    await sleep(Math.max(0, 1_000 - 50));
    if (!ok) continue;
    const reply = w.dmsTo(member).find((m) => m.id > asked.id)!;
    const delivered = asked.deliveredHr?.get(BOT.id);
    const post = w.zulip.requests.find((r: RecordedRequest) => r.method === 'POST' && r.path.endsWith('/messages') && r.form.content === reply.content && r.startedHr >= (delivered ?? 0));
    if (!post || delivered === undefined) continue;
    const dir = w.sandbox.requests.slice(dirFrom).filter((r) => r.startedHr >= delivered && r.startedHr <= post.startedHr);
    rows.push({ kind: kind.split(' ')[0]!, wall: post.startedHr - delivered, floor: busyMs(dir) });
  }
  return rows;
}

/**
 * The directory's own time for a command: how long at least one of its requests
 * was under way (requests asked together count once; one after another, their sum).
 */
export function busyMs(requests: { startedHr: number; durationMs: number }[]): number {
  const spans = requests.map((r) => [r.startedHr, r.startedHr + r.durationMs] as const).sort((a, b) => a[0] - b[0]);
  let busy = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    if (end <= reach) continue;
    busy += end - Math.max(start, reach);
    reach = end;
  }
  return busy;
}

/** Posts today's morning check-in post as the bot (what its schedule would post). */
function morningPost(w: AbuseWorld): number {
  return w.zulip.sendStream(BOT.id, CHECKINS, 'check-ins', morningText(w.today)).id;
}

const checkinConfig = { checkins: { stream: CHECKINS, confirm: 'dm' as const } };

/** Two bot processes on one account; six members tap 👋 once each: directory writes and confirmation DMs. */
export async function twoProcessReactions() {
  const w = await abuseWorld();
  try {
    const post = morningPost(w);
    await w.start(checkinConfig);
    await w.start(checkinConfig);
    await sleep(3_000);
    const members = [300, 301, 302, 303, 304, 305].map(zulipIdOf);
    const from = w.sandbox.requests.length;
    for (const id of members) w.zulip.react(id, post, 'wave');
    await sleep(15_000);
    const writes = w.sandbox.requests.slice(from).filter((r) => r.method !== 'GET');
    return {
      taps: members.length,
      visits: members.filter((id) => w.sandbox.store.visit(personOf(id), w.today)).length,
      directoryWrites: writes.length,
      confirmationDms: members.reduce((n, id) => n + w.dmsTo(id).length, 0),
    };
  } finally {
    await w.close();
  }
}

/** One member toggles 👋 every 300 ms for `seconds`: directory writes and DMs to them; and is the end state right? */
export async function reactionStorm(options: { seconds: number }) {
  const w = await abuseWorld();
  try {
    const post = morningPost(w);
    await w.start(checkinConfig);
    await sleep(2_000);
    const member = zulipIdOf(310);
    const from = w.sandbox.requests.length;
    let on = false;
    const started = Date.now();
    while (Date.now() - started < options.seconds * 1000) {
      if (on) w.zulip.unreact(member, post, 'wave');
      else w.zulip.react(member, post, 'wave');
      on = !on;
      await sleep(300);
    }
    if (!on) w.zulip.react(member, post, 'wave');
    await sleep(40_000);
    const writes = w.sandbox.requests.slice(from).filter((r) => r.method !== 'GET' && r.path.includes(`/${personOf(member)}/`));
    return {
      toggles: Math.round((options.seconds * 1000) / 300),
      directoryWrites: writes.length,
      dmsToMember: w.dmsTo(member).length,
      endsCheckedIn: Boolean(w.sandbox.store.visit(personOf(member), w.today)),
    };
  } finally {
    await w.close();
  }
}

/** Tap 👋, then take it back, against a directory whose updated_at is a second after created_at on a fresh visit. */
export async function removalWithSkewedStamps() {
  const w = await abuseWorld();
  try {
    const post = morningPost(w);
    await w.start(checkinConfig);
    await sleep(2_000);
    const member = zulipIdOf(320);
    const person = personOf(member);
    w.zulip.react(member, post, 'wave');
    await waitUntil(() => Boolean(w.sandbox.store.visit(person, w.today)), 20_000);
    await sleep(3_000);
    const visit = w.sandbox.store.visit(person, w.today)!;
    // The directory's own lag: the same write stamped twice, a second apart.
    visit.updated_at = visit.updated_at.replace(/:(\d\d)([-+])/, (_m, s: string, sign: string) => `:${String((Number(s) + 1) % 60).padStart(2, '0')}${sign}`);
    w.zulip.unreact(member, post, 'wave');
    await sleep(6_000);
    return {
      visitRemains: Boolean(w.sandbox.store.visit(person, w.today)),
      dms: w.dmsTo(member).map((m) => m.content.slice(0, 140)),
    };
  } finally {
    await w.close();
  }
}
