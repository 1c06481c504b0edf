import { resolve } from '../../../src/conversation/resolve.js';
import { understand } from '../../../src/conversation/understand.js';
import { percentile, round } from '../../stats.js';
import { BOT } from '../../harness.js';
import { abuseWorld, ReplyClock, sleep, waitUntil, zulipIdOf } from './world.js';

/**
 * Findings 1–4 of issue 24 ("deaf"), on the compiled bot with the shipped limits.
 * Each returns the figures the acceptance list names.
 */
const stats = (xs: number[]) => ({ n: xs.length, p50: round(percentile(xs, 50) / 1000, 2), max: round(xs.length ? Math.max(...xs) / 1000 : NaN, 2) });

/** One member DMs `who's here` every 300 ms for `floodSeconds`; four others `whois` every 10 s, during and for a minute after. */
export async function flood(options: { floodSeconds: number; afterSeconds: number }) {
  const w = await abuseWorld();
  try {
    const bot = await w.start();
    const flooder = zulipIdOf(1);
    const others = [2, 3, 4, 5].map(zulipIdOf);
    const clock = new ReplyClock(w.zulip);
    const reqsBefore = w.zulip.requests.length;
    const started = Date.now();
    let floodSent = 0;
    const floodTimer = setInterval(() => {
      if (Date.now() - started >= options.floodSeconds * 1000) return clearInterval(floodTimer);
      w.zulip.sendDm(flooder, [BOT.id], "who's here");
      floodSent++;
    }, 300);
    const during: number[] = [];
    const total = options.floodSeconds + options.afterSeconds;
    for (let t = 0; t < total; t += 10) {
      others.forEach((id, i) => setTimeout(() => clock.ask(id, `whois bench${i + 10}@example.org`), i * 2_500));
      await sleep(10_000);
    }
    clearInterval(floodTimer);
    await waitUntil(() => others.every((id) => clock.unanswered(id) === 0), 60_000);
    clock.stop();
    for (const id of others) during.push(...(clock.latencies.get(id) ?? []));
    const requests = w.zulip.requests.slice(reqsBefore);
    const claims = requests.filter((r) => r.method === 'POST' && r.path.endsWith('/reactions') && r.form.emoji_name === 'eyes').length;
    const slowDowns = w.dmsTo(flooder).filter((m) => /faster than I can answer/.test(m.content)).length;
    const answeredFlood = w.dmsTo(flooder).length - slowDowns;
    const unanswered = others.reduce((n, id) => n + clock.unanswered(id), 0);
    return {
      floodSent,
      others: stats(during),
      othersUnanswered: unanswered,
      slowDowns,
      floodAnswered: answeredFlood,
      claimReactions: claims,
      zulip429: requests.filter((r) => r.status === 429).length,
      botAlive: bot.proc.exitCode === null,
    };
  } finally {
    await w.close();
  }
}

/** What the parser alone (the conversation's `understand` and `resolve`) costs on `text` (ms): what the bot must never spend on a message over the cap. */
function timeParse(text: string): number {
  const started = performance.now();
  resolve(understand(text, new Date(), 'America/New_York'), new Map());
  return performance.now() - started;
}

/** `who's here` + 10,000 characters at 200 a minute; others send `help` every 5 s. Bot CPU share and their latency. */
export async function longMessages(options: { seconds: number }) {
  const w = await abuseWorld();
  try {
    const bot = await w.start();
    const sender = zulipIdOf(1);
    const others = [2, 3, 4].map(zulipIdOf);
    const clock = new ReplyClock(w.zulip);
    const long = `who's here ${'? '.repeat(5_000)}`;
    const cpu0 = await bot.cpuSeconds();
    const t0 = performance.now();
    const started = Date.now();
    const sendTimer = setInterval(() => {
      if (Date.now() - started < options.seconds * 1000) w.zulip.sendDm(sender, [BOT.id], long);
    }, 300);
    for (let t = 0; t < options.seconds; t += 5) {
      others.forEach((id, i) => setTimeout(() => clock.ask(id, 'help'), i * 1_500));
      await sleep(5_000);
    }
    clearInterval(sendTimer);
    const cpuSending = ((await bot.cpuSeconds()) - cpu0) / ((performance.now() - t0) / 1000);
    await waitUntil(() => others.every((id) => clock.unanswered(id) === 0), 120_000);
    // And 10 s more: a bot that polls slowly does the work later; it is counted too.
    await sleep(10_000);
    const cpu = ((await bot.cpuSeconds()) - cpu0) / ((performance.now() - t0) / 1000);
    clock.stop();
    return {
      longLength: long.length,
      longParseMs: round(timeParse(long), 0),
      botCpuShareOfACore: round(cpu, 3),
      botCpuShareWhileSending: round(cpuSending, 3),
      others: stats(clock.all(others)),
      othersUnanswered: others.reduce((n, id) => n + clock.unanswered(id), 0),
    };
  } finally {
    await w.close();
  }
}

