import { BOT, startBench, until } from '../harness.js';

export interface BurstRun {
  drainMs: number;
  lost: number;
  duplicates: number;
  orderViolations: number;
  /** Most replies sent in any one-second window. */
  peakPerSecond: number;
}

const SENDERS = 200;
const EACH = 10;

/** 2,000 commands from 200 members, all queued at once. */
export async function burstRun(): Promise<BurstRun> {
  const bench = await startBench({ latencyMs: 0 });
  try {
    const started = performance.now();
    for (let round = 0; round < EACH; round++) {
      for (let s = 0; s < SENDERS; s++) bench.zulip.sendDm(20_001 + s, [BOT.id], `whois ${900_000 + s * 100 + round}`);
    }
    const total = SENDERS * EACH;
    const replies = () => bench.zulip.messages.filter((m) => m.senderId === BOT.id);
    await until(() => bench.botMessages() >= total, 120_000, () => bench.out());
    await new Promise((r) => setTimeout(r, 300));
    const sends = bench.zulip.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/messages' && r.userId === BOT.id).map((r) => r.startedHr).sort((a, b) => a - b);
    let orderViolations = 0;
    let duplicates = 0;
    let lost = 0;
    for (let s = 0; s < SENDERS; s++) {
      const ns = replies()
        .filter((m) => m.recipientIds.includes(20_001 + s))
        .map((m) => Number(/id (\d+)\./.exec(m.content)?.[1]));
      for (let i = 1; i < ns.length; i++) if (ns[i]! < ns[i - 1]!) orderViolations++;
      duplicates += ns.length - new Set(ns).size;
      lost += EACH - new Set(ns).size;
    }
    let peak = 0;
    for (let i = 0, j = 0; i < sends.length; i++) {
      while (sends[j]! < sends[i]! - 1000) j++;
      peak = Math.max(peak, i - j + 1);
    }
    return { drainMs: sends.at(-1)! - started, lost, duplicates, orderViolations, peakPerSecond: peak };
  } finally {
    await bench.stop();
  }
}
