import { BOT, startBench } from '../harness.js';

export interface StartupRun {
  /** Process spawn to the event queue registered (ready). */
  wallMs: number;
  /** Time the fake Zulip spent answering the start-up requests (users/me, register). */
  networkMs: number;
  /** Wall minus network: Node's start, loading, wiring. */
  ownMs: number;
}

export async function startupRun(): Promise<StartupRun> {
  let spawned = 0;
  const bench = await startBench({ latencyMs: 0, spawnedAt: (t) => (spawned = t) });
  try {
    const mine = bench.zulip.requests.filter((r) => r.userId === BOT.id && r.path !== '/api/v1/events');
    const register = mine.find((r) => r.path === '/api/v1/register')!;
    const wallMs = register.startedHr + register.durationMs - spawned;
    const networkMs = mine.filter((r) => r.startedHr <= register.startedHr).reduce((sum, r) => sum + r.durationMs, 0);
    return { wallMs, networkMs, ownMs: wallMs - networkMs };
  } finally {
    await bench.stop();
  }
}