/** The renderer stopped (SIGSTOP) after a first picture; then a picture command and an unrelated `whois`. */
export async function stuckRenderer(options: { waitSeconds: number }) {
  const w = await abuseWorld();
  try {
    const bot = await w.start();
    const asker = zulipIdOf(1);
    const other = zulipIdOf(2);
    const clock = new ReplyClock(w.zulip);
    clock.ask(asker, 'chart last 30 days');
    const warmed = await waitUntil(() => clock.unanswered(asker) === 0, 60_000);
    const renderers = await bot.children();
    for (const pid of renderers) process.kill(pid, 'SIGSTOP');
    clock.ask(asker, 'chart this month');
    await sleep(200);
    clock.ask(other, 'whois bench20@example.org');
    await waitUntil(() => clock.unanswered(asker) === 0 && clock.unanswered(other) === 0, options.waitSeconds * 1000);
    clock.stop();
    for (const pid of renderers) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // gone (restarted by the bot)
      }
    }
    const chartReply = w.dmsTo(asker).at(-1)?.content ?? '';
    return {
      warmed,
      renderersStopped: renderers.length,
      chartSeconds: clock.unanswered(asker) ? `none in ${options.waitSeconds} s` : round((clock.latencies.get(asker)?.at(-1) ?? NaN) / 1000, 2),
      chartToldCouldNotDraw: /couldn.t draw/i.test(chartReply),
      whoisSeconds: clock.unanswered(other) ? `none in ${options.waitSeconds} s` : round((clock.latencies.get(other)?.[0] ?? NaN) / 1000, 2),
      botAlive: bot.proc.exitCode === null,
    };
  } finally {
    await w.close();
  }
}

/** POST /user_uploads answers 50 MB (a JSON array, then a JSON string): alive? RSS before and after. */
export async function hugeUpload() {
  const w = await abuseWorld();
  try {
    const bot = await w.start();
    const asker = zulipIdOf(1);
    const clock = new ReplyClock(w.zulip);
    const rows: Array<Record<string, unknown>> = [];
    for (const [label, body] of [
      ['50 MB JSON array', `[${'0,'.repeat(25 * 1024 * 1024 - 1)}0]`],
      ['50 MB JSON string', JSON.stringify({ result: 'success', url: 'x'.repeat(50 * 1024 * 1024) })],
    ] as const) {
      const rssBefore = await bot.rssMb().catch(() => NaN);
      w.zulip.failNext(1, { status: 200, body, path: /user_uploads/ });
      clock.ask(asker, 'chart last 30 days');
      await waitUntil(() => clock.unanswered(asker) === 0 || bot.proc.exitCode !== null, 90_000);
      await sleep(500);
      rows.push({ answer: label, replied: clock.unanswered(asker) === 0, alive: bot.proc.exitCode === null, rssBefore: round(rssBefore, 1), rssAfter: round(await bot.rssMb().catch(() => NaN), 1) });
      if (bot.proc.exitCode !== null) break;
    }
    clock.stop();
    return { rows, exit: bot.proc.exitCode, crash: /heap out of memory|FATAL ERROR/i.test(bot.out()) };
  } finally {
    await w.close();
  }
}
