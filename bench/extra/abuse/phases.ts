import { parseArgs } from 'node:util';
import { BOT } from '../../harness.js';
import { percentile } from '../../stats.js';
import { abuseWorld, sleep, waitUntil, zulipIdOf } from './world.js';

/**
 * `oneASecond` (slow.ts) with each reply's wall time taken apart, for builds in turn and the bare
 * client, in one world (fake Zulip with its rate limit, the sandbox at 20 ms): from the event handed
 * out to the first directory request, between one directory answer and the next request, and from the
 * last directory answer to the reply's POST. The floor and the ratio are oneASecond's.
 *
 *   npx tsx bench/extra/abuse/phases.ts [--builds /tmp/before/dist/src/main.js,dist/src/main.js] [--seconds 60]
 */
const { values } = parseArgs({ options: { builds: { type: 'string', default: 'dist/src/main.js' }, seconds: { type: 'string', default: '60' } } });
const seconds = Number(values.seconds);
const kinds = ['checkin', "who's here", 'whois bench7@example.org'];
const med = (xs: number[]) => (xs.length ? percentile(xs, 50).toFixed(2) : '-');

interface Rows {
  toFirst: number[];
  between: number[];
  toPost: number[];
  wall: number[];
  floor: number[];
}

const w = await abuseWorld({ latencyMs: 20, config: { limits: { commandsPerMember: 0, repliesPerConversationPerMinute: 0 } } });
try {
  let memberIndex = 0;
  for (const build of [...values.builds.split(','), 'bare']) {
    if (build !== 'bare') process.env.BENCH_BOT = build;
    const bot = await w.start({}, { bare: build === 'bare' });
    const member = zulipIdOf(memberIndex++);
    // The member's first command resolves them: not what is measured.
    const warm = w.zulip.sendDm(member, [BOT.id], 'whois bench1@example.org');
    await waitUntil(() => w.dmsTo(member).some((m) => m.id > warm.id), 20_000);
    await sleep(1_000);
    const rows: Record<string, Rows> = {};
    for (let i = 0; i < seconds; i++) {
      const kind = kinds[i % 3]!;
      const from = w.sandbox.requests.length;
      const asked = w.zulip.sendDm(member, [BOT.id], kind);
      const ok = await waitUntil(() => w.dmsTo(member).some((m) => m.id > asked.id), 10_000);
      await sleep(950);
      if (!ok) continue;
      const reply = w.dmsTo(member).find((m) => m.id > asked.id)!;
      const delivered = asked.deliveredHr?.get(BOT.id);
      const post = w.zulip.requests.find((r) => r.method === 'POST' && r.path.endsWith('/messages') && r.form.content === reply.content && r.startedHr >= (delivered ?? 0));
      if (!post || delivered === undefined) continue;
      const dir = w.sandbox.requests.slice(from).filter((r) => r.startedHr >= delivered && r.startedHr <= post.startedHr);
      if (dir.length === 0) continue;
      const r = (rows[kind.split(' ')[0]!] ??= { toFirst: [], between: [], toPost: [], wall: [], floor: [] });
      r.toFirst.push(dir[0]!.startedHr - delivered);
      for (let j = 1; j < dir.length; j++) r.between.push(dir[j]!.startedHr - (dir[j - 1]!.startedHr + dir[j - 1]!.durationMs));
      r.toPost.push(post.startedHr - (dir.at(-1)!.startedHr + dir.at(-1)!.durationMs));
      r.wall.push(post.startedHr - delivered);
      r.floor.push(dir.reduce((s, x) => s + x.durationMs, 0));
    }
    await bot.stop();
    for (const [kind, r] of Object.entries(rows)) {
      const ratio = percentile(r.wall, 50) / percentile(r.floor, 50);
      process.stdout.write(
        `${build} ${kind}: n ${r.wall.length}, wall ${med(r.wall)} floor ${med(r.floor)} ratio ${ratio.toFixed(2)} | to the first directory request ${med(r.toFirst)}, between ${med(r.between)}, last answer to the reply ${med(r.toPost)}\n`,
      );
    }
  }
} finally {
  await w.close();
}
