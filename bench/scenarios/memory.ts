import { FIRST_ZULIP_ID } from '../data.js';
import { BOT, startBench, until } from '../harness.js';

export interface MemoryRun {
  rssAfterStartMb: number;
  /** RSS after each tenth of the run. */
  rssMb: number[];
  /** RSS growth between the last two tenths: a leak shows as steady growth here. */
  lastTenthGrowthMb: number;
  events: number;
  seconds: number;
}

/** 100,000 message events: 80% stream chatter the bot must ignore, 20% commands it answers. */
export async function memoryRun(events = 100_000): Promise<MemoryRun> {
  const bench = await startBench({ latencyMs: 0 });
  try {
    const started = performance.now();
    await new Promise((r) => setTimeout(r, 500));
    const rssAfterStartMb = await bench.rssMb();
    const rssMb: number[] = [];
    const perTenth = events / 10;
    let commands = 0;
    for (let tenth = 0; tenth < 10; tenth++) {
      let last = undefined as ReturnType<typeof bench.zulip.sendStream> | undefined;
      for (let i = 0; i < perTenth; i++) {
        if (i % 5 === 0) {
          bench.zulip.sendDm(20_001 + (i % 200), [BOT.id], `whois ${1_000_000 + tenth * perTenth + i}`);
          commands++;
        } else last = bench.zulip.sendStream(FIRST_ZULIP_ID, 'hub', 'chatter', `just chatting ${i}, not for the bot`);
      }
      await until(() => last?.deliveredHr?.has(BOT.id) === true && bench.botMessages() >= commands, 120_000, () => bench.out());
      rssMb.push(await bench.rssMb());
    }
    return {
      rssAfterStartMb,
      rssMb,
      lastTenthGrowthMb: rssMb[9]! - rssMb[8]!,
      events,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await bench.stop();
  }
}
