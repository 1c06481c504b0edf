import type { FakeMessage } from '../test/support/fake-zulip/index.js';
import { BOT, until, type Bench } from './harness.js';

export interface CommandTiming {
  /** From the fake handing the event out to the reply's POST arriving. */
  wallMs: number;
  directoryMs: number;
  zulipMs: number;
  /** The bot's own time: wall minus directory and Zulip handling time. */
  overheadMs: number;
  directoryRequests: number;
}

/** Waits until the bot has sent nothing new for `quietMs` (multi-part replies, reactions). */
export async function settle(bench: Bench, quietMs = 150): Promise<void> {
  let count = bench.zulip.requests.length;
  let since = performance.now();
  await until(() => {
    if (bench.zulip.requests.length !== count) {
      count = bench.zulip.requests.length;
      since = performance.now();
    }
    return performance.now() - since >= quietMs;
  }, 60_000);
}

/**
 * Lines the servers' own logs up with one command: everything between the
 * event leaving the fake Zulip and the reply's POST arriving belongs to it
 * (commands are sent one at a time).
 */
export async function timingOf(bench: Bench, asked: FakeMessage, reply: FakeMessage): Promise<CommandTiming> {
  const start = asked.deliveredHr?.get(BOT.id);
  if (start === undefined) throw new Error(`message ${asked.id} was never delivered`);
  const isReply = (r: (typeof bench.zulip.requests)[number]) =>
    r.method === 'POST' && r.path === '/api/v1/messages' && r.userId === BOT.id && r.startedHr >= start && r.form.content === reply.content;
  await until(() => bench.zulip.requests.some(isReply), 5_000);
  const end = bench.zulip.requests.find(isReply)!.startedHr;
  const inWindow = (t: number) => t >= start && t < end;
  const directory = bench.sandbox.requests.filter((r) => inWindow(r.startedHr));
  const directoryMs = directory.reduce((sum, r) => sum + r.durationMs, 0);
  const zulipMs = bench.zulip.requests
    .filter((r) => r.userId === BOT.id && r.path !== '/api/v1/events' && inWindow(r.startedHr))
    .reduce((sum, r) => sum + r.durationMs, 0);
  const wallMs = end - start;
  return { wallMs, directoryMs, zulipMs, overheadMs: wallMs - directoryMs - zulipMs, directoryRequests: directory.length };
}
