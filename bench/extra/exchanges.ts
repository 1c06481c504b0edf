import { FIRST_ZULIP_ID } from '../data.js';
import { BOT, startBench } from '../harness.js';
import { settle } from '../measure.js';

/**
 * The Zulip requests one command costs the bot: each command sent once (after a warm-up), the bot
 * left to go quiet, then every request it made from the message's delivery on, in order.
 *
 *   npx tsx bench/extra/exchanges.ts            # BENCH_BOT=/other/dist/src/main.js for another build
 */
const COMMANDS = ['checkin', "who's here", 'whois bench1@example.org'];
const bench = await startBench({ latencyMs: 0 });
const member = FIRST_ZULIP_ID;
try {
  await bench.ask(member, 'help');
  await settle(bench, 300);
  for (const text of COMMANDS) {
    await bench.ask(member, text);
    await settle(bench, 300);
  }
  for (const text of COMMANDS) {
    const { asked } = await bench.ask(member, text);
    await settle(bench, 500);
    const start = asked.deliveredHr!.get(BOT.id)!;
    const mine = bench.zulip.requests.filter((r) => r.userId === BOT.id && r.startedHr + r.durationMs >= start);
    process.stdout.write(`${text}: ${mine.length} exchanges\n`);
    for (const r of mine) {
      const what = r.path === '/api/v1/events' ? `(${r.status}) ${r.durationMs.toFixed(1)} ms` : (r.form.emoji_name ?? r.form.content?.slice(0, 40) ?? '');
      process.stdout.write(`  ${r.method} ${r.path} ${what}\n`);
    }
  }
} finally {
  await bench.stop();
}
