import { describe, expect, it } from 'vitest';
import { Dispatcher } from '../../src/bot/dispatch.js';
import { MemberPipeline, type ActionResult } from '../../src/bot/pipeline.js';
import { silentLogger } from '../../src/log.js';

/**
 * Each action's signal: aborted by its own time limit or by the shutdown's
 * deadline, with that reason, and by nothing else (one controller per action,
 * no composite over a process-wide signal).
 */
function pipeline(timeLimitMs = 60_000) {
  return new MemberPipeline({ dispatcher: new Dispatcher(4, silentLogger), log: silentLogger, timeLimitMs });
}

/** An action that waits for its signal and resolves with the abort's reason. */
function waiting(memberId: number) {
  let seen: AbortSignal | undefined;
  const reason = new Promise<unknown>((resolve) => {
    void memberId;
    seen = undefined;
    const handle = (signal: AbortSignal) =>
      new Promise<ActionResult>((done) => {
        seen = signal;
        signal.addEventListener('abort', () => (resolve(signal.reason), done({ kind: 'test', outcome: 'aborted' })), { once: true });
      });
    actions.set(memberId, { trigger: 'test', memberId, ref: {}, handle });
  });
  return { reason, signal: () => seen };
}
const actions = new Map<number, Parameters<MemberPipeline['run']>[0]>();

describe('the member pipeline: each action one signal', () => {
  it('the shutdown deadline aborts every running action with its reason; one started after it starts aborted', async () => {
    const p = pipeline();
    const a = waiting(1);
    const b = waiting(2);
    const ran = [p.run(actions.get(1)!), p.run(actions.get(2)!)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(a.signal()?.aborted).toBe(false);
    const shutdown = new Error('shutting down');
    p.abort(shutdown);
    expect(await a.reason).toBe(shutdown);
    expect(await b.reason).toBe(shutdown);
    await Promise.all(ran);
    // A later abort does not replace the first reason.
    p.abort(new Error('again'));
    let late: AbortSignal | undefined;
    await p.run({ trigger: 'test', memberId: 3, ref: {}, handle: (signal) => ((late = signal), Promise.resolve({ kind: 'test', outcome: 'ok' })) });
    expect(late?.aborted).toBe(true);
    expect(late?.reason).toBe(shutdown);
  });

  it("one action's time limit aborts that action only; finished actions hold nothing for the shutdown", async () => {
    const p = pipeline(50);
    const slow = waiting(1);
    const done: AbortSignal[] = [];
    for (let i = 0; i < 3; i++) await p.run({ trigger: 'test', memberId: 10 + i, ref: {}, handle: (signal) => (done.push(signal), Promise.resolve({ kind: 'test', outcome: 'ok' })) });
    await p.run(actions.get(1)!);
    expect(String(await slow.reason)).toMatch(/time limit/);
    p.abort(new Error('shutting down'));
    // Those that had finished before the deadline were not aborted by it.
    expect(done.map((s) => s.aborted)).toEqual([false, false, false]);
  });

  it('an action may listen on its signal from many calls at once without a leak warning (the digest preview: 8 look-ups side by side)', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      const p = pipeline();
      await p.run({
        trigger: 'test',
        memberId: 1,
        ref: {},
        handle: (signal) => {
          const listeners = Array.from({ length: 20 }, () => () => undefined);
          for (const l of listeners) signal.addEventListener('abort', l);
          for (const l of listeners) signal.removeEventListener('abort', l);
          return Promise.resolve({ kind: 'test', outcome: 'ok' });
        },
      });
      // (Node emits the warning on the next tick.)
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
