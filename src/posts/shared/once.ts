import type { Uploader } from '../../charts/attach.js';
import type { Logger } from '../../log.js';
import type { IsoDate } from '../../time/hub-date.js';
import { sleep as realSleep, type Sleep } from '../../util/sleep.js';
import type { Pictures } from '../../charts/picture.js';

/** Where a scheduled post goes, and what the bot already posted there. Zulip itself is the only record: no local state. */
export interface DigestChannel {
  /** The bot's own messages in the post's topic that belong to `date`'s post (the channel's `partOf` says which). */
  findPosted(date: IsoDate): Promise<PostedPart[]>;
  post(text: string): Promise<number>;
  /** Best effort; false when the server refused. */
  remove(messageId: number): Promise<boolean>;
  /** Stores a file the post can link (a chart); absent where posts can't carry files. */
  upload?: Uploader | undefined;
  /** Draws the post's pictures; absent: summaries only. */
  pictures?: Pick<Pictures, 'draw'> | undefined;
}

export interface PostedPart {
  messageId: number;
  part: number;
}

export type PostOutcome = 'posted' | 'completed' | 'already-posted' | 'nothing-to-post' | 'lost-race' | 'stopped';

export interface OnceOptions {
  log: Logger;
  /** What is posted, for the log lines (default "digest"). */
  what?: string;
  /** A random wait before looking, so two processes started together rarely look at the same moment. */
  jitterMs: number;
  sleep?: Sleep;
  random?: () => number;
  /** Shutdown: ends the jitter wait, and nothing is posted after it. */
  signal?: AbortSignal | undefined;
}

/**
 * Posts `parts` of `date`'s post exactly once, across restarts and even with
 * two processes by mistake (every scheduled post comes through here; the log
 * lines say "digest", which they did before the others came): look for our own earlier posts first and post only
 * the missing parts; after posting part 1, look again, and if another process
 * posted its part 1 first, withdraw ours and leave the rest to it.
 */
export async function postOnce(channel: DigestChannel, date: IsoDate, parts: string[], options: OnceOptions): Promise<PostOutcome> {
  if (parts.length === 0) return 'nothing-to-post';
  const { log } = options;
  await (options.sleep ?? realSleep)(Math.round((options.random ?? Math.random)() * options.jitterMs), options.signal);
  if (options.signal?.aborted) return 'stopped';
  const before = await channel.findPosted(date);
  const have = new Set(before.map((p) => p.part));
  if (!have.has(1)) {
    const mine = await channel.post(parts[0]!);
    const firsts = (await channel.findPosted(date)).filter((p) => p.part === 1).sort((a, b) => a.messageId - b.messageId);
    if (firsts.length > 1 && firsts[0]!.messageId !== mine) {
      const removed = await channel.remove(mine);
      log.warn({ date, messageId: mine, removed }, `another process posted this ${options.what ?? 'digest'} first; withdrew ours`);
      return 'lost-race';
    }
    have.add(1);
  } else if (parts.every((_, i) => have.has(i + 1))) {
    log.info({ date, messages: before.length }, `${options.what ?? 'digest'} already posted`);
    return 'already-posted';
  }
  const resumed = before.length > 0;
  for (const [i, text] of parts.entries()) {
    if (!have.has(i + 1)) await channel.post(text);
  }
  return resumed ? 'completed' : 'posted';
}
