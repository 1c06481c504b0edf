import { FIRST_ZULIP_ID } from '../data.js';
import { startBench, until, type Bench } from '../harness.js';
import { settle, timingOf } from '../measure.js';

export interface DigestRun {
  wallMs: number;
  directoryRequests: number;
}

async function previewDigest(bench: Bench): Promise<DigestRun> {
  const { asked, reply } = await bench.ask(FIRST_ZULIP_ID, `digest ${bench.digestDay}`);
  if (!reply.content.includes('500 people')) throw new Error(`unexpected digest: ${reply.content.slice(0, 200)}`);
  const timing = await timingOf(bench, asked, reply);
  await settle(bench);
  return { wallMs: timing.wallMs, directoryRequests: timing.directoryRequests };
}

/** Cold: a fresh bot with nothing cached, index off. */
export async function digestCold(latencyMs: number): Promise<DigestRun> {
  const bench = await startBench({ latencyMs });
  try {
    return await previewDigest(bench);
  } finally {
    await bench.stop();
  }
}

/** Warm: index built, and one digest already gathered in this process; then `runs` more. */
export async function digestWarm(latencyMs: number, runs: number): Promise<DigestRun[]> {
  const bench = await startBench({ latencyMs, config: { directory: { index: true }, log: { level: 'info' } } });
  try {
    await until(() => bench.out().includes('"msg":"member index built"'), 30_000, () => bench.out());
    await previewDigest(bench);
    const out: DigestRun[] = [];
    for (let i = 0; i < runs; i++) out.push(await previewDigest(bench));
    return out;
  } finally {
    await bench.stop();
  }
}
